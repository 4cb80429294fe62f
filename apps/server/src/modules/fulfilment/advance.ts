/**
 * One fulfilment step of an order (issue #14, ADR 0019), in one transaction under the order's
 * row lock and only from the state the caller expects (so a replayed or concurrent step does
 * nothing): the status and its history row, the step's effect — FATURADO issues the nota
 * fiscal, ENVIADO creates the tracking, ENTREGUE credits the order's cashback — and its e-mail.
 */
import { eq } from 'drizzle-orm';
import { buildTrackingCode, TRACKING_SERIAL_MAX } from '@adega/domain/invoices/tracking-code';
import { nextFulfilmentStatus } from '@adega/domain/orders/fulfilment';
import type { OrderStatus } from '@adega/domain/orders/status';
import type { Store } from '@adega/domain/store';
import type { Db, Tx } from '../../db/client.ts';
import { orderTracking } from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { issueInvoice } from '../invoices/service.ts';
import { creditOrderCashback } from '../loyalty/service.ts';
import {
  mailOrderCustomer,
  lockDone,
  orderStatusEmail,
  setStatus,
  type OrderRow,
  type OrderStatusChange,
} from '../orders/service.ts';

export const CARRIER = 'Correios';
/** The sandbox's S10 service letters ('SX': a made-up service of the sandbox carrier). */
export const TRACKING_SERVICE = 'SX';

export function trackingUrl(code: string): string {
  return `https://rastreamento.correios.com.br/app/index.php?objetos=${encodeURIComponent(code)}`;
}

export interface StepDeps {
  db: Db;
  now: () => Date;
  /** Only `enqueue`: the seed's history passes one that records nothing (no e-mail of the past). */
  mailer: Pick<Mailer, 'enqueue'>;
  publicUrl: (store: Store) => string;
}

export interface StepResult {
  orderNumber: string;
  from: OrderStatus;
  to: OrderStatus;
}

async function createTracking(tx: Tx, order: OrderRow, at: Date) {
  const [existing] = await tx
    .select()
    .from(orderTracking)
    .where(eq(orderTracking.orderId, order.id));
  if (existing) return existing;
  const code = buildTrackingCode(TRACKING_SERVICE, order.id % (TRACKING_SERIAL_MAX + 1));
  const [row] = await tx
    .insert(orderTracking)
    .values({ orderId: order.id, carrier: CARRIER, code, url: trackingUrl(code), shippedAt: at })
    .returning();
  if (!row) throw new Error('tracking insert returned nothing');
  return row;
}

/** The step's effect; answers what the e-mail says. */
async function effect(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  at: Date,
): Promise<OrderStatusChange | null> {
  const orderNumber = order.number;
  if (to === 'FATURADO') {
    const invoice = await issueInvoice(tx, order, at);
    return { status: 'FATURADO', orderNumber, invoiceNumber: String(invoice.number) };
  }
  if (to === 'ENVIADO') {
    const tracking = await createTracking(tx, order, at);
    return {
      status: 'ENVIADO',
      orderNumber,
      carrier: tracking.carrier,
      code: tracking.code,
      url: tracking.url,
    };
  }
  if (to === 'ENTREGUE') {
    await creditOrderCashback(tx, { ...order, status: to }, at);
    return { status: 'ENTREGUE', orderNumber, cashback: order.cashbackEarned };
  }
  return null;
}

/**
 * Moves the order one step from `expected` (PAGO, FATURADO or ENVIADO). Null when the order is
 * not (any more) in that state: someone else moved it, or it was cancelled.
 */
export async function advanceStep(
  deps: StepDeps,
  orderId: number,
  expected: OrderStatus,
): Promise<StepResult | null> {
  const to = nextFulfilmentStatus(expected);
  if (!to) return null;
  const done = await deps.db.transaction(async (tx) => {
    const order = await lockDone(tx, orderId, expected);
    if (!order) return null;
    const at = deps.now();
    await setStatus(tx, order, to, null, at);
    const change = await effect(tx, order, to, at);
    if (change) {
      await mailOrderCustomer(tx, deps, order, (customer, url) =>
        orderStatusEmail(customer, change, url),
      );
    }
    return { orderNumber: order.number, from: expected, to };
  });
  return done;
}
