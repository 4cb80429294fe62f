/**
 * The order row locks of settling (ADR 0014, issue #14): a PLACING order locked for its one
 * settler, and a status change appended to the history (the domain's state machine decides).
 */
import { and, eq } from 'drizzle-orm';
import { transition, type OrderStatus } from '@adega/domain/orders/status';
import { orderHistory, orders, type PlacementState } from '../../db/schema.ts';
import type { Tx } from '../cart/service.ts';
import type { OrderRow } from './documents.ts';

/** The idempotency scope of a customer's placements. */
export const orderScope = (customerId: number) => `orders:${String(customerId)}`;

export async function lockPlacing(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.placement, 'PLACING')))
    .for('update');
  return row;
}

/** Locks a settled order (placement DONE) still in `status`, else undefined. */
export async function lockDone(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.placement, 'DONE'), eq(orders.status, status)))
    .for('update');
  return row;
}

/**
 * Moves the order to `to` with a history entry. A placement settles as DONE, or UNDONE when it
 * is cancelled while placing; an order already DONE stays DONE (the customer's, even cancelled).
 */
export async function setStatus(
  tx: Tx,
  order: OrderRow,
  to: OrderStatus,
  note: string | null,
  at: Date,
): Promise<void> {
  transition(order.status as OrderStatus, to);
  const placement: PlacementState =
    order.placement === 'DONE' ? 'DONE' : to === 'CANCELADO' ? 'UNDONE' : 'DONE';
  await tx
    .update(orders)
    .set({ status: to, placement, updatedAt: at })
    .where(eq(orders.id, order.id));
  await tx.insert(orderHistory).values({ orderId: order.id, status: to, note, at });
}
