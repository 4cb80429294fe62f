/**
 * Totals of a cart (SPEC §3 Cart: numItems, total, subtotalDiscountMoney, totalMoney; §4 "Prime is
 * excluded from the cart item count").
 */
import { sumCentavos, type Centavos } from '../money.ts';
import { cartItemCount, isSubscriptionItem } from '../pricing/prime-toggle.ts';

export interface PricedLine {
  productType: string;
  quantity: number;
  /** Lines that cannot be bought now (unavailable, members-only for this customer) count for nothing. */
  available: boolean;
  lowestPrice: Centavos;
  total: Centavos;
  discount: Centavos;
}

export interface CartTotals {
  /** Σ quantity × lowestPrice of the lines that can be bought, before discounts. */
  subtotal: Centavos;
  /** Σ of the line discounts (pendura today; campaigns and coupons add to it later). */
  subtotalDiscount: Centavos;
  /** subtotal − subtotalDiscount. */
  total: Centavos;
  /** Units in the WineBox, the subscription line excluded (SPEC §4). */
  numItems: number;
  /** SPEC §3 clubePrimeOnCart: a subscription (productType ClubePrime) line is in the cart. */
  clubePrimeOnCart: boolean;
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const payable = lines.filter((line) => line.available);
  const subtotal = sumCentavos(payable.map((line) => line.lowestPrice * line.quantity));
  const subtotalDiscount = sumCentavos(payable.map((line) => line.discount));
  return {
    subtotal,
    subtotalDiscount,
    total: subtotal - subtotalDiscount,
    numItems: cartItemCount(lines),
    clubePrimeOnCart: lines.some(isSubscriptionItem),
  };
}
