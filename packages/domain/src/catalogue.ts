/**
 * Catalogue rules shared by the web and the server (SPEC §2, §9): the listing vocabulary (wine
 * types, grapes, countries, price bands, sorts, categories), the query of a listing page and
 * `catalogueFilters`, the one mapping from a listing query to the product filters that list it.
 * The server counts a menu link and lists its page with the same filters, so a count shown beside
 * a link is what the link lists.
 */
import type { KIT_SIZES } from './constants.ts';
import { PRICE_BAND_LIMITS_REAIS } from './constants.ts';
import type { Store } from './enums.ts';

// ---- Vocabulary ----

export const WINE_TYPES = [
  { slug: 'tinto', label: 'Tintos' },
  { slug: 'branco', label: 'Brancos' },
  { slug: 'rose', label: 'Rosés' },
  { slug: 'espumante', label: 'Espumantes' },
  { slug: 'frisante', label: 'Frisantes' },
  { slug: 'licoroso', label: 'Licorosos' },
] as const;
export type WineType = (typeof WINE_TYPES)[number]['slug'];

export const GRAPES = [
  { slug: 'cabernet-sauvignon', label: 'Cabernet Sauvignon' },
  { slug: 'carmenere', label: 'Carménère' },
  { slug: 'chardonnay', label: 'Chardonnay' },
  { slug: 'malbec', label: 'Malbec' },
  { slug: 'merlot', label: 'Merlot' },
  { slug: 'pinot-noir', label: 'Pinot Noir' },
  { slug: 'sauvignon-blanc', label: 'Sauvignon Blanc' },
  { slug: 'syrah-shiraz', label: 'Syrah/Shiraz' },
] as const;
export type Grape = (typeof GRAPES)[number]['slug'];

export const COUNTRIES = [
  { slug: 'africa-do-sul', label: 'África do Sul' },
  { slug: 'argentina', label: 'Argentina' },
  { slug: 'brasil', label: 'Brasil' },
  { slug: 'chile', label: 'Chile' },
  { slug: 'espanha', label: 'Espanha' },
  { slug: 'franca', label: 'França' },
  { slug: 'italia', label: 'Itália' },
  { slug: 'portugal', label: 'Portugal' },
] as const;
export type Country = (typeof COUNTRIES)[number]['slug'];

// ---- Price bands ----

export interface PriceBand {
  /** Key of the band's count ('0-40', …, '500-'). */
  key: string;
  slug: string;
  label: string;
  /** Reais, exclusive (0 is inclusive for the first band); written in the band's URL. */
  min: number;
  /** Reais, inclusive; null for the open-ended "above 500" band. */
  max: number | null;
  /** Inclusive bounds on the (non-member) sale price in centavos; null where the band is open. */
  minCents: number | null;
  maxCents: number | null;
}

/**
 * Never-shown upper bound written in the URL of the open-ended band (the spec's pattern always
 * carries a max): R$ 99.999.
 */
export const OPEN_BAND_URL_MAX = 99999;

function band(min: number, max: number | null, slug: string, label: string): PriceBand {
  return {
    key: `${min}-${max ?? ''}`,
    slug,
    label,
    min,
    max,
    // (min, max] in reais: the first centavo above min up to max itself.
    minCents: min > 0 ? min * 100 + 1 : null,
    maxCents: max === null ? null : max * 100,
  };
}

const [L40, L60, L100, L200, L500] = PRICE_BAND_LIMITS_REAIS;

/** SPEC §2/§9: up to 40, 40-60, 60-100, 100-200, 200-500, above 500. A band is (min, max]. */
export const PRICE_BANDS: readonly PriceBand[] = [
  band(0, L40, `ate-${L40}`, `Até R$ ${L40}`),
  band(L40, L60, `${L40}-a-${L60}`, `R$ ${L40} a R$ ${L60}`),
  band(L60, L100, `${L60}-a-${L100}`, `R$ ${L60} a R$ ${L100}`),
  band(L100, L200, `${L100}-a-${L200}`, `R$ ${L100} a R$ ${L200}`),
  band(L200, L500, `${L200}-a-${L500}`, `R$ ${L200} a R$ ${L500}`),
  band(L500, null, `acima-de-${L500}`, `Acima de R$ ${L500}`),
];

