/**
 * The handler kit itself (issue #12, ADR 0012), on a bare Hono app with the real error path:
 * pt-BR 422 for unknown fields and wrong types, 401 before the body for `auth: 'customer'`,
 * `no-store` for per-caller answers, `Idempotency-Key` handed to the service (which replays the
 * stored answer), REST params/query/body into the one schema, and a generic 500 without details.
 * The cart's real replay in its transaction is covered by cart.api.test.ts ('Idempotency-Key').
 */
import { Hono } from 'hono';
import pino from 'pino';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';
import { NUMERIC, REQUIRED } from '@adega/domain/validation/messages';
import '../src/http/context.ts';
import { handleError } from '../src/http/errors.ts';
import { KEY_INVALID } from '../src/http/idempotency.ts';
import { INVALID_BODY, INVALID_BOOLEAN, noInput } from '../src/http/input.ts';
import {
  defineOperation,
  mountModules,
  reply,
  rest,
  rpcRouter,
  type Operation,
} from '../src/http/operation.ts';
import { LOGIN_REQUIRED_MESSAGE } from '../src/modules/auth/guard.ts';

const itemInput = z.object({ sku: z.string().max(10), quantity: z.number().int() }).strict();

function kitApp() {
  const reads: string[] = [];
  const stored = new Map<string, { fingerprint: string; answer: unknown }>();
  let runs = 0;

  const echo = defineOperation({
    name: 'echo',
    input: itemInput,
    auth: 'public',
    handler: (input) => input,
  });
  const mine = defineOperation({
    name: 'mine',
    input: z.preprocess(
      (raw) => {
        reads.push('body read');
        return raw;
      },
      z.object({ flag: z.boolean() }).strict(),
    ),
    auth: 'customer',
    handler: (input, ctx) => ({ customerId: ctx.customerId, flag: input.flag }),
  });
  // A service that keeps answers by key, as the cart does inside its transaction.
  const add = defineOperation({
    name: 'add',
    input: itemInput,
    auth: 'session',
    idempotent: true,
    handler: (input, ctx) => {
      const key = ctx.idempotency;
      const previous = key && stored.get(key.key);
      if (previous && previous.fingerprint === key.fingerprint) return previous.answer;
      runs += 1;
      const answer = { ...input, run: runs };
      if (key) stored.set(key.key, { fingerprint: key.fingerprint, answer });
      return answer;
    },
  });
  const boom = defineOperation({
    name: 'boom',
    input: noInput,
    auth: 'public',
    handler: () => {
      throw new Error('SELECT secret FROM customers WHERE cpf = $1 -- params: 12345678909');
    },
  });
  const product = defineOperation({
    name: 'product',
    input: z.object({
      sku: z.string().regex(/^[A-Z0-9]+$/),
      expand: z.enum(['attributes']).optional(),
    }),
    auth: 'public',
    handler: (input) => input,
  });

  const app = new Hono();
  app.use('*', async (c, next) => {
    c.set('requestId', 'test');
    c.set('logger', pino({ level: 'silent' }));
    c.set('store', 'WINE');
    const state = c.req.header('x-test-session');
    c.set(
      'session',
      state === 'logged' || state === 'semi' ? { idHash: 'h', customerId: 7, state } : null,
    );
    await next();
  });
  app.onError(handleError);
  mountModules(app, [
    {
      operations: [echo, mine, add, boom],
      rest: [
        rest('GET', '/api/products/:sku', product),
        rest('POST', '/api/items', add, { status: 201 }),
        rest(
          'POST',
          '/api/created',
          defineOperation({
            name: 'created',
            input: noInput,
            auth: 'public',
            handler: () => reply({ ok: true }, 202),
          }),
        ),
      ],
    },
  ]);
  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, call, reads, runs: () => runs };
}

