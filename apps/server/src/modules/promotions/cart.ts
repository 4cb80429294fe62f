/**
 * The promotion parts of the cart document (issue #6): item campaign prices and producer gifts
 * per line, the progressive discount, the checkout-gift progress and the chosen gift. Pure: the
 * records come from the cached snapshot (service.ts), the cart's gift state from one small query.
 * The rules are the domain's (packages/domain/src/promotions); this file only maps rows to DTOs.
 */
import {
  applicablePromotions,
  campaignLinePrice,
  checkoutGiftState,
  chosenGiftLock,
  defaultGiftSku,
  effectiveGiftSku,
  producerGiftUnlocked,
  progressiveCart,
  type PromotionAudience,
} from '@adega/domain/promotions/cart-promotions';
import { campaignWindow } from '@adega/domain/promotions/campaign-status';
import { chosenGiftTitle } from '@adega/domain/promotions/gift-progress';
import { progressiveDiscount } from '@adega/domain/promotions/progressive-discount';
import { toReais, type Centavos } from '@adega/domain/money';
import { parseStoreCodes } from '@adega/domain/promotions/campaign-filter';
import type {
  CampaignPromotionDto,
  ChoseYourGiftPromotionDto,
  GiftStatusDto,
  ProducerCampaignDataDto,
  ProductGiftPromotionDto,
  ProductPromotionCampaignDto,
  ProgressiveDiscountPromotionDto,
} from '../../contract.ts';
import type { CartProductRow } from '../cart/repo.ts';
import type {
  CampaignItemPromotionRow,
  CartGiftState,
  ChooseGiftRow,
  PromotionRecords,
} from './repo.ts';

/** What document.ts needs for promotions, besides the lines. */
export interface CartPromotionContext {
  now: Date;
  records: PromotionRecords;
  gifts: CartGiftState;
  /** Products of the chosen-gift options, by sku (for the gift line). */
  giftProducts: Map<string, GiftProduct>;
}

/** The product columns a gift line shows (a cart product row). */
export type GiftProduct = NonNullable<CartProductRow>;

export const EMPTY_GIFT_STATE: CartGiftState = {
  chosen: null,
  producerGifts: new Map(),
  bottlesPerUnit: new Map(),
};

