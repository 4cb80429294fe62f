/**
 * Issue #4 search API: the findProducts and listAllSearchSuggestions RPCs (good and bad input,
 * store scoping), the results page service (filters, sort, pagination, facets, no-results
 * suggestions), index freshness and the product-searched tracking seam.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { products } from '../src/db/schema.ts';
import type { AutocompleteItem } from '../src/contract.ts';
import { memorySearchEvents } from '../src/modules/search/events.ts';
import type { SuggestionTerm } from '../src/modules/search/service.ts';
import { TEST_NOW } from './support/app.ts';
import { testSearchService, WINE_FIRST_PAGE } from './support/search.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp();
afterAll(() => {
  t.services.search.close();
});

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

async function findProducts(body: unknown, host?: string) {
  const res = await t.rpc('findProducts', body, host);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('findProducts', () => {
  it('answers up to 4 SPEC §3 autocomplete items, prices in reais', async () => {
    const { status, body } = await findProducts({ searchText: 'cabernet' });
    expect(status).toBe(200);
    const items = body.data as AutocompleteItem[];
    expect(items).toHaveLength(4);
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.code, items[0]!.code));
    expect(items[0]).toEqual({
      guid: row!.guid,
      code: row!.code,
      url: `/prod${row!.code}.html`,
      name: row!.name,
      image: `/img/products/${row!.code}`,
      country: row!.countryName,
      listPrice: row!.listPrice / 100,
      salePrice: row!.salePrice / 100,
      clubPrice: row!.clubPrice / 100,
      productType: row!.productType,
      ratio: row!.rating,
      campanha: (row!.attributes.CAMPANHA ?? '').split(',').filter(Boolean),
    });
    for (const item of items) expect(fold(item.name)).toContain('cabernet');
  });

  it('answers an empty list when nothing matches', async () => {
    const { status, body } = await findProducts({ searchText: 'qwzxqwzx' });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('rejects bad input with a pt-BR message and changes nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(products);
    const builds = t.services.search.stats()?.builds;
    const cases: [unknown, number, string][] = [
      [{}, 422, 'Informe o texto da busca (searchText).'],
      [undefined, 422, 'Informe o texto da busca (searchText).'],
      [{ searchText: null }, 422, 'Informe o texto da busca (searchText).'],
      [{ searchText: 42 }, 422, 'Informe o texto da busca (searchText).'],
      [{ searchText: 'ab' }, 422, 'O campo deve ter no mínimo 3 caracteres'],
      [{ searchText: '   ab   ' }, 422, 'O campo deve ter no mínimo 3 caracteres'],
      [{ searchText: 'a'.repeat(101) }, 422, 'O campo deve ter no máximo 100 caracteres'],
      [{ searchText: 'malbec', store: 'OUTLET' }, 422, 'Campo não permitido: store.'],
      [['malbec'], 422, 'O corpo da requisição deve ser um objeto JSON.'],
      ['"malbec"', 422, 'O corpo da requisição deve ser um objeto JSON.'],
      ['{"searchText": "malbec"', 400, 'O corpo da requisição não é um JSON válido.'],
    ];
    for (const [input, status, message] of cases) {
      const res = await findProducts(input);
      expect(res.status, JSON.stringify(input)).toBe(status);
      expect(res.body.message, JSON.stringify(input)).toBe(message);
    }
    expect(await t.database.db.select({ n: count() }).from(products)).toEqual(before);
    expect(t.services.search.stats()?.builds).toBe(builds);
  });

  it('accepts exactly 3 and exactly 100 characters', async () => {
    expect((await findProducts({ searchText: 'cab' })).status).toBe(200);
    expect((await findProducts({ searchText: `malbec ${'x'.repeat(93)}` })).status).toBe(200);
  });

  it('answers only the products of the store of the host', async () => {
    const [outletOnly] = await t.database.db
      .select({ code: products.code, name: products.name })
      .from(products)
      .where(
        and(
          eq(products.inWine, false),
          eq(products.inOutlet, true),
          eq(products.category, 'vinho'),
        ),
      )
      .limit(1);
    expect(outletOnly).toBeDefined();
    const wine = (await findProducts({ searchText: outletOnly!.name })).body
      .data as AutocompleteItem[];
    expect(wine.map((i) => i.code)).not.toContain(outletOnly!.code);
    const outlet = (await findProducts({ searchText: outletOnly!.name }, 'outlet.localhost')).body
      .data as AutocompleteItem[];
    expect(outlet[0]?.code).toBe(outletOnly!.code);
    // Whole-store check: every Wine answer for a broad query is a Wine product.
    const wineCodes = new Set(
      (
        await t.database.db
          .select({ code: products.code })
          .from(products)
          .where(eq(products.inWine, true))
      ).map((r) => r.code),
    );
    for (const text of ['tinto', 'vinho', 'reserva', 'brut', 'kit']) {
      const items = (await findProducts({ searchText: text })).body.data as AutocompleteItem[];
      for (const item of items) expect(wineCodes.has(item.code), item.code).toBe(true);
    }
  });

  it('answers only POST', async () => {
    expect((await t.request('/rpc/findProducts')).status).toBe(400);
  });
});

describe('listAllSearchSuggestions', () => {
  it("answers the store's vocabulary: types, grapes, countries, regions and producers with counts", async () => {
    const res = await t.rpc('listAllSearchSuggestions', { store: 'WINE' });
    expect(res.status).toBe(200);
    const terms = ((await res.json()) as { data: SuggestionTerm[] }).data;
    const [tintos] = await t.database.db
      .select({ n: count() })
      .from(products)
      .where(
        and(
          eq(products.inWine, true),
          sql`${products.attributes} ->> 'TIPO' = 'Tinto'`,
          sql`${products.category} in ('vinho', 'kit')`,
        ),
      );
    expect(terms).toContainEqual({
      term: 'Tinto',
      kind: 'tipo',
      count: tintos!.n,
      url: '/search.ep?keyWords=Tinto',
    });
    const kinds = new Set(terms.map((term) => term.kind));
    expect([...kinds].sort()).toEqual(['pais', 'produtor', 'regiao', 'tipo', 'uva']);
    expect(terms.map((x) => x.count)).toEqual([...terms.map((x) => x.count)].sort((a, b) => b - a));
    expect(terms.some((x) => x.term === 'Carmenère' && x.kind === 'uva')).toBe(true);
  });

  it('differs by store: beers only in the outlet vocabulary', async () => {
    const wine = (
      (await (await t.rpc('listAllSearchSuggestions', { store: 'WINE' })).json()) as {
        data: SuggestionTerm[];
      }
    ).data;
    const outlet = (
      (await (await t.rpc('listAllSearchSuggestions', { store: 'OUTLET' })).json()) as {
        data: SuggestionTerm[];
      }
    ).data;
    expect(wine).not.toEqual(outlet);
    expect(outlet.some((x) => x.term === 'Cerveja')).toBe(false); // types are of wines and kits only
    const sum = (list: SuggestionTerm[], kind: string) =>
      list.filter((x) => x.kind === kind).reduce((n, x) => n + x.count, 0);
    expect(sum(outlet, 'pais')).toBeGreaterThan(0);
    expect(sum(wine, 'pais')).toBeGreaterThan(0);
  });

  it('rejects a missing or unknown store and extra fields with a pt-BR message', async () => {
    for (const [input, message] of [
      [{}, "store deve ser 'WINE' ou 'OUTLET'."],
      [{ store: 'LOJA' }, "store deve ser 'WINE' ou 'OUTLET'."],
      [{ store: 'wine' }, "store deve ser 'WINE' ou 'OUTLET'."],
      [{ store: 1 }, "store deve ser 'WINE' ou 'OUTLET'."],
      [{ store: 'WINE', limit: 3 }, 'Campo não permitido: limit.'],
    ] as const) {
      const res = await t.rpc('listAllSearchSuggestions', input);
      expect(res.status, JSON.stringify(input)).toBe(422);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    const malformed = await t.rpc('listAllSearchSuggestions', '{store');
    expect(malformed.status).toBe(400);
  });
});

describe('search() for /search.ep', () => {
  const base = {
    store: 'WINE' as const,
    text: 'tinto',
    filters: {},
    sort: 'relevancia' as const,
    page: 1,
    pageSize: 12,
  };

  it('filters, sorts and paginates like a listing', async () => {
    const all = await t.services.search.search(base);
    expect(all.total).toBeGreaterThan(24);
    expect(all.items).toHaveLength(12);
    expect(all.pageCount).toBe(Math.ceil(all.total / 12));
    expect(all.text).toBe('tinto');
    expect(all.suggestions).toEqual([]);

    const chile = await t.services.search.search({ ...base, filters: { countries: ['chile'] } });
    expect(chile.total).toBeGreaterThan(0);
    expect(chile.total).toBeLessThan(all.total);
    for (const item of chile.items) expect(item.countryCode).toBe('chile');
    // Facets: the country facet ignores the country filter; the others honour it.
    expect(chile.facets.countries).toEqual(all.facets.countries);
    expect(all.facets.countries.find((f) => f.value === 'chile')?.count).toBe(chile.total);
    expect(chile.facets.grapes.reduce((n, f) => n + f.count, 0)).toBeGreaterThanOrEqual(
      chile.total,
    );

    const cheap = await t.services.search.search({
      ...base,
      sort: 'menor-preco',
      filters: { priceMax: 10_000 },
      pageSize: 96,
    });
    const sellable = cheap.items.filter((i) => i.available && i.listPrice > 0);
    const prices = sellable.map((i) => i.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const item of cheap.items) expect(item.salePrice).toBeLessThanOrEqual(10_000);
    expect(cheap.items.slice(0, sellable.length)).toEqual(sellable);

    const page1 = await t.services.search.search({ ...base, sort: 'maior-preco' });
    const page2 = await t.services.search.search({ ...base, sort: 'maior-preco', page: 2 });
    expect(page2.page).toBe(2);
    const codes1 = new Set(page1.items.map((i) => i.code));
    for (const item of page2.items) expect(codes1.has(item.code)).toBe(false);

    const byGrape = await t.services.search.search({
      ...base,
      text: 'chile',
      filters: { grapes: ['carmenere'], wineTypes: ['tinto'] },
      sort: 'avaliacao',
    });
    expect(byGrape.total).toBeGreaterThan(0);
    for (const item of byGrape.items) {
      expect(item.grapes).toContain('carmenere');
      expect(item.wineType).toBe('tinto');
    }

    const beyond = await t.services.search.search({ ...base, page: 999 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.total);
  });

  it('suggests close vocabulary terms that have results when nothing is found', async () => {
    const none = await t.services.search.search({ ...base, text: 'chardonnnayy' });
    expect(none.total).toBe(0);
    expect(none.items).toEqual([]);
    expect(none.suggestions[0]).toBe('Chardonnay');
    for (const suggestion of none.suggestions) {
      const page = await t.services.search.search({ ...base, text: suggestion });
      expect(page.total, suggestion).toBeGreaterThan(0);
    }
    const nonsense = await t.services.search.search({ ...base, text: 'qwzxqwzx' });
    expect(nonsense.total).toBe(0);
    expect(nonsense.suggestions).toEqual([]);
  });
});

describe('freshness', () => {
  it('follows product changes after refresh(): renamed, moved out of the store, renamed back', async () => {
    const [row] = await t.database.db
      .select({ id: products.id, code: products.code, name: products.name })
      .from(products)
      .where(and(eq(products.inWine, true), eq(products.category, 'vinho')))
      .limit(1);
    const find = async (text: string) =>
      ((await findProducts({ searchText: text })).body.data as AutocompleteItem[]).map(
        (i) => i.code,
      );
    await t.services.search.ready();
    expect(await t.services.search.refresh()).toBe(false);
    expect(await find('Quintessência Zéfiro')).toEqual([]);

    // Writers set updated_at; here from the data itself (no wall clock): just after the latest.
    const later = (minutes: number) =>
      sql<Date>`(select max(${products.updatedAt}) from ${products}) + ${`${minutes} minutes`}::interval`;
    await t.database.db
      .update(products)
      .set({ name: 'Quintessência Zéfiro Tinto 2020', updatedAt: later(1) })
      .where(eq(products.id, row!.id));
    // Not yet: the index changes only on refresh (the server polls every few seconds).
    expect(await find('quintessencia zefiro')).toEqual([]);
    expect(await t.services.search.refresh()).toBe(true);
    expect(await find('quintessencia zefiro')).toEqual([row!.code]);
    expect(await find('zefiro')).toEqual([row!.code]);

    await t.database.db
      .update(products)
      .set({ inWine: false, updatedAt: later(2) })
      .where(eq(products.id, row!.id));
    expect(await t.services.search.refresh()).toBe(true);
    expect(await find('quintessencia zefiro')).toEqual([]);

    await t.database.db
      .update(products)
      .set({ inWine: true, name: row!.name, updatedAt: later(3) })
      .where(eq(products.id, row!.id));
    expect(await t.services.search.refresh()).toBe(true);
    expect(await find('quintessencia zefiro')).toEqual([]);
    expect(await find(row!.name)).toContain(row!.code);
  });
});

describe('product-searched tracking seam', () => {
  it('emits for the results page with more than 2 characters, never for autocomplete', async () => {
    const sink = memorySearchEvents();
    const search = testSearchService(t, { events: sink });
    const request = WINE_FIRST_PAGE;
    const page = await search.search({ ...request, text: '  malbec  ' });
    await search.search({ ...request, text: 'ab' });
    await search.search({ ...request, text: 'malbec', page: 2 });
    await search.suggest('WINE', 'malbec', 4);
    await search.autocomplete('WINE', 'malbec');
    expect(sink.events).toEqual([
      {
        event: 'product_searched',
        store: 'WINE',
        keyword: 'malbec',
        resultCount: page.total,
        at: TEST_NOW.toISOString(),
      },
    ]);
    search.close();
  });
});
