/**
 * One pricing pipeline for a cart (issue #12 B1/B2): the promotion registry over the lines, the
 * totals, then the adjustments in ADR 0010's order — progressive discount (from the registry) →
 * coupon → gift packaging → shipping (issue #13, ADR 0013) → gift certificates → cashback. Pure; the server loads the cart, its
 * promotion records and its adjustment rows and maps the result to the cart document.
 */
import type { Centavos } from '../money.ts';
import {
  runPromotions,
  type PricedLine,
  type PricingContext,
  type PricingProduct,
  type PromotionEntry,
  type PromotionsOutcome,
} from '../promotions/registry.ts';
import {
  bottlesOf,
  quoteShipping,
  type ShippingChoice,
  type ShippingOutcome,
} from '../checkout/shipping.ts';
import {
  applyAdjustments,
  type AdjustmentInput,
  type Adjustments,
  type ReferralInput,
} from './adjustments.ts';
import { applyCartAdjustments, cartTotals, type AdjustedCartTotals } from './cart-totals.ts';
import { giftPackagingEligibility, type PackagingEligibility } from './gift-packaging.ts';

export interface CartAdjustmentRows {
  customerId: number | null;
  /** Active subscription on the customer's record (members-only coupons). */
  subscriberOnRecord: boolean;
  /** Prime on the record (premium cashback; prime in the cart counts too). */
  premiumOnRecord: boolean;
  coupon: AdjustmentInput['coupon'];
  /** The selected packaging's price, if any (eligibility is decided here from the lines). */
  giftPackagingPrice: Centavos | null;
  certificates: AdjustmentInput['certificates'];
  cashback: AdjustmentInput['cashback'];
  /** The destination's CEP and the chosen level (issue #13); absent or null: no shipping. */
  shipping?: ShippingChoice | null;
  /** The friend's referral code on the cart and whether it holds now (ADR 0023). */
  referral?: Omit<ReferralInput, 'clubTotal' | 'clubInBase'> | null;
}

/** A club box line (productType 'Clube'): what a referral code discounts. */
export const CLUB_PRODUCT_TYPE = 'Clube';

export interface PricedCart<P extends PricingProduct> extends PromotionsOutcome<P> {
  totals: AdjustedCartTotals;
  adjustmentsApplied: Adjustments;
  packaging: PackagingEligibility;
  clubePrimeOnCart: boolean;
  /** Priced as a subscriber (on the record or with prime in the cart). */
  subscriber: boolean;
  /** The levels offered, the chosen one and what it adds (ADR 0013). */
  shipping: ShippingOutcome;
}

type CategorisedProduct = PricingProduct & { category: string };

/** The cart's prices: promotions once, then the totals and the adjustments. */
export function priceCart<P extends CategorisedProduct>(
  stored: readonly PricedLine<P>[],
  ctx: PricingContext<P>,
  registry: readonly PromotionEntry[],
  rows: CartAdjustmentRows,
): PricedCart<P> {
  const promoted = runPromotions(stored, ctx, registry);
  const totals = applyCartAdjustments(
    cartTotals(
      promoted.lines.map((line) => ({
        productType: line.product.productType,
        quantity: line.quantity,
        available: line.available,
        lowestPrice: line.lowestPrice,
        total: line.total,
        discount: line.discount,
      })),
    ),
    promoted.adjustments,
  );
  const payable = promoted.lines.filter((line) => line.available);
  const packaging = giftPackagingEligibility(
    ctx.store,
    payable.map((line) => ({ category: line.product.category, available: true })),
  );
  const premium = rows.premiumOnRecord || totals.clubePrimeOnCart;
  const clubLines = payable.filter((line) => line.product.productType === CLUB_PRODUCT_TYPE);
  const input: AdjustmentInput = {
    now: ctx.now,
    store: ctx.store,
    total: totals.total,
    // The subscription line is not merchandise: no coupon and no cashback on it.
    subscriptionTotal: payable
      .filter((line) => line.subscription)
      .reduce((sum, line) => sum + line.total, 0),
    customerId: rows.customerId,
    subscriber: rows.subscriberOnRecord,
    premium,
    coupon: rows.coupon,
    giftPackaging:
      rows.giftPackagingPrice === null
        ? null
        : { price: rows.giftPackagingPrice, eligible: packaging.eligible },
    certificates: rows.certificates,
    cashback: rows.cashback,
    referral: rows.referral
      ? {
          ...rows.referral,
          clubTotal: clubLines.reduce((sum, line) => sum + line.total, 0),
          clubInBase: clubLines
            .filter((line) => !line.subscription)
            .reduce((sum, line) => sum + line.total, 0),
        }
      : null,
  };
  // A free-shipping coupon counts only when it applies (its check does not depend on shipping).
  const freeShippingCoupon =
    rows.coupon?.coupon.freeShipping === true && applyAdjustments(input).coupon?.applies === true
      ? rows.coupon.coupon.code
      : null;
  const shipping = quoteShipping(rows.shipping ?? null, bottlesOf(promoted.lines), {
    premium,
    freeShippingCoupon,
  });
  const adjustmentsApplied = applyAdjustments({ ...input, shipping: shipping.cost });
  return {
    ...promoted,
    totals,
    adjustmentsApplied,
    packaging,
    clubePrimeOnCart: totals.clubePrimeOnCart,
    subscriber: ctx.subscriber,
    shipping,
  };
}
