import { menuPagePaths } from '../components/layout/menu';
import type { Route } from './+types/sitemap.$part';
import { sitemapEntries, sitemapPart, sitemapPartOf, urlsetXml, xmlResponse } from '../lib/sitemap';

/** `/sitemap/{n}.xml`: part n of the sitemap index (404 when the store has no such part). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const n = sitemapPartOf(params.part);
  const part =
    n === null ? null : sitemapPart(await sitemapEntries(context, menuPagePaths(context.store)), n);
  if (part === null)
    return xmlResponse(
      '<?xml version="1.0" encoding="UTF-8"?>\n<error>Não encontrado</error>\n',
      404,
    );
  return xmlResponse(urlsetXml(part));
}