export function campaignCodesOf(attributes: Record<string, string>): string[] {
  return (attributes.CAMPANHA ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter(Boolean);
}

/** The line of the cart as the promotions see it (after its own pendura price). */
export interface LineInput {
  itemId: number;
  sku: string;
  quantity: number;
  available: boolean;
  subscription: boolean;
  attributes: Record<string, string>;
  lowestPrice: Centavos;
  total: Centavos;
  discount: Centavos;
}

/** What the promotions change on a line. */
export interface LinePromotion {
  available: boolean;
  lowestPrice: Centavos;
  total: Centavos;
  discount: Centavos;
  campaigns: string[];
  productPromotionCampaign: ProductPromotionCampaignDto | null;
  producerCampaignData: ProducerCampaignDataDto | null;
  promotionGift: 'CHOSEN_GIFT' | 'PRODUCER_GIFT' | null;
  /** SPEC §5: quantity locked for promotional items. */
  locked: boolean;
}

export interface ItemPromotionsResult {
  lines: LinePromotion[];
  /** Σ of the payable lines' totals (gift lines are 0): what every tier is measured against. */
  merchandiseTotal: Centavos;
  productGiftPromotion: ProductGiftPromotionDto | null;
  /** The gift lines whose record no longer holds (removed at the next change of the cart). */
  staleGiftItemIds: number[];
}

function producerData(
  record: CampaignItemPromotionRow,
  unlocked: boolean,
  itemInCart: boolean,
): ProducerCampaignDataDto | null {
  const producer = record.producer;
  if (!record.itemSku || !producer) return null;
  return {
    producerLink: producer.producerLink,
    valuePromotion: toReais(producer.valuePromotion),
    description: producer.description,
    itemDescription: record.itemDescription ?? '',
    itemInfo: producer.itemInfo,
    title: producer.title,
    availableText: producer.availableText,
    disableText: producer.disableText,
    minLimitValue: toReais(record.minLimitValue),
    imgPresentation: producer.imgPresentation,
    redirectWeb: record.redirectWeb,
    itemSku: record.itemSku,
    unlocked,
    itemInCart,
  };
}

/**
 * Item promotions of the lines: the campaign price (first applicable record with a price), the
 * producer gift offered with a parent line, and producer gift lines priced 0 while their record
 * applies, the parent is in the cart and the total reaches minLimitValue (else unavailable).
 */
export function itemPromotions(
  lines: readonly LineInput[],
  records: readonly CampaignItemPromotionRow[],
  gifts: CartGiftState,
  audience: PromotionAudience,
): ItemPromotionsResult {
  const live = applicablePromotions(records, audience);
  const bySku = new Map<string, CampaignItemPromotionRow[]>();
  for (const record of live) bySku.set(record.sku, [...(bySku.get(record.sku) ?? []), record]);

  const priced = lines.map((line) => {
    const giftRecord = gifts.producerGifts.get(line.itemId);
    const records = bySku.get(line.sku) ?? [];
    const codes = new Set(campaignCodesOf(line.attributes));
    for (const record of records) codes.add(record.campaignCode);
    const base = {
      available: line.available,
      lowestPrice: line.lowestPrice,
      total: line.total,
      discount: line.discount,
      campaigns: [...codes],
      productPromotionCampaign: null,
      producerCampaignData: null,
      promotionGift: null,
      locked: false,
    } satisfies LinePromotion;
    if (giftRecord !== undefined) {
      return {
        ...base,
        lowestPrice: 0,
        total: 0,
        discount: 0,
        promotionGift: 'PRODUCER_GIFT' as const,
        locked: true,
      };
    }
    const priceRecord = line.available
      ? records.find((record) => record.campaignPrice !== null)
      : undefined;
    if (!priceRecord || priceRecord.campaignPrice === null) return base;
    const campaign = campaignLinePrice(
      line.lowestPrice,
      line.quantity,
      priceRecord.campaignPrice,
      priceRecord.limitPerUnit,
    );
    // The campaign replaces the line's own (pendura) price when it is the better one.
    if (campaign.total >= line.total) return base;
    return {
      ...base,
      total: campaign.total,
      discount: campaign.discount,
      productPromotionCampaign: {
        limit_per_unit: priceRecord.limitPerUnit,
        campaignPrice: toReais(Math.min(priceRecord.campaignPrice, line.lowestPrice)),
        limitWarning: campaign.limitWarning,
      },
      locked: true,
    };
  });

  // The subscription line is not merchandise: it never unlocks a gift or a tier.
  const merchandiseTotal = priced.reduce(
    (sum, line, index) => (line.available && !lines[index]?.subscription ? sum + line.total : sum),
    0,
  );
  const payableSkus = new Set(
    lines
      .filter((line, index) => line.available && priced[index]?.promotionGift === null)
      .map((line) => line.sku),
  );
  const liveById = new Map(live.map((record) => [record.id, record]));
  const giftSkusInCart = new Set(
    lines.filter((line) => gifts.producerGifts.has(line.itemId)).map((line) => line.sku),
  );
  const offers: ProductGiftPromotionDto['offers'] = [];
  const staleGiftItemIds: number[] = [];

  const result = priced.map((promotion, index): LinePromotion => {
    const line = lines[index] as LineInput;
    const giftRecordId = gifts.producerGifts.get(line.itemId);
    if (giftRecordId !== undefined) {
      const record = liveById.get(giftRecordId);
      const holds =
        !!record &&
        record.itemSku === line.sku &&
        producerGiftUnlocked({
          parentInCart: payableSkus.has(record.sku),
          total: merchandiseTotal,
          minLimitValue: record.minLimitValue,
        });
      if (!holds) staleGiftItemIds.push(line.itemId);
      return { ...promotion, available: holds && line.available };
    }
    if (!line.available) return promotion;
    const record = (bySku.get(line.sku) ?? []).find((r) => r.itemSku && r.producer);
    if (!record?.itemSku) return promotion;
    const unlocked = producerGiftUnlocked({
      parentInCart: true,
      total: merchandiseTotal,
      minLimitValue: record.minLimitValue,
    });
    const itemInCart = giftSkusInCart.has(record.itemSku);
    offers.push({ sku: line.sku, itemSku: record.itemSku, unlocked, itemInCart });
    return { ...promotion, producerCampaignData: producerData(record, unlocked, itemInCart) };
  });

  return {
    lines: result,
    merchandiseTotal,
    productGiftPromotion: offers.length
      ? { active: offers.some((offer) => offer.unlocked), offers }
      : null,
    staleGiftItemIds,
  };
}

/** The live producer gift record offering `itemSku` with a parent sku among `parentSkus`. */
export function producerGiftRecordFor(
  records: readonly CampaignItemPromotionRow[],
  audience: PromotionAudience,
  itemSku: string,
  parentSkus: ReadonlySet<string>,
): CampaignItemPromotionRow | null {
  return (
    applicablePromotions(records, audience).find(
      (record) =>
        record.itemSku === itemSku && record.producer !== null && parentSkus.has(record.sku),
    ) ?? null
  );
}

function isoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

/** SPEC §3/§4: the first applicable checkout-gift campaign with its progress. */
export function campaignPromotion(
  records: PromotionRecords,
  audience: PromotionAudience,
  total: Centavos,
): CampaignPromotionDto | null {
  const campaign = applicablePromotions(records.checkoutGifts, audience)[0];
  const window = campaign ? campaignWindow(campaign) : null;
  if (!campaign || !window) return null;
  const state = checkoutGiftState(total, campaign.gifts, campaign.wonText);
  return {
    id: campaign.id,
    title: campaign.title,
    gifts: state.gifts.map((gift) => ({
      sku: gift.sku,
      name: gift.name,
      min_value: toReais(gift.minValue),
      reached: gift.reached,
    })),
    endDateTime: window.end.toISOString(),
    redirectWeb: campaign.redirectWeb,
    wonText: campaign.wonText,
    progress: {
      missing: toReais(state.progress.missing),
      percent: state.progress.percent,
      reached: state.progress.reached,
      text: state.progress.text,
    },
  };
}

export interface ProgressiveLineInput {
  counts: boolean;
  campaigns: readonly string[];
  quantity: number;
  bottlesPerUnit: number | null;
  total: Centavos;
}

/**
 * SPEC §3/§4: the first applicable progressive discount, its tiers marked and the discount
 * (centavos) the reached tier takes off the eligible lines.
 */
export function progressivePromotion(
  records: PromotionRecords,
  audience: PromotionAudience,
  lines: readonly ProgressiveLineInput[],
): { dto: ProgressiveDiscountPromotionDto; discount: Centavos } | null {
  const promotion = applicablePromotions(records.progressive, audience)[0];
  if (!promotion) return null;
  const cart = progressiveCart(lines, promotion.applyToAllProducts, promotion.campaignCode);
  const state = progressiveDiscount(
    {
      valueType: promotion.valueType,
      discountBy: promotion.discountBy,
      discounts: promotion.tiers,
    },
    cart,
  );
  const byValue = promotion.discountBy === 'value';
  const money = promotion.valueType === 'money';
  return {
    discount: state.discount,
    dto: {
      id: promotion.id,
      dateInit: promotion.dateInit,
      dateEnd: promotion.dateEnd,
      title: promotion.title,
      description: promotion.description,
      redirect: promotion.redirect,
      progressText: promotion.progressText,
      wonText: promotion.wonText,
      storeCodes: parseStoreCodes(promotion.storeCodes),
      applyToAllProducts: promotion.applyToAllProducts,
      campaignCode: promotion.campaignCode,
      imagePresentation: promotion.imagePresentation,
      valueType: promotion.valueType,
      discountBy: promotion.discountBy,
      discounts: state.tiers.map((tier) => ({
        id: Number(tier.id),
        minLimitValue: byValue ? toReais(tier.minLimitValue) : tier.minLimitValue,
        discountValue: money ? toReais(tier.discountValue) : tier.discountValue,
        discountValueText: tier.discountValueText ?? '',
        mark: tier.mark,
      })),
      measure: byValue ? toReais(cart.total) : cart.bottles,
      missing: byValue ? toReais(state.missing) : state.missing,
      missingText: state.missingText,
      discountApplied: toReais(state.discount),
    },
  };
}

export interface ChosenGiftResult {
  dto: ChoseYourGiftPromotionDto;
  status: GiftStatusDto;
  /** The gift line to show (unlocked with a sku whose product exists), else null. */
  line: { optionId: number; sku: string } | null;
}

/** The first applicable choose-your-gift promotion of the audience. */
export function applicableChooseGift(
  records: PromotionRecords,
  audience: PromotionAudience,
): ChooseGiftRow | null {
  return applicablePromotions(records.chooseGifts, audience)[0] ?? null;
}

/**
 * SPEC §3/§4/§9 choose-your-gift: locked below `value`; once unlocked the chosen (else default)
 * sku is a gift line at price 0; it goes away again when the cart drops below `value`.
 */
export function choseYourGift(
  records: PromotionRecords,
  audience: PromotionAudience,
  gifts: CartGiftState,
  total: Centavos,
  hasProduct: (sku: string) => boolean,
): ChosenGiftResult | null {
  const promotion = applicableChooseGift(records, audience);
  if (!promotion) return null;
  const lock = chosenGiftLock(total, promotion.value, promotion.expression);
  const chosen = gifts.chosen && gifts.chosen.promotionId === promotion.id ? gifts.chosen : null;
  const options = promotion.options.filter((option) => hasProduct(option.sku));
  const sku = effectiveGiftSku(options, chosen?.sku);
  const option = options.find((o) => o.sku === sku);
  const line = !lock.locked && option ? { optionId: option.id, sku: option.sku } : null;
  return {
    dto: {
      id: promotion.id,
      title: chosenGiftTitle(promotion.title),
      description: promotion.description,
      winDescription: promotion.winDescription,
      value: toReais(promotion.value),
      expression: promotion.expression ?? 'Faltam R$ VALOR para liberar',
      colors: promotion.colors,
      storeCodes: parseStoreCodes(promotion.storeCodes),
      skus: promotion.options.map((o) => ({
        uidPk: o.id,
        sku: o.sku,
        name: o.name,
        img: o.img,
        isDefault: o.isDefault,
      })),
      missing: toReais(lock.missing),
      missingText: lock.missingText,
      locked: lock.locked,
      unlocked: !lock.locked,
    },
    status: {
      active: line !== null,
      selectedSku: chosen?.sku ?? null,
      defaultSku: defaultGiftSku(promotion.options),
      requestStamp: isoOrNull(gifts.chosen?.requestStamp),
      hadError:
        (gifts.chosen?.hadError ?? false) ||
        (!!chosen?.sku && !options.some((o) => o.sku === chosen.sku)),
    },
    line,
  };
}
