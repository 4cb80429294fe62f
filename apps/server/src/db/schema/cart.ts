/** The server-side cart (issue #6, ADR 0009): carts, lines and Idempotency-Key answers. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, tz, timestamps, flag, ownedBy, requiredRef } from './columns.ts';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

/**
 * Issue #6: the server-side cart (ADR 0009). A visitor's cart is found by the SHA-256 of its
 * `adega_cart` cookie token; a customer's by customer id and store (one open cart each). `version`
 * grows with every change (optimistic checks by clients); mutations lock the row FOR UPDATE.
 */
export const carts = pgTable(
  'carts',
  {
    id: serialId(),
    store: text('store').$type<'WINE' | 'OUTLET'>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    version: integer('version').notNull().default(0),
    wantsDropStop: flag('wants_drop_stop'),
    // Issue #13 (ADR 0013): the checkout's choices. The address is a snapshot of the customer's
    // saved address (AddressDto) taken when it is set; the level is its code ('NORMAL'…), dropped
    // when it is no longer offered; the order gift is { from, to, message }.
    shippingAddress: jsonb('shipping_address'),
    shippingLevelCode: text('shipping_level_code'),
    deliveryMethod: text('delivery_method')
      .$type<'DELIVERY' | 'PICKUP'>()
      .notNull()
      .default('DELIVERY'),
    orderGift: jsonb('order_gift'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('carts_token_hash_key').on(t.tokenHash),
    uniqueIndex('carts_customer_store_key')
      .on(t.customerId, t.store)
      .where(sql`${t.customerId} is not null`),
    check('carts_store_check', sql`${t.store} in ('WINE', 'OUTLET')`),
    check('carts_delivery_method_check', sql`${t.deliveryMethod} in ('DELIVERY', 'PICKUP')`),
    check('carts_owner_check', sql`${t.customerId} is not null or ${t.tokenHash} is not null`),
  ],
);

/** SPEC §3 Cart item; `id` is uidPk / itemUidPk. Prices are never stored: they are computed. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serialId(),
    cartId: ownedBy('cart_id', () => carts.id),
    productId: requiredRef('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_key').on(t.cartId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 9999`),
  ],
);

/**
 * `Idempotency-Key` of mutating cart requests: the first response is kept for 24 h and replayed
 * for the same key and request fingerprint (SHA-256 of method, path and body).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Issue #33 F10 (ADR 0049): the last quote (packages/domain checkout/quote.ts) a customer's cart
 * was served with — its total and what makes it — and the few different ones served before it
 * (newest first: another tab may still show one). Placement compares the cart priced again with
 * the one the customer saw and refuses (409) rather than charge a total the customer did not see.
 * One row per cart, written when a served quote differs from the last; gone with the cart.
 */
export const cartQuotes = pgTable('cart_quotes', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  quote: jsonb('quote').notNull(),
  earlier: jsonb('earlier')
    .notNull()
    .default(sql`'[]'::jsonb`),
  servedAt: tz('served_at').notNull(),
});
