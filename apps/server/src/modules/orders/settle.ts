/**
 * Settling a placement (issue #13, ADR 0014). The reserving transaction leaves the order
 * `PLACING`; exactly one of these then settles it, under the order row's lock (whoever comes
 * second — a recovery pass, a retry — finds it settled and does nothing):
 *
 * - `complete`: the payment is captured → the order PAGO, the payment CAPTURED, the cart deleted
 *   (the customer's next request gets a new empty one), premium set by a premium line, the order
 *   e-mail queued, the Idempotency-Key's answer recorded;
 * - `undo`: the payment was refused, timed out or never happened → everything reserved is given
 *   back (stock, coupon use, cashback, certificates), the order CANCELADO with the reason in its
 *   history, the payment REFUSED or VOIDED; the cart is untouched.
 *
 * `recoverPlacements` runs at boot: a placement a killed process left in the middle is completed
 * when the gateway holds its authorisation and undone otherwise.
 */
import { and, eq, lte } from 'drizzle-orm';
import { carts, orders, payments } from '../../db/schema.ts';
import type { PlacedOrderDto } from '../../contract.ts';
import { runPaidHooks } from './paid.ts';
import type { SettleDeps } from './settle-deps.ts';
import { placedOrderDto } from './documents.ts';
import { orderPlacedEmail } from './mail.ts';
import {
  cancelOrder,
  mailOrderCustomer,
  emitCharged,
  lockPlacing,
  orderScope,
  recordPlacementAnswer,
  setStatus,
} from './lock.ts';

export { orderScope };
import { awaitPayment } from './charges.ts';

export const INTERRUPTED =
  'A finalização do pedido foi interrompida. Nenhum valor foi cobrado; tente novamente.';

/** The order paid: see the file comment. Null when it was already settled. */
export async function complete(
  deps: SettleDeps,
  orderId: number,
  gatewayReference: string,
): Promise<PlacedOrderDto | null> {
  const settled = await deps.db.transaction(async (tx) => {
    const order = await lockPlacing(tx, orderId);
    if (!order) return null;
    const at = deps.now();
    await setStatus(tx, order, 'PAGO', null, at);
    const [payment] = await tx
      .update(payments)
      .set({ status: 'CAPTURED', gatewayReference, updatedAt: at })
      .where(eq(payments.orderId, order.id))
      .returning();
    if (!payment) throw new Error('order without its payment record');
    // The cart became this order; the next cart request starts a new, empty one.
    await tx.delete(carts).where(eq(carts.id, order.cartId));
    // The hooks of services.ts: subscriptions subscribe, a referral rewards (ADR 0021, 0023).
    await runPaidHooks(deps.onPaid, tx, order, at);
    const paid = { ...order, status: 'PAGO' as const };
    const dto = placedOrderDto(paid, payment);
    await mailOrderCustomer(tx, deps, order, (customer, url) =>
      orderPlacedEmail(customer, dto, url),
    );
    await recordPlacementAnswer(tx, order, dto, at);
    return { order, dto, at };
  });
  if (!settled) return null;
  deps.onMailQueued();
  emitCharged(deps.events, settled);
  return settled.dto;
}

/** The placement failed: see the file comment. False when it was already settled. */
export async function undo(
  deps: SettleDeps,
  orderId: number,
  paymentStatus: 'REFUSED' | 'VOIDED',
  reason: string,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const order = await lockPlacing(tx, orderId);
    if (!order) return false;
    await cancelOrder(tx, order, paymentStatus, reason, deps.now());
    return true;
  });
}

/**
 * Settles the placements left PLACING for at least `minAgeMs` (0 at boot: this process is the
 * only one placing, ADR 0005). Answers how many were completed and undone.
 */
export async function recoverPlacements(
  deps: SettleDeps,
  minAgeMs = 0,
): Promise<{ completed: number; undone: number }> {
  const before = new Date(deps.now().getTime() - minAgeMs);
  const stuck = await deps.db
    .select({ id: orders.id, number: orders.number, payment: orders.paymentSummary })
    .from(orders)
    .where(and(eq(orders.placement, 'PLACING'), lte(orders.createdAt, before)));
  let completed = 0;
  let undone = 0;
  for (const order of stuck) {
    if (order.payment.type === 'PIX' || order.payment.type === 'BOLETO') {
      // Issued → the order waits for its payment; not issued → undone (nothing was charged).
      const charge = await deps.gateway.charge(order.number);
      if (charge?.status === 'WAITING' && (await awaitPayment(deps, order.id, charge))) {
        completed += 1;
      } else {
        await deps.gateway.cancelCharge(order.number);
        if (await undo(deps, order.id, 'VOIDED', INTERRUPTED)) undone += 1;
      }
      continue;
    }
    const status = await deps.gateway.status(order.number);
    if (status === 'AUTHORIZED' || status === 'CAPTURED') {
      await deps.gateway.capture(order.number);
      if (await complete(deps, order.id, order.number)) completed += 1;
    } else {
      await deps.gateway.void(order.number);
      if (await undo(deps, order.id, 'VOIDED', INTERRUPTED)) undone += 1;
    }
  }
  return { completed, undone };
}
