/**
 * Issue #6: at least 200 generated malformed bodies per mutating cart endpoint → a 4xx with a
 * pt-BR message, never a 5xx, and nothing changed (carts, lines, idempotency keys). "Malformed"
 * means the body does not pass the endpoint's schema; well-formed bodies are the API tests' job.
 * Run for a customer with a cart and for a visitor with a cookie cart. fast-check runs with a
 * fixed seed, so the run is the same every time.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  addItemInput,
  addToCartInput,
  dropStopInput,
  removeCartItemInput,
  updateCartItemQuantityInput,
} from '../src/modules/cart/routes.ts';
import { cartTablesSnapshot, forCartOwners, useCartOwners } from './support/cart-owners.ts';
import {
  expectAllRefused,
  FUZZ_RUNS,
  itRefusesMalformedBodies,
  type FuzzEndpoint,
} from './support/fuzz.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp({ products: 50 });
const owners = useCartOwners(t);

const snapshot = () => cartTablesSnapshot(t);

const ENDPOINTS: FuzzEndpoint[] = [
  {
    name: 'addToCart',
    method: 'POST',
    path: '/rpc/addToCart',
    fields: ['skuCode', 'quantity'],
    schema: addToCartInput,
  },
  {
    name: 'POST /api/v1/cart/items',
    method: 'POST',
    path: '/api/v1/cart/items',
    fields: ['sku', 'quantity'],
    schema: addItemInput,
  },
  {
    name: 'removeCartItem',
    method: 'POST',
    path: '/rpc/removeCartItem',
    fields: ['itemUidPk'],
    schema: removeCartItemInput,
  },
  {
    name: 'updateCartItemQuantity',
    method: 'POST',
    path: '/rpc/updateCartItemQuantity',
    fields: ['skuCode', 'itemUidPk', 'quantity'],
    schema: updateCartItemQuantityInput,
  },
  {
    name: 'updateDropStopOption',
    method: 'POST',
    path: '/rpc/updateDropStopOption',
    fields: ['value'],
    schema: dropStopInput,
  },
  {
    name: 'PUT /api/v1/cart/drop-stop',
    method: 'PUT',
    path: '/api/v1/cart/drop-stop',
    fields: ['value'],
    schema: dropStopInput,
  },
];

describe('malformed bodies never break the cart', () => {
  itRefusesMalformedBodies(ENDPOINTS, {
    app: () => t,
    ...forCartOwners(() => owners),
    snapshot,
    seed: 20261123,
    idempotencyKeys: true,
  });

  it(`DELETE /api/v1/cart/items/{sku}: ${String(FUZZ_RUNS)} generated skus not in the cart → 4xx, nothing changed`, () =>
    expectAllRefused({
      inputs: fc.string({ minLength: 1, maxLength: 80 }),
      send: (sku) =>
        t.request(`/api/v1/cart/items/${encodeURIComponent(sku)}`, {
          method: 'DELETE',
          headers: owners.customer.headers,
        }),
      snapshot,
      seed: 20261199,
    }));

  it(`${String(FUZZ_RUNS)} malformed Idempotency-Key headers → 4xx, nothing changed`, () =>
    expectAllRefused({
      inputs: fc.oneof(
        fc.string({ minLength: 256, maxLength: 400 }),
        fc.string({ maxLength: 20 }).map((s) => ` ${s} é`),
        fc.constant(''),
      ),
      send: async (key) => {
        const headers = new Headers({
          'content-type': 'application/json',
          ...owners.customer.headers,
        });
        try {
          headers.set('idempotency-key', key);
        } catch {
          return null; // not a header value at all: no client can send it
        }
        return t.request('/api/v1/cart/items', {
          method: 'POST',
          headers,
          body: JSON.stringify({ sku: 'NAO-EXISTE', quantity: 1 }),
        });
      },
      snapshot,
      seed: 20261200,
    }));
});
