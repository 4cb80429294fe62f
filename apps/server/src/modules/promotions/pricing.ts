/**
 * The pricing pipeline of a loaded cart (issue #12 B2): its lines → the promotion registry (with
 * the cached records) → the adjustments of ADR 0010 (domain `priceCart`). Run once per change
 * and once per read; `runs` counts it (tests).
 */
import { isLineAvailable } from '@adega/domain/cart/cart-rules';
import { priceCart, type PricedCart } from '@adega/domain/cart/pricing';
import {
  unpricedLine,
  type PricingContext,
  type PromotionEntry,
} from '@adega/domain/promotions/registry';
import { checkReferral } from '@adega/domain/promotions/referral';
import { hasSubscription, isSubscriber } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import { buyerOf, cartProductOf, type CartState, type GiftProduct } from '../cart/service.ts';
import type { CartReferralRow } from '../coupons/service.ts';
import type { PromotionsSnapshot } from './service.ts';

export type PricedState = PricedCart<GiftProduct>;

export interface PriceRequest {
  state: CartState;
  store: Store;
  now: Date;
  /** In a mutation: stale gift lines leave the cart (the caller deletes them). */
  dropStaleGifts?: boolean;
}

/** The registry's context for one cart (subscriber prices with prime in the cart too). */
export function pricingContext(
  { state, store, now, dropStaleGifts = false }: PriceRequest,
  snapshot: PromotionsSnapshot,
): PricingContext<GiftProduct> {
  const primeInCart = state.lines.some((line) => line.product.productType === 'ClubePrime');
  return {
    store,
    now,
    subscriber: isSubscriber(state.flags, primeInCart),
    buyer: buyerOf(state.flags, primeInCart),
    records: snapshot.records,
    chosen: state.chosen,
    dropStaleGifts,
    giftProduct: (sku) => {
      const product = snapshot.giftProducts.get(sku);
      return product ? { product, rules: cartProductOf(product, store) } : undefined;
    },
  };
}

function referralInput(row: CartReferralRow, state: CartState) {
  const check = checkReferral(row, {
    customerId: state.customerId,
    subscriber: hasSubscription(state.flags),
  });
  return {
    code: row.code,
    referrer: row.ownerFirstName,
    benefit: row.benefit,
    refusal: check.ok ? null : check.message,
  };
}

export function priceState(
  request: PriceRequest,
  snapshot: PromotionsSnapshot,
  registry: readonly PromotionEntry[],
): PricedState {
  const ctx = pricingContext(request, snapshot);
  const { state, store } = request;
  const lines = state.lines.map((line) =>
    unpricedLine({
      itemId: line.itemId,
      product: line.product,
      quantity: line.quantity,
      available: isLineAvailable(cartProductOf(line.product, store), line.quantity, ctx.buyer),
      bottlesPerUnit: line.kitSize,
      giftRecordId: line.giftRecordId,
    }),
  );
  const rows = state.adjustments;
  return priceCart(lines, ctx, registry, {
    customerId: state.customerId,
    subscriberOnRecord: hasSubscription(state.flags),
    premiumOnRecord: state.flags?.socioPrime === true,
    coupon: rows.coupon
      ? {
          coupon: rows.coupon.coupon,
          uses: rows.coupon.uses,
          customerUses: rows.coupon.customerUses,
        }
      : null,
    giftPackagingPrice: rows.giftPackaging?.price ?? null,
    certificates: rows.certificates,
    cashback: rows.cashback,
    // Issue #15 (ADR 0023): the friend's code, re-checked at every pricing (the buyer may have
    // become a member, the owner may have left the club).
    referral: rows.referral ? referralInput(rows.referral, state) : null,
    // Issue #13: the destination's CEP and the chosen level (delivery to an address only).
    shipping:
      state.checkout.deliveryMethod === 'DELIVERY'
        ? {
            cep: state.checkout.shippingAddress?.zipOrPostalCode ?? null,
            levelCode: state.checkout.shippingLevelCode,
          }
        : null,
  });
}
