/**
 * The coupons' fields of the cart document (ADR 0010, 0048): the applied coupon and the chosen
 * gift packaging with their rows' texts, after the domain pipeline's `Adjustments`.
 */
import type { Adjustments } from '@adega/domain/cart/adjustments';
import type { PackagingEligibility } from '@adega/domain/cart/gift-packaging';
import type { CartDto, GiftPackagingDto } from '../../contract.ts';
import { productImageUrl } from '../catalog/service.ts';
import type { CartAdjustmentRowsOf, PackagingRow } from './repo.ts';

export function packagingDto(row: PackagingRow): Omit<GiftPackagingDto, 'applies' | 'message'> {
  return {
    sku: row.sku,
    name: row.name,
    price: row.price,
    image: row.image.startsWith('/') ? row.image : productImageUrl(row.image),
  };
}

/**
 * The fields of the cart document only the coupons' rows give (the coupon's description and
 * kind, the packaging's name and image); the amounts are the cart's, from the domain pipeline.
 */
export function cartRowFields(
  rows: CartAdjustmentRowsOf,
  result: Adjustments,
  packaging: PackagingEligibility,
): Pick<CartDto, 'coupon' | 'giftPackaging' | 'promotionCodes'> {
  const couponRow = rows.coupon?.row;
  const selected = rows.giftPackaging;
  return {
    promotionCodes: couponRow ? [couponRow.code] : [],
    coupon:
      result.coupon && couponRow
        ? {
            code: result.coupon.code,
            description: couponRow.description,
            kind: couponRow.kind,
            value: couponRow.value,
            freeShipping: couponRow.freeShipping && result.coupon.applies,
            discount: { amount: result.coupon.discount },
            applies: result.coupon.applies,
            message: result.coupon.message,
          }
        : null,
    giftPackaging: selected
      ? {
          ...packagingDto(selected),
          applies: packaging.eligible,
          message: packaging.eligible ? null : packaging.message,
        }
      : null,
  };
}
