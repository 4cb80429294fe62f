/**
 * Pix and boleto orders after placement (issue #14, ADR 0017). Each effect happens once: it
 * checks the state under the order row's lock in one transaction, and webhook events are
 * recorded by id in the same transaction (the same event five times → one change).
 *
 * - `awaitPayment`: the charge was issued → placement DONE (the customer's order), status stays
 *   AGUARDANDO_PAGAMENTO, payment WAITING with the instructions, cart deleted, the 'aguardando
 *   pagamento' e-mail, the key's answer recorded; then `orders.expire` is queued for the expiry.
 * - `applyEvent` (webhook): paid → PAGO (only from AGUARDANDO_PAGAMENTO: payment PAID, premium,
 *   the PAGO e-mail, 'charged'); expired / refused → as expiry; paid after the order was
 *   cancelled → the charge is refunded and recorded; paid another amount while waiting → the
 *   amount received is refunded and the order goes to EM_ANALISE (`review.ts`, ADR 0047);
 *   anything else is ignored.
 * - `expireOrder`: stock, coupon, cashback and certificates given back, CANCELADO with the reason,
 *   payment EXPIRED, the gateway's charge cancelled, the e-mail.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { carts, orders, paymentEvents, payments } from '../../db/schema.ts';
import type { PlacedOrderDto } from '../../contract.ts';
import type { Charge } from '../payments/gateway.ts';
import { runPaidHooks } from './paid.ts';
import { placedOrderDto, type OrderRow, type PaymentRow } from './documents.ts';
import {
  cancelOrder,
  mailOrderCustomer,
  emitCharged,
  lockDone,
  lockPlacing,
  recordPlacementAnswer,
  setStatus,
} from './lock.ts';
import { isWrongAmount, putInReview, refundWrongAmount } from './review.ts';
import { awaitingPaymentEmail, orderPlacedEmail, paymentExpiredEmail } from './mail.ts';
import type { SettleDeps } from './settle-deps.ts';

export const EXPIRE_JOB = 'orders.expire';
export const EXPIRE_SWEEP_JOB = 'orders.expire-sweep';
export const PIX_EXPIRED = 'O prazo do Pix terminou sem pagamento: o pedido foi cancelado.';
export const BOLETO_EXPIRED = 'O boleto venceu sem pagamento: o pedido foi cancelado.';
export const CHARGE_REFUSED = 'O pagamento foi recusado pelo banco: o pedido foi cancelado.';
export const PAID_AFTER_CANCEL =
  'Pagamento recebido depois do cancelamento do pedido: o valor foi estornado.';

export type EventOutcome = 'applied' | 'ignored' | 'refunded' | 'review' | 'duplicate';

/** The charge was issued: see the file comment. Null when the order was settled meanwhile. */
export async function awaitPayment(
  deps: SettleDeps,
  orderId: number,
  charge: Charge,
): Promise<PlacedOrderDto | null> {
  const settled = await deps.db.transaction(async (tx) => {
    const order = await lockPlacing(tx, orderId);
    if (!order) return null;
    const at = deps.now();
    await tx
      .update(orders)
      .set({ placement: 'DONE', updatedAt: at })
      .where(eq(orders.id, order.id));
    const [payment] = await tx
      .update(payments)
      .set({
        status: 'WAITING',
        gatewayReference: charge.id,
        chargeId: charge.id,
        brCode: charge.kind === 'PIX' ? charge.brCode : null,
        digitableLine: charge.kind === 'BOLETO' ? charge.digitableLine : null,
        barcode: charge.kind === 'BOLETO' ? charge.barcode : null,
        dueDate: charge.kind === 'BOLETO' ? charge.dueDate : null,
        expiresAt: charge.expiresAt,
        updatedAt: at,
      })
      .where(eq(payments.orderId, order.id))
      .returning();
    if (!payment) throw new Error('order without its payment record');
    // The cart became this order (waiting for its payment); the next request gets a new one.
    await tx.delete(carts).where(eq(carts.id, order.cartId));
    const dto = placedOrderDto({ ...order, placement: 'DONE' }, payment, deps.sandbox);
    await mailOrderCustomer(tx, deps, order, (customer, url) =>
      awaitingPaymentEmail(customer, dto, url),
    );
    await recordPlacementAnswer(tx, order, dto, at);
    return dto;
  });
  if (!settled) return null;
  deps.onMailQueued();
  // After commit; a send lost to a crash is caught by the sweep (EXPIRE_SWEEP_JOB).
  await deps.jobs
    .send(EXPIRE_JOB, { orderId }, { startAfter: charge.expiresAt, singletonKey: String(orderId) })
    .catch(() => undefined);
  return settled;
}

async function paymentOf(tx: Tx, orderId: number): Promise<PaymentRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .for('update');
  if (!payment) throw new Error('order without its payment record');
  return payment;
}

/** Inside a transaction: the waiting order `order` is cancelled (see the file comment). */
async function cancelWaiting(
  deps: SettleDeps,
  tx: Tx,
  order: OrderRow,
  reason: string,
): Promise<boolean> {
  const payment = await paymentOf(tx, order.id);
  if (payment.status !== 'WAITING') return false;
  const at = deps.now();
  await cancelOrder(tx, order, 'EXPIRED', reason, at);
  await mailOrderCustomer(tx, deps, order, (customer, url) =>
    paymentExpiredEmail(customer, order.number, reason, url),
  );
  return true;
}

