/**
 * The promotion records the cart pipeline reads (SPEC §3 campaign promotion record, progressive
 * discount promotion, choose-your-gift promotion, checkout-gift campaign), as the server loads
 * them into its snapshot. Money in centavos; dates as São Paulo YYYY-MM-DD with optional hours.
 */
import type { Centavos } from '../money.ts';
import type { ProgressiveDiscountBy, ProgressiveValueType } from './progressive-discount.ts';

/** The scope every record shares: store codes, the São Paulo date/hour window, members-only. */
export interface RecordScope {
  id: number;
  storeCodes: string[];
  dateInit: string;
  dateEnd: string;
  startHour: string | null;
  finishHour: string | null;
  membersOnly: boolean;
}

/** SPEC §3 producerCampaignData texts and links. */
export interface ProducerRecord {
  producerLink: string | null;
  valuePromotion: Centavos;
  description: string;
  itemInfo: string | null;
  title: string;
  availableText: string;
  disableText: string;
  imgPresentation: string | null;
}

export interface ItemPromotionRecord extends RecordScope {
  campaignCode: string;
  sku: string;
  campaignPrice: Centavos | null;
  limitPerUnit: number | null;
  itemSku: string | null;
  itemDescription: string | null;
  minLimitValue: Centavos;
  producer: ProducerRecord | null;
  redirectWeb: string | null;
}

export interface CheckoutGiftRecord extends RecordScope {
  title: string;
  wonText: string | null;
  redirectWeb: string | null;
  gifts: { sku: string; name: string; minValue: Centavos }[];
}

export interface ProgressiveRecord extends RecordScope {
  title: string;
  description: string;
  redirect: string | null;
  progressText: string | null;
  wonText: string | null;
  applyToAllProducts: boolean;
  campaignCode: string | null;
  imagePresentation: string | null;
  valueType: ProgressiveValueType;
  discountBy: ProgressiveDiscountBy;
  tiers: { id: number; minLimitValue: number; discountValue: number; discountValueText: string }[];
}

export interface ChooseGiftOptionRecord {
  id: number;
  sku: string;
  name: string;
  img: string | null;
  isDefault: boolean;
}

export interface ChooseGiftRecord extends RecordScope {
  title: string;
  description: string;
  winDescription: string | null;
  value: Centavos;
  expression: string | null;
  colors: Record<string, string>;
  options: ChooseGiftOptionRecord[];
}

export interface PromotionRecordSet {
  checkoutGifts: readonly CheckoutGiftRecord[];
  itemPromotions: readonly ItemPromotionRecord[];
  progressive: readonly ProgressiveRecord[];
  chooseGifts: readonly ChooseGiftRecord[];
}

export const NO_RECORDS: PromotionRecordSet = {
  checkoutGifts: [],
  itemPromotions: [],
  progressive: [],
  chooseGifts: [],
};

/** The cart's stored choose-your-gift choice (SPEC §3 giftStatusAtCart). */
export interface ChosenGiftChoice {
  promotionId: number | null;
  sku: string | null;
  requestStamp: Date | null;
  hadError: boolean;
}
