/**
 * SQL of coupons, gift certificates, gift packaging, the cashback ledger and a cart's adjustments
 * (ADR 0010). Codes are compared upper case (unique indexes on upper(code)).
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Coupon } from '@adega/domain/cart/coupons';
import { MAX_CART_CERTIFICATES, type GiftCertificate } from '@adega/domain/cart/gift-certificates';
import {
  cartAdjustments,
  cartGiftCertificates,
  cashbackLedger,
  couponRedemptions,
  coupons,
  giftCertificates,
  giftPackagingOptions,
} from '../../db/schema.ts';
import type { Queryable, Tx } from '../cart/repo.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type PackagingRow = typeof giftPackagingOptions.$inferSelect;

export function couponOf(row: CouponRow): Coupon {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    freeShipping: row.freeShipping,
    minimum: row.minimumValue,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    storeCodes: row.storeCodes,
    membersOnly: row.membersOnly,
    active: row.active,
  };
}

export async function couponByCode(q: Queryable, code: string): Promise<CouponRow | undefined> {
  const [row] = await q
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.toUpperCase()));
  return row;
}

export async function couponById(q: Queryable, id: number): Promise<CouponRow | undefined> {
  const [row] = await q.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

/** Redemptions of the coupon: in total, and by this customer (0 for a visitor). */
export async function couponUses(
  q: Queryable,
  couponId: number,
  customerId: number | null,
): Promise<{ uses: number; customerUses: number }> {
  const [all] = await q
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  let customerUses = 0;
  if (customerId !== null) {
    const [mine] = await q
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId)),
      );
    customerUses = mine?.n ?? 0;
  }
  return { uses: all?.n ?? 0, customerUses };
}

export type CertificateRow = typeof giftCertificates.$inferSelect;

export function certificateOf(row: CertificateRow): GiftCertificate {
  return { code: row.code, balance: row.balance, expiresAt: row.expiresAt, active: row.active };
}

export async function certificateByCode(
  q: Queryable,
  code: string,
): Promise<CertificateRow | undefined> {
  const [row] = await q
    .select()
    .from(giftCertificates)
    .where(eq(sql`upper(${giftCertificates.code})`, code.toUpperCase()));
  return row;
}

/** The certificates applied to a cart, in the order they were added. */
export async function cartCertificates(q: Queryable, cartId: number): Promise<CertificateRow[]> {
  const rows = await q
    .select({ certificate: giftCertificates })
    .from(cartGiftCertificates)
    .innerJoin(giftCertificates, eq(giftCertificates.id, cartGiftCertificates.certificateId))
    .where(eq(cartGiftCertificates.cartId, cartId))
    .orderBy(asc(cartGiftCertificates.addedAt), asc(giftCertificates.id));
  return rows.map((row) => row.certificate);
}

export type AdjustmentRow = typeof cartAdjustments.$inferSelect;

export async function adjustmentsOf(
  q: Queryable,
  cartId: number,
): Promise<AdjustmentRow | undefined> {
  const [row] = await q.select().from(cartAdjustments).where(eq(cartAdjustments.cartId, cartId));
  return row;
}

/** Sets some adjustment columns of a cart (the row is created on first use). */
export async function setAdjustments(
  tx: Tx,
  cartId: number,
  values: Partial<Omit<AdjustmentRow, 'cartId'>>,
): Promise<void> {
  await tx
    .insert(cartAdjustments)
    .values({ cartId, ...values })
    .onConflictDoUpdate({ target: cartAdjustments.cartId, set: values });
}

export async function packagingOptions(q: Queryable): Promise<PackagingRow[]> {
  return q
    .select()
    .from(giftPackagingOptions)
    .where(eq(giftPackagingOptions.active, true))
    .orderBy(asc(giftPackagingOptions.position), asc(giftPackagingOptions.id));
}

export async function packagingById(q: Queryable, id: number): Promise<PackagingRow | undefined> {
  const [row] = await q.select().from(giftPackagingOptions).where(eq(giftPackagingOptions.id, id));
  return row;
}

export async function packagingBySku(q: Queryable, sku: string): Promise<PackagingRow | undefined> {
  const [row] = await q
    .select()
    .from(giftPackagingOptions)
    .where(and(eq(giftPackagingOptions.sku, sku), eq(giftPackagingOptions.active, true)));
  return row;
}

/** The customer's cashback balance (Σ credits and debits of the ledger), centavos. */
export async function cashbackBalance(q: Queryable, customerId: number): Promise<number> {
  const [row] = await q
    .select({ total: sql<number>`coalesce(sum(${cashbackLedger.amount}), 0)::int` })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.customerId, customerId));
  return Number(row?.total ?? 0);
}

/**
 * At sign-in (ADR 0009 merge): the visitor's coupon and packaging go to the customer's cart when
 * it has none of its own, and the visitor's certificates are added (up to the per-cart limit).
 * The rules are re-checked at every read, so a coupon the customer may not use shows why.
 */
export async function mergeAdjustments(
  tx: Tx,
  sourceCartId: number,
  targetCartId: number,
  at: Date,
): Promise<void> {
  const source = await adjustmentsOf(tx, sourceCartId);
  const target = await adjustmentsOf(tx, targetCartId);
  const values: Partial<Omit<AdjustmentRow, 'cartId'>> = {};
  if (source?.couponId != null && target?.couponId == null) values.couponId = source.couponId;
  if (source?.giftPackagingId != null && target?.giftPackagingId == null) {
    values.giftPackagingId = source.giftPackagingId;
  }
  if (Object.keys(values).length > 0) await setAdjustments(tx, targetCartId, values);
  const have = await cartCertificates(tx, targetCartId);
  const room = Math.max(0, MAX_CART_CERTIFICATES - have.length);
  const moving = (await cartCertificates(tx, sourceCartId))
    .filter((row) => !have.some((mine) => mine.id === row.id))
    .slice(0, room);
  if (moving.length > 0) {
    await tx.insert(cartGiftCertificates).values(
      moving.map((row) => ({
        cartId: targetCartId,
        certificateId: row.id,
        addedAt: at,
      })),
    );
  }
}
