/**
 * Placing an order, the reserving part (issue #13, ADR 0014): inside the cart's lock (the cart
 * service's `change`), in one transaction — price the cart on the server → check each line
 * (availability, members-only, stock) → create the order with line snapshots, its history and a
 * PENDING payment → take the stock (conditionally) → count the coupon → debit cashback and gift
 * certificates. Any refusal rolls all of it back and leaves the cart as it was. The order is
 * left `placement = PLACING` for the payment step (service.ts), which settles it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { buyerOf, cartProductOf, subscriptionBuyerOf } from '@adega/domain/cart/cart-inputs';
import { checkLine, type CartRuleFailure } from '@adega/domain/cart/cart-rules';
import { bottlesOf } from '@adega/domain/checkout/shipping';
import { CLUB_DELIVERY } from '@adega/domain/club/box';
import { isClubItem } from '@adega/domain/pricing/prime-toggle';
import { COUPON_TEXTS } from '@adega/domain/cart/coupons';
import { REFERRAL_TEXTS } from '@adega/domain/promotions/referral';
import { AppError } from '@adega/domain/errors';
import { formatOrderNumber } from '@adega/domain/orders/number';
import {
  INSTALLMENT_TEXTS,
  isInstallmentCountAllowed,
  splitInstallments,
} from '@adega/domain/checkout/installments';
import type { Store } from '@adega/domain/store';
import { queryRows, type Db } from '../../db/client.ts';
import type { OrderGiftDto } from '../../contract.ts';
import {
  orderHistory,
  orderItems,
  orders,
  payments,
  type OrderPaymentSummary,
} from '../../db/schema.ts';
import { refuse, type ChangeContext } from '../cart/service.ts';
import { cashbackBalance } from '../coupons/service.ts';
import { assertPaymentTypeAccepted } from '@adega/domain/checkout/payment-methods';
import {
  debitCashback,
  debitCertificates,
  redeemCoupon,
  stockMovesOf,
  takeStock,
} from './reserve.ts';
import { assertTotalSeen } from './quote-check.ts';

export const EMPTY_CART = 'Sua WineBox está vazia. Adicione produtos antes de finalizar o pedido.';
export const ORDER_IN_PROGRESS =
  'Este pedido já está sendo finalizado. Aguarde a confirmação antes de tentar novamente.';
export const NO_SHIPPING_ADDRESS = 'Escolha o endereço de entrega.';
export const NO_SHIPPING_LEVEL = 'Escolha a forma de entrega.';

export interface Reservation {
  orderId: number;
  orderNumber: string;
  customerId: number;
  cartId: number;
  /** Centavos the card pays. */
  amount: number;
  installments: number;
}

export interface ReserveRequest {
  customerId: number;
  store: Store;
  installments: number;
  payment: OrderPaymentSummary & { creditCardId: number | null };
  idempotency: { key: string; fingerprint: string } | null;
  /** The total the client shows (ADR 0049), null when it sent none. */
  expectedTotal: number | null;
}

