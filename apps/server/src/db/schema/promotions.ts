/** Cart promotion records (issue #6): campaigns, progressive discounts, gifts. */
import { sql } from 'drizzle-orm';
import type { ProducerRecord } from '@adega/domain/promotions/records';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { serialId, tz, flag, ownedBy } from './columns.ts';
import { carts, cartItems } from './cart.ts';

// ---- Cart promotions (issue #6, SPEC §3 Campaign promotion record, Progressive discount
// promotion, Choose-your-gift promotion). Campaign dates are São Paulo wall-clock dates
// 'YYYY-MM-DD' and hours 'HH:mm[:ss]' (domain campaign-status); money is centavos. Skus are text,
// not product references: a campaign outlives a catalogue reseed. ----

/** SPEC §3 campaign gift of a checkout-gift campaign (min_value in centavos here). */
export interface CampaignGiftRecord {
  sku: string;
  name: string;
  minValue: number;
}

/** The schedule and scope every promotion table shares. */
const promotionScope = () => ({
  storeCodes: text('store_codes').array().notNull(),
  dateInit: text('date_init').notNull(),
  dateEnd: text('date_end').notNull(),
  startHour: text('start_hour'),
  finishHour: text('finish_hour'),
  /** Only active subscribers get it (SPEC §6 club_member_only). */
  membersOnly: flag('members_only'),
});

/** Checkout-gift campaigns: gifts earned by the cart total (SPEC §3 "Campaign gifts"). */
export const checkoutGiftCampaigns = pgTable(
  'checkout_gift_campaigns',
  {
    id: serialId(),
    title: text('title').notNull(),
    wonText: text('won_text'),
    redirectWeb: text('redirect_web'),
    gifts: jsonb('gifts').$type<CampaignGiftRecord[]>().notNull().default([]),
    ...promotionScope(),
  },
  (t) => [index('checkout_gift_campaigns_window_idx').on(t.dateEnd, t.dateInit)],
);

/**
 * SPEC §3 Campaign promotion record: a campaign price for `sku` (discounted up to
 * `limit_per_unit` units), and/or a producer gift `item_sku` for the line once the cart total
 * reaches `min_limit_value`.
 */
export const campaignItemPromotions = pgTable(
  'campaign_item_promotions',
  {
    id: serialId(),
    campaignCode: text('campaign_code').notNull(),
    sku: text('sku').notNull(),
    campaignPrice: integer('campaign_price'),
    limitPerUnit: integer('limit_per_unit'),
    itemSku: text('item_sku'),
    itemDescription: text('item_description'),
    minLimitValue: integer('min_limit_value').notNull().default(0),
    /** SPEC §3 producerCampaignData: the texts and links of a producer gift. */
    producer: jsonb('producer').$type<ProducerRecord | null>(),
    redirectWeb: text('redirect_web'),
    ...promotionScope(),
  },
  (t) => [
    index('campaign_item_promotions_window_idx').on(t.dateEnd, t.dateInit),
    index('campaign_item_promotions_sku_idx').on(t.sku),
    index('campaign_item_promotions_item_sku_idx').on(t.itemSku),
    check(
      'campaign_item_promotions_price_check',
      sql`${t.campaignPrice} is null or ${t.campaignPrice} >= 0`,
    ),
    check(
      'campaign_item_promotions_limit_check',
      sql`${t.limitPerUnit} is null or ${t.limitPerUnit} >= 1`,
    ),
  ],
);

/** SPEC §3 Progressive discount promotion. */
export const progressiveDiscountPromotions = pgTable(
  'progressive_discount_promotions',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    redirect: text('redirect'),
    progressText: text('progress_text'),
    wonText: text('won_text'),
    applyToAllProducts: flag('apply_to_all_products', true),
    /** With applyToAllProducts false: the CAMPANHA code a line must carry to count. */
    campaignCode: text('campaign_code'),
    imagePresentation: text('image_presentation'),
    valueType: text('value_type').$type<'porcentagem' | 'money'>().notNull(),
    discountBy: text('discount_by').$type<'garrafas' | 'value'>().notNull(),
    ...promotionScope(),
  },
  (t) => [
    index('progressive_discount_promotions_window_idx').on(t.dateEnd, t.dateInit),
    check('progressive_value_type_check', sql`${t.valueType} in ('porcentagem', 'money')`),
    check('progressive_discount_by_check', sql`${t.discountBy} in ('garrafas', 'value')`),
  ],
);

/** SPEC §3 discounts: bottles or centavos (minLimitValue), percent or centavos (discountValue). */
export const progressiveDiscountTiers = pgTable(
  'progressive_discount_tiers',
  {
    id: serialId(),
    promotionId: ownedBy('promotion_id', () => progressiveDiscountPromotions.id),
    minLimitValue: integer('min_limit_value').notNull(),
    discountValue: integer('discount_value').notNull(),
    discountValueText: text('discount_value_text').notNull().default(''),
  },
  (t) => [index('progressive_discount_tiers_promotion_idx').on(t.promotionId)],
);

/** SPEC §3 Choose-your-gift promotion (value in centavos). */
export const chooseGiftPromotions = pgTable(
  'choose_gift_promotions',
  {
    id: serialId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    winDescription: text('win_description'),
    value: integer('value').notNull(),
    expression: text('expression'),
    colors: jsonb('colors').$type<Record<string, string>>().notNull().default({}),
    ...promotionScope(),
  },
  (t) => [index('choose_gift_promotions_window_idx').on(t.dateEnd, t.dateInit)],
);

/** SPEC §3 skus of a choose-your-gift promotion; `id` is the giftUidpk of the PUT call. */
export const chooseGiftOptions = pgTable(
  'choose_gift_options',
  {
    id: serialId(),
    promotionId: ownedBy('promotion_id', () => chooseGiftPromotions.id),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    img: text('img'),
    isDefault: flag('is_default'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('choose_gift_options_promotion_sku_key').on(t.promotionId, t.sku)],
);

/** SPEC §3 giftStatusAtCart: the gift the cart's owner chose (one per cart). */
export const cartChosenGifts = pgTable('cart_chosen_gifts', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id').references(() => chooseGiftPromotions.id, {
    onDelete: 'set null',
  }),
  sku: text('sku'),
  requestStamp: tz('request_stamp'),
  hadError: flag('had_error'),
});

/** Cart lines added as producer gifts (priced 0 while their campaign record holds). */
export const cartItemGifts = pgTable('cart_item_gifts', {
  cartItemId: integer('cart_item_id')
    .primaryKey()
    .references(() => cartItems.id, { onDelete: 'cascade' }),
  /** The campaign record; no reference (a reseed replaces the records). */
  campaignItemPromotionId: integer('campaign_item_promotion_id').notNull(),
});
