/**
 * Promotions (issue #6): the promotion records are read into an in-process snapshot that lives
 * for a short TTL (monotonic clock) or until `invalidate()` — a cart read then costs two small
 * queries for the cart's own gift state, not one per promotion. Which promotion applies is
 * decided per request with the injected `now` (domain promotionApplies), so the TTL never moves a
 * campaign's start or end. Also the public lists of SPEC §7 (/dynamicpages/campaign_wine_*.json)
 * and the pendura products (GET /api/v1/promotion/pendura).
 */
import { inArray } from 'drizzle-orm';
import { normalisePendura, isPenduraBypassActive } from '@adega/domain/pendura';
import { campaignWindow } from '@adega/domain/promotions/campaign-status';
import type { RecordScope } from '@adega/domain/promotions/records';
import { filterCampaigns, parseStoreCodes } from '@adega/domain/promotions/campaign-filter';
import type { Store } from '@adega/domain/store';
import type { Db, Queryable } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import type { PenduraView, ProductSummary } from '../../contract.ts';
import { PROMOTION_REGISTRY } from '@adega/domain/promotions/cart-registry';
import type { PromotionEntry } from '@adega/domain/promotions/registry';
import { cartProductColumns } from '../../db/cart-inputs.ts';
import {
  type CartPart,
  type CartPricer,
  type PricedState,
  type PriceRequest,
} from '../cart/service.ts';
import { penduraProducts, penduraView, toSummary } from '../catalog/service.ts';
import { promotionsCartPart } from './cart-part.ts';
import { loadPromotionRecords, type PromotionsSnapshot } from './repo.ts';
import { priceState } from './pricing.ts';

export const PROMOTIONS_TTL_MS = 15_000;
export const PENDURA_LIST_MAX = 200;

/** SPEC §4 Pendura, as GET /api/v1/promotion/pendura lists it. */
export interface PenduraProductDto extends ProductSummary {
  /** Kept only for PENDURA_DEFAULT (SPEC §4). */
  penduraPromotion: PenduraView | null;
  /** A PENDURA_DEFAULT_NEW promotion moved here (SPEC §4), with whether it is active. */
  penduraPromotionBypass: PenduraView | null;
  penduraBypassActive: boolean;
}

export interface PromotionsService extends CartPricer {
  /** The cached records; `q` reads them inside the caller's transaction when not cached. */
  snapshot(q?: Queryable): Promise<PromotionsSnapshot>;
  /**
   * Issue #12 B2: the loaded cart through the registry and the adjustments (`q` reads the
   * records when the snapshot is stale). Once per change and once per read.
   */
  price(q: Queryable, request: PriceRequest): Promise<PricedState>;
  /** What the promotions add to a cart (its chosen gift, producer gifts), for the cart's wiring. */
  readonly cartPart: CartPart;
  /** A new kind of promotion: one more registry entry (runs after the others). */
  register(entry: PromotionEntry): void;
  /** Registry runs so far (tests count them per request). */
  readonly runs: number;
  /** Drops the snapshot (after the records change: seed, tests, admin). */
  invalidate(): void;
  itemPromotionPage(now: Date): Promise<unknown[]>;
  progressiveDiscountPage(now: Date): Promise<unknown[]>;
  checkoutGiftPage(now: Date): Promise<unknown[]>;
  pendura(store: Store): Promise<PenduraProductDto[]>;
}

