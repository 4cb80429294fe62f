/**
 * Issue #5: at least 200 generated malformed bodies per mutating account endpoint → a 4xx with a
 * pt-BR message, never a 5xx, and nothing changed (customers, sessions, tokens, consents).
 * fast-check runs with a fixed seed, so the run is the same every time.
 */
import { beforeAll, describe } from 'vitest';
import {
  profilePfSchema,
  profilePjSchema,
  signUpPfSchema,
  signUpPjSchema,
} from '@adega/domain/validation/account-schemas';
import { customerConsents, customers, passwordResetTokens, sessions } from '../src/db/schema.ts';
import { loginAs, type TestSession } from './support/auth.ts';
import { itRefusesMalformedBodies, tablesSnapshot, type FuzzEndpoint } from './support/fuzz.ts';
import { useTestApp } from './support/suite.ts';

let session: TestSession;

const t = useTestApp({ products: 100 });
beforeAll(async () => {
  session = await loginAs(t, 'cliente@adega.dev');
});

const snapshot = () =>
  tablesSnapshot(t.deps.db, {
    customers,
    sessions,
    tokens: passwordResetTokens,
    consents: customerConsents,
  });

/** An RPC endpoint of the account (signed in when `logged`). */
const rpc = (name: string, fields: string[], logged: boolean) => ({
  name,
  path: `/rpc/${name}`,
  fields,
  logged,
});

/** The fields an account schema of the domain reads: each one is fuzzed (a new field too). */
const fieldsOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
const TODAY = new Date();

const ENDPOINTS: (FuzzEndpoint & { logged: boolean })[] = [
  rpc('signIn', ['userIdentification', 'password', 'captchaResponse'], false),
  {
    name: 'POST /api/v1/login',
    path: '/api/v1/login',
    fields: ['username', 'password'],
    logged: false,
  },
  rpc('addWineOnPageCustomerPF', fieldsOf(signUpPfSchema(TODAY)), false),
  rpc('addWineOnPageCustomerPJ', fieldsOf(signUpPjSchema), false),
  rpc('redefinePassword', ['userIdentification', 'captchaResponse'], false),
  rpc('redefineWithToken', ['bean', 'captchaResponse'], false),
  rpc('isEmailExists', ['email'], false),
  rpc('isCpfExists', ['cpf'], false),
  rpc('isCpfRegistred', ['cpf'], false),
  rpc('isCnpjExists', ['cnpj'], false),
  rpc('saveCustomerPF', fieldsOf(profilePfSchema(TODAY)), true),
  rpc('saveCustomerPJ', fieldsOf(profilePjSchema), true),
  rpc('requestChangeEmail', ['email', 'password'], true),
  rpc('signOut', ['unexpected'], true),
];

describe('malformed bodies never break the account endpoints', () => {
  // For signOut the empty body is the valid one; everything else is malformed.
  itRefusesMalformedBodies(ENDPOINTS, {
    app: () => t,
    headers: (endpoint) => ({
      'x-forwarded-for': '192.0.2.77',
      ...(endpoint.logged ? session.headers : {}),
    }),
    snapshot,
    seed: 20261123,
  });
});
