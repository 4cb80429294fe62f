/**
 * The cart document's adjustments (ADR 0010): after the promotion totals, the coupon discount,
 * the gift packaging price, the gift certificates and the cashback use, composed by the domain's
 * `applyAdjustments`. `cartExtrasOf` loads what they need; `adjustCartDocument` is called by the
 * cart document (modules/cart/document.ts) on the document its promotions produced.
 */
import { applyAdjustments } from '@adega/domain/cart/adjustments';
import { giftPackagingEligibility } from '@adega/domain/cart/gift-packaging';
import { fromReais, toReais } from '@adega/domain/money';
import { hasSubscription } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import type { CartDto, GiftPackagingDto } from '../../contract.ts';
import type { CartRow, CustomerFlags, Queryable } from '../cart/repo.ts';
import { productImageUrl } from '../catalog/service.ts';
import {
  adjustmentsOf,
  cartCertificates,
  cashbackBalance,
  certificateOf,
  couponById,
  couponOf,
  couponUses,
  packagingById,
  type CouponRow,
  type PackagingRow,
} from './repo.ts';

/** Everything of a stored cart the adjustments need, loaded in the caller's transaction. */
export interface CartExtras {
  now: Date;
  customerId: number | null;
  coupon: { row: CouponRow; uses: number; customerUses: number } | null;
  giftPackaging: PackagingRow | null;
  certificates: ReturnType<typeof certificateOf>[];
  cashback: { balance: number; use: boolean } | null;
}

export async function cartExtrasOf(
  q: Queryable,
  cart: CartRow | null,
  now: Date,
  customerId: number | null = cart?.customerId ?? null,
): Promise<CartExtras> {
  const extras: CartExtras = {
    now,
    customerId,
    coupon: null,
    giftPackaging: null,
    certificates: [],
    cashback: null,
  };
  if (customerId !== null) {
    extras.cashback = { balance: await cashbackBalance(q, customerId), use: false };
  }
  if (!cart) return extras;
  const stored = await adjustmentsOf(q, cart.id);
  if (stored?.couponId != null) {
    const row = await couponById(q, stored.couponId);
    if (row) extras.coupon = { row, ...(await couponUses(q, row.id, customerId)) };
  }
  if (stored?.giftPackagingId != null) {
    extras.giftPackaging = (await packagingById(q, stored.giftPackagingId)) ?? null;
  }
  extras.certificates = (await cartCertificates(q, cart.id)).map(certificateOf);
  if (extras.cashback) extras.cashback.use = stored?.useCashBack ?? false;
  return extras;
}

export function packagingDto(row: PackagingRow): Omit<GiftPackagingDto, 'applies' | 'message'> {
  return {
    sku: row.sku,
    name: row.name,
    price: toReais(row.price),
    image: row.image.startsWith('/') ? row.image : productImageUrl(row.image),
  };
}

const SUBSCRIPTION_TYPE = 'ClubePrime';

/** The fields this module adds to the cart document. */
type AdjustmentField =
  | 'coupon'
  | 'couponDiscountMoney'
  | 'giftPackaging'
  | 'giftPackagingMoney'
  | 'cashBack'
  | 'cashbackPreview';

/** The cart document as the promotions leave it, before the adjustments. */
export type PromotionsCartDto = Omit<CartDto, AdjustmentField>;

/** Centavos of the payable subscription line(s): no coupon and no cashback on them. */
export function subscriptionTotalOf(document: Pick<CartDto, 'cartItems'>): number {
  return document.cartItems
    .filter(
      (item) => item.available && item.productSku.product.productType.name === SUBSCRIPTION_TYPE,
    )
    .reduce((sum, item) => sum + fromReais(item.total.amount), 0);
}

/**
 * The document with its adjustments applied. Reads the promotion results from the document itself
 * (total, subtotalDiscountMoney, the lines), so it composes with whatever promotions produced.
 */
export function adjustCartDocument(
  document: PromotionsCartDto,
  who: { store: Store; flags: CustomerFlags | null },
  extras: CartExtras | null,
): CartDto {
  const payable = document.cartItems.filter((item) => item.available);
  const subscriptionTotal = subscriptionTotalOf(document);
  const eligibility = giftPackagingEligibility(
    who.store,
    payable.map((item) => ({ category: item.productCategory, available: item.available })),
  );
  const packaging = extras?.giftPackaging ?? null;
  const result = applyAdjustments({
    now: extras?.now ?? new Date(0),
    store: who.store,
    total: fromReais(document.total),
    subscriptionTotal,
    customerId: extras?.customerId ?? null,
    subscriber: hasSubscription(who.flags),
    premium: who.flags?.socioPrime === true || document.clubePrimeOnCart,
    coupon: extras?.coupon
      ? {
          coupon: couponOf(extras.coupon.row),
          uses: extras.coupon.uses,
          customerUses: extras.coupon.customerUses,
        }
      : null,
    giftPackaging: packaging ? { price: packaging.price, eligible: eligibility.eligible } : null,
    certificates: extras?.certificates ?? [],
    cashback: extras?.cashback ?? null,
  });
  const codes = extras?.coupon ? [extras.coupon.row.code] : [];
  const couponRow = extras?.coupon?.row;
  return {
    ...document,
    total: toReais(result.total),
    totalMoney: { ...document.totalMoney, amount: toReais(result.total) },
    subtotalDiscountMoney: {
      amount: toReais(fromReais(document.subtotalDiscountMoney.amount) + result.couponDiscount),
    },
    promotionCodes: codes,
    shoppingCart: { ...document.shoppingCart, promotionCodes: codes },
    coupon:
      result.coupon && couponRow
        ? {
            code: result.coupon.code,
            description: couponRow.description,
            kind: couponRow.kind,
            value: couponRow.kind === 'PERCENT' ? couponRow.value : toReais(couponRow.value),
            freeShipping: couponRow.freeShipping && result.coupon.applies,
            discount: { amount: toReais(result.coupon.discount) },
            applies: result.coupon.applies,
            message: result.coupon.message,
          }
        : null,
    couponDiscountMoney: { amount: toReais(result.couponDiscount) },
    giftPackaging: packaging
      ? {
          ...packagingDto(packaging),
          applies: eligibility.eligible,
          message: eligibility.eligible ? null : eligibility.message,
        }
      : null,
    giftPackagingMoney: { amount: toReais(result.giftPackaging) },
    giftCertificates: result.certificates.map((certificate) => ({
      code: certificate.code,
      balance: toReais(certificate.balance),
      applied: toReais(certificate.applied),
      message: certificate.message,
    })),
    giftCertificateDiscountMoney: { amount: toReais(result.giftCertificateDiscount) },
    cashBack: result.cashback
      ? {
          balance: toReais(result.cashback.balance),
          useCashBack: result.cashback.use,
          used: { amount: toReais(result.cashback.used) },
        }
      : null,
    cashbackPreview: {
      amount: toReais(result.cashbackPreview.amount),
      percent: result.cashbackPreview.percent,
      upTo: result.cashbackPreview.upTo,
      base: toReais(result.cashbackPreview.base),
    },
  };
}
