/**
 * The listing URL scheme of docs/decisions/0002-listing-urls.md: `buildListingUrl` and
 * `parseListingUrl` are inverses on canonical URLs, so the server resolves every menu link with
 * the same rules that build it. The menu's listing links are built here too.
 */
import { KIT_SIZES } from './constants.ts';
import {
  CODED_CATEGORIES,
  COUNTRIES,
  FILTER_FOCUSES,
  GRAPES,
  LISTING_SORTS,
  OPEN_BAND_URL_MAX,
  PRICE_BANDS,
  WINE_TYPES,
  emptyFilters,
  listingQuery,
  type CodedCategory,
  type Country,
  type FilterFocus,
  type Grape,
  type KitSize,
  type ListingFilters,
  type ListingQuery,
  type ListingSort,
  type PriceBand,
  type WineType,
} from './catalogue.ts';
import { ROUTES, slugify } from './urls-routes.ts';

// ---- Encoding ----

const toCode = (slug: string) => slug.toUpperCase().replace(/-/g, '_');
const fromCode = (code: string) => code.toLowerCase().replace(/_/g, '-');
const PRODUCER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const FACETS = [
  { prefix: 'tp', key: 'types', values: WINE_TYPES.map((t) => t.slug) },
  { prefix: 'uv', key: 'grapes', values: GRAPES.map((g) => g.slug) },
  { prefix: 'pa', key: 'countries', values: COUNTRIES.map((c) => c.slug) },
] as const;

function priceToken(band: PriceBand): string {
  return `prBRL_${band.min}_${band.max ?? OPEN_BAND_URL_MAX}`;
}

function bandBySlug(slug: string | null): PriceBand | null {
  return PRICE_BANDS.find((b) => b.slug === slug) ?? null;
}

function sortParam(sort: ListingSort): string {
  return LISTING_SORTS.find((s) => s.value === sort)?.param ?? '';
}

