/**
 * The pricing pipeline of a loaded cart (issue #12 B2): its lines → the promotion registry (with
 * the cached records) → the adjustments of ADR 0010 (domain `priceCart`), whose rows the cart
 * gathers from its parts (ADR 0048). Run once per change and once per read; `runs` counts it
 * (tests). The promotions service is the cart's `CartPricer`.
 */
import { buyerOf, cartProductOf } from '@adega/domain/cart/cart-inputs';
import { isLineAvailable } from '@adega/domain/cart/cart-rules';
import { priceCart } from '@adega/domain/cart/pricing';
import {
  unpricedLine,
  type PricingContext,
  type PromotionEntry,
} from '@adega/domain/promotions/registry';
import { isSubscriber } from '@adega/domain/roles';
import {
  partValue,
  type CartLineProduct,
  type PricedState,
  type PriceRequest,
} from '../cart/service.ts';
import { chosenGiftPart } from './cart-part.ts';
import type { PromotionsSnapshot } from './repo.ts';

/** The registry's context for one cart (subscriber prices with prime in the cart too). */
export function pricingContext(
  { state, store, now, dropStaleGifts = false }: PriceRequest,
  snapshot: PromotionsSnapshot,
): PricingContext<CartLineProduct> {
  const primeInCart = state.lines.some((line) => line.product.productType === 'ClubePrime');
  return {
    store,
    now,
    subscriber: isSubscriber(state.flags, primeInCart),
    buyer: buyerOf(state.flags, primeInCart),
    records: snapshot.records,
    chosen: partValue(state, chosenGiftPart),
    dropStaleGifts,
    giftProduct: (sku) => {
      const product = snapshot.giftProducts.get(sku);
      return product ? { product, rules: cartProductOf(product, store) } : undefined;
    },
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
  return priceCart(lines, ctx, registry, request.adjustments);
}
