/**
 * The one handler kit (issue #12, ADR 0012). Every RPC operation (`POST /rpc/{name}`, ADR 0003)
 * and every REST route is an operation:
 *
 *   defineOperation({ name, input, auth, idempotent, handler })
 *
 * run in one order: per-caller answers get `Cache-Control: no-store`; `auth: 'customer'` answers
 * 401 before the body is looked at, and so do `auth: 'operator'` (the operators' bearer token) and
 * `auth: 'signed'` (a signature of the raw body, the payment webhook); the input (RPC body, or
 * REST params/query/body; any string holding a NUL or a lone surrogate is a 422 first) is parsed by
 * the operation's schema with pt-BR messages (422 with a field map); an `idempotent` operation
 * reads `Idempotency-Key` and the request's fingerprint and hands them to its service, which
 * replays or records them in its own transaction (ADR 0009); errors go through the one error path
 * (`http/errors.ts`: AppError → its status, anything else → a generic 500 without details).
 *
 * A module exports an `HttpModule` (`{ operations, rest }`) from its `routes.ts`; `app.ts` lists
 * the modules and `mountModules` serves them all.
 */
import { Hono, type Context } from 'hono';
import { AppError } from '@adega/domain/errors';
import { moneyInReais, type MoneyFields } from '@adega/domain/money-json';
import type { Store } from '@adega/domain/store';
import type { z } from 'zod';
import type { ResolvedSession } from '../modules/auth/sessions.ts';
import { LOGIN_REQUIRED_MESSAGE } from '../modules/auth/guard.ts';
import { requireAdmin } from './admin.ts';
import { readJson } from './errors.ts';
import { IDEMPOTENCY_HEADER, idempotencyOf, type IdempotencyRequest } from './idempotency.ts';
import { noInput, parseInput } from './input.ts';

/**
 * Who may call: `public` (anyone, the answer does not depend on the caller), `session` (anyone;
 * the answer is the caller's own — cart, session — so never cached), `customer` (a *logged*
 * customer, SPEC §6: a visitor or a semi-logged customer gets 401 before the body is read),
 * `operator` (`Authorization: Bearer <ADMIN_TOKEN>`, ADR 0017: 404 while ADMIN_TOKEN is unset,
 * 401 for a wrong token), `signed` (server to server: the operation's `signature` checks the raw
 * body, e.g. the payment webhook's HMAC). The last two never use a session or CSRF (app.ts).
 */
export type Auth = 'public' | 'session' | 'customer' | 'operator' | 'signed';

export interface OperationContext {
  /** The HTTP context (cookies, headers, client IP); handlers that set cookies use it. */
  c: Context;
  store: Store;
  requestId: string;
  /** The caller's session (logged or semi-logged), or null for a visitor. */
  session: ResolvedSession | null;
  /** `Idempotency-Key` and fingerprint of an `idempotent` operation's request; else null. */
  idempotency: IdempotencyRequest | null;
}

export interface CustomerContext extends OperationContext {
  /** The logged customer's id: every query of the operation is scoped by it. */
  customerId: number;
}

export type ContextOf<A extends Auth> = A extends 'customer' ? CustomerContext : OperationContext;

/** What a handler's answer carries as JSON: a Reply's body, or the answer itself. */
type BodyOf<R> = R extends Reply<infer B> ? B : R extends Response ? never : R;

export interface OperationSpec<S extends z.ZodType, A extends Auth, R = unknown> {
  name: string;
  /** The input schema; a function when it depends on the request (e.g. today's date). */
  input: S | ((ctx: OperationContext) => S);
  auth: A;
  /** Reads `Idempotency-Key` (400 when malformed) into `ctx.idempotency`. */
  idempotent?: boolean;
  /** `auth: 'customer'`: the 401 text (default 'Faça login para continuar.'). */
  signInMessage?: string;
  /** Overrides the default (`no-store` for all but `public`; none for `public`). */
  cacheControl?: string;
  /**
   * `auth: 'signed'`: checks the request's signature of its raw body (and its size), throwing the
   * 4xx to answer (401 for a bad signature) before the body is parsed.
   */
  signature?: (raw: string, c: Context) => void | Promise<void>;
  /**
   * An input the schema refuses is a 422 with a field map; 'BAD_REQUEST' makes it a 400 with the
   * same body (a contract that says so, e.g. the tracking beacons).
   */
  invalidInput?: 'BAD_REQUEST';
  /**
   * The answer's money fields (ADR 0051): the handler answers centavos, the JSON shows them in
   * reais, converted here once.
   */
  money?: MoneyFields<BodyOf<Awaited<R>>>;
  handler: (input: z.output<S>, ctx: ContextOf<A>) => R;
}

