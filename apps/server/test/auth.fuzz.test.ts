/**
 * Issue #5: at least 200 generated malformed bodies per mutating account endpoint → a 4xx with a
 * pt-BR message, never a 5xx, and nothing changed (customers, sessions, tokens, consents).
 * fast-check runs with a fixed seed, so the run is the same every time.
 */
import { beforeAll, describe } from 'vitest';
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

const ENDPOINTS: (FuzzEndpoint & { logged: boolean })[] = [
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
