import { isFeatureVisible } from '@adega/domain/roles';
import {
  CLUB_BOX_LINES,
  clubBoxUrl,
  producerUrl,
  productUrl,
  ROUTES,
  storeUrl,
} from '@adega/domain/urls';
import type { Route } from './+types/sitemap[.]xml';
import { headerNav } from '../components/layout/menu';

interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Paths of the header menu's pages, without the filter-panel variants (same page, other params). */
function menuPaths(store: Route.LoaderArgs['context']['store']): string[] {
  const nav = headerNav(store);
  const sections = [nav.home, nav.club, nav.store, ...nav.storeColumns, ...nav.links].filter(
    (section) => section !== null,
  );
  return sections.flatMap((section) => [section.href, ...section.links.map((link) => link.href)]);
}

/**
 * sitemap.xml of the store on this host: home, content pages, every listing of the menu, the
 * producers and every product page (`/prod{code}.html`).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { store, catalog } = context;
  const origin = context.origin.replace(/\/+$/, '');
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
    ...menuPaths(store),
    ...producers.map((producer) => producerUrl(producer.slug)),
  ].filter((path) => path.startsWith('/') && !path.includes('?'));

  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  for (const path of pages) {
    const loc = `${origin}${path}`;
    if (seen.has(loc)) continue;
    seen.add(loc);
    entries.push({ loc });
  }
  for (const product of products) {
    const loc = productUrl({ code: product.code }, origin);
    if (seen.has(loc)) continue;
    seen.add(loc);
    entries.push({ loc, lastmod: product.updatedAt.slice(0, 10) });
  }

  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