export interface Operation {
  readonly name: string;
  readonly auth: Auth;
  readonly idempotent: boolean;
  /** Runs the operation on a request; `read` yields its raw input (only after the auth check). */
  run(c: Context, read: () => Promise<unknown>): Promise<unknown>;
}

export function defineOperation<S extends z.ZodType, A extends Auth, R = unknown>(
  spec: OperationSpec<S, A, R>,
): Operation {
  const cacheControl = spec.cacheControl ?? (spec.auth === 'public' ? undefined : 'no-store');
  return {
    name: spec.name,
    auth: spec.auth,
    idempotent: spec.idempotent === true,
    async run(c, read) {
      if (cacheControl) c.header('Cache-Control', cacheControl);
      const session = c.get('session') ?? null;
      const customerId = spec.auth === 'customer' ? loggedCustomer(session, spec) : null;
      if (spec.auth === 'operator') requireAdmin(c, c.get('adminToken'));
      if (spec.auth === 'signed') {
        if (!spec.signature) throw new Error(`${spec.name}: auth 'signed' needs a signature`);
        await spec.signature(await c.req.text(), c);
      }
      const ctx: OperationContext = {
        c,
        store: c.get('store'),
        requestId: c.get('requestId'),
        session,
        idempotency: null,
      };
      const schema = typeof spec.input === 'function' ? spec.input(ctx) : spec.input;
      const input = parseInputAs(schema, await read(), spec.invalidInput);
      if (spec.idempotent) {
        ctx.idempotency = idempotencyOf(
          c.req.header(IDEMPOTENCY_HEADER),
          c.req.method,
          c.req.path,
          await c.req.text(),
        );
      }
      const full = customerId === null ? ctx : { ...ctx, customerId };
      const answer = await spec.handler(input, full as ContextOf<A>);
      return spec.money ? inReais(spec.money, answer) : answer;
    },
  };
}

function inReais(money: object, answer: unknown): unknown {
  if (answer instanceof Response) return answer;
  if (answer instanceof Reply) return reply(moneyInReais(money, answer.body), answer.status);
  return moneyInReais(money, answer);
}

function parseInputAs<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  invalid: 'BAD_REQUEST' | undefined,
): z.output<S> {
  try {
    return parseInput(schema, raw);
  } catch (error) {
    if (invalid && error instanceof AppError && error.code === 'VALIDATION')
      throw new AppError(invalid, error.message, error.fields);
    throw error;
  }
}

function loggedCustomer(session: ResolvedSession | null, spec: { signInMessage?: string }) {
  if (!session || session.state !== 'logged') {
    throw new AppError('UNAUTHENTICATED', spec.signInMessage ?? LOGIN_REQUIRED_MESSAGE);
  }
  return session.customerId;
}

/** A REST answer with its own status (201, or a replayed answer's stored status). */
export class Reply<B = unknown> {
  constructor(
    readonly body: B,
    readonly status: number,
  ) {}
}

export function reply<B>(body: B, status: number): Reply<B> {
  return new Reply(body, status);
}

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body of POST/PUT (`{}` when empty); undefined for GET/DELETE. */
  body: unknown;
}

export interface RestRoute {
  method: RestMethod;
  /** The full path (`/api/v1/cart`, `/dynamicpages/…`). */
  path: string;
  operation: Operation;
  /** Status of a plain answer (default 200). */
  status: number;
  /** What the input schema receives; default: the body for POST/PUT, else params and query. */
  input: (request: RestRequest) => unknown;
  /** The 400 text of a body that is not JSON (default: the kit's). */
  notJson?: string;
}

function defaultInput(method: RestMethod): (request: RestRequest) => unknown {
  return method === 'POST' || method === 'PUT'
    ? (request) => request.body
    : (request) => ({ ...request.query, ...request.params });
}

export function rest(
  method: RestMethod,
  path: string,
  operation: Operation,
  options: { status?: number; input?: (request: RestRequest) => unknown; notJson?: string } = {},
): RestRoute {
  return {
    method,
    path,
    operation,
    status: options.status ?? 200,
    input: options.input ?? defaultInput(method),
    ...(options.notJson === undefined ? {} : { notJson: options.notJson }),
  };
}

/**
 * The same operation under a second name (SPEC §7 names some calls twice, e.g. `setCouponCode`
 * for `applyCode`): one handler, one schema, one service call, two names in `/rpc`.
 */
export function alias(operation: Operation, name: string): Operation {
  return { ...operation, name };
}

/** What a module serves: its RPC operations and its REST routes. */
export interface HttpModule {
  operations?: Operation[];
  rest?: RestRoute[];
}

