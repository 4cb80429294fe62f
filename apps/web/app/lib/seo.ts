/**
 * One helper for every route's `meta` export: title, description, canonical URL (origin + path,
 * tracking parameters removed) and Open Graph tags (DESIGN: SEO and first paint for a store).
 */
import type { MetaDescriptor } from 'react-router';
import type { Store } from '@adega/domain/store';

export const SITE_NAME = 'Adega';
export const OUTLET_SITE_NAME = 'Adega Outlet';

/** Default share image (public/og-adega.png, 1200 × 630). */
export const DEFAULT_OG_IMAGE = '/og-adega.png';

/**
 * A listing's or a search's title after its first page: ' - página 3'. A hyphen, not an en dash:
 * the server's markup keeps to Latin-1 (ADR 0041).
 */
export function pageTitleSuffix(page: number): string {
  return page > 1 ? ` - página ${page}` : '';
}

/** Parameters that only say where a visit came from; they never change the page. */
const TRACKING_PARAMS =
  /^(utm_.*|gclid|gbraid|wbraid|fbclid|msclkid|dclid|yclid|mc_cid|mc_eid|_ga|_gl|ref|srsltid)$/i;

export interface SeoInput {
  /** Scheme + host of the request (`context.origin`). */
  origin: string;
  /** Path of the page, e.g. '/loja-vinhos'. A query string in it is handled like `search`. */
  path: string;
  /**
   * Query string of the page. Only parameters listed in `keepParams` stay in the canonical URL
   * (e.g. a listing's sort), and tracking parameters never do.
   */
  search?: string;
  keepParams?: readonly string[];
  title: string;
  description: string;
  /** Absolute or root-relative image URL for og:image; the default share image when omitted. */
  image?: string | null;
  /** og:type: 'website' (default) or 'product', 'article'. */
  type?: string;
  /** Store name for the title suffix and og:site_name. */
  siteName?: string;
  /** Adds `robots: noindex` (error pages, search results). */
  noIndex?: boolean;
}

/** The canonical URL of a page: origin + path, with only the kept, non-tracking parameters. */
export function canonicalUrl(
  origin: string,
  path: string,
  search = '',
  keepParams: readonly string[] = [],
): string {
  const base = origin.replace(/\/+$/, '');
  const [pathname = '/', inlineSearch = ''] = path.split('?');
  const params = new URLSearchParams(search || inlineSearch);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (keepParams.includes(key) && !TRACKING_PARAMS.test(key)) kept.append(key, value);
  }
  const query = kept.toString();
  const normalizedPath = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return `${base}${normalizedPath}${query ? `?${query}` : ''}`;
}

/** Makes a root-relative URL absolute (Open Graph wants absolute URLs). */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}

/** Page title with the store name: 'Vinhos tintos | Adega'. */
export function pageTitle(title: string, siteName = SITE_NAME): string {
  return title === siteName || title.endsWith(`| ${siteName}`) ? title : `${title} | ${siteName}`;
}

export function seo(input: SeoInput): MetaDescriptor[] {
  const siteName = input.siteName ?? SITE_NAME;
  const url = canonicalUrl(input.origin, input.path, input.search, input.keepParams);
  const title = pageTitle(input.title, siteName);
  const image =
    input.image === null ? null : absoluteUrl(input.origin, input.image ?? DEFAULT_OG_IMAGE);
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:type', content: input.type ?? 'website' },
  ];
  if (image) tags.push({ property: 'og:image', content: image });
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** The site name of a store. */
export function siteNameOf(store: string): string {
  return store === 'OUTLET' ? OUTLET_SITE_NAME : SITE_NAME;
}

/** A page never indexed (my account, the checkout, a shared Winelist): its title and 'noindex, nofollow'. */
export function privatePageMeta(title: string, store: Store | undefined): MetaDescriptor[] {
  return [
    { title: pageTitle(title, siteNameOf(store ?? 'WINE')) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
