/**
 * Issue #5: at least 200 generated malformed bodies per mutating endpoint of my account →
 * a 4xx with a pt-BR message, never a 5xx, and nothing changed. The customer has no address or
 * card, so a body that happens to be well-formed (an id) is answered 404 and changes nothing.
 * fast-check runs with a fixed seed, so the run is the same every time.
 */
import { beforeAll, describe } from 'vitest';
import {
  customerAddresses,
  customerConsents,
  customerCreditCards,
  customers,
  notificationPreferences,
} from '../src/db/schema.ts';
import { signUpCustomer, type TestSession } from './support/auth.ts';
import { itRefusesMalformedBodies, tablesSnapshot, type FuzzEndpoint } from './support/fuzz.ts';
import { useTestApp } from './support/suite.ts';

let session: TestSession;

const t = useTestApp({ products: 50 });
beforeAll(async () => {
  session = await signUpCustomer(t);
});

const snapshot = () =>
  tablesSnapshot(t.deps.db, {
    customers,
    addresses: customerAddresses,
    cards: customerCreditCards,
    consents: customerConsents,
    preferences: notificationPreferences,
  });

const ENDPOINTS: FuzzEndpoint[] = [
  {
    name: 'saveCustomerAddress',
    path: '/rpc/saveCustomerAddress',
    fields: ['address', 'isPreferredAddress'],
  },
  {
    name: 'removeCustomerAddressByUidPk',
    path: '/rpc/removeCustomerAddressByUidPk',
    fields: ['uidPk'],
  },
  ...['/rpc/saveCustomerCreditCard', '/api/v1/me/creditcards'].map((path) => ({
    name: path,
    path,
    fields: [
      'holderName',
      'isPreferredCreditCard',
      'number',
      'encryptedCardNumber',
      'encryptedExpiryMonth',
      'encryptedExpiryYear',
      'encryptedSecurityCode',
    ],
  })),
  {
    name: 'setAsPreferredCreditCard',
    path: '/rpc/setAsPreferredCreditCard',
    fields: ['creditCardUidPk'],
  },
  {
    name: 'removeCustomerCreditCardByUidPk',
    path: '/rpc/removeCustomerCreditCardByUidPk',
    fields: ['creditCardUidPk'],
  },
  {
    name: 'saveNotificationPreferences',
    path: '/rpc/saveNotificationPreferences',
    fields: ['preferences'],
  },
  { name: 'saveConsent', path: '/rpc/saveConsent', fields: ['purpose', 'granted'] },
];

describe('malformed bodies never break my account', () => {
  itRefusesMalformedBodies(ENDPOINTS, {
    app: () => t,
    headers: () => session.headers,
    snapshot,
    seed: 20261124,
  });
});
