/**
 * The sandbox payment gateway's own records (issue #13): one authorisation per idempotency
 * reference (the order number), so a retried authorisation never charges twice.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const sandboxAuthorizations = pgTable(
  'sandbox_authorizations',
  {
    reference: text('reference').primaryKey(),
    pspReference: text('psp_reference').notNull(),
    /** AUTHORIZED | CAPTURED | VOIDED | REFUNDED | REFUSED */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    installments: integer('installments').notNull(),
    brand: text('brand'),
    lastFour: text('last_four'),
    /** The token of a new card, for the shop to keep when the customer saves the card. */
    token: text('token'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'sandbox_authorizations_status_check',
      sql`${t.status} in ('AUTHORIZED', 'CAPTURED', 'VOIDED', 'REFUNDED', 'REFUSED')`,
    ),
  ],
);
