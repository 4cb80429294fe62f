/** Cart promotions (issue #6) as the cart document carries them. */
import type { ProducerDataView } from '@adega/domain/promotions/registry';

/**
 * The money fields of the dynamic pages (`/dynamicpages/campaign_wine_*.json`, ADR 0051): the
 * service answers centavos, the JSON shows reais. A progressive tier's `minLimitValue` is money
 * when the record discounts by value (else a count of units), its `discountValue` when the record's
 * value type is money (else a percent).
 */
export const ITEM_PROMOTION_PAGE_MONEY = {
  campaignPrice: true,
  minLimitValue: true,
  producerCampaignData: { valuePromotion: true },
} as const;
export const PROGRESSIVE_PAGE_MONEY = {
  discounts: (record: { discountBy: string; valueType: string }) => ({
    ...(record.discountBy === 'value' ? { minLimitValue: true } : {}),
    ...(record.valueType === 'money' ? { discountValue: true } : {}),
  }),
} as const;
export const CHECKOUT_GIFT_PAGE_MONEY = { gifts: { min_value: true } } as const;

// ---- Cart promotions (issue #6, SPEC §3/§4/§9). Money here is decimal reais like the rest of
// the cart document; texts are the SPEC's pt-BR texts, computed on the server. ----

/** A campaign item promotion's per-unit limit of a cart line (SPEC §3, §5). */
export interface ProductPromotionCampaignDto {
  /** Units priced at the campaign price; the rest at the customer price. Null = no limit. */
  limit_per_unit: number | null;
  /** The campaign unit price in reais. */
  campaignPrice: number;
  /** 'Desconto promocional limitado a N un.' when quantity > limit_per_unit, else null. */
  limitWarning: string | null;
}

/** SPEC §3 producerCampaignData: the producer gift (`itemSku`) offered with a parent line. */
export type ProducerCampaignDataDto = ProducerDataView;

/** Progress of the cart towards a tier (SPEC §4 "Gift progress", §9 progress text). */
export interface GiftProgressDto {
  /** Reais still missing; 0 when reached. */
  missing: number;
  /** 0..100, integer; 100 only when reached. */
  percent: number;
  reached: boolean;
  /** 'Faltam R$ x para liberar', or when reached the campaign's wonText else 'Você ganhou!'. */
  text: string;
}

/** SPEC §3 campaign gift. */
export interface CampaignGiftDto {
  sku: string;
  name: string;
  /** Reais: the cart total that earns this gift. */
  min_value: number;
  /** Computed: the cart total reached min_value. */
  reached: boolean;
}

/** The checkout-gift campaign active for the cart (SPEC §3/§4); null when none is active. */
export interface CampaignPromotionDto {
  id: number;
  title: string;
  /** Sorted by min_value. */
  gifts: CampaignGiftDto[];
  /** ISO instant of the end (the countdown's target, domain countdown()). */
  endDateTime: string;
  redirectWeb: string | null;
  wonText: string | null;
  /**
   * Progress towards the next gift not reached yet (the last gift when all are reached; R$ 100
   * when the campaign lists no gift, SPEC §9).
   */
  progress: GiftProgressDto;
}

/** SPEC §3 progressive discount tier, marked per SPEC §4. */
export interface ProgressiveDiscountTierDto {
  id: number;
  /** Bottles when discountBy is 'garrafas'; reais when 'value'. */
  minLimitValue: number;
  /** Percent when valueType is 'porcentagem'; reais when 'money'. */
  discountValue: number;
  discountValueText: string;
  /** 'reached' (its discount applies), 'outdated' (surpassed), 'active' (next), or null. */
  mark: 'reached' | 'outdated' | 'active' | null;
}

/** The progressive discount active for the cart (SPEC §3/§4); null when none is active. */
export interface ProgressiveDiscountPromotionDto {
  id: number;
  /** YYYY-MM-DD (São Paulo). */
  dateInit: string;
  dateEnd: string;
  title: string;
  description: string;
  redirect: string | null;
  progressText: string | null;
  wonText: string | null;
  storeCodes: string[];
  /** False: only lines whose `campaigns` include `campaignCode` count and are discounted. */
  applyToAllProducts: boolean;
  campaignCode: string | null;
  imagePresentation: string | null;
  valueType: 'porcentagem' | 'money';
  discountBy: 'garrafas' | 'value';
  discounts: ProgressiveDiscountTierDto[];
  /** What the tiers are measured against now: bottles ('garrafas') or reais ('value'). */
  measure: number;
  /** Left to the next tier, in the same unit as `measure`; 0 when every tier is reached. */
  missing: number;
  /** 'Faltam R$ x para liberar' ('value' only), or null. */
  missingText: string | null;
  /** Reais taken off the cart total by the reached tier (0 when none is reached). */
  discountApplied: number;
}

/** SPEC §3 choose-your-gift option. */
export interface ChoseYourGiftSkuDto {
  /** The option's id: the `giftUidpk` of `PUT /api/v4/cart/promotion/gift/{giftUidpk}`. */
  uidPk: number;
  sku: string;
  name: string;
  img: string | null;
  isDefault: boolean;
}

/** The choose-your-gift promotion active for the cart (SPEC §3/§4); null when none is active. */
export interface ChoseYourGiftPromotionDto {
  id: number;
  /** The promotion's title, else 'Escolha o seu Vinho!'. */
  title: string;
  description: string;
  winDescription: string | null;
  /** Reais: the cart total that unlocks the gift. */
  value: number;
  /** The template, e.g. 'Faltam R$ VALOR para liberar'. */
  expression: string;
  /** Free-form colour settings of the widget (name → CSS colour). */
  colors: Record<string, string>;
  storeCodes: string[];
  skus: ChoseYourGiftSkuDto[];
  /** Reais still missing; 0 once unlocked. */
  missing: number;
  /** `expression` with VALOR replaced by the missing amount. */
  missingText: string;
  /** SPEC §4: locked while missing > 0. */
  locked: boolean;
  unlocked: boolean;
}

/** Producer gifts of the cart's lines (SPEC §3/§4 producer gift toggle); null when none. */
export interface ProductGiftPromotionDto {
  /** True when at least one offer is unlocked. */
  active: boolean;
  offers: {
    /** The parent line's sku and the gift sku. */
    sku: string;
    itemSku: string;
    unlocked: boolean;
    itemInCart: boolean;
  }[];
}

/** SPEC §3 giftStatusAtCart: the chosen gift of the cart. */
export interface GiftStatusDto {
  /** The gift line is in the cart (the promotion is unlocked and a sku is selected). */
  active: boolean;
  /** The sku the customer chose (kept while locked), else null. */
  selectedSku: string | null;
  defaultSku: string | null;
  /** ISO instant of the last choice, null before any. */
  requestStamp: string | null;
  /** The last choice failed (e.g. the option is no longer offered). */
  hadError: boolean;
}