function expiryReason(payment: Pick<PaymentRow, 'type'>): string {
  return payment.type === 'BOLETO' ? BOLETO_EXPIRED : PIX_EXPIRED;
}

/**
 * The `orders.expire` job: cancels the order when it still waits and its charge has expired
 * (`now` ≥ expiry); anything else (paid, already cancelled, not yet due) changes nothing.
 */
export async function expireOrder(deps: SettleDeps, orderId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ number: orders.number, expiresAt: payments.expiresAt, status: payments.status })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row || row.status !== 'WAITING' || !row.expiresAt) return false;
  if (new Date(row.expiresAt).getTime() > deps.now().getTime()) return false;
  // The charge first: once cancelled nobody can pay it; a 'paid' racing in is refunded.
  await deps.gateway.cancelCharge(row.number);
  const done = await deps.db.transaction(async (tx) => {
    const order = await lockDone(tx, orderId, 'AGUARDANDO_PAGAMENTO');
    if (!order) return false;
    const payment = await paymentOf(tx, orderId);
    return cancelWaiting(deps, tx, order, expiryReason(payment));
  });
  if (done) deps.onMailQueued();
  return done;
}

/** The sweep: every waiting order past its expiry (sends lost to a crash are caught here). */
export async function expireOverdue(deps: SettleDeps): Promise<number> {
  const due = await deps.db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(and(eq(payments.status, 'WAITING'), lte(payments.expiresAt, deps.now())));
  let expired = 0;
  for (const { orderId } of due) if (await expireOrder(deps, orderId)) expired += 1;
  return expired;
}

export interface PaymentEventInput {
  id: string;
  type: 'paid' | 'expired' | 'refused';
  chargeId: string;
  amount: number;
}

/** Null: no payment has this charge. */
export async function applyEvent(
  deps: SettleDeps,
  event: PaymentEventInput,
): Promise<EventOutcome | null> {
  const [found] = await deps.db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.chargeId, event.chargeId));
  if (!found) return null;
  const number = found.order.number;
  // Money never kept without an order: a payment of a cancelled order is refunded first (the
  // gateway is idempotent), then recorded with the event below.
  const refund =
    event.type === 'paid' &&
    found.order.status === 'CANCELADO' &&
    (found.payment.status === 'EXPIRED' || found.payment.status === 'REFUNDED');
  if (refund) await deps.gateway.refundCharge(number);
  // Another amount than the charge's: given back before anything is recorded (once per charge).
  const wrongAmount =
    event.type === 'paid' && isWrongAmount(found.order, found.payment, event.amount);
  if (wrongAmount) await refundWrongAmount(deps, number, event.amount);
  if (event.type !== 'paid') await deps.gateway.cancelCharge(number);

  const result = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        eventId: event.id,
        chargeId: event.chargeId,
        type: event.type,
        outcome: 'ignored',
        receivedAt: deps.now(),
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { outcome: 'duplicate' as const, paid: null };
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, found.order.id))
      .for('update');
    if (!order) throw new Error('order vanished');
    const payment = await paymentOf(tx, order.id);
    const waiting = order.status === 'AGUARDANDO_PAGAMENTO' && payment.status === 'WAITING';
    let outcome: EventOutcome = 'ignored';
    let paid: { order: OrderRow; dto: PlacedOrderDto; at: Date } | null = null;
    if (event.type === 'paid' && waiting && event.amount === payment.amount) {
      paid = await markPaid(deps, tx, order, payment);
      outcome = 'applied';
    } else if (
      event.type === 'paid' &&
      wrongAmount &&
      isWrongAmount(order, payment, event.amount)
    ) {
      await putInReview(deps, tx, order, payment, event.amount);
      outcome = 'review';
    } else if (wrongAmount) {
      outcome = 'refunded'; // settled meanwhile: the refund above stands (ADR 0047)
    } else if (event.type === 'paid' && order.status === 'CANCELADO' && refund) {
      await tx
        .update(payments)
        .set({ status: 'REFUNDED', message: PAID_AFTER_CANCEL, updatedAt: deps.now() })
        .where(eq(payments.id, payment.id));
      outcome = 'refunded';
    } else if (event.type !== 'paid' && waiting) {
      const reason = event.type === 'refused' ? CHARGE_REFUSED : expiryReason(payment);
      if (await cancelWaiting(deps, tx, order, reason)) outcome = 'applied';
    }
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.eventId, event.id));
    return { outcome, paid };
  });
  if (result.outcome === 'applied') deps.onMailQueued();
  if (result.paid) emitCharged(deps.events, result.paid);
  return result.outcome;
}

/** Inside the event's transaction: the waiting order is paid. */
async function markPaid(deps: SettleDeps, tx: Tx, order: OrderRow, payment: PaymentRow) {
  const at = deps.now();
  await setStatus(tx, order, 'PAGO', null, at);
  const [updated] = await tx
    .update(payments)
    .set({ status: 'PAID', updatedAt: at })
    .where(eq(payments.id, payment.id))
    .returning();
  // The hooks of services.ts: subscriptions subscribe, a referral rewards (ADR 0021, 0023).
  await runPaidHooks(deps.onPaid, tx, order, at);
  const dto = placedOrderDto({ ...order, status: 'PAGO' }, updated ?? payment);
  await mailOrderCustomer(tx, deps, order, (customer, url) => orderPlacedEmail(customer, dto, url));
  return { order, dto, at };
}
