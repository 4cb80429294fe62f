/**
 * 'Avise-me quando chegar' (issue #34): one open request per product and e-mail (lower-cased), a
 * visitor's or a signed-in customer's (customer_id), with the consent text version agreed to and
 * when (as campaign leads, ADR 0033). `notified_at` ends the request: set in the transaction that
 * queues its one e-mail, so a retried or concurrent run never sends twice.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedBy, serialId, tz } from './columns.ts';
import { products } from './catalog.ts';
import { customers } from './customers.ts';

export const stockAlertRequests = pgTable(
  'stock_alert_requests',
  {
    id: serialId(),
    productId: ownedBy('product_id', () => products.id),
    /** The store the request was made in (the e-mail's links: PUBLIC_URL of that store). */
    store: text('store').notNull(),
    email: text('email').notNull(),
    /** The e-mail lower-cased: one open request per product and address. */
    emailKey: text('email_key').notNull(),
    /** The signed-in customer who asked (their account's e-mail), else null (a visitor). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    consentTextVersion: text('consent_text_version').notNull(),
    consentedAt: tz('consented_at').notNull(),
    createdAt: tz('created_at').notNull(),
    /** When its e-mail was queued: the request has ended. */
    notifiedAt: tz('notified_at'),
  },
  (t) => [
    uniqueIndex('stock_alert_requests_open_key')
      .on(t.productId, t.emailKey)
      .where(sql`notified_at is null`),
    index('stock_alert_requests_customer_idx').on(t.customerId),
  ],
);
