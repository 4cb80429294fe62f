/**
 * Promotion SQL (issue #6): the promotion records still running or yet to start, read in one go
 * per table for the in-process snapshot (service.ts), and the cart's chosen gift and producer
 * gift lines.
 */
import { asc, gte, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ChosenGiftChoice } from '@adega/domain/promotions/records';
import {
  campaignItemPromotions,
  cartChosenGifts,
  cartItemGifts,
  checkoutGiftCampaigns,
  chooseGiftOptions,
  chooseGiftPromotions,
  progressiveDiscountPromotions,
  progressiveDiscountTiers,
} from '../../db/schema.ts';
import type { Queryable } from '../../db/client.ts';
import type { CartLineProduct } from '../cart/service.ts';

export type CheckoutGiftCampaignRow = typeof checkoutGiftCampaigns.$inferSelect;
export type CampaignItemPromotionRow = typeof campaignItemPromotions.$inferSelect;
export type ProgressiveDiscountRow = typeof progressiveDiscountPromotions.$inferSelect & {
  tiers: (typeof progressiveDiscountTiers.$inferSelect)[];
};
export type ChooseGiftOptionRow = typeof chooseGiftOptions.$inferSelect;
export type ChooseGiftRow = typeof chooseGiftPromotions.$inferSelect & {
  options: ChooseGiftOptionRow[];
};

/** The promotion records with the chosen-gift option products (by sku), as cached in process. */
export interface PromotionsSnapshot {
  records: PromotionRecords;
  giftProducts: Map<string, CartLineProduct>;
}

export interface PromotionRecords {
  checkoutGifts: CheckoutGiftCampaignRow[];
  itemPromotions: CampaignItemPromotionRow[];
  progressive: ProgressiveDiscountRow[];
  chooseGifts: ChooseGiftRow[];
}

/**
 * Every record whose end date is on or after `fromDate` (YYYY-MM-DD, São Paulo): the ones that
 * may be active now or start later. The hour-precise window is applied per request (domain).
 * Five queries, each on the date-window index.
 */
export async function loadPromotionRecords(
  db: Queryable,
  fromDate: string,
): Promise<PromotionRecords> {
  const checkoutGifts = await db
    .select()
    .from(checkoutGiftCampaigns)
    .where(gte(checkoutGiftCampaigns.dateEnd, fromDate))
    .orderBy(asc(checkoutGiftCampaigns.id));
  const itemPromotions = await db
    .select()
    .from(campaignItemPromotions)
    .where(gte(campaignItemPromotions.dateEnd, fromDate))
    .orderBy(asc(campaignItemPromotions.id));
  const progressiveRows = await db
    .select()
    .from(progressiveDiscountPromotions)
    .where(gte(progressiveDiscountPromotions.dateEnd, fromDate))
    .orderBy(asc(progressiveDiscountPromotions.id));
  const tiers = progressiveRows.length
    ? await db
        .select()
        .from(progressiveDiscountTiers)
        .where(
          inArray(
            progressiveDiscountTiers.promotionId,
            progressiveRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(progressiveDiscountTiers.minLimitValue), asc(progressiveDiscountTiers.id))
    : [];
  const chooseRows = await db
    .select()
    .from(chooseGiftPromotions)
    .where(gte(chooseGiftPromotions.dateEnd, fromDate))
    .orderBy(asc(chooseGiftPromotions.id));
  const options = chooseRows.length
    ? await db
        .select()
        .from(chooseGiftOptions)
        .where(
          inArray(
            chooseGiftOptions.promotionId,
            chooseRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(chooseGiftOptions.position), asc(chooseGiftOptions.id))
    : [];
  return {
    checkoutGifts,
    itemPromotions,
    progressive: progressiveRows.map((row) => ({
      ...row,
      tiers: tiers.filter((tier) => tier.promotionId === row.id),
    })),
    chooseGifts: chooseRows.map((row) => ({
      ...row,
      options: options.filter((option) => option.promotionId === row.id),
    })),
  };
}

export async function saveChosenGift(
  q: Queryable,
  cartId: number,
  value: { promotionId: number; sku: string; requestStamp: Date },
): Promise<void> {
  await q
    .insert(cartChosenGifts)
    .values({ cartId, ...value, hadError: false })
    .onConflictDoUpdate({
      target: cartChosenGifts.cartId,
      set: { ...value, hadError: false },
    });
}

/** SPEC §3 hadError: the last choice failed (kept until the next successful choice). */
export async function markChosenGiftError(q: Queryable, cartId: number, at: Date): Promise<void> {
  await q
    .insert(cartChosenGifts)
    .values({ cartId, hadError: true, requestStamp: at })
    .onConflictDoUpdate({
      target: cartChosenGifts.cartId,
      set: { hadError: true, requestStamp: at },
    });
}

export async function markProducerGift(
  q: Queryable,
  cartItemId: number,
  recordId: number,
): Promise<void> {
  await q.insert(cartItemGifts).values({ cartItemId, campaignItemPromotionId: recordId });
}

// ---- Issue #12 B2: the cart's chosen gift inside the cart's one read (its cart part, ADR 0048).

/** SQL: the cart's chosen gift as JSON (null before any choice). */
export function chosenGiftJson(cartId: AnyColumn | SQL): SQL {
  return sql`(select json_build_object('promotionId', cg.promotion_id, 'sku', cg.sku,
    'requestStamp', cg.request_stamp, 'hadError', cg.had_error)
    from cart_chosen_gifts cg where cg.cart_id = ${cartId})`;
}

/** The value of `chosenGiftJson`, typed. */
export function chosenGiftOf(json: unknown): ChosenGiftChoice | null {
  if (!json || typeof json !== 'object') return null;
  const value = json as Record<string, unknown>;
  return {
    promotionId: typeof value.promotionId === 'number' ? value.promotionId : null,
    sku: typeof value.sku === 'string' ? value.sku : null,
    requestStamp: typeof value.requestStamp === 'string' ? new Date(value.requestStamp) : null,
    hadError: value.hadError === true,
  };
}
