/**
 * Totals of a cart (SPEC §3 Cart: numItems, total, subtotalDiscountMoney, totalMoney; §4 "Prime is
 * excluded from the cart item count").
 */
import { sumCentavos, type Centavos } from '../money.ts';
import { cartItemCount, isPrimeItem } from '../pricing/prime-toggle.ts';

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
  /** Units in the WineBox, the subscription lines (prime, club) excluded (SPEC §4, ADR 0022). */
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
    clubePrimeOnCart: lines.some(isPrimeItem),
  };
}

/**
 * A cart-level discount (SPEC §3 subtotalDiscountMoney): the progressive discount first, then
 * whatever later issues add (coupons, gift certificates), in this order.
 */
export interface CartAdjustment {
  /** Who grants it, e.g. 'progressive-discount', 'coupon'. */
  source: string;
  /** Centavos asked for (≥ 0). */
  amount: Centavos;
}

export interface AdjustedCartTotals extends CartTotals {
  /** The line totals before cart-level adjustments (the "merchandise total"). */
  merchandiseTotal: Centavos;
  /** Each adjustment as actually applied (capped so the total never goes below 0). */
  adjustments: CartAdjustment[];
}

/**
 * Composes the totals (issue #6): the line totals, then each cart-level adjustment in order,
 * each capped at what is left, so the total is never negative. subtotalDiscount grows by what
 * the adjustments took; subtotal stays the undiscounted sum.
 */
export function applyCartAdjustments(
  totals: CartTotals,
  adjustments: readonly CartAdjustment[],
): AdjustedCartTotals {
  let left = totals.total;
  const applied = adjustments.map((adjustment) => {
    const wanted = Number.isFinite(adjustment.amount)
      ? Math.max(0, Math.round(adjustment.amount))
      : 0;
    const amount = Math.min(wanted, left);
    left -= amount;
    return { source: adjustment.source, amount };
  });
  const taken = totals.total - left;
  return {
    ...totals,
    merchandiseTotal: totals.total,
    subtotalDiscount: totals.subtotalDiscount + taken,
    total: left,
    adjustments: applied,
  };
}
