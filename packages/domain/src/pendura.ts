/**
 * Pendura ("leve N por …") promotions (SPEC §3 penduraPromotion, §4 Pendura, §7 "penduraPromotion is
 * discarded unless its type is PENDURA_DEFAULT or PENDURA_DEFAULT_NEW", §9 Pendura).
 */
import { QUANTITY_MAX } from './constants.ts';
import { formatBRL, percentOf, type Centavos } from './money.ts';
import { MEMBER_PRICE_LABEL } from './pricing/price-box.ts';

export const PENDURA_DEFAULT = 'PENDURA_DEFAULT';
export const PENDURA_DEFAULT_NEW = 'PENDURA_DEFAULT_NEW';

/** SPEC §3: type, discountFactor, stampUrl, triggerDiscount, quantityLimit. */
export interface PenduraPromotion {
  type: string;
  /** Percent of the customer price charged per unit (SPEC §9 price per unit). */
  discountFactor: number;
  stampUrl?: string | null;
  triggerDiscount: number;
  quantityLimit: number;
}

export interface WithPendura {
  penduraPromotion?: PenduraPromotion | null;
}

export type NormalisedPendura<P> = Omit<P, 'penduraPromotion' | 'penduraBypass'> & {
  /** Kept only for PENDURA_DEFAULT. */
  penduraPromotion: PenduraPromotion | null;
  /** A PENDURA_DEFAULT_NEW promotion, moved here. */
  penduraBypass: PenduraPromotion | null;
};

/**
 * SPEC §4: kept only for default types; a NEW type is moved to a bypass field; other types are
 * dropped. Returns a new object; the input is not changed.
 */
export function normalisePendura<P extends object>(product: P & WithPendura): NormalisedPendura<P> {
  const promotion = product.penduraPromotion ?? null;
  return {
    ...product,
    penduraPromotion: promotion?.type === PENDURA_DEFAULT ? promotion : null,
    penduraBypass: promotion?.type === PENDURA_DEFAULT_NEW ? promotion : null,
  };
}

