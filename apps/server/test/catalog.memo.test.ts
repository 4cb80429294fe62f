/**
 * Issue #19 (ADR 0037): the catalogue's reads are memoised until the catalogue changes. Counts,
 * facets, menu counts and producers stay until a 'site' change; a page of items also goes with
 * a product's (stock) change. The test publishes the changes itself, as the database watcher
 * does on every instance.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListingRequest } from '../src/contract.ts';
import { productTag, SITE_TAG } from '../src/cache/changes.ts';
import { products } from '../src/db/schema.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp();

const reds: ListingRequest = {
  store: 'WINE',
  filters: { categories: ['vinho'], wineTypes: ['tinto'] },
  sort: 'relevancia',
  page: 1,
  pageSize: 24,
};

describe('catalogue memo (issue #19)', () => {
  it('keeps a listing until a change, then shows the change on the next read', async () => {
    const before = await t.services.catalog.list(reds);
    const first = before.items[0]!;
    expect(first.available).toBe(true);
    await t.database.db
      .update(products)
      .set({ salePrice: first.salePrice + 100, stock: 0 })
      .where(eq(products.id, first.id));

    // Unchanged until told: the same page and the very same facets.
    const memoised = await t.services.catalog.list(reds);
    expect(memoised.items[0]!.salePrice).toBe(first.salePrice);
    expect(memoised.facets).toBe(before.facets);

    // A stock change: the items are read again (sold out: unavailable, ADR 0050), the counts and
    // facets are kept.
    t.services.changes.publish([productTag(first.code)]);
    const afterStock = await t.services.catalog.list(reds);
    const again = afterStock.items.find((item) => item.id === first.id)!;
    expect(again.available).toBe(false);
    expect(afterStock.facets).toBe(before.facets);

    // A catalogue change: everything is read again.
    await t.database.db
      .update(products)
      .set({ wineType: 'branco' })
      .where(eq(products.id, first.id));
    t.services.changes.publish([SITE_TAG]);
    const afterSite = await t.services.catalog.list(reds);
    expect(afterSite.facets).not.toBe(before.facets);
    expect(afterSite.total).toBe(before.total - 1);
    expect(afterSite.items.some((item) => item.id === first.id)).toBe(false);
    const whites = afterSite.facets.wineTypes.find((f) => f.value === 'branco');
    const whitesBefore = before.facets.wineTypes.find((f) => f.value === 'branco');
    expect(whites?.count).toBe((whitesBefore?.count ?? 0) + 1);
  });

  it('keys the facets by store and filters: another filter is counted on its own', async () => {
    const chile = await t.services.catalog.list({
      ...reds,
      filters: { ...reds.filters, countries: ['CL'] },
    });
    const all = await t.services.catalog.list(reds);
    expect(chile.total).toBeLessThan(all.total);
    // Another page or order of the same filters shares their counts.
    const byPrice = await t.services.catalog.list({ ...reds, sort: 'menor-preco', page: 2 });
    expect(byPrice.facets).toBe(all.facets);
    expect(byPrice.total).toBe(all.total);
  });

  it('keeps menu counts and producers until a site change', async () => {
    const counts = await t.services.catalog.menuCounts('WINE');
    const producers = await t.services.catalog.producers('WINE');
    expect(await t.services.catalog.menuCounts('WINE')).toBe(counts);
    expect(await t.services.catalog.producers('WINE')).toBe(producers);
    const partner = producers[0]!;
    expect(await t.services.catalog.producer(partner.slug, 'WINE')).toEqual(partner);
    expect(await t.services.catalog.producer('nao-existe', 'WINE')).toBeNull();

    await t.database.db.execute(
      sql`update products set category = 'azeite', wine_type = null where id = (
        select id from products where category = 'vinho' and in_wine order by id limit 1)`,
    );
    t.services.changes.publish([productTag('V00001')]);
    expect(await t.services.catalog.menuCounts('WINE')).toBe(counts);
    t.services.changes.publish([SITE_TAG]);
    const recounted = await t.services.catalog.menuCounts('WINE');
    expect(recounted).not.toBe(counts);
    expect(recounted.categories.vinho).toBe((counts.categories.vinho ?? 0) - 1);
    expect(await t.services.catalog.producers('WINE')).not.toBe(producers);
  });

  it('keeps a product page’s detail until its stock or the catalogue changes', async () => {
    const [row] = await t.database.db
      .select({ id: products.id, code: products.code, stock: products.stock })
      .from(products)
      .where(
        sql`${products.inWine} and ${products.available} and ${products.listPrice} > 0 and ${products.stock} > 0`,
      )
      .limit(1);
    if (!row) throw new Error('no product');
    const first = await t.services.catalog.product(row.code, 'WINE');
    expect(first?.available).toBe(true);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, row.id));
    expect(await t.services.catalog.product(row.code, 'WINE')).toBe(first);
    t.services.changes.publish([productTag(row.code)]);
    expect((await t.services.catalog.product(row.code, 'WINE'))?.available).toBe(false);
    expect(await t.services.catalog.product('NAO-EXISTE', 'WINE')).toBeNull();
  });
});
