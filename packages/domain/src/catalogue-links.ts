/**
 * The counted links of the store page (/loja-vinhos; its wine-type and country links are also on
 * the home page): each link carries its listing query and where its count is kept. The server
 * counts each link with `catalogueFilters(link.query)`, the filters its page lists with, so the
 * number beside a link is what the link lists.
 */
import { KIT_SIZES } from './constants.ts';
import type { Store } from './enums.ts';
import { isFeatureVisible } from './roles.ts';
import {
  CODED_CATEGORIES,
  COUNTRIES,
  GRAPES,
  LISTING_PRODUCT_CATEGORIES,
  PRICE_BANDS,
  WINE_TYPES,
  isListingAvailable,
  listingQuery,
  type ListingQuery,
} from './catalogue.ts';
import { buildListingUrl } from './urls-listing.ts';

/** Groups of `CatalogueCounts` (the server's MenuCounts). */
export type CountGroup =
  'wineTypes' | 'grapes' | 'countries' | 'priceBands' | 'kits' | 'categories';

/** A store's counts by group and key; `categories` is keyed by product category. */
export type CatalogueCounts = { readonly [group in CountGroup]: Readonly<Record<string, number>> };

export interface CountedLink {
  label: string;
  href: string;
  query: ListingQuery;
  /**
   * Where the link's count is kept: `key` of `group`. A 'categories' link counts the product
   * categories its listing shows (all wines: wines and kits).
   */
  group: CountGroup;
  key: string;
}

export interface StorePageLinks {
  allWines: CountedLink;
  types: CountedLink[];
  priceBands: CountedLink[];
  grapes: CountedLink[];
  countries: CountedLink[];
  kits: CountedLink[];
  /** Other product categories of the store (spirits, ciders, …). */
  others: CountedLink[];
}

function link(
  label: string,
  query: ListingQuery,
  group: CountGroup,
  key: string,
  href = buildListingUrl(query),
): CountedLink {
  return { label, href, query, group, key };
}

export function storePageLinks(store: Store): StorePageLinks {
  const wines = (filters: Parameters<typeof listingQuery>[1]) => listingQuery('wines', filters);
  return {
    allWines: link('Todos os vinhos', listingQuery('wines'), 'categories', 'wines'),
    types: WINE_TYPES.map((t) =>
      link(t.label, wines({ filters: { types: [t.slug] } }), 'wineTypes', t.slug),
    ),
    priceBands: PRICE_BANDS.map((b) =>
      link(b.label, wines({ filters: { priceBand: b.slug } }), 'priceBands', b.key),
    ),
    grapes: GRAPES.map((g) =>
      link(g.label, wines({ filters: { grapes: [g.slug] } }), 'grapes', g.slug),
    ),
    countries: COUNTRIES.map((c) =>
      link(c.label, wines({ filters: { countries: [c.slug] } }), 'countries', c.slug),
    ),
    kits: [
      ...KIT_SIZES.map((size) =>
        link(
          `Kit ${size} vinhos`,
          listingQuery('kits', { filters: { kitSize: size } }),
          'kits',
          String(size),
        ),
      ),
      ...(isFeatureVisible('easyKits', store)
        ? [link('Kits fáceis', listingQuery('easy-kits'), 'kits', 'easy')]
        : []),
    ],
    others: CODED_CATEGORIES.filter(
      (c) => c.category !== 'wines' && isListingAvailable(c.category, store),
    ).map((c) => link(c.label, listingQuery(c.category), 'categories', c.category)),
  };
}

/** Every counted link of the store page, in page order. */
export function allStorePageLinks(store: Store): CountedLink[] {
  const page = storePageLinks(store);
  return [
    page.allWines,
    ...page.types,
    ...page.priceBands,
    ...page.grapes,
    ...page.countries,
    ...page.kits,
    ...page.others,
  ];
}

/**
 * The links counted with their own filters (every group but 'categories', which the server counts
 * per product category): the same for both stores, each store counting its own products.
 */
export function countedListings(): CountedLink[] {
  return allStorePageLinks('WINE').filter((counted) => counted.group !== 'categories');
}

/** The number shown beside a link. */
export function countOf(counts: CatalogueCounts, counted: CountedLink): number {
  if (counted.group !== 'categories') return counts[counted.group][counted.key] ?? 0;
  const categories = LISTING_PRODUCT_CATEGORIES[counted.query.category] ?? [];
  return categories.reduce((sum, category) => sum + (counts.categories[category] ?? 0), 0);
}
