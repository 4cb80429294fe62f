/**
 * Catalogue use cases: listings, product pages, producers, menu counts. Rows become the
 * contract's view types here; rules come from packages/domain.
 */
import { sql } from 'drizzle-orm';
import { awardsFromAttributes } from '@adega/domain/enums';
import { countedListings, type CountGroup } from '@adega/domain/catalogue-links';
import { catalogueFilters } from '@adega/domain/catalogue';
import { isInStock, stockShown, type ShelfProduct } from '@adega/domain/pricing/shelf';
import type { Store } from '@adega/domain/store';
import { productImagePath, productPath } from '@adega/domain/urls';
import type {
  CatalogApi,
  FacetValue,
  ListingPage,
  ListingRequest,
  MenuCounts,
  PenduraView,
  ProducerSummary,
  ProductDetail,
  ProductSummary,
  PromotionView,
} from '../../contract.ts';
import { memoUntilChange, productTag, type ChangeFeed, type Memo } from '../../cache/changes.ts';
import type { Db } from '../../db/client.ts';
import { products, type PenduraPromotionRecord, type ProductPromotion } from '../../db/schema.ts';
import * as repo from './repo.ts';

/**
 * The store's products with a default pendura promotion (SPEC §4: only the two default types), by
 * relevance, at most `limit` (the promotions' pendura list).
 */
export function penduraProducts(db: Db, store: Store, limit: number) {
  const where = sql`${
    store === 'OUTLET' ? products.inOutlet : products.inWine
  } = true and ${products.penduraPromotion} ->> 'type' in ('PENDURA_DEFAULT', 'PENDURA_DEFAULT_NEW')`;
  return repo.selectProducts(db, where, 'relevancia', limit, 0);
}

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 96;
/**
 * Memo bounds (ADR 0037). Counts and facets depend on the store and the filters only, and change
 * only with the catalogue ('site' changes): kept until one. A page of items also shows stock, so
 * it goes with any change at all (a product's stock included). Distinct keys are bounded, so a
 * stream of filter combinations cannot grow the memory.
 */
const FACETS_MEMO_MAX = 2_000;
const ITEMS_MEMO_MAX = 2_000;

/** SPEC §2 product page path (the domain's one definition). */
export function productUrl(code: string): string {
  return productPath(code);
}

/** The product's image path: the domain's one definition (the cards' page data leaves it out). */
export function productImageUrl(code: string): string {
  return productImagePath(code);
}

/** The product as the domain's shelf rule reads it (availability and the stock shown). */
function shelfOf(row: repo.ProductListRow): ShelfProduct {
  return {
    available: row.available,
    listPrice: row.listPrice,
    stock: row.stock,
    promotion: row.promotion,
  };
}

function promotionView(
  promotion: ProductPromotion | null,
  shelf: ShelfProduct,
): PromotionView | null {
  if (!promotion) return null;
  const shown = stockShown(shelf);
  return {
    active: promotion.active,
    clubMemberOnly: promotion.club_member_only,
    finalDate: promotion.final_date,
    stamps: promotion.stamps ?? [],
    hideStockAmount: promotion.hide_stock_amount,
    stock: shown.stock,
    lastUnits: shown.lastUnits,
    triggerStockOut: promotion.trigger_stock_out,
    limitPerUnit: promotion.limit_per_unit ?? null,
  };
}

/** SPEC §3/§4: pendura is kept only for the two default types; others are dropped. */
export function penduraView(record: PenduraPromotionRecord | null): PenduraView | null {
  if (!record) return null;
  if (record.type !== 'PENDURA_DEFAULT' && record.type !== 'PENDURA_DEFAULT_NEW') return null;
  return { ...record, type: record.type };
}

