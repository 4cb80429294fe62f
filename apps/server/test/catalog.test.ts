import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { compareByRating } from '@adega/domain/pricing/rating';
import type { ListingFilters, ListingSort } from '../src/contract.ts';
import { products } from '../src/db/schema.ts';
import { METRICS_TEST_TOKEN, TEST_NOW } from './support/app.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp();

async function codeWhere(condition: ReturnType<typeof sql>): Promise<string> {
  const [row] = await t.database.db
    .select({ code: products.code })
    .from(products)
    .where(condition)
    .limit(1);
  if (!row) throw new Error('seed has no product for the condition');
  return row.code;
}

describe('health', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.request('/healthz')).status).toBe(200);
    const ready = await t.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });
});

describe('GET /api/v2/products/{sku}', () => {
  it('answers the product with prices in reais and awards', async () => {
    const code = await codeWhere(sql`${products.category} = 'vinho' and ${products.listPrice} > 0`);
    const res = await t.request(`/api/v2/products/${code}?expand=attributes`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const [row] = await t.database.db.select().from(products).where(eq(products.code, code));
    expect(body.sku).toBe(code);
    expect(body.listPrice).toBe(row!.listPrice / 100);
    expect(body.salePrice).toBe(row!.salePrice / 100);
    expect(body.clubPrice).toBe(row!.clubPrice / 100);
    expect(body.attributes).toEqual(row!.attributes);
    expect(String(body.url)).toBe(`http://localhost/prod${code}.html`);
  });

  it('keeps PENDURA_DEFAULT, moves PENDURA_DEFAULT_NEW to the bypass and drops other types', async () => {
    const kept = await codeWhere(sql`${products.penduraPromotion} ->> 'type' = 'PENDURA_DEFAULT'`);
    const moved = await codeWhere(
      sql`${products.penduraPromotion} ->> 'type' = 'PENDURA_DEFAULT_NEW'`,
    );
    const dropped = await codeWhere(
      sql`${products.penduraPromotion} is not null and ${products.penduraPromotion} ->> 'type' not in ('PENDURA_DEFAULT','PENDURA_DEFAULT_NEW')`,
    );
    const get = async (code: string) =>
      (await (await t.request(`/api/v2/products/${code}`)).json()) as Record<string, unknown>;
    const a = await get(kept);
    expect(a.penduraPromotion).toMatchObject({ type: 'PENDURA_DEFAULT' });
    expect(a.penduraPromotionBypass).toBeNull();
    const b = await get(moved);
    expect(b.penduraPromotion).toBeNull();
    expect(b.penduraPromotionBypass).toMatchObject({ type: 'PENDURA_DEFAULT_NEW' });
    const c = await get(dropped);
    expect(c.penduraPromotion).toBeNull();
    expect(c.penduraPromotionBypass).toBeNull();
  });

  it('answers 404 with a JSON message for an unknown sku', async () => {
    const res = await t.request('/api/v2/products/NAOEXISTE123');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      message: 'Produto NAOEXISTE123 não encontrado.',
      code: 'NOT_FOUND',
    });
  });

  it('rejects a bad expand value and a malformed sku with a pt-BR message', async () => {
    const code = await codeWhere(sql`true`);
    const bad = await t.request(`/api/v2/products/${code}?expand=tudo`);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe(
      "O parâmetro expand aceita apenas 'attributes'.",
    );
    const weird = await t.request(`/api/v2/products/${encodeURIComponent('a b;drop')}`);
    expect(weird.status).toBe(422);
    expect(((await weird.json()) as { message: string }).message).toMatch(/sku/);
  });
});

