/**
 * The money of one cart line (SPEC §3 Cart item: lowestPrice.amount "original price",
 * total.amount, discount.amount; §6 subscribers pay the club price; §9 pendura).
 * Everything in integer centavos; the server converts to reais once, at serialisation (ADR 0004).
 */
import { type Centavos } from '../money.ts';
import { penduraOffer, normalisePendura, type PenduraPromotion } from '../pendura.ts';
import { customerPrice, type ProductPrices } from '../pricing/customer-price.ts';

export interface LineProduct extends ProductPrices {
  penduraPromotion?: PenduraPromotion | null;
}

export interface LinePrice {
  /** The customer's unit price before any cart promotion (club price for subscribers). */
  lowestPrice: Centavos;
  /** What the line costs: quantity × unit, less the line's promotions. */
  total: Centavos;
  /** quantity × lowestPrice − total (never negative). */
  discount: Centavos;
  /** Units charged at the pendura price (0 without a pendura or below its first tier). */
  penduraUnits: number;
}

/**
 * SPEC §6: the unit price by role — subscribers (club, prime, club benefits or prime in the cart,
 * see roles.ts isSubscriber) pay the club price, everyone else the sale price.
 */
export function lineUnitPrice(product: ProductPrices, subscriber: boolean): Centavos {
  return customerPrice(product, subscriber);
}

/**
 * The largest pendura tier (SPEC §9: multiples of triggerDiscount up to quantityLimit) that fits
 * in `quantity`; 0 when none does.
 */
export function penduraUnitsFor(tiers: readonly { quantity: number }[], quantity: number): number {
  let units = 0;
  for (const tier of tiers)
    if (tier.quantity <= quantity && tier.quantity > units) units = tier.quantity;
  return units;
}

/**
 * Prices a line. With a pendura offer (pendura.ts penduraOffer: a PENDURA_DEFAULT promotion, or an
 * active PENDURA_DEFAULT_NEW bypass with the two-thirds factor), the units of the largest reached
 * tier cost the pendura unit price (§9 "customer price × discountFactor/100") and the rest the
 * customer price: "leve 3 por" applies to whole groups of 3, up to the quantity limit.
 */
export function linePrice(product: LineProduct, quantity: number, subscriber: boolean): LinePrice {
  const unit = lineUnitPrice(product, subscriber);
  const full = unit * quantity;
  const offer = penduraOffer({
    product: normalisePendura({ penduraPromotion: product.penduraPromotion ?? null }),
    listPrice: product.listPrice,
    customerPrice: unit,
    subscriber,
  });
  if (!offer) return { lowestPrice: unit, total: full, discount: 0, penduraUnits: 0 };
  const penduraUnits = penduraUnitsFor(offer.tiers, quantity);
  const total = penduraUnits * offer.unitPrice + (quantity - penduraUnits) * unit;
  return { lowestPrice: unit, total, discount: Math.max(0, full - total), penduraUnits };
}
