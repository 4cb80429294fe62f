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

/** The cache key of an anonymous page request, or null when the cache must not serve it. */
export function anonymousPageKey(c: Context): string | null {
  if (c.req.method !== 'GET') return null;
  // Signed in or remembered (semi-logged): the page is personal.
  if (c.get('session') !== null) return null;
  const url = new URL(c.req.url);
  const target = `${url.pathname}${url.search}`;
  if (target.length > MAX_CACHED_URL_LENGTH) return null;
  if (UNCACHED_PATH.test(url.pathname) || PRIVATE_PAGE.test(url.pathname)) return null;
  // SPEC §6: the master cookie changes the header (the user menu hidden): rendered per request.
  if (isUserMenuHidden(c.req.header('cookie') ?? null)) return null;
  return `${c.get('store')}|${target}`;
}

/** The tags a page depends on beyond 'site': a product page, its product's stock. */
export function pageTags(pathname: string): string[] {
  // React Router's data requests (`/prodX.html.data`) carry the same page's loader data.
  const page = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  const code = productCodeOfPath(page);
  return code ? [productTag(code)] : [];
}

/** The request an anonymous render sees: the address and content negotiation, no cookie. */
export function anonymousRequest(raw: Request): Request {
  const headers = new Headers();
  for (const name of ['host', 'accept']) {
    const value = raw.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Request(raw.url, { method: 'GET', headers });
}