function searchOf(query: ListingQuery, pageInSearch: boolean): string {
  const params = new URLSearchParams();
  if (query.filterFocus) {
    params.set('open-filters', 'true');
    params.set('filter-focus', query.filterFocus);
  }
  if (query.sort) params.set('ordem', sortParam(query.sort));
  if (pageInSearch && query.page > 1) params.set('pagina', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sorted, deduplicated facet values in the order of the vocabulary, so URLs are canonical. */
function canonical<T extends string>(values: readonly T[], vocabulary: readonly string[]): T[] {
  return vocabulary.filter((v) => values.includes(v as T)) as T[];
}

/**
 * Builds the canonical URL (path + search) of a listing query. Filters a page cannot carry are
 * ignored (e.g. wine types on a kit page).
 */
export function buildListingUrl(query: ListingQuery): string {
  const page = Math.max(1, Math.trunc(query.page));
  const normalized = { ...query, page };
  switch (query.category) {
    case 'kits': {
      const size = query.filters.kitSize;
      return `${size ? `/kits/kit-${size}-vinhos/` : '/kits/'}${searchOf(normalized, true)}`;
    }
    case 'easy-kits':
      return `${ROUTES.easyKits}${searchOf(normalized, true)}`;
    case 'producers': {
      const slug = query.filters.producer;
      return `${slug ? `${ROUTES.producers}${slug}/` : ROUTES.producers}${searchOf(normalized, true)}`;
    }
    default:
      return `${codedPath(query.category, query.filters, page)}${searchOf(normalized, false)}`;
  }
}

function codedPath(category: CodedCategory, filters: ListingFilters, page: number): string {
  const info = CODED_CATEGORIES.find((c) => c.category === category) ?? CODED_CATEGORIES[0];
  const tokens: string[] = [];
  const slugs: string[] = [];
  const band = bandBySlug(filters.priceBand);
  if (band) {
    tokens.push(priceToken(band));
    slugs.push(`${band.slug}-reais`);
  }
  for (const facet of FACETS) {
    const values = canonical(filters[facet.key] as readonly string[], facet.values);
    if (values.length > 0) {
      tokens.push(`${facet.prefix}${values.map(toCode).join('.')}`);
      slugs.push(...values);
    }
  }
  if (page > 1) tokens.push(`p${page}`);
  const dir = slugs.length > 0 ? `/${info.dir}/${slugs.join('-')}` : `/${info.dir}`;
  return `${dir}/c${info.code}${tokens.map((t) => `-${t}`).join('')}.html`;
}

// ---- Parsing ----

function parseSearch(search: string): {
  sort: ListingSort | null;
  filterFocus: FilterFocus | null;
  page: number | null;
} | null {
  const params = new URLSearchParams(search);
  const ordem = params.get('ordem');
  const sort =
    ordem === null ? null : (LISTING_SORTS.find((s) => s.param === ordem)?.value ?? null);
  if (ordem !== null && sort === null) return null;
  const focusParam = params.get('filter-focus');
  const filterFocus = (FILTER_FOCUSES as readonly string[]).includes(focusParam ?? '')
    ? (focusParam as FilterFocus)
    : null;
  const pagina = params.get('pagina');
  const page = pagina === null ? null : parsePage(pagina);
  if (pagina !== null && page === null) return null;
  return { sort, filterFocus, page };
}

function parsePage(text: string): number | null {
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null;
}

/**
 * Resolves a pathname and search string to a listing query; null when it is not a listing URL
 * of the scheme (the server answers 404). The decorative SEO directory is not checked, and
 * 'cVINHOS-p1.html' is accepted as page 1.
 */
export function parseListingUrl(pathname: string, search = ''): ListingQuery | null {
  const params = parseSearch(search);
  if (!params) return null;
  const path = pathname.replace(/\/{2,}/g, '/');

  const kit = /^\/kits\/(?:kit-(\d+)-vinhos\/)?$/.exec(path);
  if (kit) {
    const size = kit[1] === undefined ? null : Number(kit[1]);
    if (size !== null && !(KIT_SIZES as readonly number[]).includes(size)) return null;
    return listingQuery('kits', {
      filters: { kitSize: size as KitSize | null },
      sort: params.sort,
      page: params.page ?? 1,
      filterFocus: params.filterFocus,
    });
  }
  if (path === ROUTES.easyKits || path === `${ROUTES.easyKits}/`) {
    return listingQuery('easy-kits', {
      sort: params.sort,
      page: params.page ?? 1,
      filterFocus: params.filterFocus,
    });
  }
  const producer = /^\/loja\/produtor\/(?:([^/]+)\/?)?$/.exec(path);
  if (producer) {
    const slug = producer[1] ?? null;
    if (slug !== null && !PRODUCER_SLUG.test(slug)) return null;
    return listingQuery('producers', {
      filters: { producer: slug },
      sort: params.sort,
      page: params.page ?? 1,
      filterFocus: params.filterFocus,
    });
  }
  return parseCodedPath(path, params);
}

function parseCodedPath(
  path: string,
  params: { sort: ListingSort | null; filterFocus: FilterFocus | null; page: number | null },
): ListingQuery | null {
  const match = /^\/([a-z]+)\/(?:[a-z0-9-]+\/)?c([A-Z]+)((?:-[A-Za-z0-9_.]+)*)\.html$/.exec(path);
  if (!match) return null;
  const [, dir, code, rest = ''] = match;
  const info = CODED_CATEGORIES.find((c) => c.dir === dir && c.code === code);
  if (!info || params.page !== null) return null;

  const filters = emptyFilters();
  let page = 1;
  const seen = new Set<string>();
  for (const token of rest.split('-').slice(1)) {
    const kind = /^p\d+$/.test(token) ? 'p' : token.slice(0, 2);
    if (seen.has(kind)) return null;
    seen.add(kind);
    if (kind === 'p') {
      const parsed = parsePage(token.slice(1));
      if (parsed === null) return null;
      page = parsed;
    } else if (kind === 'pr') {
      const band = PRICE_BANDS.find((b) => priceToken(b) === token);
      if (!band) return null;
      filters.priceBand = band.slug;
    } else {
      const facet = FACETS.find((f) => f.prefix === kind);
      if (!facet) return null;
      const values = token.slice(2).split('.').map(fromCode);
      if (!values.every((v) => (facet.values as readonly string[]).includes(v))) return null;
      (filters[facet.key] as string[]) = canonical(values, facet.values);
    }
  }
  return {
    category: info.category,
    filters,
    sort: params.sort,
    page,
    filterFocus: params.filterFocus,
  };
}

// ---- Listing URL builders for the menu ----

export function allWinesUrl(filterFocus?: FilterFocus): string {
  return buildListingUrl(listingQuery('wines', { filterFocus: filterFocus ?? null }));
}

/** SPEC §2 'vinhos/cVINHOS-p1.html' pattern: page N of all wines. */
export function listingPageUrl(page: number): string {
  return `/vinhos/cVINHOS-p${Math.max(1, Math.trunc(page))}.html`;
}

export function priceBandUrl(slug: PriceBand['slug']): string {
  return buildListingUrl(listingQuery('wines', { filters: { priceBand: slug } }));
}

export function wineTypeUrl(type: WineType): string {
  return buildListingUrl(listingQuery('wines', { filters: { types: [type] } }));
}

export function grapeUrl(grape: Grape): string {
  return buildListingUrl(listingQuery('wines', { filters: { grapes: [grape] } }));
}

export function countryUrl(country: Country): string {
  return buildListingUrl(listingQuery('wines', { filters: { countries: [country] } }));
}

export function kitUrl(size: KitSize): string {
  return `/kits/kit-${size}-vinhos/`;
}

export function producerUrl(slug?: string): string {
  return slug ? `${ROUTES.producers}${slugify(slug)}/` : ROUTES.producers;
}

export function categoryUrl(category: CodedCategory): string {
  return buildListingUrl(listingQuery(category));
}
