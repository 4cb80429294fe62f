/**
 * The results page's URL (`/search.ep?keyWords=…`, SPEC §2) and its request to the server.
 * Filters, sort and page are query parameters beside keyWords, named as on listings:
 *
 *   /search.ep?keyWords=malbec&tipo=tinto,rose&uva=malbec&pais=argentina&preco=40-a-60&ordem=menor-preco&pagina=2
 *
 * Multi-valued filters are comma lists in the vocabulary's order (one canonical URL per query);
 * unknown values are ignored, never an error. 'relevancia' is the default sort and is not written.
 */
import type { ListingSort as ContractSort, SearchRequest } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import {
  COUNTRIES,
  GRAPES,
  LISTING_SORTS,
  PRICE_BANDS,
  WINE_TYPES,
  priceBandBounds,
  searchUrl,
  type ListingSort as DomainSort,
} from '@adega/domain/urls';
import { SEARCH_TEXT_MAX } from './autocomplete-state';

export const SEARCH_PATH = new URL(searchUrl(''), 'http://localhost').pathname;
export const KEYWORDS_PARAM = 'keyWords';
/** Listings show 24 products per page; search results too. */
export const SEARCH_PAGE_SIZE = 24;

export type FacetKey = 'types' | 'grapes' | 'countries';

export const FACET_PARAMS: Record<FacetKey, string> = {
  types: 'tipo',
  grapes: 'uva',
  countries: 'pais',
};

const VOCABULARY: Record<FacetKey, readonly { slug: string; label: string }[]> = {
  types: WINE_TYPES,
  grapes: GRAPES,
  countries: COUNTRIES,
};

export interface SearchFilters {
  types: string[];
  grapes: string[];
  countries: string[];
  priceBand: string | null;
}

export interface SearchQuery {
  /** Normalised words (trimmed, spaces collapsed, at most 100 characters); '' when missing. */
  text: string;
  /** The words were longer than 100 characters and were cut. */
  truncated: boolean;
  filters: SearchFilters;
  /** Contract sort; 'relevancia' by default. */
  sort: ContractSort;
  page: number;
}

export function emptySearchFilters(): SearchFilters {
  return { types: [], grapes: [], countries: [], priceBand: null };
}

function facetValues(raw: string[], key: FacetKey): string[] {
  const wanted = new Set(raw.flatMap((value) => value.split(',')).map((v) => v.trim()));
  return VOCABULARY[key].map((item) => item.slug).filter((slug) => wanted.has(slug));
}

const SORT_PARAMS = new Set<string>(LISTING_SORTS.map((s) => s.param));

/** Parses `?keyWords=…&tipo=…` leniently: anything unknown falls back to its default. */
export function parseSearchQuery(search: string | URLSearchParams): SearchQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = (params.get(KEYWORDS_PARAM) ?? '').trim().replace(/\s+/g, ' ');
  const text = raw.slice(0, SEARCH_TEXT_MAX).trim();
  const band = params.get('preco');
  const ordem = params.get('ordem') ?? '';
  const pagina = Number(params.get('pagina') ?? '1');
  return {
    text,
    truncated: raw.length > SEARCH_TEXT_MAX,
    filters: {
      types: facetValues(params.getAll(FACET_PARAMS.types), 'types'),
      grapes: facetValues(params.getAll(FACET_PARAMS.grapes), 'grapes'),
      countries: facetValues(params.getAll(FACET_PARAMS.countries), 'countries'),
      priceBand: PRICE_BANDS.some((b) => b.slug === band) ? band : null,
    },
    sort: SORT_PARAMS.has(ordem) ? (ordem as ContractSort) : 'relevancia',
    page: Number.isSafeInteger(pagina) && pagina >= 1 ? pagina : 1,
  };
}

/** The canonical URL of a search query, with extra display parameters (hmp, open-filters). */
export function buildSearchUrl(
  query: Pick<SearchQuery, 'text' | 'filters' | 'sort' | 'page'>,
  extra: Readonly<Record<string, string | null>> = {},
): string {
  const params = new URLSearchParams();
  params.set(KEYWORDS_PARAM, query.text);
  for (const key of ['types', 'grapes', 'countries'] as const) {
    const values = facetValues(query.filters[key], key);
    if (values.length) params.set(FACET_PARAMS[key], values.join(','));
  }
  if (query.filters.priceBand) params.set('preco', query.filters.priceBand);
  if (query.sort !== 'relevancia') params.set('ordem', query.sort);
  if (query.page > 1) params.set('pagina', String(query.page));
  for (const [key, value] of Object.entries(extra)) if (value !== null) params.set(key, value);
  // Commas are safe in a query string; keep the lists readable.
  return `${SEARCH_PATH}?${params.toString().replace(/%2C/g, ',')}`;
}

/** The query with one facet value toggled, back on page 1. */
export function toggleSearchFacet(query: SearchQuery, key: FacetKey, value: string): SearchQuery {
  const current = query.filters[key];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...query, page: 1, filters: { ...query.filters, [key]: next } };
}

/** The query with the price band set, or cleared when it is the current one, back on page 1. */
export function toggleSearchPriceBand(query: SearchQuery, slug: string): SearchQuery {
  const priceBand = query.filters.priceBand === slug ? null : slug;
  return { ...query, page: 1, filters: { ...query.filters, priceBand } };
}

export function hasSearchFilters(filters: SearchFilters): boolean {
  return (
    filters.types.length + filters.grapes.length + filters.countries.length > 0 ||
    filters.priceBand !== null
  );
}

export function toSearchRequest(query: SearchQuery, store: Store): SearchRequest {
  const { filters } = query;
  return {
    store,
    text: query.text,
    filters: {
      ...(filters.types.length ? { wineTypes: [...filters.types] } : {}),
      ...(filters.grapes.length ? { grapes: [...filters.grapes] } : {}),
      ...(filters.countries.length ? { countries: [...filters.countries] } : {}),
      ...priceBandBounds(filters.priceBand),
    },
    sort: query.sort,
    page: query.page,
    pageSize: SEARCH_PAGE_SIZE,
  };
}

/** The domain's sort name of a contract sort (the listing's SortForm speaks the domain's). */
export function domainSortOf(sort: ContractSort): DomainSort | null {
  return LISTING_SORTS.find((s) => s.param === sort)?.value ?? null;
}
