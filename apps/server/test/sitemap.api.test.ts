/**
 * The sitemap through the real storefront (issue #19): every product page of the store once, on
 * the configured origin (never the request's Host), and no index parts while one file holds the
 * catalogue (the index itself: apps/web/app/lib/sitemap.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/suite.ts';

const t = useTestApp({ web: true });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap', () => {
  it('lists every product of the store once, on the configured origin', async () => {
    const response = await t.request('/sitemap.xml', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(xml);
    expect(new Set(urls).size).toBe(urls.length);
    const robots = await (await t.request('/robots.txt')).text();
    const origin = /Sitemap: (\S+)\/sitemap\.xml/.exec(robots)?.[1];
    expect(origin).toBeTruthy();
    expect(urls.every((url) => url.startsWith(`${origin}/`))).toBe(true);
    expect(xml).not.toContain('evil.example');
    const codes = await t.services.catalog.allCodes('WINE');
    const productUrls = urls.filter((url) => /\/prod[^/]+\.html$/.test(url));
    expect(productUrls.length).toBe(codes.length);
    expect(codes.length).toBeGreaterThan(100);
  });

  it('has no parts while one file holds the catalogue, and answers 404 for any other name', async () => {
    for (const path of ['/sitemap/1.xml', '/sitemap/2.xml', '/sitemap/0.xml', '/sitemap/x.xml']) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('<urlset');
    }
  });
});
