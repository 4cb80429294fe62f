/**
 * Recommendations over REST and RPC (issue #34): a visitor's best rated of each type (sold-out
 * wines never), the limit's bad input (422 with its pt-BR text), a signed-in customer's shelves
 * from their own purchase, favourites and Winelists (never a wine they already have), another
 * customer's history never reaching them, a remembered customer treated as a visitor, the
 * outlet's products only in the outlet, and no answer ever stored by a shared cache.
 */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { toReais } from '@adega/domain/money';
import type { RecommendationsDto } from '../src/contract.ts';
import { products } from '../src/db/schema.ts';
import { IDLE_MS } from '../src/modules/auth/sessions.ts';
import { LIMIT_ERROR } from '../src/modules/recommendations/routes.ts';
import type { TestSession } from './support/auth.ts';
import { TEST_NOW } from './support/app.ts';
import { client, PLAIN_WINE } from './support/cart-client.ts';
import { quickCustomers } from './support/orders.ts';
import { readyAndPlace } from './support/place.ts';
import { useTestApp } from './support/suite.ts';

let clock = TEST_NOW.getTime();
const t = useTestApp({ products: 200, now: () => new Date(clock) });
const api = () => client(t);

type Customer = TestSession & { customerId: number };

interface Wine {
  id: number;
  code: string;
  wine_type: string;
  country_code: string;
  country_name: string;
}

async function get(who: TestSession | null, query = '', host?: string) {
  const response = await t.request(`/api/v1/recommendations${query}`, {
    headers: who?.headers ?? {},
    ...(host ? { host } : {}),
  });
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as RecommendationsDto & { message?: string },
  };
}

/** A plain wine of the store with a type and a country (not `except`'s type nor country). */
async function plainWine(except?: Wine): Promise<Wine> {
  const notLike = except
    ? `and p.wine_type <> '${except.wine_type}' and p.country_code <> '${except.country_code}'`
    : `and p.wine_type = 'tinto'`;
  const row = await api().productWhere(
    `${PLAIN_WINE} and p.country_code is not null and p.wine_type is not null ${notLike}`,
  );
  const [wine] = await t.deps.db
    .select({
      id: products.id,
      code: products.code,
      wine_type: products.wineType,
      country_code: products.countryCode,
      country_name: products.countryName,
    })
    .from(products)
    .where(eq(products.id, row.id));
  return wine as Wine;
}

async function buy(who: Customer, wine: Wine) {
  expect((await api().addItem(who, wine.code, 1)).status).toBe(200);
  const placed = await readyAndPlace(t, who);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
}

const codes = (answer: RecommendationsDto) =>
  answer.shelves.flatMap((shelf) => shelf.items.map((item) => item.code));

/** Every recommended wine is a wine of the store in stock (the domain's shelf rule). */
function expectSellableWines(answer: RecommendationsDto) {
  for (const item of answer.shelves.flatMap((shelf) => shelf.items)) {
    expect(item.category, item.code).toBe('vinho');
    expect(item.available, item.code).toBe(true);
  }
}

let soldOut: string;
let flaggedOff: string;
beforeAll(async () => {
  // The best rated red wines of the store, sold out: the one with no units left, the other
  // flagged unavailable. Set before the first read, so no listing memo knows them otherwise.
  const best = await t.deps.db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(
      and(
        eq(products.inWine, true),
        eq(products.category, 'vinho'),
        eq(products.wineType, 'tinto'),
        gt(products.listPrice, 0),
      ),
    )
    .orderBy(sql`${products.rating} desc nulls last`, desc(products.evaluations), products.id)
    .limit(2);
  const [first, second] = best;
  if (!first || !second) throw new Error('no red wines seeded');
  await t.deps.db
    .update(products)
    .set({ stock: 0, available: true, promotion: null })
    .where(eq(products.id, first.id));
  await t.deps.db.update(products).set({ available: false }).where(eq(products.id, second.id));
  [soldOut, flaggedOff] = [first.code, second.code];
});

