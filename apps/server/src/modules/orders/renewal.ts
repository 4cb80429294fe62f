/**
 * Renewal orders of subscriptions (issue #15, ADR 0021): the box or premium plan billed by the
 * daily job as an order of its own (one line, the period's price, card kept on file). Created
 * waiting for payment inside the billing transaction, then paid or cancelled by the same job;
 * the fulfilment sweep takes it from PAGO like any other order.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { formatOrderNumber } from '@adega/domain/orders/number';
import { cartItemCount } from '@adega/domain/pricing/prime-toggle';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import {
  customerAddresses,
  orderHistory,
  orderItems,
  orders,
  payments,
  type OrderAddressSnapshot,
} from '../../db/schema.ts';
import { toAddressDto } from '../account/service.ts';

export interface RenewalLine {
  productId: number | null;
  sku: string;
  name: string;
  productType: string;
  /** Centavos. */
  price: number;
}

/** A renewal that ships (a club box, ADR 0022): free, to the default address. */
export interface RenewalDelivery {
  /** The shipping level's name on the order ('Entrega do Clube Wine'). */
  level: { name: string; deliveryDays: number };
  /** The order that subscribed: its address when the customer has no saved address. */
  originOrder: string | null;
}

export interface RenewalOrders {
  create(
    tx: Tx,
    request: {
      customerId: number;
      line: RenewalLine;
      note: string;
      at: Date;
      /** Null: nothing ships (a premium renewal). */
      delivery: RenewalDelivery | null;
    },
  ): Promise<{ id: number; number: string }>;
  markPaid(tx: Tx, orderNumber: string, reference: string, at: Date): Promise<void>;
  cancel(tx: Tx, orderNumber: string, reason: string, at: Date): Promise<void>;
}

/**
 * The address a box ships to: the customer's default (preferred, else the newest) as the same
 * snapshot a placement takes (the address DTO), else the address of the order that subscribed.
 */
async function deliveryAddress(
  tx: Tx,
  customerId: number,
  originOrder: string | null,
): Promise<OrderAddressSnapshot | null> {
  const [saved] = await tx
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(
      desc(customerAddresses.preferred),
      desc(customerAddresses.createdAt),
      desc(customerAddresses.id),
    )
    .limit(1);
  if (saved) return { ...toAddressDto(saved) };
  if (originOrder === null) return null;
  const [origin] = await tx
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(and(eq(orders.number, originOrder), eq(orders.customerId, customerId)));
  return origin?.address ?? null;
}

/**
 * A renewal order still waiting for its payment leaves AGUARDANDO_PAGAMENTO for `status` (with its
 * history entry) and its payment record takes `payment`; one that has already left is untouched.
 */
async function leaveWaiting(
  tx: Tx,
  orderNumber: string,
  status: 'PAGO' | 'CANCELADO',
  note: string | null,
  payment: Pick<typeof payments.$inferInsert, 'status' | 'gatewayReference' | 'message'>,
  at: Date,
): Promise<void> {
  const [order] = await tx
    .update(orders)
    .set({ status, updatedAt: at })
    .where(and(eq(orders.number, orderNumber), eq(orders.status, 'AGUARDANDO_PAGAMENTO')))
    .returning({ id: orders.id });
  if (!order) return;
  await tx.insert(orderHistory).values({ orderId: order.id, status, note, at });
  await tx
    .update(payments)
    .set({ ...payment, updatedAt: at })
    .where(eq(payments.orderId, order.id));
}

export const renewalOrders: RenewalOrders = {
  async create(tx, { customerId, line, note, at, delivery }) {
    const shippingAddress = delivery
      ? await deliveryAddress(tx, customerId, delivery.originOrder)
      : null;
    const [sequence] = await queryRows<{ id: number }>(
      tx as unknown as Db,
      sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
    );
    if (!sequence) throw new Error('no order sequence');
    const number = formatOrderNumber(sequence.id);
    await tx.insert(orders).values({
      id: sequence.id,
      number,
      customerId,
      store: 'WINE',
      cartId: 0,
      status: 'AGUARDANDO_PAGAMENTO',
      placement: 'DONE',
      subtotal: line.price,
      discount: 0,
      couponDiscount: 0,
      shipping: 0,
      giftPackaging: 0,
      giftCertificates: 0,
      cashbackUsed: 0,
      total: line.price,
      // SPEC §4: a subscription line is not a bottle (the order lists it by name instead).
      numItems: cartItemCount([{ productType: line.productType, quantity: 1 }]),
      shippingAddress,
      shippingLevel: delivery ? { ...delivery.level } : null,
      paymentSummary: { type: 'CREDITCARD', brand: null, lastFour: null, installments: 1 },
      stockMoves: [],
      certificateDebits: [],
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(orderItems).values({
      orderId: sequence.id,
      position: 0,
      productId: line.productId,
      sku: line.sku,
      name: line.name,
      productType: line.productType,
      quantity: 1,
      unitPrice: line.price,
      total: line.price,
      discount: 0,
      promotionGift: null,
    });
    await tx
      .insert(orderHistory)
      .values({ orderId: sequence.id, status: 'AGUARDANDO_PAGAMENTO', note, at });
    await tx.insert(payments).values({
      orderId: sequence.id,
      type: 'CREDITCARD',
      status: 'PENDING',
      gatewayReference: null,
      amount: line.price,
      installments: 1,
      installmentAmount: line.price,
      createdAt: at,
      updatedAt: at,
    });
    return { id: sequence.id, number };
  },

  markPaid: (tx, orderNumber, reference, at) =>
    leaveWaiting(
      tx,
      orderNumber,
      'PAGO',
      null,
      { status: 'CAPTURED', gatewayReference: reference },
      at,
    ),

  cancel: (tx, orderNumber, reason, at) =>
    leaveWaiting(tx, orderNumber, 'CANCELADO', reason, { status: 'REFUSED', message: reason }, at),
};