/** The reserving transaction's body: runs inside `cart.change` (the cart row is locked). */
export async function reserve(ctx: ChangeContext, request: ReserveRequest): Promise<Reservation> {
  const { tx, cart, now } = ctx;
  const [placing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.cartId, cart.id), eq(orders.placement, 'PLACING')));
  if (placing) throw new AppError('CONFLICT', ORDER_IN_PROGRESS);

  // One pricing of the locked cart; the delivery choices are columns of the locked cart row.
  const priced = await ctx.priced();
  const stored = priced.lines.filter((line) => line.itemId > 0);
  if (stored.length === 0) throw new AppError('CONFLICT', EMPTY_CART);
  const buyer = buyerOf(ctx.flags);
  for (const line of priced.lines) {
    if (line.available) continue;
    const result = checkLine(cartProductOf(line.product, ctx.store), line.quantity, buyer);
    const failure: CartRuleFailure = result.ok
      ? { ok: false, reason: 'unavailable', message: 'Produto indisponível.' }
      : result;
    refuse(failure, `${line.product.name}: ${failure.message}`, 'CONFLICT');
  }
  // ADR 0022: checked again here (a subscription may have started since the line was added).
  const subscriptionLines = stored.filter((line) => line.subscription);
  if (subscriptionLines.length > 0) {
    const member = subscriptionBuyerOf(ctx.flags, await ctx.openSubscriptions());
    for (const line of subscriptionLines) {
      const result = checkLine(cartProductOf(line.product, ctx.store), line.quantity, member);
      if (!result.ok) {
        refuse(result, `${line.product.name}: ${result.message}`, 'CONFLICT');
      }
    }
  }

  // Delivery (the only method today, ADR 0013) needs the address and the chosen level (after
  // the lines: an unavailable line changes the bottles, so the levels, and says more).
  if (cart.deliveryMethod !== 'PICKUP') {
    if (!cart.shippingAddress) throw new AppError('VALIDATION', NO_SHIPPING_ADDRESS);
    // ADR 0022: a cart of subscriptions only has no bottles, so no levels to choose: a club box
    // ships with the club's free delivery, a premium plan ships nothing.
    const ships = bottlesOf(priced.lines) > 0;
    if (ships && !priced.shipping.selected) throw new AppError('VALIDATION', NO_SHIPPING_LEVEL);
  }
  // Issue #33 F10 (ADR 0049): never a total other than the one the customer last saw — a
  // certificate or cashback spent elsewhere is named (409), never dropped silently.
  await assertTotalSeen(ctx, priced, request.expectedTotal);
  const adjusted = priced.adjustmentsApplied;
  // A coupon the customer applied that no longer gives its discount (its limit was reached
  // meanwhile, it expired…): never charge silently without it; the customer decides.
  if (adjusted.coupon && !adjusted.coupon.applies) {
    throw new AppError('CONFLICT', adjusted.coupon.message ?? COUPON_TEXTS.inactive);
  }
  // Issue #15 (ADR 0023): the friend's code is checked again now (the customer may have become a
  // member meanwhile): never place the club line without the discount the customer expects.
  if (adjusted.referral && !adjusted.referral.stale && !adjusted.referral.applies) {
    throw new AppError('CONFLICT', adjusted.referral.message ?? REFERRAL_TEXTS.inactive);
  }
  const referral = adjusted.referral?.applies === true ? adjusted.referral : null;
  let amount = adjusted.total;
  let cashbackUsed = adjusted.cashback?.used ?? 0;
  if (request.payment.type === 'CREDITOCLUBE') {
    // Issue #14: the whole order from the cashback balance (over what the cart already uses);
    // the debit below re-checks it under the customer's row lock.
    const balance = (await cashbackBalance(tx, request.customerId)) - cashbackUsed;
    assertPaymentTypeAccepted('CREDITOCLUBE', {
      bankSlipEnabled: false,
      cashbackBalance: balance,
      amountDue: amount,
    });
    cashbackUsed += amount;
    amount = 0;
  }
  // The installment table of this amount (minimum installment, ADR 0013); 1× always.
  if (amount > 0 && !isInstallmentCountAllowed(amount, request.installments)) {
    throw new AppError('VALIDATION', INSTALLMENT_TEXTS.invalidCount, {
      installments: INSTALLMENT_TEXTS.invalidCount,
    });
  }
  const [sequence] = await queryRows<{ id: number }>(
    tx as unknown as Db,
    sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
  );
  if (!sequence) throw new Error('no order sequence');
  const orderNumber = formatOrderNumber(sequence.id);
  const level = priced.shipping.selected;
  const [order] = await tx
    .insert(orders)
    .values({
      id: sequence.id,
      number: orderNumber,
      customerId: request.customerId,
      store: request.store,
      cartId: cart.id,
      status: 'AGUARDANDO_PAGAMENTO',
      placement: 'PLACING',
      subtotal: priced.totals.subtotal,
      discount:
        priced.totals.subtotalDiscount +
        adjusted.referralDiscount +
        adjusted.premiumDiscount +
        adjusted.couponDiscount,
      couponDiscount: adjusted.couponDiscount,
      premiumDiscount: adjusted.premiumDiscount,
      shipping: adjusted.shipping,
      giftPackaging: adjusted.giftPackaging,
      giftCertificates: adjusted.giftCertificateDiscount,
      cashbackUsed,
      total: amount,
      numItems: priced.totals.numItems,
      couponCode: adjusted.coupon?.applies === true ? adjusted.coupon.code : null,
      referralCode: referral?.code ?? null,
      referralDiscount: referral?.discount ?? 0,
      premiumLine: priced.clubePrimeOnCart,
      // Issue #14: the customer's own earned cashback (never the visitor's 'up to').
      cashbackEarned: adjusted.cashbackPreview.upTo ? 0 : adjusted.cashbackPreview.amount,
      shippingAddress: (cart.shippingAddress as Record<string, unknown> | null) ?? null,
      shippingLevel: level
        ? { name: level.name, deliveryDays: level.deliveryDays }
        : stored.some((line) => isClubItem(line.product))
          ? { ...CLUB_DELIVERY }
          : null,
      orderGift: (cart.orderGift as OrderGiftDto | null) ?? null,
      paymentSummary: {
        type: request.payment.type,
        brand: request.payment.brand,
        lastFour: request.payment.lastFour,
        installments: request.payment.installments,
      },
      stockMoves: [],
      certificateDebits: [],
      idempotencyKey: request.idempotency?.key ?? null,
      idempotencyFingerprint: request.idempotency?.fingerprint ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderItems).values(
    priced.lines.map((line, position) => ({
      orderId: order.id,
      position,
      productId: line.product.id,
      sku: line.product.code,
      name: line.product.name,
      productType: line.product.productType,
      quantity: line.quantity,
      unitPrice: line.lowestPrice,
      total: line.total,
      discount: line.discount,
      promotionGift: line.promotionGift,
    })),
  );
  await tx
    .insert(orderHistory)
    .values({ orderId: order.id, status: 'AGUARDANDO_PAGAMENTO', note: null, at: now });
  const firstInstallment = splitInstallments(amount, request.installments).first;
  await tx.insert(payments).values({
    orderId: order.id,
    type: request.payment.type,
    status: 'PENDING',
    gatewayReference: null,
    creditCardId: request.payment.creditCardId,
    brand: request.payment.brand,
    lastFour: request.payment.lastFour,
    installments: request.installments,
    installmentAmount: firstInstallment,
    amount,
    createdAt: now,
    updatedAt: now,
  });

  // The subscription line is a service, not goods: it takes no stock.
  // As taken (ADR 0050: with the promotion units taken, which a release gives back).
  const stockMoves = await takeStock(
    tx,
    await stockMovesOf(
      tx,
      priced.lines
        .filter((line) => !line.subscription)
        .map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    ),
  );
  let couponId: number | null = null;
  if (adjusted.coupon?.applies === true) {
    couponId = await redeemCoupon(tx, adjusted.coupon.code, request.customerId, orderNumber, now);
  }
  await debitCashback(tx, request.customerId, cashbackUsed, orderNumber, now);
  const certificateDebits = await debitCertificates(
    tx,
    adjusted.certificates.map((certificate) => ({
      code: certificate.code,
      amount: certificate.applied,
    })),
  );
  await tx
    .update(orders)
    .set({ stockMoves, certificateDebits, couponId })
    .where(eq(orders.id, order.id));
  return {
    orderId: order.id,
    orderNumber,
    customerId: request.customerId,
    cartId: cart.id,
    amount,
    installments: request.installments,
  };
}