describe('a visitor', () => {
  it('gets the best rated of each wine type: wines in stock, best rated first, never stored', async () => {
    const answer = await get(null);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    expect(answer.body.kind).toBe('visitor');
    const ids = answer.body.shelves.map((shelf) => shelf.id);
    expect(ids.slice(0, 2)).toEqual(['tipo-tinto', 'tipo-branco']);
    for (const shelf of answer.body.shelves) {
      const type = shelf.id.replace('tipo-', '');
      expect(shelf.items.length).toBeGreaterThan(0);
      expect(shelf.items.length).toBeLessThanOrEqual(4);
      expect(shelf.href).toMatch(/^\/vinhos\/.*\?ordem=avaliacao$/);
      const ratings = shelf.items.map((item) => item.rating ?? -1);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
      for (const item of shelf.items) expect(item.wineType).toBe(type);
    }
    expect(answer.body.shelves[0]?.title).toBe('Tintos mais bem avaliados');
    expectSellableWines(answer.body);
    expect(codes(answer.body)).not.toContain(soldOut);
    expect(codes(answer.body)).not.toContain(flaggedOff);
  });

  it('reads money in reais, as the catalogue holds it in centavos', async () => {
    const [item] = (await get(null)).body.shelves[0]?.items ?? [];
    if (!item) throw new Error('no item');
    const [row] = await t.deps.db
      .select({ salePrice: products.salePrice, listPrice: products.listPrice })
      .from(products)
      .where(eq(products.code, item.code));
    expect([item.salePrice, item.listPrice]).toEqual([
      toReais(row?.salePrice ?? 0),
      toReais(row?.listPrice ?? 0),
    ]);
  });

  it('in the outlet: outlet products only', async () => {
    const answer = await get(null, '', 'outlet.localhost');
    expect(answer.status).toBe(200);
    const shown = codes(answer.body);
    expect(shown.length).toBeGreaterThan(0);
    const rows = await t.deps.db
      .select({ code: products.code, inOutlet: products.inOutlet })
      .from(products)
      .where(inArray(products.code, shown));
    expect(rows.every((row) => row.inOutlet)).toBe(true);
    expect(rows).toHaveLength(new Set(shown).size);
  });
});

