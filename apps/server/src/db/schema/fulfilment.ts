/**
 * After payment (issue #14, ADR 0019): the nota fiscal of an order (one per order, its number
 * from a sequence), the carrier's tracking (one per order) and the nightly reconciliation's
 * reports (one per day).
 */
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, tz, ownedBy } from './columns.ts';
import { orders } from './orders.ts';

/** NF-e numbers: one sequence for the store's series, never reused. */
export const invoiceNumberSeq = pgSequence('invoice_number_seq', { startWith: 1 });

/** The issuer as printed on the nota (a snapshot: the company's data may change later). */
export interface InvoiceIssuer {
  name: string;
  tradeName: string;
  cnpj: string;
  stateRegistration: string;
  address: string;
  city: string;
  state: string;
  cep: string;
  stateCode: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    number: integer('number').notNull(),
    series: integer('series').notNull(),
    accessKey: text('access_key').notNull(),
    issuer: jsonb('issuer').$type<InvoiceIssuer>().notNull(),
    /** The Lei 12.741 percentage used (custom product display `taxPercentage` at issue). */
    taxPercentage: doublePrecision('tax_percentage').notNull(),
    total: integer('total').notNull(),
    estimatedTaxes: integer('estimated_taxes').notNull(),
    issuedAt: tz('issued_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_key').on(t.orderId),
    uniqueIndex('invoices_number_key').on(t.series, t.number),
    uniqueIndex('invoices_access_key_key').on(t.accessKey),
  ],
);

export const orderTracking = pgTable(
  'order_tracking',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    carrier: text('carrier').notNull(),
    code: text('code').notNull(),
    url: text('url'),
    shippedAt: tz('shipped_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_tracking_order_key').on(t.orderId),
    uniqueIndex('order_tracking_code_key').on(t.code),
  ],
);

/** One stuck order in a report. */
export interface StuckOrderEntry {
  orderNumber: string;
  state: string;
  since: string;
  paymentType: string | null;
}

export const reconciliationReports = pgTable(
  'reconciliation_reports',
  {
    id: serialId(),
    /** UTC day of the run: one report per day. */
    day: date('day', { mode: 'string' }).notNull(),
    ranAt: tz('ran_at').notNull(),
    /** Stuck orders per state: { PAGO: 2, … }. */
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    total: integer('total').notNull(),
    orders: jsonb('orders').$type<StuckOrderEntry[]>().notNull(),
  },
  (t) => [
    uniqueIndex('reconciliation_reports_day_key').on(t.day),
    index('reconciliation_reports_ran_idx').on(t.ranAt),
  ],
);
