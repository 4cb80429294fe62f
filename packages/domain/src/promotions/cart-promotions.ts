/**
 * Cart promotions computed on the server (issue #6; SPEC §3 Campaign promotion record,
 * Progressive discount promotion, Choose-your-gift promotion; §4 Gift progress, Chosen gift in
 * cart, Producer gift toggle, Promotion campaigns; §5 limited-discount warning; §9 gift texts).
 *
 * Every "cart total" here is the merchandise total: the lines after their own promotions (pendura,
 * campaign price) and before cart-level discounts (progressive discount, coupons), so a discount
 * never takes the cart back below the tier that granted it. Money is integer centavos.
 */
import type { Store } from '../enums.ts';
import type { Centavos } from '../money.ts';
import { limitedDiscountWarning } from '../pricing/stock.ts';
import {
  appliesToStore,
  shouldFetchCampaigns,
  type StoreScopedCampaign,
} from './campaign-filter.ts';
import {
  GIFT_DEFAULT_TIER,
  chosenGiftMissingText,
  giftProgress,
  type GiftProgress,
} from './gift-progress.ts';

/** The scope every promotion record shares: store codes, the date/hour window, members-only. */
export interface ScopedPromotion extends StoreScopedCampaign {
  membersOnly?: boolean | null;
}

export interface PromotionAudience {
  store: Store;
  now: Date;
  /** An active subscriber (club, prime, club benefits or prime in the cart, SPEC §6). */
  subscriber: boolean;
}

/**
 * SPEC §4/§6: a promotion applies when it lists the store, now is inside its São Paulo date+hour
 * window, and — when members-only — the buyer is an active subscriber.
 */
export function promotionApplies(promotion: ScopedPromotion, audience: PromotionAudience): boolean {
  if (!appliesToStore(promotion.storeCodes, audience.store)) return false;
  if (!shouldFetchCampaigns(promotion, audience.now)) return false;
  return promotion.membersOnly === true ? audience.subscriber : true;
}

/** The promotions of a list that apply to this buyer, in the list's order. */
export function applicablePromotions<T extends ScopedPromotion>(
  promotions: readonly T[],
  audience: PromotionAudience,
): T[] {
  return promotions.filter((promotion) => promotionApplies(promotion, audience));
}

export interface CampaignLinePrice {
  /** What the line costs. */
  total: Centavos;
  /** quantity × unit − total. */
  discount: Centavos;
  /** Units charged at the campaign price. */
  discountedUnits: number;
  /** SPEC §5: 'Desconto promocional limitado a N un.' when quantity > limit_per_unit. */
  limitWarning: string | null;
}

/**
 * SPEC §3/§5: a campaign price for a line, discounted only up to `limitPerUnit` units (null or
 * ≤ 0 = no limit); the other units cost the customer's unit price. A campaign price above the
 * customer's price is ignored (the customer never pays more because of a campaign).
 */
export function campaignLinePrice(
  unit: Centavos,
  quantity: number,
  campaignPrice: Centavos,
  limitPerUnit: number | null | undefined,
): CampaignLinePrice {
  const units = Math.max(0, Math.trunc(quantity));
  const full = unit * units;
  const price = Math.max(0, Math.round(campaignPrice));
  const limit = typeof limitPerUnit === 'number' && limitPerUnit > 0 ? limitPerUnit : null;
  if (price >= unit) {
    return { total: full, discount: 0, discountedUnits: 0, limitWarning: null };
  }
  const discountedUnits = limit === null ? units : Math.min(units, limit);
  const total = discountedUnits * price + (units - discountedUnits) * unit;
  return {
    total,
    discount: full - total,
    discountedUnits,
    limitWarning: limitedDiscountWarning(units, limit),
  };
}

export interface CheckoutGift {
  sku: string;
  name: string;
  /** Centavos. */
  minValue: Centavos;
}

export interface CheckoutGiftState {
  /** Sorted by minValue, each marked reached. */
  gifts: (CheckoutGift & { reached: boolean })[];
  /** Progress to the next gift not reached (the last gift when all are; R$ 100 without gifts). */
  progress: GiftProgress;
}

