/**
 * Issue #19 (ADR 0037): the search index at scale. A refresh reads only the products changed
 * since the last build (a whole read when it cannot be sure), a 'site' change refreshes it at
 * once (the results page waits for it), and a results page searched again is not recomputed
 * while its items still show the current stock. A stock change keeps the index, a price change
 * updates it in place (no build).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createChangeFeed, productTag, SITE_TAG } from '../src/cache/changes.ts';
import { products } from '../src/db/schema.ts';
import { testSearchService, WINE_FIRST_PAGE } from './support/search.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp();

const request = WINE_FIRST_PAGE;

function searchWith(feed = createChangeFeed()) {
  return { search: testSearchService(t, { changes: feed }), feed };
}

/** Writers set updated_at; here from the data itself (no wall clock): after the latest. */
const later = (minutes: number) =>
  sql<Date>`(select max(${products.updatedAt}) from ${products}) + ${`${minutes} minutes`}::interval`;

/** A writer's edit of a product, stamped `minutes` after the latest update. */
const edit = (id: number, set: Partial<typeof products.$inferInsert>, minutes: number) =>
  t.database.db
    .update(products)
    .set({ ...set, updatedAt: later(minutes) })
    .where(eq(products.id, id));

async function aWine() {
  const [row] = await t.database.db
    .select({ id: products.id, code: products.code, name: products.name })
    .from(products)
    .where(eq(products.category, 'vinho'))
    .orderBy(products.id)
    .limit(1);
  return row!;
}

describe('search index refresh at scale (issue #19)', () => {
  it('reads only the changed products, and everything when products were removed', async () => {
    // The seed wrote every product just now: an hour earlier, they are all out of the window.
    await t.database.db.execute(
      sql`update products set updated_at = updated_at - interval '1 hour'`,
    );
    const { search } = searchWith();
    await search.ready();
    const total = search.stats()!.products;
    const wine = await aWine();

    await edit(wine.id, { name: 'Quimera Xilofônica Tinto' }, 1);
    expect(await search.refresh()).toBe(true);
    expect(search.stats()).toMatchObject({ lastBuild: 'incremental', products: total });
    const renamed = await search.search({ ...request, text: 'quimera xilofonica' });
    expect(renamed.items.map((i) => i.code)).toEqual([wine.code]);

    // A new product (above the max id), then the same product removed.
    const [copy] = await t.database.db
      .execute<{ id: number }>(
        sql`insert into products (code, guid, name, slug, brand, category, product_type,
          list_price, sale_price, club_price, stock, updated_at)
        select 'ZZ-NOVO-1', gen_random_uuid(), 'Zumbidor Novo Branco', 'zumbidor-novo', brand,
          category, product_type, list_price, sale_price, club_price, 5,
          (select max(updated_at) from products) + interval '2 minutes'
        from products where id = ${wine.id} returning id`,
      )
      .then((result) =>
        Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows,
      );
    expect(await search.refresh()).toBe(true);
    expect(search.stats()).toMatchObject({ lastBuild: 'incremental', products: total + 1 });
    expect((await search.search({ ...request, text: 'zumbidor' })).total).toBe(1);

    await t.database.db.delete(products).where(eq(products.id, copy!.id));
    expect(await search.refresh()).toBe(true);
    expect(search.stats()).toMatchObject({ lastBuild: 'full', products: total });
    expect((await search.search({ ...request, text: 'zumbidor' })).total).toBe(0);
    expect(await search.refresh()).toBe(false);
    search.close();

    await edit(wine.id, { name: wine.name }, 3);
  });

  it('keeps the index for a stock change and updates it in place for a price change', async () => {
    const { search } = searchWith();
    await search.ready();
    const builds = search.stats()!.builds;
    const [wine] = await t.database.db
      .select({
        id: products.id,
        code: products.code,
        stock: products.stock,
        salePrice: products.salePrice,
      })
      .from(products)
      .where(
        sql`${products.category} = 'vinho' and ${products.available} and ${products.stock} > 5`,
      )
      .orderBy(products.id)
      .limit(1);
    const cheapest = { ...request, text: 'vinho', sort: 'menor-preco' as const, pageSize: 1 };
    const before = await search.search(cheapest);
    expect(before.items[0]!.code).not.toBe(wine!.code);

    // An order's stock: nothing the index holds changed, so it is kept with its answers.
    await edit(wine!.id, { stock: wine!.stock - 1 }, 1);
    expect(await search.refresh()).toBe(true);
    expect(search.stats()).toMatchObject({ lastBuild: 'unchanged', builds });
    expect((await search.search(cheapest)).facets).toBe(before.facets);

    // A price: same terms, so no build; the results are sorted by the new price.
    await edit(wine!.id, { salePrice: 1 }, 2);
    expect(await search.refresh()).toBe(true);
    expect(search.stats()).toMatchObject({ lastBuild: 'in-place', builds: builds + 1 });
    expect((await search.search(cheapest)).items[0]!.code).toBe(wine!.code);
    expect(await search.refresh()).toBe(false);
    search.close();

    await edit(wine!.id, { stock: wine!.stock, salePrice: wine!.salePrice }, 3);
  });

  it("refreshes on a 'site' change: the next results page already has it", async () => {
    const { search, feed } = searchWith();
    await search.ready();
    const wine = await aWine();
    await edit(wine.id, { name: 'Quiromante Vespertino Tinto' }, 1);
    // A product's stock is not the index's business.
    feed.publish([productTag(wine.code)]);
    expect((await search.search({ ...request, text: 'quiromante vespertino' })).total).toBe(0);
    feed.publish([SITE_TAG]);
    const found = await search.search({ ...request, text: 'quiromante vespertino' });
    expect(found.items.map((i) => i.code)).toEqual([wine.code]);
    search.close();

    await edit(wine.id, { name: wine.name }, 2);
  });

  it('answers a results page searched again from memory, with the current stock', async () => {
    const { search } = searchWith();
    const first = await search.search({ ...request, text: 'malbec' });
    expect(first.total).toBeGreaterThan(0);
    const top = first.items[0]!;
    expect(top.available).toBe(true);
    await t.database.db.update(products).set({ stock: 0 }).where(eq(products.id, top.id));
    const again = await search.search({ ...request, text: 'malbec' });
    expect(again.facets).toBe(first.facets);
    expect(again.items.map((i) => i.id)).toEqual(first.items.map((i) => i.id));
    expect(again.items[0]!.available).toBe(false);
    // Another page of the same results shares the matches.
    const second = await search.search({ ...request, text: 'malbec', page: 2, pageSize: 1 });
    expect(second.items[0]!.id).toBe(first.items[1]!.id);
    search.close();
  });
});