function restHandler(route: RestRoute) {
  return async (c: Context) => {
    const read = async () =>
      route.input({
        params: c.req.param() as Record<string, string>,
        query: c.req.query(),
        body:
          route.method === 'POST' || route.method === 'PUT'
            ? await readJson(c, route.notJson)
            : undefined,
      });
    const result = await route.operation.run(c, read);
    if (result instanceof Response) return result;
    if (result instanceof Reply) return c.json(result.body, result.status as 200);
    return c.json(result ?? null, route.status as 200);
  };
}

const NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

/** `POST /rpc/{name}` → `{ data }` (ADR 0003); an unknown name is 404, another method 400. */
export function rpcRouter(operations: Operation[]): Hono {
  const byName = new Map<string, Operation>();
  for (const operation of operations) {
    if (byName.has(operation.name)) throw new Error(`RPC duplicada: ${operation.name}`);
    byName.set(operation.name, operation);
  }
  const app = new Hono();
  app.post('/:operation', async (c) => {
    const name = c.req.param('operation');
    const operation = NAME.test(name) ? byName.get(name) : undefined;
    if (!operation) throw new AppError('NOT_FOUND', `Operação desconhecida: ${name.slice(0, 64)}`);
    const data = await operation.run(c, () => readJson(c));
    if (data instanceof Response) return data;
    return c.json({ data: (data instanceof Reply ? data.body : data) ?? null });
  });
  app.all('/:operation', (c) => {
    throw new AppError(
      'BAD_REQUEST',
      `Use POST para /rpc/${c.req.param('operation').slice(0, 64)}.`,
    );
  });
  return app;
}

/** Serves every module: its REST routes on the app, its operations under `/rpc`. */
export function mountModules(app: Hono, modules: HttpModule[]): void {
  for (const module of modules) {
    for (const route of module.rest ?? []) app.on(route.method, route.path, restHandler(route));
  }
  app.route('/rpc', rpcRouter(modules.flatMap((module) => module.operations ?? [])));
}

/**
 * An operators' operation (bearer ADMIN_TOKEN) on a target named by its path: the path is checked
 * first (its own 422), then the body; the handler gets the body and the parsed target.
 */
export function defineOperatorOperation<T, S extends z.ZodType, R>(spec: {
  name: string;
  target: (c: Context) => T;
  body: S;
  handler: (input: z.output<S>, target: T) => R;
}): Operation {
  return defineOperation({
    name: spec.name,
    input: ({ c }) => {
      spec.target(c);
      return spec.body;
    },
    auth: 'operator',
    handler: (input, { c }) => spec.handler(input, spec.target(c)),
  });
}

/**
 * The store's own answer to a call without input (`auth: 'public'`): `read(store)`, or a 404 with
 * `missing` where the store has none (the outlet has no club and no premium offer). Never cached:
 * the answer follows the catalogue's data.
 */
export function defineStoreRead<R>(spec: {
  name: string;
  read: (store: Store) => Promise<R | null>;
  missing: string;
  money?: MoneyFields<BodyOf<Awaited<R>>>;
}): Operation {
  return defineOperation<typeof noInput, 'public', Promise<R>>({
    name: spec.name,
    input: noInput,
    auth: 'public',
    cacheControl: 'no-store',
    ...(spec.money ? { money: spec.money } : {}),
    handler: async (_input, { store }) => {
      const found = await spec.read(store);
      if (found === null) throw new AppError('NOT_FOUND', spec.missing);
      return found;
    },
  });
}

/**
 * The logged customer's own answer to a call without input (`auth: 'customer'`: 401 for anyone
 * else): `read(customerId)`, e.g. their orders, addresses, lists.
 */
export function defineCustomerRead<R>(spec: {
  name: string;
  read: (customerId: number) => R;
  money?: MoneyFields<BodyOf<Awaited<R>>>;
}): Operation {
  return defineOperation({
    name: spec.name,
    input: noInput,
    auth: 'customer',
    ...(spec.money ? { money: spec.money } : {}),
    handler: (_input, { customerId }) => spec.read(customerId),
  });
}

/**
 * The logged customer's call with an input (`auth: 'customer'`: 401 for anyone else, before the
 * body is read): the parsed input goes to `call` with the customer's id (and the context, for the
 * store or the response), e.g. one of their orders by its number.
 */
export function defineCustomerCall<S extends z.ZodType, R>(
  spec: Omit<OperationSpec<S, 'customer', R>, 'auth' | 'handler'> & {
    call: (input: z.output<S>, customerId: number, ctx: CustomerContext) => R;
  },
): Operation {
  const { call, ...rest } = spec;
  return defineOperation({
    ...rest,
    auth: 'customer',
    handler: (input, ctx) => call(input, ctx.customerId, ctx),
  });
}
