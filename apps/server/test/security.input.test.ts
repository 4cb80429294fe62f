/**
 * Issue #12 A4: a NUL byte in a text field or in the URL is a pt-BR 4xx before any database work
 * (it used to be a 500 whose log carried the query's parameters), and a failing query's logged
 * error never carries parameter values.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/http/logging.ts';
import { NUL_IN_TEXT_MESSAGE, NUL_IN_URL_MESSAGE } from '../src/http/input-guard.ts';
import { linesStream } from './support/log-capture.ts';
import { loginAs, rpcAs, type TestSession } from './support/auth.ts';
import { ADDRESS } from './support/address.ts';
import { useTestApp } from './support/suite.ts';

let person: TestSession;
let company: TestSession;
const logLines: string[] = [];
const SECRET = 'maria.segredo@exemplo.com.br';

const t = useTestApp({ products: 100 });
beforeAll(async () => {
  // A route whose query fails with a customer's value as parameter (before the first request).
  t.app.get('/__falha', async () => {
    await t.deps.db.execute(sql`select ${SECRET}::integer as n`);
    return new Response('ok');
  });
  // The process's own logger configuration, writing where the test can read it.
  t.deps.logger = createLogger('trace', linesStream(logLines));
  person = await loginAs(t, 'cliente@adega.dev', undefined, '203.0.113.61');
  company = await loginAs(t, 'empresa@adega.dev', undefined, '203.0.113.62');
});

async function addressCount(session: TestSession): Promise<number> {
  const response = await rpcAs(t, session, 'getCustomerAddresses', {});
  const body = (await response.json()) as { data: unknown[] };
  return body.data.length;
}

describe('NUL bytes', () => {
  it('a NUL in an address field is a 422 naming the field, and nothing is saved', async () => {
    const before = await addressCount(person);
    const response = await rpcAs(t, person, 'saveCustomerAddress', {
      address: { ...ADDRESS, street1: 'Rua das\u0000Videiras' },
      isPreferredAddress: false,
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION',
      message: NUL_IN_TEXT_MESSAGE,
      fields: { 'address.street1': NUL_IN_TEXT_MESSAGE },
    });
    expect(await addressCount(person)).toBe(before);
  });

  it('a NUL in a company field of saveCustomerPJ is a 422', async () => {
    const response = await rpcAs(t, company, 'saveCustomerPJ', {
      companyName: 'Empresa\u0000 Ltda',
      tradeName: 'Empresa',
      stateRegistrationExempt: true,
      fullName: 'Ana Souza',
      phone: '(21) 33224455',
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ fields: { companyName: NUL_IN_TEXT_MESSAGE } });
  });

  it('a NUL in a REST body or in a key is refused too', async () => {
    const login = await t.request('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'cliente@adega.dev\u0000', password: 'x' }),
    });
    expect(login.status).toBe(422);
    const key = await rpcAs(t, null, 'isEmailExists', '{"email\\u0000":"a@b.com"}');
    expect(key.status).toBe(422);
  });

  it.each(['/prod%00.html', '/prod123.html%00', '/api/v1/products/%00', '/loja-vinhos?ordem=%00'])(
    'a NUL in the URL %s is a 400 in pt-BR',
    async (path) => {
      const response = await t.request(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'BAD_REQUEST', message: NUL_IN_URL_MESSAGE });
    },
  );
});

describe('database errors in the log', () => {
  it('the logged error of a failing query carries no parameter values', async () => {
    const before = logLines.length;
    const response = await t.request('/__falha');
    expect(response.status).toBe(500);
    const logged = logLines.slice(before).join('\n');
    expect(logged).toContain('unexpected error');
    expect(logged).toContain('select $1::integer');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain('maria.segredo');
  });

  it('errors logged elsewhere ({ err }) go through the same serializer', async () => {
    const secret = 'joao.privado@exemplo.com.br';
    const failure = await t.deps.db
      .execute(sql`select ${secret}::integer as n`)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(secret);
    const before = logLines.length;
    t.deps.logger.warn({ err: failure }, 'job failed');
    const logged = logLines.slice(before).join('\n');
    expect(logged).toContain('job failed');
    expect(logged).not.toContain(secret);
  });
});
