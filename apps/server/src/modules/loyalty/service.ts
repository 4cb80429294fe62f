/**
 * Cashback preview (SPEC §7 dry_run; ADR 0010): what the signed-in customer earns — 1.2 %,
 * premium 3x = 3.6 % — with the 'Você vai ganhar X de cashback!' line and the ledger balance.
 */
import { premiumDiscountOf } from '@adega/domain/pricing/premium';
import { eq } from 'drizzle-orm';
import { buyerOf, cartProductOf } from '@adega/domain/cart/cart-inputs';
import { isLineAvailable, PRODUCT_NOT_FOUND } from '@adega/domain/cart/cart-rules';
import { lineUnitPrice } from '@adega/domain/cart/line-price';
import { AppError } from '@adega/domain/errors';
import { loggedCashbackLine } from '@adega/domain/pricing/cashback';
import { cashbackEarned, cashbackMultiplier, cashbackPercent } from '@adega/domain/pricing/loyalty';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import { hasSubscription } from '@adega/domain/roles';
import { orderCashbackStatus, orderCashbackText } from '@adega/domain/orders/cashback';
import type { Store } from '@adega/domain/store';
import type { CashbackPreviewDto, OrderCashbackDto } from '../../contract.ts';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { cashbackLedger, customers, orders } from '../../db/schema.ts';
import { ownPlacedOrder } from '../../db/owned-order.ts';
import { customerFlags, productByCode } from '../../db/cart-inputs.ts';
import type { CartService } from '../cart/service.ts';
import { cashbackBalance } from '../coupons/service.ts';

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';

/** What the order's cashback needs of the order row. */
export interface EarningOrder {
  number: string;
  customerId: number;
  status: string;
  cashbackEarned: number;
}

/** The order's cashback as order_cash_back and OrderDto.cashback answer it (issue #14). */
export async function orderCashback(q: Queryable, order: EarningOrder): Promise<OrderCashbackDto> {
  const [credit] = await q
    .select({ amount: cashbackLedger.amount, at: cashbackLedger.createdAt })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.earnedByOrder, order.number));
  const creditedAt = credit ? new Date(credit.at) : null;
  const amount = credit?.amount ?? order.cashbackEarned;
  const status = orderCashbackStatus(amount, order.status, creditedAt);
  return {
    orderNumber: order.number,
    type: 'ORDER',
    status,
    amount,
    creditedAt: creditedAt?.toISOString() ?? null,
    text: orderCashbackText(status, amount, creditedAt),
  };
}

/**
 * Credits the order's earned cashback to the ledger, once per order (the unique index on
 * `earned_by_order`, the unique source 'pedido:{orderId}' and the customer's row lock; ADR 0019,
 * ADR 0023). Called in the transaction that makes
 * the order ENTREGUE. Answers the centavos credited now (0 when nothing, or already credited).
 */
export async function creditOrderCashback(
  tx: Tx,
  order: EarningOrder & { id: number },
  at: Date,
): Promise<number> {
  if (order.cashbackEarned <= 0) return 0;
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, order.customerId))
    .for('update');
  const inserted = await tx
    .insert(cashbackLedger)
    .values({
      customerId: order.customerId,
      amount: order.cashbackEarned,
      kind: 'CREDIT',
      description: `Cashback do pedido ${order.number}`,
      orderNumber: order.number,
      earnedByOrder: order.number,
      // ADR 0023: every credit names its source, unique ('pedido:{orderId}').
      source: `pedido:${String(order.id)}`,
      createdAt: at,
    })
    .onConflictDoNothing({ target: cashbackLedger.earnedByOrder })
    .returning({ id: cashbackLedger.id });
  return inserted.length > 0 ? order.cashbackEarned : 0;
}

export type DryRunInput = { type: 'PRODUCT'; sku: string } | { type: 'CART' };

export function createLoyaltyService(db: Db, cart: CartService) {
  async function dryRun(
    input: DryRunInput,
    store: Store,
    customerId: number,
  ): Promise<CashbackPreviewDto> {
    const flags = await customerFlags(db, customerId);
    const balance = await cashbackBalance(db, customerId);
    if (input.type === 'PRODUCT') {
      const product = await productByCode(db, input.sku);
      if (!product || !cartProductOf(product, store).inStore) {
        throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      }
      const premium = flags?.socioPrime === true;
      // The subscription itself earns nothing; an unavailable product earns nothing now.
      const buyable =
        !isSubscriptionItem(product) &&
        isLineAvailable(cartProductOf(product, store), 1, buyerOf(flags));
      const unit = buyable ? lineUnitPrice(product, hasSubscription(flags)) : 0;
      // As in the cart: premium earns on the price after its 15 % (issue #15).
      const amount = premium ? unit - premiumDiscountOf(unit) : unit;
      const cashback = cashbackEarned(amount, premium);
      const body: CashbackPreviewDto = {
        type: 'PRODUCT',
        sku: product.code,
        amount,
        cashback,
        percent: cashbackPercent(premium),
        multiplier: cashbackMultiplier(premium),
        premium,
        text: loggedCashbackLine(cashback),
        balance,
      };
      return body;
    }
    const document = await cart.view({ kind: 'customer', customerId }, store);
    const premium = flags?.socioPrime === true || document.clubePrimeOnCart;
    const body: CashbackPreviewDto = {
      type: 'CART',
      sku: null,
      amount: document.cashbackPreview.base,
      cashback: document.cashbackPreview.amount,
      percent: document.cashbackPreview.percent,
      multiplier: cashbackMultiplier(premium),
      premium,
      text: loggedCashbackLine(document.cashbackPreview.amount),
      balance,
    };
    return body;
  }
  /** SPEC §7 order_cash_back: the customer's own placed order only (404 otherwise). */
  async function orderCashBack(customerId: number, orderNumber: string): Promise<OrderCashbackDto> {
    const [order] = await db
      .select({
        number: orders.number,
        customerId: orders.customerId,
        status: orders.status,
        cashbackEarned: orders.cashbackEarned,
      })
      .from(orders)
      .where(ownPlacedOrder(customerId, orderNumber, ORDER_NOT_FOUND));
    if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return orderCashback(db, order);
  }
  return { dryRun, orderCashBack };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
