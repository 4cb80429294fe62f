/**
 * The price a customer pays (SPEC §3 Product prices, §6 "Subscribers see club prices … Non-members
 * see the sale price").
 */
import type { Centavos } from '../money.ts';

/** Product price fields, in centavos (SPEC §3: listPrice, salePrice non-member, clubPrice member). */
export interface ProductPrices {
  listPrice: Centavos;
  /** Non-member price; when missing the list price is charged. */
  salePrice?: Centavos | null;
  /** Member price; when missing (or not positive) subscribers pay the sale price. */
  clubPrice?: Centavos | null;
}

function positive(value: Centavos | null | undefined): value is Centavos {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Price for non-members: salePrice, falling back to listPrice. */
export function nonMemberPrice(prices: ProductPrices): Centavos {
  return positive(prices.salePrice) ? prices.salePrice : prices.listPrice;
}

/**
 * Price for members: clubPrice. A missing club price (null, absent, or 0 — a product without a
 * member price, not a free product) falls back to the non-member price, so a subscriber never pays
 * more than a non-member because of missing data.
 */
export function memberPrice(prices: ProductPrices): Centavos {
  return positive(prices.clubPrice) ? prices.clubPrice : nonMemberPrice(prices);
}

/** SPEC §6: subscribers (club/prime, see roles.ts isSubscriber) pay the club price, others the sale price. */
export function customerPrice(prices: ProductPrices, subscriber: boolean): Centavos {
  return subscriber ? memberPrice(prices) : nonMemberPrice(prices);
}