/** The band a price in centavos belongs to (each price is in exactly one band). */
export function priceBandOf(centavos: number): PriceBand {
  const found = PRICE_BANDS.find((b) => b.maxCents === null || centavos <= b.maxCents);
  return found ?? (PRICE_BANDS.at(-1) as PriceBand);
}

/** Inclusive sale-price bounds in centavos of a band slug; none for an unknown slug. */
export function priceBandBounds(slug: string | null): { priceMin?: number; priceMax?: number } {
  const found = PRICE_BANDS.find((b) => b.slug === slug);
  if (!found) return {};
  return {
    ...(found.minCents !== null ? { priceMin: found.minCents } : {}),
    ...(found.maxCents !== null ? { priceMax: found.maxCents } : {}),
  };
}

/**
 * A band as a phrase after a noun: 'de R$ 40 a R$ 60', 'até R$ 40', 'acima de R$ 500'
 * ('Vinhos de R$ 40 a R$ 60', 'Tintos na sua faixa de preço, até R$ 40').
 */
export function priceBandPhrase(band: PriceBand): string {
  if (band.label.startsWith('R$')) return `de ${band.label}`;
  return band.label.charAt(0).toLowerCase() + band.label.slice(1);
}

// ---- Listing pages ----

export type KitSize = (typeof KIT_SIZES)[number];

export const FILTER_FOCUSES = ['preco', 'tipo', 'uva', 'pais', 'kits'] as const;
export type FilterFocus = (typeof FILTER_FOCUSES)[number];

export const LISTING_SORTS = [
  { value: 'price-asc', param: 'menor-preco', label: 'Menor preço' },
  { value: 'price-desc', param: 'maior-preco', label: 'Maior preço' },
  { value: 'rating', param: 'avaliacao', label: 'Mais bem avaliados' },
  { value: 'discount', param: 'desconto', label: 'Maior desconto' },
  { value: 'name', param: 'nome', label: 'Nome' },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]['value'];

/** Categories with a c{CODE} page; beers and accessories exist only in the outlet (SPEC §2). */
export const CODED_CATEGORIES = [
  { category: 'wines', dir: 'vinhos', code: 'VINHOS', label: 'Vinhos', outletOnly: false },
  {
    category: 'spirits',
    dir: 'destilados',
    code: 'DESTILADOS',
    label: 'Destilados',
    outletOnly: false,
  },
  { category: 'ciders', dir: 'sidras', code: 'SIDRAS', label: 'Sidras', outletOnly: false },
  { category: 'olive-oils', dir: 'azeites', code: 'AZEITES', label: 'Azeites', outletOnly: false },
  {
    category: 'magazines',
    dir: 'revistas',
    code: 'REVISTAS',
    label: 'Revistas',
    outletOnly: false,
  },
  { category: 'gourmet', dir: 'gourmet', code: 'GOURMET', label: 'Gourmet', outletOnly: false },
  { category: 'beers', dir: 'cervejas', code: 'CERVEJAS', label: 'Cervejas', outletOnly: true },
  {
    category: 'accessories',
    dir: 'acessorios',
    code: 'ACESSORIOS',
    label: 'Acessórios',
    outletOnly: true,
  },
] as const;
export type CodedCategory = (typeof CODED_CATEGORIES)[number]['category'];
export type ListingCategory = CodedCategory | 'kits' | 'easy-kits' | 'producers';

/**
 * Product categories of the catalogue (the server's `products.category`), listed ones only. The
 * one list: the server's column and its listing API take theirs from here.
 */
