/**
 * Progressive discount promotion (SPEC §3 "Progressive discount promotion", §4 "Progressive
 * discount", §9 "Progress text 'Faltam R$ x para liberar'").
 */
import { formatBRLNumber, percentOf, type Centavos } from '../money.ts';

export type ProgressiveValueType = 'porcentagem' | 'money';
export type ProgressiveDiscountBy = 'garrafas' | 'value';

export interface ProgressiveTier {
  id: string | number;
  /** Bottles when discountBy is 'garrafas'; centavos when it is 'value'. */
  minLimitValue: number;
  /** Percent when valueType is 'porcentagem'; centavos when it is 'money'. */
  discountValue: number;
  discountValueText?: string;
}

export interface ProgressiveDiscountPromotion {
  valueType: ProgressiveValueType;
  discountBy: ProgressiveDiscountBy;
  discounts: readonly ProgressiveTier[];
}

export interface CartProgress {
  total: Centavos;
  bottles: number;
}

/**
 * Tier marks (SPEC §4 "Tiers are marked reached, outdated or active"). Our reading:
 * - 'reached': the highest tier the cart has reached (its discount applies);
 * - 'outdated': a lower tier the cart has already surpassed (a higher one applies instead);
 * - 'active': the next tier to unlock (the "active tier" of §4: lowest tier above the cart);
 * - null: a tier further up, not marked yet.
 * When every tier is reached, the last one is both the active tier of §4 and 'reached'.
 */
export type TierMark = 'reached' | 'outdated' | 'active' | null;

export interface MarkedTier extends ProgressiveTier {
  mark: TierMark;
}

export interface ProgressiveDiscountState {
  tiers: MarkedTier[];
  /** SPEC §4: the lowest tier above the cart total, else the last tier; null without tiers. */
  activeTier: ProgressiveTier | null;
  /** The highest tier reached, whose discount applies; null when none is reached. */
  reachedTier: ProgressiveTier | null;
  /** Discount for the cart in centavos (0 when no tier is reached). */
  discount: Centavos;
  /** Left to unlock the next tier: centavos ('value') or bottles ('garrafas'); 0 when all reached. */
  missing: number;
  /** 'Faltam R$ x para liberar' for 'value'; null when nothing is missing or counting bottles. */
  missingText: string | null;
}

/** What the tiers are measured against: the cart value, or its bottle count. */
export function progressMeasure(
  promotion: ProgressiveDiscountPromotion,
  cart: CartProgress,
): number {
  return promotion.discountBy === 'garrafas' ? cart.bottles : cart.total;
}

export function sortedTiers(tiers: readonly ProgressiveTier[]): ProgressiveTier[] {
  return [...tiers].sort((a, b) => a.minLimitValue - b.minLimitValue);
}

/** SPEC §4: the active tier is the lowest tier above the measure, else the last tier. */
export function activeTierIndex(tiers: readonly ProgressiveTier[], measure: number): number {
  const index = tiers.findIndex((tier) => tier.minLimitValue > measure);
  return index === -1 ? tiers.length - 1 : index;
}

/** SPEC §9: 'Faltam R$ x para liberar', x in pt-BR number format. */
export function missingValueText(missing: Centavos): string {
  return `Faltam R$ ${formatBRLNumber(missing)} para liberar`;
}

/** The discount of a tier on a cart total: a percent of the total, or fixed money up to the total. */
export function tierDiscount(
  tier: ProgressiveTier,
  valueType: ProgressiveValueType,
  total: Centavos,
): Centavos {
  if (total <= 0 || tier.discountValue <= 0) return 0;
  if (valueType === 'porcentagem') return percentOf(total, Math.min(tier.discountValue, 100));
  return Math.min(Math.round(tier.discountValue), total);
}

export function progressiveDiscount(
  promotion: ProgressiveDiscountPromotion,
  cart: CartProgress,
): ProgressiveDiscountState {
  const tiers = sortedTiers(promotion.discounts);
  const measure = progressMeasure(promotion, cart);
  const reachedIndex = tiers.findLastIndex((tier) => measure >= tier.minLimitValue);
  const nextIndex = tiers.findIndex((tier) => tier.minLimitValue > measure);
  const activeIndex = activeTierIndex(tiers, measure);

  const marked = tiers.map((tier, index): MarkedTier => {
    let mark: TierMark = null;
    if (index === reachedIndex) mark = 'reached';
    else if (index < reachedIndex) mark = 'outdated';
    else if (index === nextIndex) mark = 'active';
    return { ...tier, mark };
  });

  const reachedTier = tiers[reachedIndex] ?? null;
  const nextTier = tiers[nextIndex];
  const missing = nextTier ? nextTier.minLimitValue - measure : 0;
  return {
    tiers: marked,
    activeTier: tiers[activeIndex] ?? null,
    reachedTier,
    discount: reachedTier ? tierDiscount(reachedTier, promotion.valueType, cart.total) : 0,
    missing,
    missingText: promotion.discountBy === 'value' && missing > 0 ? missingValueText(missing) : null,
  };
}