export function toSummary(row: repo.ProductListRow): ProductSummary {
  const attributes = row.attributes ?? {};
  const shelf = shelfOf(row);
  return {
    id: row.id,
    code: row.code,
    guid: row.guid,
    url: productUrl(row.code),
    name: row.name,
    brand: row.brand,
    producerName: row.producerName ?? null,
    producerSlug: row.producerSlug ?? null,
    category: row.category,
    productType: row.productType,
    wineType: row.wineType,
    typeLabel: attributes.TIPO ?? null,
    countryCode: row.countryCode,
    countryName: row.countryName,
    region: row.region,
    grapes: row.grapes,
    grapeLabel: attributes.MENUUVA ?? null,
    vintage: row.vintage,
    imageUrl: productImageUrl(row.code),
    listPrice: row.listPrice,
    salePrice: row.salePrice,
    clubPrice: row.clubPrice,
    available: isInStock(shelf),
    rating: row.rating === null ? null : Number(row.rating),
    evaluations: row.evaluations,
    awards: awardsFromAttributes(attributes),
    promotion: promotionView(row.promotion, shelf),
    pendura: penduraView(row.penduraPromotion),
    kitSize: row.kitSize,
    bottles: row.bottles === null ? null : Number(row.bottles),
    campaigns: (attributes.CAMPANHA ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

/** Every product tag starts so (`productTag` of cache/changes). */
const PRODUCT_TAG_PREFIX = productTag('');
/** Product details kept (a hostile stream of unknown codes evicts, it cannot grow the memo). */
const PRODUCTS_MEMO_MAX = 2000;

/** A memo that keeps nothing: every read computes (no change feed to tell when to forget). */
function unmemoised<T>(): Memo<T> {
  return { get: (_key, compute) => compute(), clear: () => undefined, size: 0 };
}

type ListingFacets = Pick<ListingPage, 'total' | 'facets'>;

/**
 * The catalogue's reads, memoised until the catalogue changes (issue #19, ADR 0037): `changes`
 * tells this instance of every change, made here or on another instance. Without a feed (a
 * script) every read goes to the database.
 */
/** The summaries of these products, in the order of `ids` (the search results). */
export async function summariesOf(db: Db, ids: number[]): Promise<ProductSummary[]> {
  const rows = await repo.productsByIds(db, ids);
  const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
  return ids.map((id) => byId.get(id)).filter((s): s is ProductSummary => s !== undefined);
}

export function createCatalogService(db: Db, changes?: ChangeFeed): CatalogApi {
  const memo = <T>(max: number): Memo<T> =>
    changes ? memoUntilChange<T>(changes, { max }) : unmemoised<T>();
  const facetsMemo = memo<ListingFacets>(FACETS_MEMO_MAX);
  const itemsMemo = memo<ProductSummary[]>(ITEMS_MEMO_MAX);
  // Product pages of signed-in customers (issue #19): one read per product and change.
  const productsMemo = memo<ProductDetail | null>(PRODUCTS_MEMO_MAX);
  // Items and product pages show stock: any product's change clears them (the catalogue's, too).
  changes?.subscribe((tags) => {
    if (!tags.some((tag) => tag.startsWith(PRODUCT_TAG_PREFIX))) return;
    itemsMemo.clear();
    productsMemo.clear();
  });
  const menuMemo = memo<MenuCounts>(10);
  const producersMemo = memo<ProducerSummary[]>(10);
  const codesMemo = memo<Awaited<ReturnType<CatalogApi['allCodes']>>>(10);

  /** Total and facet counts of a store and filters (four aggregates: memoised). */
  async function queryFacets(request: ListingRequest): Promise<ListingFacets> {
    const where = repo.listingConditions(request.store, request.filters);
    const [total, wineTypes, grapes, countries] = await Promise.all([
      repo.countProducts(db, where),
      repo.facetCounts(
        db,
        repo.listingConditions(request.store, request.filters, 'wineTypes'),
        'wineTypes',
      ),
      repo.facetCounts(
        db,
        repo.listingConditions(request.store, request.filters, 'grapes'),
        'grapes',
      ),
      repo.facetCounts(
        db,
        repo.listingConditions(request.store, request.filters, 'countries'),
        'countries',
      ),
    ]);
    const facet = (values: { value: string; label?: string; count: number }[]): FacetValue[] =>
      values.map((v) => ({ value: v.value, label: v.label ?? v.value, count: Number(v.count) }));
    return {
      total,
      facets: { wineTypes: facet(wineTypes), grapes: facet(grapes), countries: facet(countries) },
    };
  }

  const producers = (store: Store): Promise<ProducerSummary[]> =>
    producersMemo.get(store, async () => {
      const rows = await repo.producerList(db, store);
      return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
    });

  /** The menu's counts: per category, all, and each counted link of the domain's menu. */
  async function queryMenuCounts(store: Store): Promise<MenuCounts> {
    // Each link is counted with the filters its listing uses (the domain's catalogueFilters).
    const links = countedListings();
    const [rows, linkCounts] = await Promise.all([
      repo.menuCountRows(db, store),
      repo.listingCounts(
        db,
        store,
        links.map((link) => catalogueFilters(link.query)),
      ),
    ]);
    const groups: Record<Exclude<CountGroup, 'categories'>, Record<string, number>> = {
      wineTypes: {},
      grapes: {},
      countries: {},
      priceBands: {},
      kits: {},
    };
    links.forEach((link, i) => {
      if (link.group !== 'categories') groups[link.group][link.key] = linkCounts[i] ?? 0;
    });
    return {
      store,
      total: rows.total,
      categories: Object.fromEntries(rows.categories.map((r) => [r.key, Number(r.n)])),
      ...groups,
    };
  }

  return {
    async list(request: ListingRequest): Promise<ListingPage> {
      const pageSize = Math.min(Math.max(1, request.pageSize), PAGE_SIZE_MAX);
      const page = Math.max(1, request.page);
      const filtersKey = JSON.stringify([request.store, request.filters]);
      const [items, { total, facets }] = await Promise.all([
        itemsMemo.get(JSON.stringify([filtersKey, request.sort, page, pageSize]), async () => {
          const where = repo.listingConditions(request.store, request.filters);
          const rows = await repo.selectProducts(
            db,
            where,
            request.sort,
            pageSize,
            (page - 1) * pageSize,
          );
          return rows.map(toSummary);
        }),
        facetsMemo.get(filtersKey, () => queryFacets(request)),
      ]);
      return {
        items,
        total,
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(total / pageSize)),
        facets,
      };
    },

    product(code: string, store: Store): Promise<ProductDetail | null> {
      return productsMemo.get(`${store}|${code}`, async () => {
        const row = await repo.productByCode(db, code, store);
        return row ? detailOf(db, row) : null;
      });
    },

    producers,

    async producer(slug, store) {
      // From the memoised list (the partners; one aggregate over the catalogue otherwise).
      return (await producers(store)).find((p) => p.slug === slug) ?? null;
    },

    menuCounts(store: Store): Promise<MenuCounts> {
      return menuMemo.get(store, () => queryMenuCounts(store));
    },

    allCodes(store) {
      // The sitemap's 100 000 rows at scale: read once per catalogue change.
      return codesMemo.get(store, async () => {
        const rows = await repo.allCodes(db, store);
        return rows.map((r) => ({
          code: r.code,
          slug: r.slug,
          updatedAt: r.updatedAt.toISOString(),
        }));
      });
    },
  };
}

export async function detailOf(
  db: Db,
  row: NonNullable<Awaited<ReturnType<typeof repo.productByCode>>>,
): Promise<ProductDetail> {
  const constituents =
    row.kitSize || row.productType === 'Bundle' || row.category === 'kit'
      ? await repo.constituentsOf(db, row.id)
      : [];
  return {
    ...toSummary(row),
    description: row.description,
    attributes: row.attributes ?? {},
    volumeMl: row.volumeMl,
    constituents: constituents.map((c) => ({ ...c, url: productUrl(c.code) })),
  };
}
