/**
 * Cart-wide promotions (SPEC §3/§4/§9): the progressive discount (a cart-level adjustment, before
 * the coupon), the checkout-gift progress and the choose-your-gift line at price 0. Each measures
 * the merchandise total; the first applicable record of its kind (lowest id) is used.
 */
import { isLineAvailable } from '../../cart/cart-rules.ts';
import { toReais } from '../../money.ts';
import { campaignWindow } from '../campaign-status.ts';
import { parseStoreCodes } from '../campaign-filter.ts';
import {
  applicablePromotions,
  checkoutGiftState,
  chosenGiftLock,
  defaultGiftSku,
  effectiveGiftSku,
  progressiveCart,
} from '../cart-promotions.ts';
import { chosenGiftTitle } from '../gift-progress.ts';
import { progressiveDiscount } from '../progressive-discount.ts';
import type { ChooseGiftRecord } from '../records.ts';
import {
  merchandiseTotal,
  type PricedLine,
  type PricingContext,
  type PricingProduct,
  type PromotionEntry,
} from '../registry.ts';

export const progressiveEntry: PromotionEntry = {
  code: 'progressive-discount',
  sections: ['progressiveDiscountPromotion'],
  applies: (ctx) => applicablePromotions(ctx.records.progressive, ctx).length > 0,
  apply: (lines, ctx) => {
    const promotion = applicablePromotions(ctx.records.progressive, ctx)[0];
    if (!promotion) return {};
    const cart = progressiveCart(
      lines.map((line) => ({
        counts: line.available && line.promotionGift === null && !line.subscription,
        campaigns: line.campaigns,
        quantity: line.quantity,
        bottlesPerUnit: line.bottlesPerUnit,
        total: line.total,
      })),
      promotion.applyToAllProducts,
      promotion.campaignCode,
    );
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
      adjustments: [{ source: 'progressive-discount', amount: state.discount }],
      sections: {
        progressiveDiscountPromotion: {
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
      },
    };
  },
};

export const checkoutGiftEntry: PromotionEntry = {
  code: 'checkout-gift',
  sections: ['campaignPromotion'],
  applies: (ctx) => applicablePromotions(ctx.records.checkoutGifts, ctx).length > 0,
  apply: (lines, ctx) => {
    const campaign = applicablePromotions(ctx.records.checkoutGifts, ctx)[0];
    const window = campaign ? campaignWindow(campaign) : null;
    if (!campaign || !window) return {};
    const state = checkoutGiftState(merchandiseTotal(lines), campaign.gifts, campaign.wonText);
    return {
      sections: {
        campaignPromotion: {
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
        },
      },
    };
  },
};

/** The first applicable choose-your-gift promotion of the buyer. */
export function applicableChooseGift(ctx: PricingContext<PricingProduct>): ChooseGiftRecord | null {
  return applicablePromotions(ctx.records.chooseGifts, ctx)[0] ?? null;
}

/** The option products a gift line can be made of now (the product exists and is buyable). */
export function giftOptionProduct<P extends PricingProduct>(ctx: PricingContext<P>, sku: string) {
  const found = ctx.giftProduct(sku);
  return found && isLineAvailable(found.rules, 1, ctx.buyer) ? found.product : undefined;
}

/**
 * SPEC §3/§4/§9 choose-your-gift: locked below `value`; once unlocked the chosen (else default)
 * sku is a computed gift line at price 0 (item id −option id); it goes away again below `value`,
 * the customer's choice being kept.
 */
export const chosenGiftEntry: PromotionEntry = {
  code: 'chosen-gift',
  sections: ['choseYourGiftPromotion', 'giftStatusAtCart'],
  applies: (ctx) => applicableChooseGift(ctx) !== null,
  apply: <P extends PricingProduct>(lines: readonly PricedLine<P>[], ctx: PricingContext<P>) => {
    const promotion = applicableChooseGift(ctx);
    if (!promotion) return {};
    const lock = chosenGiftLock(merchandiseTotal(lines), promotion.value, promotion.expression);
    const stored = ctx.chosen;
    const chosen = stored && stored.promotionId === promotion.id ? stored : null;
    const options = promotion.options.filter((o) => giftOptionProduct(ctx, o.sku) !== undefined);
    const sku = effectiveGiftSku(options, chosen?.sku);
    const option = options.find((o) => o.sku === sku);
    const product = option ? giftOptionProduct(ctx, option.sku) : undefined;
    const added: PricedLine<P>[] =
      !lock.locked && option && product
        ? [
            {
              itemId: -option.id,
              product,
              quantity: 1,
              available: true,
              subscription: false,
              bottlesPerUnit: null,
              giftRecordId: null,
              lowestPrice: 0,
              total: 0,
              discount: 0,
              campaigns: [],
              locked: true,
              promotionGift: 'CHOSEN_GIFT',
              productPromotionCampaign: null,
              producerCampaignData: null,
              stale: false,
            },
          ]
        : [];
    return {
      added,
      sections: {
        choseYourGiftPromotion: {
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
        giftStatusAtCart: {
          active: added.length > 0,
          selectedSku: chosen?.sku ?? null,
          defaultSku: defaultGiftSku(promotion.options),
          requestStamp: stored?.requestStamp ? stored.requestStamp.toISOString() : null,
          hadError:
            (stored?.hadError ?? false) ||
            (!!chosen?.sku && !options.some((o) => o.sku === chosen.sku)),
        },
      },
    };
  },
};
