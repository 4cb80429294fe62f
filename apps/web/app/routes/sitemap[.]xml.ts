import { menuPagePaths } from '../components/layout/menu';
import type { Route } from './+types/sitemap[.]xml';
import {
  sitemapEntries,
  sitemapIndexXml,
  sitemapParts,
  urlsetXml,
  xmlResponse,
} from '../lib/sitemap';

/**
 * sitemap.xml of the store on this host: one `<urlset>` while the store has at most 50 000 URLs,
 * else a `<sitemapindex>` over `/sitemap/{n}.xml` (lib/sitemap).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const entries = await sitemapEntries(context, menuPagePaths(context.store));
  return xmlResponse(
    sitemapParts(entries.length) === 1
      ? urlsetXml(entries)
      : sitemapIndexXml(context.origin, entries),
  );
}
