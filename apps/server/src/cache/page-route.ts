/**
 * Which requests the anonymous page cache may serve, under which key and tags, and the headers a
 * cached page carries (issue #19, ADR 0035).
 */
import type { Context } from 'hono';
import { isUserMenuHidden } from '@adega/domain/roles';
import { productCodeOfPath } from '@adega/domain/urls';
import { PRIVATE_PAGE } from '../http/security.ts';
import { productTag } from './changes.ts';

/** Longer addresses are rendered, never cached (a hostile crawler's endless variations). */
export const MAX_CACHED_URL_LENGTH = 1024;

/** Pages never cached: personal ones, a customer's shared list, and what is not a page. */
const UNCACHED_PATH = /^\/(api|rpc|sandbox|winelist)(\/|$)/;

/**
 * What a CDN may do with an anonymous page: keep it a minute and serve it stale for five while it
 * fetches a new one; browsers revalidate every time (max-age=0).
 */
export const ANONYMOUS_PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * The query parameters a cached page reads (issue #33 F17, ADR 0050); any other parameter
 * (`?x=1`, tracking tags) neither makes another cache entry nor reaches the render.
 * - every page: `hmp` (SPEC §6 member price hidden), `indicacao` (the referral notice),
 *   `keyWords` (the header's search box shows it), `open-filters` (the mobile filter panel), and
 *   React Router's `_routes` and `index` (its data requests);
 * - listings: `ordem`, `pagina`, `filter-focus` (the domain's parseListingUrl);
 * - search: `tipo`, `uva`, `pais`, `preco`, `ordem`, `pagina` (web search-query.ts).
 */
const PAGE_PARAMS = ['hmp', 'indicacao', 'keyWords', 'open-filters', '_routes', 'index'];
const SEARCH_PARAMS = ['tipo', 'uva', 'pais', 'preco', 'ordem', 'pagina'];
const LISTING_PARAMS = ['ordem', 'pagina', 'filter-focus'];
const SEARCH_PATH = /^\/search\.ep(\.data)?$/;

/** The parameters the page at `pathname` reads. */
export function pageParams(pathname: string): readonly string[] {
  return [...PAGE_PARAMS, ...(SEARCH_PATH.test(pathname) ? SEARCH_PARAMS : LISTING_PARAMS)];
}

/** `search` with only the parameters the page reads, in their order ('' when none). */
export function readSearch(pathname: string, search: string): string {
  const read = pageParams(pathname);
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) {
    if (read.includes(name)) kept.append(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export interface AnonymousPage {
  /** The cache key: the store and the address with only the parameters the page reads. */
  key: string;
  /** The store and path: variants of one path are bounded (PageCacheOptions.maxVariants). */
  path: string;
  /** The address rendered: the request's, without the parameters the page does not read. */
  url: string;
}

/** The cache key of an anonymous page request, or null when the cache must not serve it. */
export function anonymousPageKey(c: Context): AnonymousPage | null {
  if (c.req.method !== 'GET') return null;
  // Signed in or remembered (semi-logged): the page is personal.
  if (c.get('session') !== null) return null;
  const url = new URL(c.req.url);
  if (`${url.pathname}${url.search}`.length > MAX_CACHED_URL_LENGTH) return null;
  if (UNCACHED_PATH.test(url.pathname) || PRIVATE_PAGE.test(url.pathname)) return null;
  // SPEC §6: the master cookie changes the header (the user menu hidden): rendered per request.
  if (isUserMenuHidden(c.req.header('cookie') ?? null)) return null;
  const search = readSearch(url.pathname, url.search);
  const path = `${c.get('store')}|${url.pathname}`;
  return { key: `${path}${search}`, path, url: `${url.origin}${url.pathname}${search}` };
}

/** The tags a page depends on beyond 'site': a product page, its product's stock. */
export function pageTags(pathname: string): string[] {
  // React Router's data requests (`/prodX.html.data`) carry the same page's loader data.
  const page = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  const code = productCodeOfPath(page);
  return code ? [productTag(code)] : [];
}

/**
 * The request an anonymous render sees: the address (`url`: the parameters the page reads) and
 * content negotiation, no cookie.
 */
export function anonymousRequest(raw: Request, url: string = raw.url): Request {
  const headers = new Headers();
  for (const name of ['host', 'accept']) {
    const value = raw.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(url, { method: 'GET', headers });
}