export const PRODUCT_CATEGORIES = [
  'vinho',
  'kit',
  'destilado',
  'sidra',
  'azeite',
  'revista',
  'gourmet',
  'cerveja',
  'acessorio',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Every value `products.category` holds: the listed categories and the subscriptions' (never listed). */
export const STORED_PRODUCT_CATEGORIES = [...PRODUCT_CATEGORIES, 'assinatura'] as const;
export type StoredProductCategory = (typeof STORED_PRODUCT_CATEGORIES)[number];

/** The product categories a listing page shows; null: not limited by category. */
export const LISTING_PRODUCT_CATEGORIES: Readonly<
  Record<ListingCategory, readonly ProductCategory[] | null>
> = {
  // All wines: wines and kits (every /vinhos page lists both).
  wines: ['vinho', 'kit'],
  spirits: ['destilado'],
  ciders: ['sidra'],
  'olive-oils': ['azeite'],
  magazines: ['revista'],
  gourmet: ['gourmet'],
  beers: ['cerveja'],
  accessories: ['acessorio'],
  kits: ['kit'],
  'easy-kits': null,
  producers: null,
};

export interface ListingFilters {
  types: WineType[];
  grapes: Grape[];
  countries: Country[];
  priceBand: PriceBand['slug'] | null;
  kitSize: KitSize | null;
  producer: string | null;
}

export interface ListingQuery {
  category: ListingCategory;
  filters: ListingFilters;
  sort: ListingSort | null;
  /** 1-based. */
  page: number;
  /** SPEC §2: all wines with open-filters=true and filter-focus. */
  filterFocus: FilterFocus | null;
}

export function emptyFilters(): ListingFilters {
  return { types: [], grapes: [], countries: [], priceBand: null, kitSize: null, producer: null };
}

export function listingQuery(
  category: ListingCategory,
  overrides: Partial<Omit<ListingQuery, 'category' | 'filters'>> & {
    filters?: Partial<ListingFilters>;
  } = {},
): ListingQuery {
  return {
    category,
    filters: { ...emptyFilters(), ...overrides.filters },
    sort: overrides.sort ?? null,
    page: overrides.page ?? 1,
    filterFocus: overrides.filterFocus ?? null,
  };
}

/** The outlet hides producers and easy kits; beers and accessories exist only there (SPEC §2, §6). */
export function isListingAvailable(category: ListingCategory, store: Store): boolean {
  if (store === 'OUTLET') return category !== 'producers' && category !== 'easy-kits';
  return !CODED_CATEGORIES.some((c) => c.category === category && c.outletOnly);
}

/**
 * The product filters of a listing (the server's `ListingFilters`): every product of the store
 * that passes them is listed, and counted beside the listing's link. Prices are inclusive
 * bounds on the non-member sale price in centavos.
 */
export interface CatalogueFilters {
  categories?: ProductCategory[];
  wineTypes?: string[];
  grapes?: string[];
  countries?: string[];
  priceMin?: number;
  priceMax?: number;
  kitSize?: number;
  easyKit?: boolean;
  producer?: string;
}

export function catalogueFilters(query: ListingQuery): CatalogueFilters {
  const { filters } = query;
  const categories = LISTING_PRODUCT_CATEGORIES[query.category];
  return {
    ...(categories ? { categories: [...categories] } : {}),
    ...(filters.types.length ? { wineTypes: [...filters.types] } : {}),
    ...(filters.grapes.length ? { grapes: [...filters.grapes] } : {}),
    ...(filters.countries.length ? { countries: [...filters.countries] } : {}),
    ...priceBandBounds(filters.priceBand),
    ...(query.category === 'kits' && filters.kitSize ? { kitSize: filters.kitSize } : {}),
    ...(query.category === 'easy-kits' ? { easyKit: true } : {}),
    ...(query.category === 'producers' && filters.producer ? { producer: filters.producer } : {}),
  };
}
