/**
 * Orders (issue #13, ADR 0014): the order with snapshots of what was bought (lines, address,
 * shipping level, order gift, coupon, payment summary) and the figures in centavos, its status
 * history, its payments, and what placement took (stock moves, certificate debits) so a failed
 * or interrupted placement can give every unit and centavo back.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, tz, timestamps, flag, ownedBy, requiredRef } from './columns.ts';
import { customers } from './customers.ts';

/** A stock decrement of placement: the product and the units taken (kits and their wines). */
export interface StockMove {
  productId: number;
  quantity: number;
  /**
   * Units taken from the product's active promotion (ADR 0050: what 'Restam só' counts): the
   * lines' own units, not a kit's wines; given back with the stock. Absent: none.
   */
  promotionUnits?: number;
}

/** A gift certificate debit of placement (centavos). */
export interface CertificateDebit {
  certificateId: number;
  code: string;
  amount: number;
}

export interface OrderAddressSnapshot {
  [key: string]: unknown;
}

export interface OrderPaymentSummary {
  type: string;
  brand: string | null;
  lastFour: string | null;
  installments: number;
}

/** Placement progress: PLACING until the payment is settled, then DONE or UNDONE (ADR 0014). */
export type PlacementState = 'PLACING' | 'DONE' | 'UNDONE';

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    number: text('number').notNull(),
    customerId: requiredRef('customer_id', () => customers.id),
    store: text('store').$type<'WINE' | 'OUTLET'>().notNull(),
    /** The cart it was placed from (no reference: the cart is deleted when the order is paid). */
    cartId: integer('cart_id').notNull(),
    status: text('status').notNull(),
    placement: text('placement').$type<PlacementState>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    shipping: integer('shipping').notNull(),
    giftPackaging: integer('gift_packaging').notNull(),
    giftCertificates: integer('gift_certificates').notNull(),
    cashbackUsed: integer('cashback_used').notNull(),
    /** Issue #14: the cashback the order earns (the customer's own preview at placement). */
    cashbackEarned: integer('cashback_earned').notNull().default(0),
    /** What the card pays. */
    total: integer('total').notNull(),
    numItems: integer('num_items').notNull(),
    couponId: integer('coupon_id'),
    couponCode: text('coupon_code'),
    /** Issue #15 (ADR 0023): the friend's referral code and its discount on the club line. */
    referralCode: text('referral_code'),
    referralDiscount: integer('referral_discount').notNull().default(0),
    /** Premium's 15 % off the merchandise (issue #15), centavos; part of `discount`. */
    premiumDiscount: integer('premium_discount').notNull().default(0),
    /** The premium (ClubePrime) line was bought: the customer becomes premium when it is paid. */
    premiumLine: flag('premium_line'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot | null>(),
    shippingLevel: jsonb('shipping_level').$type<{ name: string; deliveryDays: number } | null>(),
    orderGift: jsonb('order_gift').$type<{ from: string; to: string; message: string } | null>(),
    paymentSummary: jsonb('payment_summary').$type<OrderPaymentSummary>().notNull(),
    stockMoves: jsonb('stock_moves').$type<StockMove[]>().notNull(),
    certificateDebits: jsonb('certificate_debits').$type<CertificateDebit[]>().notNull(),
    /** The placing request's Idempotency-Key and fingerprint (recorded when the order is paid). */
    idempotencyKey: text('idempotency_key'),
    idempotencyFingerprint: text('idempotency_fingerprint'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // Issue #14: the fulfilment sweep and the reconciliation read orders by state.
    index('orders_status_idx').on(t.status, t.updatedAt),
    // One placement of a cart at a time (the cart lock orders them; this is the backstop).
    uniqueIndex('orders_cart_placing_key')
      .on(t.cartId)
      .where(sql`${t.placement} = 'PLACING'`),
    index('orders_placing_idx')
      .on(t.placement)
      .where(sql`${t.placement} = 'PLACING'`),
    check(
      'orders_status_check',
      sql`${t.status} in ('AGUARDANDO_PAGAMENTO', 'EM_ANALISE', 'PAGO', 'FATURADO', 'ENVIADO', 'ENTREGUE', 'CANCELADO')`,
    ),
    check('orders_placement_check', sql`${t.placement} in ('PLACING', 'DONE', 'UNDONE')`),
    check('orders_total_check', sql`${t.total} >= 0`),
  ],
);

/** A snapshot of one cart line as it was bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    position: integer('position').notNull(),
    productId: integer('product_id'),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    productType: text('product_type').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    discount: integer('discount').notNull(),
    promotionGift: text('promotion_gift'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

/** Every status change of an order, appended. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    status: text('status').notNull(),
    note: text('note'),
    at: tz('at').notNull(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.id)],
);

/** The payment of an order (one per order in this issue). */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    orderId: ownedBy('order_id', () => orders.id),
    type: text('type').notNull(),
    /**
     * Cards: PENDING | AUTHORIZED | CAPTURED | REFUSED | VOIDED | REFUNDED. Pix and boleto (issue
     * #14): PENDING (reserved, not issued) → WAITING (issued) → PAID | EXPIRED (| REFUNDED: paid
     * after the order was cancelled, the money given back).
     */
    status: text('status').notNull(),
    gatewayReference: text('gateway_reference'),
    creditCardId: integer('credit_card_id'),
    brand: text('brand'),
    lastFour: text('last_four'),
    installments: integer('installments').notNull(),
    installmentAmount: integer('installment_amount').notNull(),
    amount: integer('amount').notNull(),
    message: text('message'),
    /** Issue #14, Pix and boleto: the gateway's charge id (the sandbox control's id). */
    chargeId: text('charge_id'),
    /** Pix: the BR Code ('Pix Copia e Cola'). */
    brCode: text('br_code'),
    /** Boleto: the 47-digit linha digitável and the 44-digit bar code. */
    digitableLine: text('digitable_line'),
    barcode: text('barcode'),
    /** Boleto: yyyy-mm-dd. */
    dueDate: text('due_date'),
    /** When an unpaid Pix or boleto expires (the order is then cancelled). */
    expiresAt: tz('expires_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_charge_key').on(t.chargeId),
    // The expiry sweep looks for waiting charges past their expiry.
    index('payments_waiting_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'WAITING'`),
  ],
);
