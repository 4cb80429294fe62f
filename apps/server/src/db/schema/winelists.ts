/**
 * Favourites and Winelists (issue #16, ADR 0027): named lists with their items, the favourites
 * (wishlist items), product alerts and the notices that make one e-mail per change (the change
 * key is unique and inserted in the same transaction as the outbox row).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, tz, timestamps, ownedBy, requiredRef } from './columns.ts';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

export const winelists = pgTable(
  'winelists',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    name: text('name').notNull(),
    /** Set once by `indication`: the public read-only link's token. */
    shareToken: text('share_token'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('winelists_share_token_key').on(t.shareToken),
    index('winelists_customer_idx').on(t.customerId),
    check('winelists_name_check', sql`char_length(${t.name}) between 1 and 30`),
  ],
);

export const winelistItems = pgTable(
  'winelist_items',
  {
    winelistId: ownedBy('winelist_id', () => winelists.id),
    productId: requiredRef('product_id', () => products.id),
    addedAt: tz('added_at').notNull(),
  },
  (t) => [uniqueIndex('winelist_items_key').on(t.winelistId, t.productId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: ownedBy('customer_id', () => customers.id),
    productId: requiredRef('product_id', () => products.id),
    addedAt: tz('added_at').notNull(),
  },
  (t) => [uniqueIndex('wishlist_items_key').on(t.customerId, t.productId)],
);

export const productAlerts = pgTable(
  'product_alerts',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    productId: requiredRef('product_id', () => products.id),
    kind: text('kind').$type<'PRICE_DROP' | 'BACK_IN_STOCK'>().notNull(),
    /** PRICE_DROP: what the customer paid when the alert was set, centavos. */
    priceAtSignup: integer('price_at_signup'),
    /** BACK_IN_STOCK: when the product was first seen unavailable (the change's key), else null. */
    unavailableSince: timestamp('unavailable_since', { withTimezone: true, mode: 'string' }),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('product_alerts_key').on(t.customerId, t.productId, t.kind),
    index('product_alerts_product_idx').on(t.productId),
    check('product_alerts_kind_check', sql`${t.kind} in ('PRICE_DROP', 'BACK_IN_STOCK')`),
  ],
);

/** One row per change that was e-mailed: the unique key is what makes it once. */
export const productAlertNotices = pgTable(
  'product_alert_notices',
  {
    id: serialId(),
    alertId: ownedBy('alert_id', () => productAlerts.id),
    changeKey: text('change_key').notNull(),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [uniqueIndex('product_alert_notices_change_key').on(t.changeKey)],
);
