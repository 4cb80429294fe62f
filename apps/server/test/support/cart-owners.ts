/**
 * Two cart owners for the cart fuzz suites: a signed-up customer with a cart of 2 units and a
 * visitor with a cookie cart of 1 unit of the same plain product, plus a snapshot of everything a
 * refused request must leave unchanged (carts, lines, idempotency keys).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { cartItems, carts, idempotencyKeys } from '../../src/db/schema.ts';
import type { TestApp } from './app.ts';
import { setCookieValue, signUpCustomer, type TestSession } from './auth.ts';
import { tablesSnapshot, type FuzzEndpoint, type SnapshotEntry } from './fuzz.ts';

export interface CartOwners {
  customer: TestSession;
  visitorCookie: string;
}

export async function cartOwners(t: TestApp): Promise<CartOwners> {
  const customer = await signUpCustomer(t);
  const [product] = await queryRows<{ code: string }>(
    t.deps.db,
    sql.raw(
      `select code from products where in_wine and available and list_price > 0 and stock > 5
       and promotion is null order by id limit 1`,
    ),
  );
  if (!product) throw new Error('no product');
  const headers = { 'content-type': 'application/json' };
  const mine = await t.request('/api/v1/cart/items', {
    method: 'POST',
    headers: { ...headers, ...customer.headers },
    body: JSON.stringify({ sku: product.code, quantity: 2 }),
  });
  expect(mine.status).toBe(200);
  const theirs = await t.request('/api/v1/cart/items', {
    method: 'POST',
    headers,
    body: JSON.stringify({ sku: product.code }),
  });
  expect(theirs.status).toBe(200);
  const visitorCookie = setCookieValue(theirs, 'adega_cart') ?? '';
  expect(visitorCookie).not.toBe('');
  return { customer, visitorCookie };
}

/** The file's cart owners, made in a beforeAll after `useTestApp`'s (filled in like its handle). */
export function useCartOwners(t: TestApp): CartOwners {
  const handle = {} as CartOwners;
  beforeAll(async () => {
    Object.assign(handle, await cartOwners(t));
  });
  return handle;
}

/** The two owners a cart fuzz property runs for. */
export const CART_OWNERS = ['customer', 'visitor'] as const;
export type CartOwner = (typeof CART_OWNERS)[number];

/** The request headers of one owner: the customer's session, or the visitor's cart cookie. */
export function ownerHeaders(owners: CartOwners, who: CartOwner): Record<string, string> {
  return who === 'customer'
    ? owners.customer.headers
    : { cookie: `adega_cart=${owners.visitorCookie}` };
}

/** `itRefusesMalformedBodies` options: one test per endpoint for each of the two owners. */
export function forCartOwners(owners: () => CartOwners) {
  return {
    owners: CART_OWNERS,
    headers: (_endpoint: FuzzEndpoint, who: string) => ownerHeaders(owners(), who as CartOwner),
  };
}

/** Carts and lines in order, and idempotency keys: what a refused cart request leaves as it was. */
export const CART_TABLES = {
  carts: [carts, carts.id],
  items: [cartItems, cartItems.id],
  keys: idempotencyKeys,
} as const satisfies Record<string, SnapshotEntry>;

/** Carts, lines and idempotency keys, serialised for an equality check. */
export function cartTablesSnapshot(t: TestApp) {
  return tablesSnapshot(t.deps.db, CART_TABLES);
}