function positive(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** SPEC §4: "The bypass is active only when discountFactor, quantityLimit and triggerDiscount are all above 0." */
export function isPenduraBypassActive(bypass: PenduraPromotion | null | undefined): boolean {
  return (
    !!bypass &&
    positive(bypass.discountFactor) &&
    positive(bypass.quantityLimit) &&
    positive(bypass.triggerDiscount)
  );
}

/** SPEC §9: "Price per unit is customer price × discountFactor/100" (rounded once to centavos). */
export function penduraUnitPrice(customerPrice: Centavos, discountFactor: number): Centavos {
  return percentOf(customerPrice, discountFactor);
}

/**
 * SPEC §9: "Tiers are multiples of triggerDiscount up to quantityLimit." A quantity limit above the
 * quantity selector's maximum (9999) is capped there; a trigger that is not a positive integer
 * yields no tier (a tier is a number of bottles).
 */
export function penduraTiers(triggerDiscount: number, quantityLimit: number): number[] {
  if (!Number.isSafeInteger(triggerDiscount) || triggerDiscount <= 0) return [];
  const limit = Math.min(Math.floor(quantityLimit), QUANTITY_MAX);
  const tiers: number[] = [];
  for (let tier = triggerDiscount; tier <= limit; tier += triggerDiscount) tiers.push(tier);
  return tiers;
}

/**
 * SPEC §9: "Free items = tier × discountFactor/100 (integer)", truncated. Implemented as the spec
 * names it; note that with the §9 unit price (price × factor/100) this number is the count of full
 * prices the tier costs (factor 67: 3 bottles cost about 2 full prices).
 */
export function penduraFreeItems(tier: number, discountFactor: number): number {
  return Math.max(0, Math.trunc((tier * discountFactor) / 100));
}

/**
 * SPEC §9: "The new PENDURA discount factor is based on a price of two thirds of list price."
 *
 * Reasoning: the unit price is always customer price × factor/100 (§9), so for the NEW type to
 * charge two thirds of the list price per unit the factor must be
 *   factor = 100 × (2/3 × listPrice) / customerPrice,
 * rounded to a whole percent (factors are whole percents, and an exact 66.66… would make
 * "free items" of a tier of 3 truncate to 1 instead of 2). It is computed on integers,
 * round half up: round(200·list / (3·customer)) = floor((400·list + 3·customer) / (6·customer)).
 * Capped at 100: when the customer already pays two thirds of list or less, the pendura must not
 * raise the price. 0 (inactive) without a positive list and customer price.
 */
export function newPenduraDiscountFactor(listPrice: Centavos, customerPrice: Centavos): number {
  if (!positive(listPrice) || !positive(customerPrice)) return 0;
  const factor = Math.floor((400 * listPrice + 3 * customerPrice) / (6 * customerPrice));
  return Math.min(100, factor);
}

export const PENDURA_NORMAL_PRICE_LABEL = 'Preço normal';

/** 'Leve {triggerDiscount} por', or for subscribers 'Sócio Wine leva {triggerDiscount} por'. */
export function penduraMessage(triggerDiscount: number, subscriber: boolean): string {
  return subscriber
    ? `${MEMBER_PRICE_LABEL} leva ${triggerDiscount} por`
    : `Leve ${triggerDiscount} por`;
}

export interface PenduraOffer {
  kind: 'default' | 'new';
  discountFactor: number;
  message: string;
  unitPrice: Centavos;
  unitPriceText: string;
  normalPriceLabel: typeof PENDURA_NORMAL_PRICE_LABEL;
  normalPrice: Centavos;
  normalPriceText: string;
  tiers: { quantity: number; freeItems: number }[];
  stampUrl: string | null;
}

export interface PenduraOfferInputs {
  product: NormalisedPendura<WithPendura>;
  listPrice: Centavos;
  /** pricing/customer-price.ts customerPrice for this customer. */
  customerPrice: Centavos;
  subscriber: boolean;
}

/**
 * What the product card shows for a pendura. The default promotion wins; it needs a positive
 * factor and trigger (ours: without them there is nothing to offer). The NEW bypass needs to be
 * active (§4) and uses the two-thirds factor. No offer when the factor would not lower the price.
 */
export function penduraOffer({
  product,
  listPrice,
  customerPrice,
  subscriber,
}: PenduraOfferInputs): PenduraOffer | null {
  const standard = product.penduraPromotion;
  const bypass = product.penduraBypass;
  let kind: PenduraOffer['kind'];
  let promotion: PenduraPromotion;
  let factor: number;
  if (standard && positive(standard.discountFactor) && positive(standard.triggerDiscount)) {
    kind = 'default';
    promotion = standard;
    factor = standard.discountFactor;
  } else if (bypass && isPenduraBypassActive(bypass)) {
    kind = 'new';
    promotion = bypass;
    factor = newPenduraDiscountFactor(listPrice, customerPrice);
  } else {
    return null;
  }
  if (!(factor > 0 && factor < 100) || !positive(customerPrice)) return null;
  const unitPrice = penduraUnitPrice(customerPrice, factor);
  return {
    kind,
    discountFactor: factor,
    message: penduraMessage(promotion.triggerDiscount, subscriber),
    unitPrice,
    unitPriceText: formatBRL(unitPrice),
    normalPriceLabel: PENDURA_NORMAL_PRICE_LABEL,
    normalPrice: customerPrice,
    normalPriceText: formatBRL(customerPrice),
    tiers: penduraTiers(promotion.triggerDiscount, promotion.quantityLimit).map((quantity) => ({
      quantity,
      freeItems: penduraFreeItems(quantity, factor),
    })),
    stampUrl: promotion.stampUrl ?? null,
  };
}
