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
  const checkoutGifts = await running(db, checkoutGiftCampaigns, fromDate);
  const itemPromotions = await running(db, campaignItemPromotions, fromDate);
  const progressiveRows = await running(db, progressiveDiscountPromotions, fromDate);
  const progressive = await withChildren(db, progressiveRows, 'tiers');
  const chooseRows = await running(db, chooseGiftPromotions, fromDate);
  const chooseGifts = await withChildren(db, chooseRows, 'options');
  return { checkoutGifts, itemPromotions, progressive, chooseGifts };
}

type PromotionTable =
  | typeof checkoutGiftCampaigns
  | typeof campaignItemPromotions
  | typeof progressiveDiscountPromotions
  | typeof chooseGiftPromotions;

/** The rows of one promotion table whose end date is on or after `fromDate`, by id. */
async function running<T extends PromotionTable>(
  db: Queryable,
  table: T,
  fromDate: string,
): Promise<T['$inferSelect'][]> {
  const promotions: PromotionTable = table;
  return db
    .select()
    .from(promotions)
    .where(gte(promotions.dateEnd, fromDate))
    .orderBy(asc(promotions.id));
}

/** The child rows of a promotion, by the key they go under, and their order. */
const CHILDREN = {
  tiers: { table: progressiveDiscountTiers, order: progressiveDiscountTiers.minLimitValue },
  options: { table: chooseGiftOptions, order: chooseGiftOptions.position },
};
type Children = typeof CHILDREN;

/**
 * Each promotion row with its child rows under `key` (by the key's order, then id). The children
 * are read in one query for all the promotions, and not at all when there is none.
 */
async function withChildren<P extends { id: number }, K extends keyof Children>(
  db: Queryable,
  promotions: P[],
  key: K,
): Promise<(P & Record<K, Children[K]['table']['$inferSelect'][]>)[]> {
  const { table, order }: Children[keyof Children] = CHILDREN[key];
  const children = promotions.length
    ? await db
        .select()
        .from(table)
        .where(
          inArray(
            table.promotionId,
            promotions.map((row) => row.id),
          ),
        )
        .orderBy(asc(order), asc(table.id))
    : [];
  return promotions.map(
    (row) =>
      ({
        ...row,
        [key]: children.filter((child) => child.promotionId === row.id),
      }) as P & Record<K, Children[K]['table']['$inferSelect'][]>,
  );
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
