/**
 * The sandbox payment gateway's own records (issue #13): one authorisation per idempotency
 * reference (the order number), so a retried authorisation never charges twice.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tz, timestamps } from './columns.ts';

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
    ...timestamps(),
  },
  (t) => [
    check(
      'sandbox_authorizations_status_check',
      sql`${t.status} in ('AUTHORIZED', 'CAPTURED', 'VOIDED', 'REFUNDED', 'REFUSED')`,
    ),
  ],
);

/**
 * The sandbox gateway's Pix and boleto charges (issue #14): one per reference (the order
 * number), so issuing twice answers the first. `id` is the public charge id the sandbox control
 * (`POST /sandbox/payments/{id}/{paid|expired|refused}`) takes.
 */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    reference: text('reference').primaryKey(),
    id: text('id').notNull(),
    /** PIX | BOLETO */
    kind: text('kind').notNull(),
    /** WAITING | PAID | EXPIRED | CANCELLED | REFUSED | REFUNDED */
    status: text('status').notNull(),
    amount: integer('amount').notNull(),
    /**
     * Issue #33 F14 (ADR 0047): centavos given back of a payment the order could not take (an
     * amount other than the charge's); set once per charge, so a replayed event refunds nothing.
     */
    refundedAmount: integer('refunded_amount'),
    txid: text('txid'),
    brCode: text('br_code'),
    barcode: text('barcode'),
    digitableLine: text('digitable_line'),
    dueDate: text('due_date'),
    expiresAt: tz('expires_at').notNull(),
    payer: jsonb('payer').$type<{ name: string; document: string | null } | null>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_id_key').on(t.id),
    check('sandbox_charges_kind_check', sql`${t.kind} in ('PIX', 'BOLETO')`),
    check(
      'sandbox_charges_status_check',
      sql`${t.status} in ('WAITING', 'PAID', 'EXPIRED', 'CANCELLED', 'REFUSED', 'REFUNDED')`,
    ),
  ],
);

/**
 * Webhook events received (issue #14): the event id is the key, so the same event delivered
 * five times is handled once (the first insert wins; the others find it and change nothing).
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  chargeId: text('charge_id').notNull(),
  /** paid | expired | refused */
  type: text('type').notNull(),
  /**
   * What the event did: applied | ignored (out of order) | refunded (paid after cancel) | review
   * (paid another amount: refunded and the order put in review, ADR 0047).
   */
  outcome: text('outcome').notNull(),
  receivedAt: tz('received_at').notNull(),
});