describe('GET /api/v1/products/{sku}', () => {
  it('expands basic attributes only with basic_attributes', async () => {
    const code = await codeWhere(sql`${products.category} = 'vinho'`);
    const basic = (await (
      await t.request(`/api/v1/products/${code}?expand=basic_attributes`)
    ).json()) as {
      attributes: Record<string, string>;
    };
    expect(
      Object.keys(basic.attributes).every((k) =>
        ['PAIS', 'TIPO', 'MENUUVA', 'REGIAO', 'CLASSIFICACAO'].includes(k),
      ),
    ).toBe(true);
    expect(basic.attributes.TIPO).toBeTruthy();
    const full = (await (await t.request(`/api/v1/products/${code}?expand=attributes`)).json()) as {
      attributes: Record<string, string>;
    };
    expect(Object.keys(full.attributes).length).toBeGreaterThanOrEqual(
      Object.keys(basic.attributes).length,
    );
    const none = (await (await t.request(`/api/v1/products/${code}`)).json()) as Record<
      string,
      unknown
    >;
    expect(none.attributes).toBeUndefined();
    expect((await t.request(`/api/v1/products/${code}?expand=x`)).status).toBe(422);
    expect((await t.request('/api/v1/products/NAOEXISTE')).status).toBe(404);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('/api/v9/nada');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('RPC', () => {
  it('getDateTime answers the server clock', async () => {
    const res = await t.rpc('getDateTime');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        dateTime: TEST_NOW.toISOString(),
        epochMillis: TEST_NOW.getTime(),
        timeZone: 'America/Sao_Paulo',
      },
    });
  });

  it('retrieveMenuCounts counts by store: beers only in the outlet', async () => {
    const wine = (
      (await (await t.rpc('retrieveMenuCounts', {})).json()) as {
        data: { categories: Record<string, number>; total: number };
      }
    ).data;
    const outlet = (
      (await (await t.rpc('retrieveMenuCounts', {}, 'outlet.localhost')).json()) as {
        data: { categories: Record<string, number>; store: string };
      }
    ).data;
    expect(wine.categories.cerveja ?? 0).toBe(0);
    expect(outlet.store).toBe('OUTLET');
    expect(outlet.categories.cerveja).toBeGreaterThanOrEqual(10);
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.inWine} and ${products.category} <> 'assinatura'`);
    expect(wine.total).toBe(n);
    const explicit = (
      (await (await t.rpc('retrieveMenuCounts', { store: 'OUTLET' })).json()) as {
        data: { store: string };
      }
    ).data;
    expect(explicit.store).toBe('OUTLET');
  });

  it('retrieveMenuInfo lists partner producers with their URLs', async () => {
    const res = await t.rpc('retrieveMenuInfo', {});
    const { data } = (await res.json()) as {
      data: { producers: { url: string; productCount: number }[] };
    };
    expect(data.producers.length).toBeGreaterThanOrEqual(12);
    expect(
      data.producers.every(
        (p) => /^\/loja\/produtor\/[a-z0-9-]+\/$/.test(p.url) && p.productCount > 0,
      ),
    ).toBe(true);
  });

  it('retrieveMenuInfo answers the header menu, reduced in the outlet', async () => {
    type Info = { data: { sections: { id: string; href: string }[] } };
    const wine = ((await (await t.rpc('retrieveMenuInfo', {})).json()) as Info).data;
    const outlet = (
      (await (await t.rpc('retrieveMenuInfo', {}, 'outlet.localhost')).json()) as Info
    ).data;
    expect(wine.sections.map((s) => s.id)).toContain('clube');
    expect(outlet.sections.map((s) => s.id)).not.toContain('clube');
    expect(outlet.sections.find((s) => s.id === 'loja')?.href).toBe('/');
    expect(wine.sections.find((s) => s.id === 'loja')?.href).toBe('/loja-vinhos');
    // Issue #34: the stores and the help centre are pages of the store; no stores in the outlet.
    expect(wine.sections.find((s) => s.id === 'lojas')?.href).toBe('/lojas');
    expect(outlet.sections.map((s) => s.id)).not.toContain('lojas');
    for (const info of [wine, outlet]) {
      expect(info.sections.find((s) => s.id === 'ajuda')?.href).toBe('/ajuda');
    }
  });

  it('rejects bad input with 4xx and a message', async () => {
    const unknown = await t.rpc('naoExiste', {});
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: 'Operação desconhecida: naoExiste',
      code: 'NOT_FOUND',
    });
    const malformed = await t.rpc('getDateTime', '{nope');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).toBe(
      'O corpo da requisição não é um JSON válido.',
    );
    const extra = await t.rpc('getDateTime', { x: 1 });
    expect(extra.status).toBe(422);
    const badStore = await t.rpc('retrieveMenuCounts', { store: 'LOJA' });
    expect(badStore.status).toBe(422);
    expect(((await badStore.json()) as { message: string }).message).toBe(
      "store deve ser 'WINE' ou 'OUTLET'.",
    );
    const get = await t.request('/rpc/getDateTime');
    expect(get.status).toBe(400);
  });
});

describe('catalogue listings', () => {
  /** A page of 24 of the Wine store's listing. */
  const wineListing = (filters: ListingFilters, sort: ListingSort, page = 1) =>
    t.services.catalog.list({ store: 'WINE', filters, sort, page, pageSize: 24 });

  it('filters by type and country together and sorts by price', async () => {
    const page = await wineListing({ wineTypes: ['tinto'], countries: ['chile'] }, 'menor-preco');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((p) => p.wineType === 'tinto' && p.countryCode === 'chile')).toBe(true);
    const available = page.items
      .filter((p) => p.available && p.listPrice > 0)
      .map((p) => p.salePrice);
    expect(available).toEqual([...available].sort((a, b) => a - b));
  });

  it('best rated: the rating weighed by its reviews (the domain ratingRank), in SQL and search', async () => {
    const rows = await t.database.db
      .select({
        code: products.code,
        rating: products.rating,
        evaluations: products.evaluations,
        id: products.id,
        sellable: sql<boolean>`${products.available} and ${products.listPrice} > 0`,
      })
      .from(products)
      .where(sql`${products.inWine} and ${products.category} = 'vinho'`);
    const expected = [...rows]
      .sort(
        (a, b) =>
          Number(b.sellable) - Number(a.sellable) ||
          compareByRating(
            { rating: a.rating === null ? null : Number(a.rating), evaluations: a.evaluations },
            { rating: b.rating === null ? null : Number(b.rating), evaluations: b.evaluations },
          ) ||
          a.id - b.id,
      )
      .slice(0, 48)
      .map((row) => row.code);
    const first = await wineListing({ categories: ['vinho'] }, 'avaliacao');
    const second = await wineListing({ categories: ['vinho'] }, 'avaliacao', 2);
    expect([...first.items, ...second.items].map((p) => p.code)).toEqual(expected);
    // The shelf is led by ratings many customers agree on, not by a lucky few reviews.
    expect(first.items.slice(0, 4).every((p) => p.evaluations >= 50)).toBe(true);
    const search = await t.services.search.search({
      store: 'WINE',
      text: 'chile',
      filters: { categories: ['vinho'] },
      sort: 'avaliacao',
      page: 1,
      pageSize: 48,
    });
    expect(search.items.length).toBeGreaterThan(10);
    const found = search.items.map((p) => ({
      sellable: p.available && p.listPrice > 0,
      rating: p.rating,
      evaluations: p.evaluations,
    }));
    for (const [i, item] of found.slice(1).entries()) {
      const before = found[i]!;
      const order =
        Number(item.sellable) - Number(before.sellable) || compareByRating(before, item);
      expect(order, `${String(i)}`).toBeLessThanOrEqual(0);
    }
  });

  it('filters by price band, grape and kit size; paginates without overlap', async () => {
    const band = await wineListing(
      { categories: ['vinho'], priceMin: 4000, priceMax: 6000 },
      'maior-preco',
    );
    expect(band.total).toBeGreaterThanOrEqual(10);
    expect(band.items.every((p) => p.salePrice >= 4000 && p.salePrice <= 6000)).toBe(true);
    const grape = await wineListing({ grapes: ['malbec'] }, 'nome');
    expect(grape.items.every((p) => p.grapes.includes('malbec'))).toBe(true);
    const names = grape.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const kits = await wineListing({ kitSize: 6 }, 'relevancia');
    expect(kits.items.length).toBeGreaterThan(0);
    expect(kits.items.every((p) => p.kitSize === 6 && p.bottles === 6)).toBe(true);
    const p1 = await wineListing({}, 'relevancia');
    const p2 = await wineListing({}, 'relevancia', 2);
    const overlap = p1.items.filter((a) => p2.items.some((b) => b.code === a.code));
    expect(overlap).toEqual([]);
    expect(p1.pageCount).toBe(Math.ceil(p1.total / 24));
  });

  it('keeps outlet-only categories out of the Wine store and subscriptions out of listings', async () => {
    const byName = (store: 'WINE' | 'OUTLET', filters: object, pageSize = 24) =>
      t.services.catalog.list({ store, filters, sort: 'nome', page: 1, pageSize });
    const wine = await byName('WINE', { categories: ['cerveja', 'acessorio'] });
    expect(wine.total).toBe(0);
    const outlet = await byName('OUTLET', { categories: ['cerveja'] });
    expect(outlet.total).toBeGreaterThanOrEqual(10);
    const all = await byName('WINE', {}, 96);
    expect(all.items.some((p) => p.productType === 'ClubePrime')).toBe(false);
  });

  it('answers facets that count the other filters', async () => {
    const page = await wineListing({ wineTypes: ['branco'] }, 'relevancia');
    const branco = page.facets.wineTypes.find((f) => f.value === 'branco');
    expect(branco?.count).toBe(page.total);
    expect(page.facets.wineTypes.length).toBeGreaterThan(1);
  });

  it('answers null for a product of the other store', async () => {
    const code = await codeWhere(sql`${products.inOutlet} and not ${products.inWine}`);
    expect(await t.services.catalog.product(code, 'WINE')).toBeNull();
    expect(await t.services.catalog.product(code, 'OUTLET')).not.toBeNull();
  });
});

describe('GET /img/products/{code}', () => {
  it('renders png by default and webp on request, with long cache headers', async () => {
    const code = await codeWhere(sql`${products.category} = 'vinho'`);
    const png = await t.request(`/img/products/${code}?height=176`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toContain('immutable');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    // IHDR: width and height big-endian at bytes 16..23
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(16)).toBe(132);
    expect(view.getUint32(20)).toBe(176);
    const webp = await t.request(
      `/img/products/${code}?width=120&height=160&format=webp&quality=80`,
    );
    expect(webp.headers.get('content-type')).toBe('image/webp');
    const etag = png.headers.get('etag')!;
    const again = await t.request(`/img/products/${code}?height=176`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('rejects bad parameters and unknown products', async () => {
    const code = await codeWhere(sql`true`);
    const bad = await t.request(`/img/products/${code}?format=gif`);
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe(
      "format deve ser 'png' ou 'webp'.",
    );
    expect((await t.request(`/img/products/${code}?width=5`)).status).toBe(422);
    expect((await t.request(`/img/products/${code}?quality=abc`)).status).toBe(422);
    expect((await t.request('/img/products/NAOEXISTE')).status).toBe(404);
  });
});

describe('GET /metrics', () => {
  it('exposes request counters by matched route in the Prometheus format', async () => {
    await t.request('/healthz');
    const res = await t.request('/metrics', {
      headers: { authorization: `Bearer ${METRICS_TEST_TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /adega_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/,
    );
    expect(text).toContain('process_cpu_seconds_total');
  });
});