/** SPEC §3/§4/§9: the checkout-gift campaign's progress for a cart total. */
export function checkoutGiftState(
  total: Centavos,
  gifts: readonly CheckoutGift[],
  wonText?: string | null,
): CheckoutGiftState {
  const sorted = [...gifts].sort((a, b) => a.minValue - b.minValue);
  const next = sorted.find((gift) => total < gift.minValue) ?? sorted.at(-1);
  return {
    gifts: sorted.map((gift) => ({ ...gift, reached: total >= gift.minValue })),
    progress: giftProgress(total, next ? next.minValue : GIFT_DEFAULT_TIER, wonText),
  };
}

export interface ChosenGiftLock {
  missing: Centavos;
  missingText: string;
  /** SPEC §4: locked while the missing value is above 0. */
  locked: boolean;
}

/** SPEC §4/§9: how far the cart is from the choose-your-gift `value`, with the expression text. */
export function chosenGiftLock(
  total: Centavos,
  value: Centavos,
  expression?: string | null,
): ChosenGiftLock {
  const missing = Math.max(0, value - Math.max(0, total));
  return { missing, missingText: chosenGiftMissingText(missing, expression), locked: missing > 0 };
}

export interface GiftOptionLike {
  sku: string;
  isDefault?: boolean | null;
}

/**
 * The gift sku the cart carries once unlocked: the customer's choice while it is still offered,
 * else the default option, else the first one (SPEC §4 "the default (or previously selected) sku
 * is preselected"). Null without options.
 */
export function effectiveGiftSku(
  options: readonly GiftOptionLike[],
  selectedSku: string | null | undefined,
): string | null {
  if (selectedSku && options.some((option) => option.sku === selectedSku)) return selectedSku;
  return options.find((option) => option.isDefault === true)?.sku ?? options[0]?.sku ?? null;
}

/** The default option of a choose-your-gift promotion (flagged isDefault, else the first). */
export function defaultGiftSku(options: readonly GiftOptionLike[]): string | null {
  return effectiveGiftSku(options, null);
}

export interface ProducerGiftInputs {
  /** The parent product (the record's sku) is a payable line of the cart. */
  parentInCart: boolean;
  total: Centavos;
  /** Centavos; ≤ 0 means no minimum. */
  minLimitValue: Centavos;
}

/**
 * SPEC §3/§4 producer gift: its item can be added (price 0) only when the parent product is in
 * the cart and the cart total reached minLimitValue.
 */
export function producerGiftUnlocked({
  parentInCart,
  total,
  minLimitValue,
}: ProducerGiftInputs): boolean {
  return parentInCart && total >= Math.max(0, minLimitValue);
}

export const GIFT_LOCKED_MESSAGE = 'O brinde ainda não foi liberado para a sua WineBox.';
export const GIFT_OPTION_NOT_FOUND = 'Brinde não encontrado.';
export const GIFT_NOT_AVAILABLE = 'Não há brinde disponível para a sua WineBox agora.';
export { GIFT_ALREADY_IN_CART } from '../cart/cart-rules.ts';

/** The measure of a line for a progressive discount (bottles counted per unit: kits count theirs). */
export interface ProgressiveLine {
  /** Payable, not a gift and not the subscription. */
  counts: boolean;
  /** The line's CAMPANHA codes. */
  campaigns: readonly string[];
  quantity: number;
  /** Bottles per unit (kitSize for kits), 1 when unknown. */
  bottlesPerUnit: number | null;
  /** The line total after its own promotions, centavos. */
  total: Centavos;
}

/**
 * The cart as a progressive discount measures it (SPEC §3 applyToAllProducts): every counted
 * line, or only the lines carrying the promotion's campaign code (case-insensitive).
 */
export function progressiveCart(
  lines: readonly ProgressiveLine[],
  applyToAllProducts: boolean,
  campaignCode: string | null | undefined,
): { total: Centavos; bottles: number } {
  const code = (campaignCode ?? '').trim().toLowerCase();
  const eligible = lines.filter(
    (line) =>
      line.counts &&
      (applyToAllProducts ||
        (code !== '' && line.campaigns.some((c) => c.trim().toLowerCase() === code))),
  );
  return {
    total: eligible.reduce((sum, line) => sum + line.total, 0),
    bottles: eligible.reduce(
      (sum, line) =>
        sum +
        line.quantity * (line.bottlesPerUnit && line.bottlesPerUnit > 0 ? line.bottlesPerUnit : 1),
      0,
    ),
  };
}
