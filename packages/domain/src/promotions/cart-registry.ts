/**
 * The registry of cart promotion kinds, in the order they run (issue #12 B1): the line's own
 * prices (members' price, pendura), item campaigns (campaign price, producer gift), then the
 * cart-wide ones (progressive discount, checkout-gift progress, choose-your-gift). Whether a
 * record applies (store codes — WINE or OUTLET —, the São Paulo window, members-only) is each
 * entry's `applies`. The cart's adjustments follow in `cart/pricing.ts` (ADR 0010's order).
 */
import { checkoutGiftEntry, chosenGiftEntry, progressiveEntry } from './entries/cart-campaigns.ts';
import { campaignPriceEntry, producerGiftEntry } from './entries/item-campaigns.ts';
import { memberPriceEntry, penduraEntry } from './entries/line-prices.ts';
import type { PromotionEntry } from './registry.ts';

export const PROMOTION_REGISTRY: readonly PromotionEntry[] = [
  memberPriceEntry,
  penduraEntry,
  campaignPriceEntry,
  producerGiftEntry,
  progressiveEntry,
  checkoutGiftEntry,
  chosenGiftEntry,
];