describe('bad input', () => {
  it.each(['0', '13', 'abc', '1.5', '-1', '999', ''])(
    'limit=%j: 422 with its pt-BR text',
    async (limit) => {
      const answer = await get(null, `?limit=${limit}`);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(LIMIT_ERROR);
    },
  );

  it('an unknown parameter, a wrong type over RPC: 422 in pt-BR', async () => {
    const unknown = await get(null, '?tamanho=2');
    expect([unknown.status, unknown.body.message]).toEqual([
      422,
      'Campo não reconhecido: tamanho.',
    ]);
    for (const body of [{ limit: 'x' }, { limit: true }, { limit: 2.5 }, { limit: 99 }]) {
      const response = await t.rpc('getRecommendations', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBe(LIMIT_ERROR);
    }
  });

  it('a valid limit bounds every shelf (REST and RPC)', async () => {
    const answer = await get(null, '?limit=2');
    expect(answer.status).toBe(200);
    expect(answer.body.shelves.every((shelf) => shelf.items.length === 2)).toBe(true);
    const response = await t.rpc('getRecommendations', { limit: 1 });
    const { data } = (await response.json()) as { data: RecommendationsDto };
    expect(data.shelves.every((shelf) => shelf.items.length === 1)).toBe(true);
  });
});

describe('a signed-in customer', () => {
  let ana: Customer;
  let bruno: Customer;
  let carla: Customer;
  let anaWine: Wine;
  let brunoWine: Wine;
  beforeAll(async () => {
    [ana, bruno, carla] = (await quickCustomers(t, 3)) as [Customer, Customer, Customer];
    anaWine = await plainWine();
    brunoWine = await plainWine(anaWine);
    await buy(ana, anaWine);
  });

  it('gets shelves explained by their own purchase, never the wine they bought', async () => {
    const answer = await get(ana);
    expect([answer.status, answer.cacheControl]).toEqual([200, 'no-store']);
    expect(answer.body.kind).toBe('personal');
    const [first] = answer.body.shelves;
    expect(first?.id).toBe('tipo-e-pais');
    expect(first?.title).toMatch(/^Porque você comprou tintos (da|do|de|dos) /);
    expect(first?.title).toContain(anaWine.country_name);
    for (const item of first?.items ?? []) {
      expect([item.wineType, item.countryCode]).toEqual([anaWine.wine_type, anaWine.country_code]);
    }
    expect(codes(answer.body)).not.toContain(anaWine.code);
    expect(new Set(codes(answer.body)).size).toBe(codes(answer.body).length);
    expectSellableWines(answer.body);
    expect(codes(answer.body)).not.toContain(soldOut);
  });

  it("another customer's orders and lists never reach them, nor theirs the other's", async () => {
    const before = await get(ana);
    await buy(bruno, brunoWine);
    const favourite = await api().send(bruno, 'POST', '/api/v1/me/wishlist/items', {
      sku: anaWine.code,
    });
    expect(favourite.status).toBe(201);
    const after = await get(ana);
    expect(after.body).toEqual(before.body);
    const brunos = await get(bruno);
    expect(brunos.body.kind).toBe('personal');
    expect(brunos.body.shelves[0]?.title).toContain(brunoWine.country_name);
    expect(brunos.body.shelves[0]?.title).not.toContain(anaWine.country_name);
    // Bruno's purchase and favourite are his: never recommended back to him.
    expect(codes(brunos.body)).not.toContain(brunoWine.code);
    expect(codes(brunos.body)).not.toContain(anaWine.code);
    // Carla has no history: the visitor's shelves, whatever the others bought.
    const carlas = await get(carla);
    expect(carlas.body).toEqual((await get(null)).body);
  });

  it('a favourite and a Winelist explain their shelves and are not recommended back', async () => {
    const [dora, edu] = (await quickCustomers(t, 2)) as [Customer, Customer];
    const favourite = await api().send(dora, 'POST', '/api/v1/me/wishlist/items', {
      sku: brunoWine.code,
    });
    expect(favourite.status).toBe(201);
    const doras = (await get(dora)).body;
    expect(doras.kind).toBe('personal');
    expect(doras.shelves[0]?.title).toMatch(/^Porque você favoritou /);
    expect(codes(doras)).not.toContain(brunoWine.code);

    const list = await api().send(edu, 'POST', '/api/v1/winelist/', { name: 'Para o jantar' });
    expect(list.status).toBe(201);
    const added = await api().send(edu, 'POST', `/api/v1/winelist/${String(list.body.id)}/sku`, {
      sku: anaWine.code,
    });
    expect(added.status).toBe(200);
    const edus = (await get(edu)).body;
    expect(edus.shelves[0]?.title).toMatch(/^Porque você guardou tintos .* nas suas Winelists$/);
    expect(codes(edus)).not.toContain(anaWine.code);
  });

  it('in the outlet: the same taste, outlet products only', async () => {
    const answer = await get(ana, '', 'outlet.localhost');
    expect(answer.status).toBe(200);
    // Her taste's shelves where the outlet has such wines, else the outlet's best rated.
    const shown = codes(answer.body);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain(anaWine.code);
    const rows = await t.deps.db
      .select({ inOutlet: products.inOutlet })
      .from(products)
      .where(inArray(products.code, shown));
    expect(rows.every((row) => row.inOutlet)).toBe(true);
  });

  it('once remembered but no longer signed in: the visitor’s shelves', async () => {
    const visitor = (await get(null)).body;
    clock += IDLE_MS + 1000;
    try {
      const answer = await get(ana);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(visitor);
    } finally {
      clock = TEST_NOW.getTime();
    }
  });
});
