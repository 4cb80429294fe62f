/**
 * The cart document's adjustment fields (ADR 0010): coupon, gift packaging, gift certificates,
 * cashback use and preview, from the domain pipeline's `Adjustments` (cart/pricing.ts
 * `priceCart` applies them after the promotions, in ADR 0010's order).
 */
import type { Adjustments } from '@adega/domain/cart/adjustments';
import type { PackagingEligibility } from '@adega/domain/cart/gift-packaging';
import { toReais } from '@adega/domain/money';
import type { CartDto, GiftPackagingDto } from '../../contract.ts';
import { productImageUrl } from '../catalog/service.ts';
import type { adjustmentRowsOf, PackagingRow } from './repo.ts';

export function packagingDto(row: PackagingRow): Omit<GiftPackagingDto, 'applies' | 'message'> {
  return {
    sku: row.sku,
    name: row.name,
    price: toReais(row.price),
    image: row.image.startsWith('/') ? row.image : productImageUrl(row.image),
  };
}

/** The fields this module adds to the cart document. */
export type AdjustmentFields = Pick<
  CartDto,
  | 'coupon'
  | 'referral'
  | 'couponDiscountMoney'
  | 'premiumDiscountMoney'
  | 'giftPackaging'
  | 'giftPackagingMoney'
  | 'giftCertificates'
  | 'giftCertificateDiscountMoney'
  | 'promotionCodes'
  | 'cashBack'
  | 'cashbackPreview'
>;

export function adjustmentFields(
  result: Adjustments,
  rows: ReturnType<typeof adjustmentRowsOf>,
  packaging: PackagingEligibility,
): AdjustmentFields {
  const couponRow = rows.coupon?.row;
  const selected = rows.giftPackaging;
  const referral = result.referral;
  return {
    // A referral without its club line is dropped by the change that removed the line.
    referral:
      referral && !referral.stale
        ? {
            code: referral.code,
            referrer: referral.referrer,
            benefit: toReais(referral.benefit),
            discount: { amount: toReais(referral.discount) },
            applies: referral.applies,
            message: referral.message,
          }
        : null,
    promotionCodes: couponRow ? [couponRow.code] : [],
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
    premiumDiscountMoney: { amount: toReais(result.premiumDiscount) },
    giftPackaging: selected
      ? {
          ...packagingDto(selected),
          applies: packaging.eligible,
          message: packaging.eligible ? null : packaging.message,
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
