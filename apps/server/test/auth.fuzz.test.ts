/**
 * Issue #5: at least 200 generated malformed bodies per mutating account endpoint → a 4xx with a
 * pt-BR message, never a 5xx, and nothing changed (customers, sessions, tokens, consents).
 * fast-check runs with a fixed seed, so the run is the same every time.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerConsents, customers, passwordResetTokens, sessions } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { loginAs, type TestSession } from './support/auth.ts';
import { isEmptyObject, malformedBody } from './support/malformed.ts';

let t: TestApp;
let session: TestSession;

beforeAll(async () => {
  t = await createTestApp({ products: 100 });
  session = await loginAs(t, 'cliente@adega.dev');
});
afterAll(async () => {
  await t.close();
});

const RUNS = 200;

async function snapshot() {
  const count = async (
    table:
      typeof customers | typeof sessions | typeof passwordResetTokens | typeof customerConsents,
  ) => (await t.deps.db.select().from(table)).length;
  const rows = await t.deps.db.select().from(customers);
  return {
    customers: JSON.stringify(rows.map((row) => ({ ...row }))),
    sessions: await count(sessions),
    tokens: await count(passwordResetTokens),
    consents: await count(customerConsents),
  };
}

const ENDPOINTS: { name: string; path: string; fields: string[]; logged: boolean }[] = [
  {
    name: 'signIn',
    path: '/rpc/signIn',
    fields: ['userIdentification', 'password', 'captchaResponse'],
    logged: false,
  },
  {
    name: 'POST /api/v1/login',
    path: '/api/v1/login',
    fields: ['username', 'password'],
    logged: false,
  },
  {
    name: 'addWineOnPageCustomerPF',
    path: '/rpc/addWineOnPageCustomerPF',
    fields: [
      'fullName',
      'cpf',
      'dateOfBirth',
      'gender',
      'phone',
      'email',
      'password',
      'confirmPassword',
      'optIn',
      'captchaResponse',
    ],
    logged: false,
  },
  {
    name: 'addWineOnPageCustomerPJ',
    path: '/rpc/addWineOnPageCustomerPJ',
    fields: [
      'cnpj',
      'companyName',
      'tradeName',
      'stateRegistration',
      'stateRegistrationExempt',
      'fullName',
      'phone',
      'email',
      'password',
      'confirmPassword',
      'captchaResponse',
    ],
    logged: false,
  },
  {
    name: 'redefinePassword',
    path: '/rpc/redefinePassword',
    fields: ['userIdentification', 'captchaResponse'],
    logged: false,
  },
  {
    name: 'redefineWithToken',
    path: '/rpc/redefineWithToken',
    fields: ['bean', 'captchaResponse'],
    logged: false,
  },
  { name: 'isEmailExists', path: '/rpc/isEmailExists', fields: ['email'], logged: false },
  { name: 'isCpfExists', path: '/rpc/isCpfExists', fields: ['cpf'], logged: false },
  { name: 'isCpfRegistred', path: '/rpc/isCpfRegistred', fields: ['cpf'], logged: false },
  { name: 'isCnpjExists', path: '/rpc/isCnpjExists', fields: ['cnpj'], logged: false },
  {
    name: 'saveCustomerPF',
    path: '/rpc/saveCustomerPF',
    fields: ['fullName', 'dateOfBirth', 'gender', 'phone'],
    logged: true,
  },
  {
    name: 'saveCustomerPJ',
    path: '/rpc/saveCustomerPJ',
    fields: [
      'companyName',
      'tradeName',
      'stateRegistration',
      'stateRegistrationExempt',
      'fullName',
      'phone',
    ],
    logged: true,
  },
  {
    name: 'requestChangeEmail',
    path: '/rpc/requestChangeEmail',
    fields: ['email', 'password'],
    logged: true,
  },
  { name: 'signOut', path: '/rpc/signOut', fields: ['unexpected'], logged: true },
];

describe('malformed bodies never break the account endpoints', () => {
  for (const [index, endpoint] of ENDPOINTS.entries()) {
    it(`${endpoint.name}: ${String(RUNS)} malformed bodies → 4xx with a message, nothing changed`, async () => {
      const before = await snapshot();
      await fc.assert(
        // For signOut the empty body is the valid one; everything else is malformed.
        fc.asyncProperty(
          malformedBody(endpoint.fields).filter((body) => !isEmptyObject(body)),
          async (body) => {
            const response = await t.request(endpoint.path, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': '192.0.2.77',
                ...(endpoint.logged ? session.headers : {}),
              },
              body,
            });
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
            const payload = (await response.json()) as { message?: unknown };
            expect(typeof payload.message).toBe('string');
            expect((payload.message as string).length).toBeGreaterThan(0);
          },
        ),
        { numRuns: RUNS, seed: 20261123 + index },
      );
      expect(await snapshot()).toEqual(before);
    });
  }
});
