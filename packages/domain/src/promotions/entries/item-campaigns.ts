/**
 * Item promotions (SPEC §3 campaign promotion record, §4 producer gift toggle, §5 limited
 * discount): the campaign price of a line, and the producer gift offered with a parent line.
 * When several records apply, the lowest id wins (the snapshot is ordered by id).
 */
import { GIFT_GRANTED_QUANTITY } from '../../cart/cart-rules.ts';
import { toReais } from '../../money.ts';
import {
  applicablePromotions,
  campaignLinePrice,
  producerGiftUnlocked,
} from '../cart-promotions.ts';
import type { ItemPromotionRecord } from '../records.ts';
import {
  merchandiseTotal,
  type LineEffect,
  type PricingContext,
  type PricingProduct,
  type ProducerDataView,
  type PromotionEntry,
} from '../registry.ts';

function liveRecords(ctx: PricingContext<PricingProduct>) {
  const live = applicablePromotions(ctx.records.itemPromotions, ctx);
  const bySku = new Map<string, ItemPromotionRecord[]>();
  for (const record of live) bySku.set(record.sku, [...(bySku.get(record.sku) ?? []), record]);
  return { live, bySku };
}

/**
 * The campaign price of the first applicable record with a price, up to `limit_per_unit` units,
 * when it beats the line's own (pendura) price; every live record's code joins the line's
 * campaigns. Gift lines are not priced here (the producer gift entry makes them free).
 */
export const campaignPriceEntry: PromotionEntry = {
  code: 'campaign-price',
  sections: [],
  applies: (ctx) => ctx.records.itemPromotions.length > 0,
  apply: (lines, ctx) => {
    const { bySku } = liveRecords(ctx);
    const effects = lines.map((line): LineEffect => {
      const records = bySku.get(line.product.code) ?? [];
      const campaigns = [...new Set([...line.campaigns, ...records.map((r) => r.campaignCode)])];
      const record = line.available
        ? records.find((candidate) => candidate.campaignPrice !== null)
        : undefined;
      if (line.giftRecordId !== null || !record || record.campaignPrice === null) {
        return { itemId: line.itemId, campaigns };
      }
      const campaign = campaignLinePrice(
        line.lowestPrice,
        line.quantity,
        record.campaignPrice,
        record.limitPerUnit,
      );
      // A campaign price beats the line's own (pendura) price only when it is cheaper.
      if (campaign.total >= line.total) return { itemId: line.itemId, campaigns };
      return {
        itemId: line.itemId,
        campaigns,
        total: campaign.total,
        discount: campaign.discount,
        productPromotionCampaign: {
          limit_per_unit: record.limitPerUnit,
          campaignPrice: toReais(Math.min(record.campaignPrice, line.lowestPrice)),
          limitWarning: campaign.limitWarning,
        },
        locked: true,
      };
    });
    return { lines: effects };
  },
};

function producerData(
  record: ItemPromotionRecord,
  unlocked: boolean,
  itemInCart: boolean,
): ProducerDataView | null {
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
 * SPEC §3/§4 producer gift. A stored gift line is free for the granted quantity (issue #12 A3:
 * any unit above it is charged) and holds while its record applies, its parent is a payable line
 * and the merchandise total reaches minLimitValue; otherwise it is unavailable and stale. A parent
 * line shows the offer (`producerCampaignData`) and the cart the `productGiftPromotion` section.
 */
export const producerGiftEntry: PromotionEntry = {
  code: 'producer-gift',
  sections: ['productGiftPromotion'],
  // Always: a stored gift line is priced (and found stale) even once its record is gone.
  applies: () => true,
  apply: (lines, ctx) => {
    const { live, bySku } = liveRecords(ctx);
    const free = lines.map((line) => {
      if (line.giftRecordId === null) return line;
      const paid = Math.max(0, line.quantity - GIFT_GRANTED_QUANTITY);
      return {
        ...line,
        lowestPrice: paid > 0 ? line.lowestPrice : 0,
        total: paid * line.lowestPrice,
        discount: paid > 0 ? line.lowestPrice * (line.quantity - paid) : 0,
        productPromotionCampaign: null,
        promotionGift: 'PRODUCER_GIFT' as const,
        locked: true,
      };
    });
    const total = merchandiseTotal(free);
    const payableSkus = new Set(
      free.filter((l) => l.available && l.promotionGift === null).map((l) => l.product.code),
    );
    const liveById = new Map(live.map((record) => [record.id, record]));
    const holds = (line: (typeof free)[number]) => {
      const record = line.giftRecordId === null ? undefined : liveById.get(line.giftRecordId);
      return (
        !!record &&
        record.itemSku === line.product.code &&
        producerGiftUnlocked({
          parentInCart: payableSkus.has(record.sku),
          total,
          minLimitValue: record.minLimitValue,
        })
      );
    };
    // Dropped stale gifts are not in the cart any more: their offer shows them out.
    const giftSkusInCart = new Set(
      free
        .filter(
          (line) => line.giftRecordId !== null && (ctx.dropStaleGifts !== true || holds(line)),
        )
        .map((line) => line.product.code),
    );
    const offers: { sku: string; itemSku: string; unlocked: boolean; itemInCart: boolean }[] = [];
    const effects = free.map((line): LineEffect => {
      const { product: _product, quantity: _q, subscription: _s, giftRecordId, ...rest } = line;
      if (giftRecordId !== null) {
        const granted = holds(line);
        return { ...rest, available: granted && line.available, stale: !granted };
      }
      if (!line.available) return { itemId: line.itemId };
      const record = (bySku.get(line.product.code) ?? []).find((r) => r.itemSku && r.producer);
      if (!record?.itemSku) return { itemId: line.itemId };
      const unlocked = producerGiftUnlocked({
        parentInCart: true,
        total,
        minLimitValue: record.minLimitValue,
      });
      const itemInCart = giftSkusInCart.has(record.itemSku);
      offers.push({ sku: line.product.code, itemSku: record.itemSku, unlocked, itemInCart });
      return {
        itemId: line.itemId,
        producerCampaignData: producerData(record, unlocked, itemInCart),
      };
    });
    return {
      lines: effects,
      sections: {
        productGiftPromotion: offers.length
          ? { active: offers.some((offer) => offer.unlocked), offers }
          : null,
      },
    };
  },
};
