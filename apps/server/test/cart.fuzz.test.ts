/**
 * Issue #6: at least 200 generated malformed bodies per mutating cart endpoint → a 4xx with a
 * pt-BR message, never a 5xx, and nothing changed (carts, lines, idempotency keys). "Malformed"
 * means the body does not pass the endpoint's schema; well-formed bodies are the API tests' job.
 * Run for a customer with a cart and for a visitor with a cookie cart. fast-check runs with a
 * fixed seed, so the run is the same every time.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItemInput,
  addToCartInput,
  dropStopInput,
  removeCartItemInput,
  updateCartItemQuantityInput,
} from '../src/modules/cart/routes.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import type { TestSession } from './support/auth.ts';
import { cartOwners, cartTablesSnapshot } from './support/cart-owners.ts';
import { malformedBody } from './support/malformed.ts';

let t: TestApp;
let customer: TestSession;
let visitorCookie: string;

beforeAll(async () => {
  t = await createTestApp({ products: 50 });
  ({ customer, visitorCookie } = await cartOwners(t));
});
afterAll(async () => {
  await t.close();
});

const RUNS = 200;

const snapshot = () => cartTablesSnapshot(t);

/** Bodies that are not JSON, or JSON that the endpoint's schema refuses. */
function malformedFor(fields: string[], schema: z.ZodType) {
  return malformedBody(fields).filter((body) => {
    try {
      return !schema.safeParse(JSON.parse(body)).success;
    } catch {
      return true;
    }
  });
}

const ENDPOINTS: {
  name: string;
  method: string;
  path: string;
  fields: string[];
  schema: z.ZodType;
}[] = [
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

async function expectClientError(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const payload = (await response.json()) as { message?: unknown };
  expect(typeof payload.message).toBe('string');
  expect((payload.message as string).length).toBeGreaterThan(0);
}

describe('malformed bodies never break the cart', () => {
  for (const [index, endpoint] of ENDPOINTS.entries()) {
    for (const who of ['customer', 'visitor'] as const) {
      it(`${endpoint.name} (${who}): ${String(RUNS)} malformed bodies → 4xx with a message, nothing changed`, async () => {
        const before = await snapshot();
        const identity =
          who === 'customer' ? customer.headers : { cookie: `adega_cart=${visitorCookie}` };
        await fc.assert(
          fc.asyncProperty(
            malformedFor(endpoint.fields, endpoint.schema),
            fc.boolean(),
            async (body, keyed) => {
              const response = await t.request(endpoint.path, {
                method: endpoint.method,
                headers: {
                  'content-type': 'application/json',
                  ...identity,
                  ...(keyed ? { 'idempotency-key': `fuzz-${String(index)}` } : {}),
                },
                body,
              });
              await expectClientError(response);
            },
          ),
          { numRuns: RUNS, seed: 20261123 + index },
        );
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it(`DELETE /api/v1/cart/items/{sku}: ${String(RUNS)} generated skus not in the cart → 4xx, nothing changed`, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 80 }), async (sku) => {
        const response = await t.request(`/api/v1/cart/items/${encodeURIComponent(sku)}`, {
          method: 'DELETE',
          headers: customer.headers,
        });
        await expectClientError(response);
      }),
      { numRuns: RUNS, seed: 20261199 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it(`${String(RUNS)} malformed Idempotency-Key headers → 4xx, nothing changed`, async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ minLength: 256, maxLength: 400 }),
          fc.string({ maxLength: 20 }).map((s) => ` ${s} é`),
          fc.constant(''),
        ),
        async (key) => {
          const headers = new Headers({ 'content-type': 'application/json', ...customer.headers });
          try {
            headers.set('idempotency-key', key);
          } catch {
            return; // not a header value at all: no client can send it
          }
          const response = await t.request('/api/v1/cart/items', {
            method: 'POST',
            headers,
            body: JSON.stringify({ sku: 'NAO-EXISTE', quantity: 1 }),
          });
          await expectClientError(response);
        },
      ),
      { numRuns: RUNS, seed: 20261200 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
