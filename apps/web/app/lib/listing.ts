/**
 * Listing pages: adapts the domain's listing query (`@adega/domain/urls`) to the server's
 * `ListingRequest` (contract.ts), and names, links and breadcrumbs of a listing. The URL rules
 * themselves live in the domain; this module only composes them.
 */
import type { ListingRequest, ListingSort as ContractSort } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import {
  CODED_CATEGORIES,
  COUNTRIES,
  GRAPES,
  LISTING_SORTS,
  PRICE_BANDS,
  ROUTES,
  WINE_TYPES,
  allWinesUrl,
  buildListingUrl,
  catalogueFilters,
  priceBandPhrase,
  producerUrl,
  storeUrl,
  type ListingFilters,
  type ListingQuery,
} from '@adega/domain/urls';
import { countryWithPreposition } from '@adega/domain/country-names';

/** SPEC issue #3: listings show 24 products per page. */
export const LISTING_PAGE_SIZE = 24;

/** The domain's sort params are the contract's sort names ('menor-preco', …). */
function contractSort(sort: ListingQuery['sort']): ContractSort {
  return (LISTING_SORTS.find((s) => s.value === sort)?.param ?? 'relevancia') as ContractSort;
}

/** The listing's request: its filters are the domain's, the ones its link is counted with. */
export function toListingRequest(query: ListingQuery, store: Store): ListingRequest {
  return {
    store,
    filters: catalogueFilters(query),
    sort: contractSort(query.sort),
    page: query.page,
    pageSize: LISTING_PAGE_SIZE,
  };
}

/** Whether the page shows wine filters (type, grape, country, price): only all-wines pages. */
export function hasWineFilters(query: ListingQuery): boolean {
  return query.category === 'wines';
}

// ---- Titles ----

function joinPt(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} e ${parts.at(-1) ?? ''}`;
}

function winesTitle(filters: ListingFilters): string {
  const parts = ['Vinhos'];
  const types = WINE_TYPES.filter((t) => filters.types.includes(t.slug)).map((t) =>
    t.label.toLowerCase(),
  );
  if (types.length) parts.push(joinPt(types));
  const grapes = GRAPES.filter((g) => filters.grapes.includes(g.slug)).map((g) => g.label);
  if (grapes.length) parts.push(joinPt(grapes));
  const countries = COUNTRIES.filter((c) => filters.countries.includes(c.slug)).map((c) =>
    countryWithPreposition(c.slug, c.label),
  );
  if (countries.length) parts.push(joinPt(countries));
  const band = PRICE_BANDS.find((b) => b.slug === filters.priceBand);
  if (band) parts.push(priceBandPhrase(band));
  return parts.join(' ');
}

/** 'Vinhos tintos', 'Vinhos até R$ 40', 'Kit 6 vinhos', 'Destilados', a producer's name. */
export function listingTitle(query: ListingQuery, producerName?: string | null): string {
  switch (query.category) {
    case 'wines':
      return winesTitle(query.filters);
    case 'kits':
      return query.filters.kitSize ? `Kit ${query.filters.kitSize} vinhos` : 'Kits de vinhos';
    case 'easy-kits':
      return 'Kits fáceis';
    case 'producers':
      return producerName ?? 'Produtores parceiros';
    default:
      return CODED_CATEGORIES.find((c) => c.category === query.category)?.label ?? 'Produtos';
  }
}

export interface Crumb {
  label: string;
  href: string;
}

/** Início › Loja › (Vinhos | Kits | Produtores) › this page. The last crumb is the current page. */
export function listingBreadcrumbs(
  query: ListingQuery,
  store: Store,
  title: string,
  currentUrl: string,
): Crumb[] {
  const crumbs: Crumb[] = [{ label: 'Início', href: ROUTES.home }];
  if (storeUrl(store) !== ROUTES.home) crumbs.push({ label: 'Loja', href: storeUrl(store) });
  if (query.category === 'wines') {
    const all = allWinesUrl();
    if (title !== 'Vinhos') crumbs.push({ label: 'Vinhos', href: all });
  } else if (query.category === 'kits' || query.category === 'easy-kits') {
    const kits = buildListingUrl({
      ...query,
      category: 'kits',
      filters: { ...query.filters, kitSize: null },
      page: 1,
      sort: null,
      filterFocus: null,
    });
    if (title !== 'Kits de vinhos') crumbs.push({ label: 'Kits de vinhos', href: kits });
  } else if (query.category === 'producers') {
    crumbs.push({ label: 'Produtores parceiros', href: producerUrl() });
  }
  crumbs.push({ label: title, href: currentUrl });
  return crumbs;
}

/** Canonical page URL of a query with another page / sort / filters. */
export function listingUrl(query: ListingQuery, changes: Partial<ListingQuery> = {}): string {
  return buildListingUrl({ ...query, ...changes });
}

/** Query with one facet value toggled, back on page 1. */
export function toggleFacet(
  query: ListingQuery,
  key: 'types' | 'grapes' | 'countries',
  value: string,
): ListingQuery {
  const current = query.filters[key] as readonly string[];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...query, page: 1, filters: { ...query.filters, [key]: next } };
}

/** Query with the price band set (or cleared when it is the current one), back on page 1. */
export function togglePriceBand(query: ListingQuery, slug: string): ListingQuery {
  return {
    ...query,
    page: 1,
    filters: { ...query.filters, priceBand: query.filters.priceBand === slug ? null : slug },
  };
}

/** Every wine filter cleared. */
export function clearWineFilters(query: ListingQuery): ListingQuery {
  return {
    ...query,
    page: 1,
    filters: { ...query.filters, types: [], grapes: [], countries: [], priceBand: null },
  };
}

export function hasActiveWineFilters(filters: ListingFilters): boolean {
  return (
    filters.types.length + filters.grapes.length + filters.countries.length > 0 ||
    filters.priceBand !== null
  );
}

/**
 * Carries display-only parameters that the domain's URLs do not (SPEC §6 hmp; the mobile panel's
 * open-filters) onto a listing URL.
 */
export function withParams(url: string, extra: Readonly<Record<string, string | null>>): string {
  // Most links carry none (every facet link of a listing comes through here).
  if (!url.includes('?') && Object.values(extra).every((value) => value === null)) return url;
  const [path = '', search = ''] = url.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(extra)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Meta description of a listing (natural pt-BR; the spec gives no text). */
export function listingDescription(
  query: ListingQuery,
  title: string,
  total: number,
  producer?: { name: string; description: string } | null,
): string {
  if (producer?.description) return producer.description.slice(0, 160);
  const count = `${total.toLocaleString('pt-BR')} ${total === 1 ? 'opção' : 'opções'}`;
  if (query.category === 'wines' || query.category === 'kits' || query.category === 'easy-kits') {
    return `${title}: ${count} com preços de sócio, avaliações e premiações. Compre online com entrega para todo o Brasil.`;
  }
  return `${title}: ${count} selecionadas para acompanhar seus vinhos. Compre online com entrega para todo o Brasil.`;
}