describe('defineOperation: input', () => {
  it('an unknown field is a 422 in pt-BR and the handler never runs', async () => {
    const { call } = kitApp();
    const answer = await call('/rpc/echo', { sku: 'A1', quantity: 1, admin: true });
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { message: string; fields: Record<string, string> };
    expect(body.message).toBe('Campo não reconhecido: admin.');
  });

  it('a wrong type, a missing field and a non-object body answer in pt-BR', async () => {
    const { call } = kitApp();
    const wrong = await call('/rpc/echo', { sku: 'A1', quantity: 'muitos' });
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ message: NUMERIC, fields: { quantity: NUMERIC } });
    const missing = await call('/rpc/echo', { quantity: 1 });
    expect(await missing.json()).toMatchObject({ message: REQUIRED, fields: { sku: REQUIRED } });
    const array = await call('/rpc/echo', [1, 2]);
    expect(array.status).toBe(422);
    expect(await array.json()).toMatchObject({ message: INVALID_BODY });
    const flag = await call('/rpc/mine', { flag: 'sim' }, { 'x-test-session': 'logged' });
    expect(await flag.json()).toMatchObject({ message: INVALID_BOOLEAN });
    const long = await call('/rpc/echo', { sku: 'A'.repeat(11), quantity: 1 });
    expect(((await long.json()) as { message: string }).message).toMatch(/no máximo 10/);
  });

  it('malformed JSON is a 400 in pt-BR; a valid body reaches the handler as `{ data }`', async () => {
    const { call } = kitApp();
    const malformed = await call('/rpc/echo', '{"sku":');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toMatch(/JSON/);
    const ok = await call('/rpc/echo', { sku: 'A1', quantity: 2 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ data: { sku: 'A1', quantity: 2 } });
  });

  it('REST feeds path params and query into the one schema; status from the route or a reply', async () => {
    const { app, call } = kitApp();
    const ok = await app.request('/api/products/AB1?expand=attributes&v=3');
    expect(await ok.json()).toEqual({ sku: 'AB1', expand: 'attributes' });
    const bad = await app.request('/api/products/ab-1');
    expect(bad.status).toBe(422);
    const created = await call('/api/items', { sku: 'A1', quantity: 1 });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ sku: 'A1', quantity: 1 });
    const accepted = await call('/api/created', {});
    expect(accepted.status).toBe(202);
    expect(await accepted.json()).toEqual({ ok: true });
  });

  it('unknown operations are 404 and other methods 400, in pt-BR', async () => {
    const { app, call } = kitApp();
    expect((await call('/rpc/nope', {})).status).toBe(404);
    const get = await app.request('/rpc/echo');
    expect(get.status).toBe(400);
    expect(((await get.json()) as { message: string }).message).toBe('Use POST para /rpc/echo.');
  });

  it('two operations with one name are refused at start-up', () => {
    const op: Operation = defineOperation({
      name: 'twice',
      input: noInput,
      auth: 'public',
      handler: () => null,
    });
    expect(() => rpcRouter([op, op])).toThrow(/twice/);
  });
});

describe('defineOperation: auth and caching', () => {
  it("auth 'customer': a visitor or a semi-logged customer gets 401 before the body is read", async () => {
    const { call, reads } = kitApp();
    for (const headers of [{}, { 'x-test-session': 'semi' }] as Record<string, string>[]) {
      const answer = await call('/rpc/mine', '{not json', headers);
      expect(answer.status).toBe(401);
      expect(((await answer.json()) as { message: string }).message).toBe(LOGIN_REQUIRED_MESSAGE);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(reads).toEqual([]);
    const logged = await call('/rpc/mine', { flag: true }, { 'x-test-session': 'logged' });
    expect(await logged.json()).toEqual({ data: { customerId: 7, flag: true } });
    expect(reads).toEqual(['body read']);
  });

  it("per-caller answers are never cached; 'public' ones are left to the operation", async () => {
    const { call } = kitApp();
    const session = await call('/rpc/add', { sku: 'A1', quantity: 1 });
    expect(session.headers.get('cache-control')).toBe('no-store');
    const open = await call('/rpc/echo', { sku: 'A1', quantity: 1 });
    expect(open.headers.get('cache-control')).toBeNull();
  });
});

describe('defineOperation: idempotent', () => {
  it('the same key and request replay the stored answer; the handler does not run again', async () => {
    const { call, runs } = kitApp();
    const headers = { 'idempotency-key': 'kit-key-1' };
    const first = await call('/rpc/add', { sku: 'A1', quantity: 1 }, headers);
    const again = await call('/rpc/add', { sku: 'A1', quantity: 1 }, headers);
    expect(await again.json()).toEqual(await first.json());
    expect(runs()).toBe(1);
    // Another request under the same key has another fingerprint: the service decides.
    const other = await call('/rpc/add', { sku: 'A1', quantity: 2 }, headers);
    expect(((await other.json()) as { data: { run: number } }).data.run).toBe(2);
    // Without a key every call runs.
    await call('/rpc/add', { sku: 'A1', quantity: 1 });
    expect(runs()).toBe(3);
  });

  it('a malformed key is a 400 in pt-BR and nothing runs', async () => {
    const { call, runs } = kitApp();
    const answer = await call(
      '/rpc/add',
      { sku: 'A1', quantity: 1 },
      { 'idempotency-key': 'x'.repeat(300) },
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(KEY_INVALID);
    expect(runs()).toBe(0);
  });
});

describe('defineOperation: errors', () => {
  it('an unexpected error is a generic 500: no message, stack or SQL of ours', async () => {
    const { call } = kitApp();
    const answer = await call('/rpc/boom', {});
    expect(answer.status).toBe(500);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({ message: GENERIC_ERROR_MESSAGE, code: 'INTERNAL' });
    expect(text).not.toMatch(/SELECT|stack|12345678909|at /);
  });
});