/** A UTC date two days before now: every record ending on a São Paulo date ≥ it is loaded. */
function loadFrom(now: Date): string {
  return new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export function createPromotionsService(
  db: Db,
  now: () => Date,
  ttlMs: number = PROMOTIONS_TTL_MS,
  clock: () => number = () => performance.now(),
): PromotionsService {
  let cached: { at: number; snapshot: PromotionsSnapshot } | null = null;
  let registry: readonly PromotionEntry[] = PROMOTION_REGISTRY;
  let runs = 0;
  let inflight: Promise<PromotionsSnapshot> | null = null;
  /** Bumped by invalidate(): a load started before it does not fill the cache. */
  let generation = 0;

  /**
   * `q` is the caller's transaction when there is one: PGlite has a single connection, so a read
   * on `db` inside a transaction would wait for that transaction forever.
   */
  async function load(q: Queryable): Promise<PromotionsSnapshot> {
    const records = await loadPromotionRecords(q, loadFrom(now()));
    const skus = [
      ...new Set(records.chooseGifts.flatMap((gift) => gift.options.map((o) => o.sku))),
    ];
    const rows = skus.length
      ? await q.select(cartProductColumns).from(products).where(inArray(products.code, skus))
      : [];
    return { records, giftProducts: new Map(rows.map((row) => [row.code, row])) };
  }

  function keep(value: PromotionsSnapshot, startedIn: number): PromotionsSnapshot {
    if (startedIn === generation) cached = { at: clock(), snapshot: value };
    return value;
  }

  /**
   * The cached snapshot while fresh. Outside a transaction concurrent readers share one load;
   * inside one (`q` is a transaction) the load runs on it and is never shared: a shared load on
   * `db` would wait for this very transaction on PGlite's single connection.
   */
  async function snapshot(q: Queryable = db): Promise<PromotionsSnapshot> {
    if (cached && clock() - cached.at < ttlMs) return cached.snapshot;
    const startedIn = generation;
    if (q !== db) return keep(await load(q), startedIn);
    if (!inflight) {
      inflight = load(db)
        .then((value) => keep(value, startedIn))
        .finally(() => {
          inflight = null;
        });
    }
    return inflight;
  }

  const wine = async (now: Date) => {
    const { records } = await snapshot();
    return {
      items: filterCampaigns(records.itemPromotions, now, 'WINE'),
      progressive: filterCampaigns(records.progressive, now, 'WINE'),
      gifts: filterCampaigns(records.checkoutGifts, now, 'WINE'),
    };
  };

  const schedule = (record: Omit<RecordScope, 'id'>) => ({
    storeCodes: parseStoreCodes(record.storeCodes),
    dateInit: record.dateInit,
    dateEnd: record.dateEnd,
    startHour: record.startHour,
    finishHour: record.finishHour,
    membersOnly: record.membersOnly,
  });

  return {
    snapshot,
    cartPart: promotionsCartPart({ snapshot }),
    invalidate() {
      cached = null;
      inflight = null;
      generation += 1;
    },

    async price(q, request) {
      const current = await snapshot(q);
      runs += 1;
      return priceState(request, current, registry);
    },
    register(entry) {
      registry = [...registry, entry];
    },
    get runs() {
      return runs;
    },

    async itemPromotionPage(at) {
      return (await wine(at)).items.map((record) => ({
        id: record.id,
        campaignCode: record.campaignCode,
        sku: record.sku,
        campaignPrice: record.campaignPrice,
        limit_per_unit: record.limitPerUnit,
        itemSku: record.itemSku,
        itemDescription: record.itemDescription,
        minLimitValue: record.minLimitValue,
        redirectWeb: record.redirectWeb,
        producerCampaignData: record.producer,
        ...schedule(record),
      }));
    },

    async progressiveDiscountPage(at) {
      return (await wine(at)).progressive.map((record) => ({
        id: record.id,
        title: record.title,
        description: record.description,
        redirect: record.redirect,
        progressText: record.progressText,
        wonText: record.wonText,
        applyToAllProducts: record.applyToAllProducts,
        campaignCode: record.campaignCode,
        imagePresentation: record.imagePresentation,
        valueType: record.valueType,
        discountBy: record.discountBy,
        discounts: record.tiers.map((tier) => ({
          id: tier.id,
          minLimitValue: tier.minLimitValue,
          discountValue: tier.discountValue,
          discountValueText: tier.discountValueText,
        })),
        ...schedule(record),
      }));
    },

    async checkoutGiftPage(at) {
      return (await wine(at)).gifts.map((record) => ({
        id: record.id,
        title: record.title,
        wonText: record.wonText,
        redirectWeb: record.redirectWeb,
        gifts: [...record.gifts]
          .sort((a, b) => a.minValue - b.minValue)
          .map((gift) => ({ sku: gift.sku, name: gift.name, min_value: gift.minValue })),
        endDateTime: campaignWindow(record)?.end.toISOString() ?? null,
        ...schedule(record),
      }));
    },

    async pendura(store) {
      // SPEC §4: only the two default types are kept; other types are dropped here already.
      const rows = await penduraProducts(db, store, PENDURA_LIST_MAX);
      return rows.map((row) => {
        const normalised = normalisePendura({ penduraPromotion: row.penduraPromotion });
        return {
          ...toSummary(row),
          penduraPromotion: penduraView(normalised.penduraPromotion ? row.penduraPromotion : null),
          penduraPromotionBypass: penduraView(
            normalised.penduraBypass ? row.penduraPromotion : null,
          ),
          penduraBypassActive: isPenduraBypassActive(normalised.penduraBypass),
        };
      });
    },
  };
}
