/**
 * The reserving steps of placement (issue #13, ADR 0014), each inside the placement's one
 * transaction (under the cart lock): stock decremented conditionally, the coupon redemption
 * counted against its limits under the coupon's row lock, cashback and gift certificates debited.
 * A step that cannot be done throws an AppError and the transaction takes every step back.
 * `release` gives back what a committed placement took (a refused or interrupted payment).
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { COUPON_TEXTS } from '@adega/domain/cart/coupons';
import { AppError } from '@adega/domain/errors';
import {
  cashbackLedger,
  couponRedemptions,
  coupons,
  customers,
  giftCertificates,
  productConstituents,
  products,
  type CertificateDebit,
  type StockMove,
} from '../../db/schema.ts';
import type { Queryable, Tx } from '../../db/client.ts';

export const OUT_OF_STOCK = (name: string) =>
  `Não há estoque suficiente de ${name}. Revise sua WineBox.`;
export const CASHBACK_CHANGED = 'Seu saldo de cashback mudou. Revise o pedido e tente novamente.';
export const CERTIFICATE_CHANGED =
  'O saldo do vale-presente mudou. Revise o pedido e tente novamente.';

/**
 * Units per product the lines take: each line's product, and a kit's wines too (ADR 0014). The
 * lines' own units are also the units their promotion may give (ADR 0050, `promotionUnits`).
 */
export async function stockMovesOf(
  q: Queryable,
  lines: readonly { productId: number; quantity: number }[],
): Promise<StockMove[]> {
  const units = new Map<number, number>();
  const own = new Map<number, number>();
  const add = (productId: number, quantity: number) =>
    units.set(productId, (units.get(productId) ?? 0) + quantity);
  for (const line of lines) {
    add(line.productId, line.quantity);
    own.set(line.productId, (own.get(line.productId) ?? 0) + line.quantity);
  }
  const ids = [...new Set(lines.map((line) => line.productId))];
  if (ids.length > 0) {
    const parts = await q
      .select({
        kitId: productConstituents.kitId,
        productId: productConstituents.productId,
        quantity: productConstituents.quantity,
      })
      .from(productConstituents)
      .where(inArray(productConstituents.kitId, ids));
    for (const part of parts) {
      const kitUnits = lines
        .filter((line) => line.productId === part.kitId)
        .reduce((sum, line) => sum + line.quantity, 0);
      add(part.productId, part.quantity * kitUnits);
    }
  }
  // Always in product id order: two placements lock their products in the same order.
  return [...units.entries()]
    .sort(([a], [b]) => a - b)
    .map(([productId, quantity]) => {
      const promotionUnits = own.get(productId);
      return promotionUnits ? { productId, quantity, promotionUnits } : { productId, quantity };
    });
}

/**
 * ADR 0050: a promotion counts its units ('Restam só {n} un.') while it is active and has a stock;
 * `promotionUnits` of a move come off it, and come back when the order is released.
 */
const promotionCounts = sql`coalesce(jsonb_typeof(${products.promotion}) = 'object'
  and ${products.promotion} ->> 'active' = 'true'
  and jsonb_typeof(${products.promotion} -> 'stock') = 'number', false)`;

function promotionStockPlus(units: number) {
  return sql`case when ${promotionCounts}
    then jsonb_set(${products.promotion}, '{stock}', to_jsonb(trunc((${products.promotion} ->> 'stock')::numeric)::int + ${units}::int))
    else ${products.promotion} end`;
}

/**
 * Takes the units, never below zero, and an active promotion's units likewise (ADR 0050); one
 * product short → OUT_OF_STOCK (409) naming it. Answers the moves as taken: `promotionUnits` only
 * where a promotion gave them, so that a release gives back exactly that.
 */
export async function takeStock(tx: Tx, moves: readonly StockMove[]): Promise<StockMove[]> {
  const out: StockMove[] = [];
  for (const move of moves) {
    const promotionUnits = move.promotionUnits ?? 0;
    const taken = await tx
      .update(products)
      .set({
        stock: sql`${products.stock} - ${move.quantity}`,
        promotion: promotionStockPlus(-promotionUnits),
        // The page changed (its stock line, its availability): the sitemap's lastmod says so.
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(products.id, move.productId),
          gte(products.stock, move.quantity),
          sql`(not ${promotionCounts} or (${products.promotion} ->> 'stock')::numeric >= ${promotionUnits})`,
        ),
      )
      .returning({ id: products.id, promoted: sql<boolean>`${promotionCounts}` });
    const [row] = taken;
    if (row) {
      out.push(
        row.promoted && promotionUnits > 0
          ? { ...move, promotionUnits }
          : { productId: move.productId, quantity: move.quantity },
      );
    }
    if (taken.length === 0) {
      const [product] = await tx
        .select({ name: products.name })
        .from(products)
        .where(eq(products.id, move.productId));
      throw new AppError('OUT_OF_STOCK', OUT_OF_STOCK(product?.name ?? 'um produto'));
    }
  }
  return out;
}

