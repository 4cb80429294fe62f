/**
 * The named remote-procedure operations of SPEC §7, served as `POST /rpc/{operationName}` with the
 * payload fields as a JSON body (ADR 0003). Each operation declares its input schema next to its
 * handler; the registry parses, calls and wraps the result as `{ data }`.
 */
import { Hono, type Context } from 'hono';
import { AppError } from '@adega/domain/errors';
import { z } from 'zod';
import type { Store } from '@adega/domain/store';
import type { AppDeps } from '../deps.ts';
import type { ResolvedSession } from '../modules/auth/sessions.ts';
import { parseWith, readJson } from '../http/errors.ts';

export interface RpcContext {
  deps: AppDeps;
  store: Store;
  requestId: string;
  /** The HTTP context (cookies, headers, client IP); handlers that set cookies use it. */
  c: Context;
  /** The caller's session (logged or semi-logged), or null for a visitor. */
  session: ResolvedSession | null;
}

export interface RpcOperation<S extends z.ZodType = z.ZodType> {
  name: string;
  input: S;
  handler: (input: z.infer<S>, ctx: RpcContext) => Promise<unknown>;
}

export function defineRpc<S extends z.ZodType>(operation: RpcOperation<S>): RpcOperation {
  return operation as unknown as RpcOperation;
}

/** Operations whose input is empty accept `{}` or no body and reject unknown fields. */
export const noInput = z.object({}).strict();

const NAME = /^[A-Za-z][A-Za-z0-9]{0,63}$/;

export function rpcRoutes(deps: AppDeps, operations: RpcOperation[]): Hono {
  const byName = new Map(operations.map((op) => [op.name, op]));
  const app = new Hono();
  app.post('/:operation', async (c) => {
    const name = c.req.param('operation');
    const operation = NAME.test(name) ? byName.get(name) : undefined;
    if (!operation) throw new AppError('NOT_FOUND', `Operação desconhecida: ${name.slice(0, 64)}`);
    const body = await readJson(c);
    const input = parseWith(operation.input, body);
    const data = await operation.handler(input, {
      deps,
      store: c.get('store'),
      requestId: c.get('requestId'),
      c,
      session: c.get('session'),
    });
    return c.json({ data: data ?? null });
  });
  app.all('/:operation', (c) => {
    throw new AppError(
      'BAD_REQUEST',
      `Use POST para /rpc/${c.req.param('operation').slice(0, 64)}.`,
    );
  });
  return app;
}
