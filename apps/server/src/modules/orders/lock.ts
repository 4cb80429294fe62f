/**
 * What every settler of an order shares (ADR 0014, issue #14): the order row locks (a PLACING
 * order locked for its one settler, a DONE order in a given status), a status change appended to
 * the history (the domain's state machine decides), the customer of its e-mail, the placement's
 * answer recorded under its Idempotency-Key, and the 'charged' event.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { toReais } from '@adega/domain/money';
import { transition, type OrderStatus } from '@adega/domain/orders/status';
import type { Store } from '@adega/domain/store';
import {
  customers,
  idempotencyKeys,
  orderHistory,
  orders,
  payments,
  type PlacementState,
} from '../../db/schema.ts';
import type { PlacedOrderDto } from '../../contract.ts';
import type { OrderRow } from './documents.ts';
import type { OrderEvents } from './events.ts';
import { release } from './reserve.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer, OutgoingEmail } from '../mail/mailer.ts';

/** The idempotency scope of a customer's placements. */
export const orderScope = (customerId: number) => `orders:${String(customerId)}`;

/** Locks order `orderId` (for update) when it also meets `conditions`, else undefined. */
async function lockOrder(tx: Tx, orderId: number, ...conditions: SQL[]) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ...conditions))
    .for('update');
  return row;
}

export async function lockPlacing(tx: Tx, orderId: number): Promise<OrderRow | undefined> {
  return lockOrder(tx, orderId, eq(orders.placement, 'PLACING'));
}

/** Locks a settled order (placement DONE) still in `status`, else undefined. */
export async function lockDone(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
): Promise<OrderRow | undefined> {
  return lockOrder(tx, orderId, eq(orders.placement, 'DONE'), eq(orders.status, status));
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

/** The customer an order's e-mail goes to, or undefined (a deleted account). */
async function customerOf(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ email: customers.email, name: customers.fullName })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

/** The order's customer as an e-mail addresses them. */
export type OrderCustomer = NonNullable<Awaited<ReturnType<typeof customerOf>>>;

/**
 * Queues, in the settling transaction, an e-mail to the order's customer (none when the account is
 * gone): `email` writes it for them with the public URL of the order's store.
 */
export async function mailOrderCustomer(
  tx: Tx,
  deps: { mailer: Pick<Mailer, 'enqueue'>; publicUrl: (store: Store) => string },
  order: Pick<OrderRow, 'customerId' | 'store'>,
  email: (customer: OrderCustomer, publicUrl: string) => OutgoingEmail,
): Promise<void> {
  const customer = await customerOf(tx, order.customerId);
  if (customer) {
    await deps.mailer.enqueue(tx as unknown as Db, email(customer, deps.publicUrl(order.store)));
  }
}

/** Records the placement's answer under its Idempotency-Key (a replay answers it). */
export async function recordPlacementAnswer(
  tx: Tx,
  order: OrderRow,
  dto: PlacedOrderDto,
  at: Date,
): Promise<void> {
  if (!order.idempotencyKey || !order.idempotencyFingerprint) return;
  await tx
    .insert(idempotencyKeys)
    .values({
      scope: orderScope(order.customerId),
      key: order.idempotencyKey,
      fingerprint: order.idempotencyFingerprint,
      responseStatus: 201,
      responseBody: dto,
      createdAt: at,
    })
    .onConflictDoNothing();
}

/** The 'charged' tracking event of a paid order (after its commit). */
export function emitCharged(
  events: OrderEvents,
  paid: { order: OrderRow; dto: PlacedOrderDto; at: Date },
): void {
  events.charged({
    event: 'charged',
    store: paid.order.store,
    customerId: paid.order.customerId,
    orderNumber: paid.dto.orderNumber,
    // The event's properties are JSON leaving the server: reais (ADR 0004).
    total: toReais(paid.dto.total),
    paymentType: paid.dto.payment.type,
    installments: paid.dto.payment.installments,
    at: paid.at.toISOString(),
  });
}

/**
 * Cancels the locked order: everything its placement took given back (stock, coupon use,
 * cashback, certificates), CANCELADO with the reason in its history, its payment `status`.
 */
export async function cancelOrder(
  tx: Tx,
  order: OrderRow,
  paymentStatus: 'REFUSED' | 'VOIDED' | 'EXPIRED',
  reason: string,
  at: Date,
): Promise<void> {
  await release(
    tx,
    {
      orderId: order.id,
      customerId: order.customerId,
      orderNumber: order.number,
      stockMoves: order.stockMoves,
      certificateDebits: order.certificateDebits,
    },
    at,
  );
  await setStatus(tx, order, 'CANCELADO', reason, at);
  await tx
    .update(payments)
    .set({ status: paymentStatus, message: reason, updatedAt: at })
    .where(eq(payments.orderId, order.id));
}
