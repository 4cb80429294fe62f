import type { Route } from './+types/robots[.]txt';

/** robots.txt: everything may be crawled; the sitemap of this store's host. */
export function loader({ context }: Route.LoaderArgs) {
  const origin = context.origin.replace(/\/+$/, '');
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
