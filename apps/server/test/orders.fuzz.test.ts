/**
 * Issue #13: at least 200 generated malformed bodies per orders endpoint → a 4xx with a pt-BR
 * message, never a 5xx, and nothing changed (no order, payment, authorisation, stock, coupon use,
 * ledger row, cart or idempotency key). The customer has a cart, so a body that happened to be
 * well-formed would place an order: the generator keeps only bodies the schema refuses.
 * Generated order numbers in the detail path are answered 404 or 422.
 */
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { placeOrderSchema } from '@adega/domain/orders/placement';
import {
  cartItems,
  carts,
  cashbackLedger,
  couponRedemptions,
  idempotencyKeys,
  orders,
  payments,
  products,
  sandboxAuthorizations,
} from '../src/db/schema.ts';
import { noInput } from '../src/http/input.ts';
import { client, PLAIN_WINE } from './support/cart-client.ts';
import {
  expectAllRefused,
  itRefusesMalformedBodies,
  tablesSnapshot,
  type FuzzEndpoint,
} from './support/fuzz.ts';
import { oneCustomer } from './support/orders.ts';
import { useTestApp } from './support/suite.ts';

let headers: Record<string, string>;

const t = useTestApp({ products: 50 });
beforeAll(async () => {
  const api = client(t);
  const session = await oneCustomer(t);
  headers = session.headers;
  const wine = await api.productWhere(PLAIN_WINE.replace('p.stock >= 40', 'p.stock >= 2'));
  await api.addItem(session, wine.code, 1);
});

const snapshot = () =>
  tablesSnapshot(t.deps.db, {
    orders,
    payments,
    authorisations: sandboxAuthorizations,
    stock: () => t.deps.db.select({ id: products.id, stock: products.stock }).from(products),
    redemptions: couponRedemptions,
    ledger: cashbackLedger,
    carts,
    items: cartItems,
    keys: idempotencyKeys,
  });

const PLACEMENT_FIELDS = [
  'paymentMethod',
  'creditCardUidPk',
  'encryptedSecurityCode',
  'card',
  'installments',
  'saveCard',
];

const ENDPOINTS: FuzzEndpoint[] = [
  {
    name: 'POST /api/v1/checkout/orders',
    path: '/api/v1/checkout/orders',
    fields: PLACEMENT_FIELDS,
    schema: placeOrderSchema,
  },
  {
    name: 'placeOrder',
    path: '/rpc/placeOrder',
    fields: PLACEMENT_FIELDS,
    schema: placeOrderSchema,
  },
  { name: 'getLastPaymentType', path: '/rpc/getLastPaymentType', fields: ['x'], schema: noInput },
  { name: 'getCustomerOrders', path: '/rpc/getCustomerOrders', fields: ['x'], schema: noInput },
];

describe('malformed bodies never place an order', () => {
  itRefusesMalformedBodies(ENDPOINTS, {
    app: () => t,
    headers: () => headers,
    snapshot,
    seed: 20261313,
    idempotencyKeys: true,
  });

  it('GET /api/v1/me/orders/{orderNumber}: 200 generated numbers → 404 or 422', async () => {
    await expectAllRefused({
      inputs: fc.oneof(
        fc.string({ maxLength: 60 }),
        fc.stringMatching(/^AD[0-9]{9}$/),
        fc.integer().map(String),
      ),
      send: (value) => t.request(`/api/v1/me/orders/${encodeURIComponent(value)}`, { headers }),
      snapshot,
      seed: 20261314,
    });
  });
});
