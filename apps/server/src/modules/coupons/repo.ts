/**
 * SQL of coupons, gift certificates, gift packaging, the cashback ledger and a cart's adjustments
 * (ADR 0010). Codes are compared upper case (unique indexes on upper(code)).
 */
import { and, asc, count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Coupon } from '@adega/domain/cart/coupons';
import { MAX_CART_CERTIFICATES, type GiftCertificate } from '@adega/domain/cart/gift-certificates';
import {
  cartAdjustments,
  cartGiftCertificates,
  couponRedemptions,
  coupons,
  giftCertificates,
  giftPackagingOptions,
} from '../../db/schema.ts';
import type { Queryable, Tx } from '../../db/client.ts';

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

export async function packagingBySku(q: Queryable, sku: string): Promise<PackagingRow | undefined> {
  const [row] = await q
    .select()
    .from(giftPackagingOptions)
    .where(and(eq(giftPackagingOptions.sku, sku), eq(giftPackagingOptions.active, true)));
  return row;
}

/** The customer's cashback balance (Σ credits and debits of the ledger), centavos. */
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
  if (source?.referralCodeId != null && target?.referralCodeId == null) {
    values.referralCodeId = source.referralCodeId;
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

// ---- Issue #12 B2: the cart's adjustment rows inside the cart's one read (its cart part, ADR 0048).

interface AdjustmentRowsJson {
  coupon: {
    row: Record<string, unknown>;
    uses: number;
    customerUses: number;
  } | null;
  packaging: Record<string, unknown> | null;
  certificates: Record<string, unknown>[];
  useCashBack: boolean | null;
  cashback: number | null;
  referral: Record<string, unknown> | null;
}

/** The friend's referral code on a cart, with what its check needs of its owner (ADR 0023). */
export interface CartReferralRow {
  id: number;
  code: string;
  benefit: number;
  active: boolean;
  ownerCustomerId: number;
  ownerFirstName: string;
  ownerIsMember: boolean;
}

/**
 * SQL for one column of the cart's read: its coupon (with the two usage counts), packaging,
 * certificates (in the order added), the cashback flag and the owner's ledger balance, as JSON.
 * `cartId` and `customerId` are the outer query's columns (correlated sub-selects).
 */
export function cartAdjustmentsJson(cartId: AnyColumn | SQL, customerId: AnyColumn | SQL): SQL {
  return sql`json_build_object(
    'coupon', (select json_build_object('row', to_json(c),
        'uses', (select count(*) from coupon_redemptions r where r.coupon_id = c.id),
        'customerUses', (select count(*) from coupon_redemptions r
          where r.coupon_id = c.id and r.customer_id = ${customerId}))
      from cart_adjustments a join coupons c on c.id = a.coupon_id where a.cart_id = ${cartId}),
    'packaging', (select to_json(p) from cart_adjustments a
      join gift_packaging_options p on p.id = a.gift_packaging_id where a.cart_id = ${cartId}),
    'certificates', coalesce((select json_agg(to_json(g) order by cg.added_at, g.id)
      from cart_gift_certificates cg join gift_certificates g on g.id = cg.certificate_id
      where cg.cart_id = ${cartId}), '[]'::json),
    'useCashBack', (select a.use_cash_back from cart_adjustments a where a.cart_id = ${cartId}),
    'cashback', (select coalesce(sum(l.amount), 0) from cashback_ledger l
      where l.customer_id = ${customerId}),
    'referral', (select json_build_object('id', rc.id, 'code', rc.code, 'benefit', rc.benefit,
        'active', rc.active, 'ownerCustomerId', rc.customer_id, 'ownerFirstName', o.first_name,
        'ownerIsMember', o.socio_clube or o.beneficios_clube)
      from cart_adjustments a join referral_codes rc on rc.id = a.referral_code_id
      join customers o on o.id = rc.customer_id where a.cart_id = ${cartId}))`;
}

const dateOrNull = (value: unknown): Date | null =>
  typeof value === 'string' || value instanceof Date ? new Date(value) : null;

/** A cart's adjustment rows, typed. */
export interface CartAdjustmentRowsOf {
  coupon: { row: CouponRow; coupon: Coupon; uses: number; customerUses: number } | null;
  giftPackaging: PackagingRow | null;
  certificates: GiftCertificate[];
  cashback: { balance: number; use: boolean } | null;
  referral: CartReferralRow | null;
}

/** The rows of `cartAdjustmentsJson`, typed (JSON keys are the tables' snake_case columns). */
export function adjustmentRowsOf(json: unknown, customerId: number | null): CartAdjustmentRowsOf {
  const value = (json ?? {}) as Partial<AdjustmentRowsJson>;
  const c = value.coupon?.row;
  const p = value.packaging;
  const r = value.referral;
  const row: CouponRow | null = c
    ? {
        id: Number(c.id),
        code: String(c.code),
        kind: c.kind as CouponRow['kind'],
        value: Number(c.value),
        freeShipping: Boolean(c.free_shipping),
        minimumValue: Number(c.minimum_value),
        validFrom: dateOrNull(c.valid_from),
        validUntil: dateOrNull(c.valid_until),
        usageLimit: c.usage_limit === null ? null : Number(c.usage_limit),
        perCustomerLimit: c.per_customer_limit === null ? null : Number(c.per_customer_limit),
        storeCodes: c.store_codes as CouponRow['storeCodes'],
        membersOnly: Boolean(c.members_only),
        active: Boolean(c.active),
        description: String(c.description ?? ''),
      }
    : null;
  return {
    coupon:
      row && value.coupon
        ? {
            row,
            coupon: couponOf(row),
            uses: Number(value.coupon.uses),
            customerUses: Number(value.coupon.customerUses),
          }
        : null,
    giftPackaging: p
      ? {
          id: Number(p.id),
          sku: String(p.sku),
          name: String(p.name),
          price: Number(p.price),
          image: String(p.image),
          active: Boolean(p.active),
          position: Number(p.position),
        }
      : null,
    certificates: (value.certificates ?? []).map((g) => ({
      code: String(g.code),
      balance: Number(g.balance),
      expiresAt: dateOrNull(g.expires_at),
      active: Boolean(g.active),
    })),
    cashback:
      customerId === null
        ? null
        : { balance: Number(value.cashback ?? 0), use: value.useCashBack === true },
    referral: r
      ? {
          id: Number(r.id),
          code: String(r.code),
          benefit: Number(r.benefit),
          active: Boolean(r.active),
          ownerCustomerId: Number(r.ownerCustomerId),
          ownerFirstName: String(r.ownerFirstName ?? ''),
          ownerIsMember: Boolean(r.ownerIsMember),
        }
      : null,
  };
}
