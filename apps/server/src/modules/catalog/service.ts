/**
 * Catalogue use cases: listings, product pages, producers, menu counts. Rows become the
 * contract's view types here; rules come from packages/domain.
 */
import { awardsFromAttributes } from '@adega/domain/enums';
import { countedListings, type CountGroup } from '@adega/domain/catalogue-links';
import { catalogueFilters } from '@adega/domain/catalogue';
import type { Store } from '@adega/domain/store';
import { productPath } from '@adega/domain/urls';
import type {
  CatalogApi,
  FacetValue,
  ListingPage,
  ListingRequest,
  MenuCounts,
  PenduraView,
  ProductDetail,
  ProductSummary,
  PromotionView,
} from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import type { PenduraPromotionRecord, ProductPromotion } from '../../db/schema.ts';
import * as repo from './repo.ts';

/** Product columns and the listing query, for modules that list products (search, pendura). */
export { productColumns, selectProducts } from './repo.ts';

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 96;
const MENU_COUNTS_TTL_MS = 60_000;
/**
 * Listing pages are read far more than the catalogue changes: a page is kept for a few seconds
 * per instance (bounded), so a burst of visitors costs one set of queries. Stock lines may lag by
 * at most this long; the cart enforces stock on the server anyway.
 */
const LISTING_TTL_MS = 15_000;
const LISTING_CACHE_LIMIT = 500;

/** SPEC §2 product page path (the domain's one definition). */
export function productUrl(code: string): string {
  return productPath(code);
}

export function productImageUrl(code: string): string {
  return `/img/products/${encodeURIComponent(code)}`;
}

function promotionView(promotion: ProductPromotion | null): PromotionView | null {
  if (!promotion) return null;
  return {
    active: promotion.active,
    clubMemberOnly: promotion.club_member_only,
    finalDate: promotion.final_date,
    stamps: promotion.stamps ?? [],
    hideStockAmount: promotion.hide_stock_amount,
    stock: promotion.stock,
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
    available: row.available,
    stock: row.stock,
    rating: row.rating === null ? null : Number(row.rating),
    evaluations: row.evaluations,
    awards: awardsFromAttributes(attributes),
    promotion: promotionView(row.promotion),
    pendura: penduraView(row.penduraPromotion),
    kitSize: row.kitSize,
    bottles: row.bottles === null ? null : Number(row.bottles),
    campaigns: (attributes.CAMPANHA ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
  };
}

export function createCatalogService(db: Db, now: () => Date = () => new Date()): CatalogApi {
  const menuCache = new Map<Store, { at: number; value: MenuCounts }>();
  const listingCache = new Map<string, { at: number; value: Promise<ListingPage> }>();

  async function queryListing(request: ListingRequest): Promise<ListingPage> {
    const pageSize = Math.min(Math.max(1, request.pageSize), PAGE_SIZE_MAX);
    const page = Math.max(1, request.page);
    const where = repo.listingConditions(request.store, request.filters);
    const [rows, total, wineTypes, grapes, countries] = await Promise.all([
      repo.selectProducts(db, where, request.sort, pageSize, (page - 1) * pageSize),
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
      items: rows.map(toSummary),
      total,
      page,
      pageSize,
      pageCount: Math.max(1, Math.ceil(total / pageSize)),
      facets: { wineTypes: facet(wineTypes), grapes: facet(grapes), countries: facet(countries) },
    };
  }

  return {
    list(request: ListingRequest): Promise<ListingPage> {
      const key = JSON.stringify([
        request.store,
        request.filters,
        request.sort,
        request.page,
        request.pageSize,
      ]);
      const at = now().getTime();
      const cached = listingCache.get(key);
      if (cached && at - cached.at < LISTING_TTL_MS) return cached.value;
      const value = queryListing(request);
      // A failed query is not cached.
      value.catch(() => listingCache.delete(key));
      if (listingCache.size >= LISTING_CACHE_LIMIT)
        listingCache.delete(listingCache.keys().next().value as string);
      listingCache.set(key, { at, value });
      return value;
    },

    async product(code: string, store: Store): Promise<ProductDetail | null> {
      const row = await repo.productByCode(db, code, store);
      return row ? detailOf(db, row) : null;
    },

    async producers(store) {
      const rows = await repo.producerList(db, store);
      return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
    },

    async producer(slug, store) {
      const [row] = await repo.producerList(db, store, slug);
      return row ? { ...row, productCount: Number(row.productCount) } : null;
    },

    async menuCounts(store: Store): Promise<MenuCounts> {
      const cached = menuCache.get(store);
      const at = now().getTime();
      if (cached && at - cached.at < MENU_COUNTS_TTL_MS) return cached.value;
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
      const value: MenuCounts = {
        store,
        total: rows.total,
        categories: Object.fromEntries(rows.categories.map((r) => [r.key, Number(r.n)])),
        ...groups,
      };
      menuCache.set(store, { at, value });
      return value;
    },

    async allCodes(store) {
      const rows = await repo.allCodes(db, store);
      return rows.map((r) => ({
        code: r.code,
        slug: r.slug,
        updatedAt: r.updatedAt.toISOString(),
      }));
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
