/**
 * Issue #12 B4: every count shown beside a link of the store page (/loja-vinhos; the home page
 * shows its type and country counts) equals what the link lists, on the seeded catalogue.
 */
import { describe, expect, it } from 'vitest';
import { allStorePageLinks, countOf } from '@adega/domain/catalogue-links';
import { catalogueFilters, parseListingUrl } from '@adega/domain/urls';
import type { Store } from '@adega/domain/store';
import { useTestApp } from './support/suite.ts';

const t = useTestApp();

/** What the page behind a link lists: its URL parsed as the web's splat route parses it. */
async function listedBy(store: Store, href: string): Promise<number> {
  const url = new URL(href, 'http://localhost');
  const query = parseListingUrl(url.pathname, url.search);
  if (!query) throw new Error(`${href} is not a listing URL`);
  const page = await t.services.catalog.list({
    store,
    filters: catalogueFilters(query),
    sort: 'relevancia',
    page: 1,
    pageSize: 24,
  });
  return page.total;
}

describe('store page counts (issue #12 B4)', () => {
  for (const store of ['WINE', 'OUTLET'] as const) {
    it(`every link's count equals what the link lists (${store})`, async () => {
      const counts = await t.services.catalog.menuCounts(store);
      const links = allStorePageLinks(store);
      expect(links.length).toBeGreaterThanOrEqual(30);
      const shown = links.map((link) => `${link.href} ${countOf(counts, link)}`);
      const listed = await Promise.all(
        links.map(async (link) => `${link.href} ${await listedBy(store, link.href)}`),
      );
      expect(shown).toEqual(listed);
    });
  }

  it('counts something for every price band, type and kit of the Wine store', async () => {
    const counts = await t.services.catalog.menuCounts('WINE');
    const links = allStorePageLinks('WINE').filter((l) =>
      ['priceBands', 'wineTypes', 'kits'].includes(l.group),
    );
    for (const link of links) expect(countOf(counts, link), link.href).toBeGreaterThan(0);
  });

  it('the all-wines count is wines plus kits, and the bands partition it', async () => {
    const counts = await t.services.catalog.menuCounts('WINE');
    const all = allStorePageLinks('WINE');
    const wines = countOf(counts, all[0]!);
    expect(wines).toBe((counts.categories.vinho ?? 0) + (counts.categories.kit ?? 0));
    const bands = all.filter((l) => l.group === 'priceBands');
    expect(bands.reduce((sum, band) => sum + countOf(counts, band), 0)).toBe(wines);
  });
});
