/**
 * Issue #13 part 1: at least 200 generated malformed bodies per checkout endpoint on the cart →
 * a 4xx with a pt-BR message, never a 5xx, and nothing changed (cart, lines, addresses, cards,
 * idempotency keys). Run for a signed-in customer whose cart has an address, a level and a gift.
 * Fixed fast-check seeds.
 */
import { creditCardSaveSchema } from '@adega/domain/validation/schemas';
import { beforeAll, describe, expect } from 'vitest';
import { customerAddresses, customerCreditCards } from '../src/db/schema.ts';
import { noInput } from '../src/http/input.ts';
import {
  deliveryMethodInput,
  newShippingAddressInput,
  orderGiftInput,
  serviceLevelInput,
  useSavedAddressInput,
} from '../src/modules/checkout/routes.ts';
import { ADDRESS } from './support/address.ts';
import { signUpCustomer, type TestSession } from './support/auth.ts';
import { client, PLAIN_WINE } from './support/cart-client.ts';
import { itRefusesMalformedBodies, tablesSnapshot, type FuzzEndpoint } from './support/fuzz.ts';
import { CART_TABLES } from './support/cart-owners.ts';
import { useTestApp } from './support/suite.ts';

let customer: TestSession;

const t = useTestApp({ products: 50 });
beforeAll(async () => {
  const api = client(t);
  customer = await signUpCustomer(t);
  const wine = await api.productWhere(PLAIN_WINE);
  expect((await api.addItem(customer, wine.code, 2)).status).toBe(200);
  expect((await api.rpc(customer, 'setShippingAddress', { address: ADDRESS })).status).toBe(200);
  expect((await api.rpc(customer, 'setShippingServiceLevel', { uidPk: 1 })).status).toBe(200);
  const gift = { from: 'Ana', to: 'Bia', message: 'Saúde!' };
  expect((await api.rpc(customer, 'setOrderGift', gift)).status).toBe(200);
});

const snapshot = () =>
  tablesSnapshot(t.deps.db, {
    ...CART_TABLES,
    addresses: [customerAddresses, customerAddresses.id],
    cards: [customerCreditCards, customerCreditCards.id],
  });

const rpc = (name: string, fields: string[], schema: FuzzEndpoint['schema']): FuzzEndpoint => ({
  name,
  path: `/rpc/${name}`,
  fields,
  schema,
});

const ENDPOINTS: FuzzEndpoint[] = [
  rpc(
    'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
    ['addressUidpk'],
    useSavedAddressInput,
  ),
  rpc('setShippingAddress', ['address', 'isPreferredAddress'], newShippingAddressInput),
  rpc('saveAddressWithSignatures', ['address', 'isPreferredAddress'], newShippingAddressInput),
  rpc('removeShippingAddress', ['address'], noInput),
  rpc('setShippingServiceLevel', ['uidPk'], serviceLevelInput),
  rpc('setDeliveryMethod', ['method'], deliveryMethodInput),
  rpc('setOrderGift', ['from', 'to', 'message'], orderGiftInput),
  rpc('removeOrderGift', ['from'], noInput),
  rpc('getPaymentDetails', ['type'], noInput),
  rpc(
    'saveCreditCardWithSignatures',
    ['holderName', 'number', 'encryptedCardNumber', 'encryptedSecurityCode'],
    creditCardSaveSchema,
  ),
];

describe('malformed bodies never break the checkout calls on the cart', () => {
  itRefusesMalformedBodies(ENDPOINTS, {
    app: () => t,
    headers: () => customer.headers,
    snapshot,
    seed: 20261340,
    idempotencyKeys: true,
  });
});
