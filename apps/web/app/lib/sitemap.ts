/**
 * The store's sitemap (issue #19): home, content pages, every listing of the menu, the producers
 * and every product page. The sitemaps protocol allows 50 000 URLs (and 50 MB) per file, so a
 * catalogue beyond that is served as a sitemap index (`/sitemap.xml`) over numbered parts
 * (`/sitemap/1.xml`, …) of at most SITEMAP_LIMIT URLs each; a smaller store keeps one file.
 */
import { escapeMarkup } from '@adega/domain/markup';
import { isFeatureVisible } from '@adega/domain/roles';
import {
  CLUB_BOX_LINES,
  clubBoxUrl,
  producerUrl,
  productUrl,
  ROUTES,
  storeUrl,
} from '@adega/domain/urls';
import type { WebLoadContext } from '../context';

/** URLs per sitemap file (sitemaps.org: at most 50 000; each URL here is far below 1 KB). */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

type SitemapContext = Pick<WebLoadContext, 'store' | 'catalog' | 'origin'>;

/**
 * Every URL of the store on this host, pages first (then `menuPaths`, the header menu's pages),
 * each once, products with their lastmod.
 */
export async function sitemapEntries(
  { store, catalog, origin: configured }: SitemapContext,
  menuPaths: readonly string[],
): Promise<SitemapEntry[]> {
  const origin = configured.replace(/\/+$/, '');
  const club = isFeatureVisible('clubMenu', store);
  const [products, producers] = await Promise.all([
    catalog.allCodes(store),
    isFeatureVisible('producers', store) ? catalog.producers(store) : Promise.resolve([]),
  ]);
  const pages = [
    ROUTES.home,
    storeUrl(store),
    ROUTES.outletExplainer,
    ...(club
      ? [
          ROUTES.club,
          ROUTES.wineYou,
          ROUTES.customBox,
          ...CLUB_BOX_LINES.map((l) => clubBoxUrl(l.slug)),
        ]
      : []),
    ...menuPaths,
    ...producers.map((producer) => producerUrl(producer.slug)),
  ].filter((path) => path.startsWith('/') && !path.includes('?'));

  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (entry: SitemapEntry) => {
    if (seen.has(entry.loc)) return;
    seen.add(entry.loc);
    entries.push(entry);
  };
  for (const path of pages) add({ loc: `${origin}${path}` });
  for (const product of products)
    add({
      loc: productUrl({ code: product.code }, origin),
      lastmod: product.updatedAt.slice(0, 10),
    });
  return entries;
}

/** How many files the entries take: 1 is a plain sitemap, more is an index over the parts. */
export function sitemapParts(count: number, limit = SITEMAP_LIMIT): number {
  return Math.max(1, Math.ceil(count / limit));
}

/** The URL of part `n` (1-based) of the index. */
export function sitemapPartUrl(origin: string, n: number): string {
  return `${origin.replace(/\/+$/, '')}/sitemap/${n}.xml`;
}

/** Part `n` of the index from its file name (`1.xml`); null for anything else. */
export function sitemapPartOf(file: string | undefined): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file ?? '');
  return match ? Number(match[1]) : null;
}

/** A `<urlset>` document. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `<url><loc>${escapeMarkup(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

/** The `<sitemapindex>` over the parts of `entries`, each with its newest lastmod. */
export function sitemapIndexXml(
  origin: string,
  entries: readonly SitemapEntry[],
  limit = SITEMAP_LIMIT,
): string {
  const parts = sitemapParts(entries.length, limit);
  const items: string[] = [];
  for (let n = 1; n <= parts; n++) {
    let lastmod = '';
    for (const entry of entries.slice((n - 1) * limit, n * limit))
      if (entry.lastmod && entry.lastmod > lastmod) lastmod = entry.lastmod;
    items.push(
      `<sitemap><loc>${escapeMarkup(sitemapPartUrl(origin, n))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`,
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The entries of part `n`, or null when the store has no such part. */
export function sitemapPart(
  entries: readonly SitemapEntry[],
  n: number,
  limit = SITEMAP_LIMIT,
): readonly SitemapEntry[] | null {
  const parts = sitemapParts(entries.length, limit);
  if (parts < 2 || n > parts) return null;
  return entries.slice((n - 1) * limit, n * limit);
}

/** An XML response crawlers and CDNs may keep for an hour. */
export function xmlResponse(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