/**
 * Counts one use of the coupon for this order under the coupon row's lock, so concurrent
 * placements see each other's redemptions: over a limit → CONFLICT with the coupon's text.
 */
export async function redeemCoupon(
  tx: Tx,
  code: string,
  customerId: number,
  orderNumber: string,
  now: Date,
): Promise<number> {
  const [coupon] = await tx
    .select({
      id: coupons.id,
      usageLimit: coupons.usageLimit,
      perCustomerLimit: coupons.perCustomerLimit,
    })
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`)
    .for('update');
  if (!coupon) throw new AppError('CONFLICT', COUPON_TEXTS.inactive);
  const [uses] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${couponRedemptions.customerId} = ${customerId})::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, coupon.id));
  if (coupon.usageLimit !== null && (uses?.total ?? 0) >= coupon.usageLimit) {
    throw new AppError('CONFLICT', COUPON_TEXTS.usageLimit);
  }
  if (coupon.perCustomerLimit !== null && (uses?.mine ?? 0) >= coupon.perCustomerLimit) {
    throw new AppError('CONFLICT', COUPON_TEXTS.perCustomerLimit);
  }
  await tx
    .insert(couponRedemptions)
    .values({ couponId: coupon.id, customerId, orderNumber, createdAt: now });
  return coupon.id;
}

/** Debits the cashback used, under the customer's row lock (the balance is the ledger's sum). */
export async function debitCashback(
  tx: Tx,
  customerId: number,
  amount: number,
  orderNumber: string,
  now: Date,
): Promise<void> {
  if (amount <= 0) return;
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  const [row] = await tx
    .select({ balance: sql<number>`coalesce(sum(${cashbackLedger.amount}), 0)::int` })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.customerId, customerId));
  if ((row?.balance ?? 0) < amount) throw new AppError('CONFLICT', CASHBACK_CHANGED);
  await tx.insert(cashbackLedger).values({
    customerId,
    amount: -amount,
    kind: 'DEBIT',
    description: `Usado no pedido ${orderNumber}`,
    orderNumber,
    createdAt: now,
  });
}

/** Debits each certificate's applied part, never below zero. */
export async function debitCertificates(
  tx: Tx,
  applied: readonly { code: string; amount: number }[],
): Promise<CertificateDebit[]> {
  const debits: CertificateDebit[] = [];
  for (const { code, amount } of applied) {
    if (amount <= 0) continue;
    const [row] = await tx
      .update(giftCertificates)
      .set({ balance: sql`${giftCertificates.balance} - ${amount}` })
      .where(
        and(
          sql`upper(${giftCertificates.code}) = upper(${code})`,
          gte(giftCertificates.balance, amount),
        ),
      )
      .returning({ id: giftCertificates.id });
    if (!row) throw new AppError('CONFLICT', CERTIFICATE_CHANGED);
    debits.push({ certificateId: row.id, code, amount });
  }
  return debits;
}

export interface Taken {
  /** The order's id: the source of the reversal credit ('estorno:{orderId}', ADR 0023). */
  orderId: number;
  customerId: number;
  orderNumber: string;
  stockMoves: readonly StockMove[];
  certificateDebits: readonly CertificateDebit[];
}

/** Gives back everything a placement took: stock, the coupon use, cashback and certificates. */
export async function release(tx: Tx, taken: Taken, now: Date): Promise<void> {
  for (const move of taken.stockMoves) {
    await tx
      .update(products)
      .set({
        stock: sql`${products.stock} + ${move.quantity}`,
        promotion: promotionStockPlus(move.promotionUnits ?? 0),
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, move.productId));
  }
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderNumber, taken.orderNumber));
  const [debit] = await tx
    .select({ amount: sql<number>`coalesce(sum(${cashbackLedger.amount}), 0)::int` })
    .from(cashbackLedger)
    .where(
      and(
        eq(cashbackLedger.customerId, taken.customerId),
        eq(cashbackLedger.orderNumber, taken.orderNumber),
      ),
    );
  // The ledger is append-only: a reversal credit brings the order's debits back to zero.
  const owed = -(debit?.amount ?? 0);
  if (owed > 0) {
    await tx.insert(cashbackLedger).values({
      customerId: taken.customerId,
      amount: owed,
      kind: 'CREDIT',
      description: `Estorno do pedido ${taken.orderNumber}`,
      orderNumber: taken.orderNumber,
      source: `estorno:${String(taken.orderId)}`,
      createdAt: now,
    });
  }
  for (const debit of taken.certificateDebits) {
    await tx
      .update(giftCertificates)
      .set({ balance: sql`${giftCertificates.balance} + ${debit.amount}` })
      .where(eq(giftCertificates.id, debit.certificateId));
  }
}
