/**
 * Issue #33 F16/F18 (ADR 0050), through the real storefront with the page cache, on PGlite and
 * PostgreSQL: availability is the flag and units left on every surface (page, card, product
 * API, listing, search, Winelists, sitemap); the stock line counts the promotion's units, which
 * orders take and cancellations give back; each such change reaches the cached pages at once;
 * the API shows only the stock the page shows.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, type ProductPromotion } from '../src/db/schema.ts';
import { listedProducts } from '../src/modules/winelists/products.ts';
import { TEST_NOW } from './support/app.ts';
import { client, PLAIN_WINE } from './support/cart-client.ts';
import { APPROVED_CARD, freshKey, newCardBody, placeOrder } from './support/orders.ts';
import { eventually, page } from './support/pages.ts';
import { jobsOf, movableClock, orderRow, placeWith, shopper } from './support/payments.ts';
import { useTestApp } from './support/suite.ts';

const clock = movableClock(TEST_NOW);

const t = useTestApp({ web: true, products: 200, now: clock.now });

const LISTING = '/vinhos/cVINHOS.html';
const FIRST_PAGE = { store: 'WINE', sort: 'relevancia', page: 1, pageSize: 24 } as const;
const promotion = (over: Partial<ProductPromotion> = {}): ProductPromotion => ({
  active: true,
  club_member_only: false,
  final_date: null,
  stamps: [],
  hide_stock_amount: false,
  stock: 7,
  trigger_stock_out: 10,
  ...over,
});

/** A plain wine (not `others`), made the first card of the wines' listing. */
async function wineWith(stock: number, promo: ProductPromotion | null, others: number[] = []) {
  const wine = await client(t).productWhere(
    `${PLAIN_WINE} and p.sale_price between 5000 and 20000${others.map((id) => ` and p.id <> ${String(id)}`).join('')}`,
  );
  await t.deps.db
    .update(products)
    .set({
      stock,
      promotion: promo,
      rating: 5,
      evaluations: 999_999 - others.length,
      updatedAt: new Date('2026-01-02T12:00:00Z'),
    })
    .where(eq(products.id, wine.id));
  await t.watcher?.poll();
  return { ...wine, path: `/prod${wine.code}.html` };
}

/** The card of `code` in a page's HTML. */
function cardOf(html: string, code: string): string {
  const card = html.split('<article').find((part) => part.includes(`/prod${code}.html`));
  if (!card) throw new Error(`no card of ${code}`);
  return card.split('</article>')[0] ?? '';
}

async function promotionUnits(id: number) {
  const [row] = await t.deps.db
    .select({ stock: products.stock, promotion: products.promotion })
    .from(products)
    .where(eq(products.id, id));
  return { stock: row?.stock, units: row?.promotion?.stock };
}

async function productApi(code: string) {
  const response = await t.request(`/api/v2/products/${code}`);
  expect(response.status).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
  return (await response.json()) as any;
}

/** What the page and the card say of the wine (both from a cached or fresh render). */
async function shown(wine: { code: string; path: string }) {
  const product = (await page(t, wine.path)).html;
  const card = cardOf((await page(t, LISTING)).html, wine.code);
  return { product, card };
}

function expectSoldOut({ product, card }: { product: string; card: string }) {
  expect(product).not.toContain('Restam só');
  expect(product).not.toContain('Disponível em estoque');
  expect(product).toContain('Produto sem estoque');
  expect(card).not.toContain('Restam só');
  expect(card).toContain('Indisponível');
  expect(card).not.toMatch(/<button[^>]*class="add-to-cart"[^>]*>/);
}

function expectOnSale({ product, card }: { product: string; card: string }, units: number) {
  expect(product).toContain(`Restam só ${String(units)} un.`);
  expect(product).toContain('Disponível em estoque');
  expect(card).toContain(`Restam só ${String(units)} un.`);
  expect(card).toContain('Adicionar');
}

describe('a sold-out wine (issue #33 F18)', () => {
  it('an order that sells the last unit shows it unavailable on its cached page and card', async () => {
    const wine = await wineWith(1, promotion());
    expectOnSale(await shown(wine), 1);
    expect((await page(t, wine.path)).cache).toBe('HIT');
    expect((await page(t, LISTING)).cache).toBe('HIT');
    const sitemap = async () =>
      new RegExp(`prod${wine.code}\\.html</loc><lastmod>([^<]+)<`).exec(
        (await page(t, '/sitemap.xml')).html,
      )?.[1];
    expect(await sitemap()).toBe('2026-01-02');

    const session = await shopper(t, wine.code, 1);
    const sold = await placeOrder(t, session, await newCardBody(t, APPROVED_CARD), freshKey());
    expect(sold.status).toBe(201);
    // The promotion's units and the product's stock, both taken.
    expect(await promotionUnits(wine.id)).toEqual({ stock: 0, units: 6 });
    await eventually(async () => expectSoldOut(await shown(wine)));

    const api = await productApi(wine.code);
    expect(api.available).toBe(false);
    expect(api.promotion).toMatchObject({ stock: null, last_units: false });
    expect(await sitemap()).not.toBe('2026-01-02');
  });

  it('a cancelled order gives the last unit back, and the pages show it at once', async () => {
    const first = await wineWith(1, promotion());
    const wine = await wineWith(1, promotion({ stock: 3 }), [first.id]);
    expectOnSale(await shown(wine), 1);
    // A Pix order takes the last unit…
    const session = await shopper(t, wine.code, 1);
    const pix = await placeWith(t, session, 'PIX');
    expect(pix.status).toBe(201);
    expect(await promotionUnits(wine.id)).toEqual({ stock: 0, units: 2 });
    await eventually(async () => expectSoldOut(await shown(wine)));
    // … and gives it back when it expires unpaid.
    clock.advance(31 * 60_000);
    expect((await jobsOf(t).runDue()).failed).toEqual([]);
    expect((await orderRow(t, pix.body.orderNumber as string)).order.status).toBe('CANCELADO');
    expect(await promotionUnits(wine.id)).toEqual({ stock: 1, units: 3 });
    await t.watcher?.poll();
    await eventually(async () => expectOnSale(await shown(wine), 1));
  });

  it('listings, search and Winelists say unavailable once the stock is adjusted to zero', async () => {
    const wine = await wineWith(5, null);
    const listed = async () => {
      const listing = await t.services.catalog.list({
        ...FIRST_PAGE,
        filters: { categories: ['vinho'] },
      });
      return listing.items.find((item) => item.id === wine.id)?.available;
    };
    const searched = async () => {
      const name = (await productApi(wine.code)).name as string;
      const found = await t.services.search.search({ ...FIRST_PAGE, text: name, filters: {} });
      return found.items.find((item) => item.id === wine.id)?.available;
    };
    const inList = async () =>
      (await listedProducts(t.deps.db, [{ productId: wine.id, addedAt: TEST_NOW }], false))[0]
        ?.available;
    expect([await listed(), await searched(), await inList()]).toEqual([true, true, true]);
    await t.deps.db.update(products).set({ stock: 0 }).where(eq(products.id, wine.id));
    await t.watcher?.poll();
    await eventually(async () => {
      expect([await listed(), await searched(), await inList()]).toEqual([false, false, false]);
      expect((await productApi(wine.code)).available).toBe(false);
    });
  });
});

describe('the stock the API shows (issue #33 F16)', () => {
  it('is the stock the page shows: no number when the page shows none', async () => {
    const wine = await wineWith(1, promotion({ stock: 40 }));
    await t.deps.db.update(products).set({ stock: 100 }).where(eq(products.id, wine.id));
    await t.watcher?.poll();
    await eventually(async () => {
      expect((await page(t, wine.path)).html).not.toContain('Restam só');
      for (const version of ['v1', 'v2']) {
        const response = await t.request(`/api/${version}/products/${wine.code}`);
        const body = (await response.json()) as { promotion: Record<string, unknown> };
        expect(body.promotion).toMatchObject({ stock: null, last_units: false });
      }
    });
    await t.deps.db
      .update(products)
      .set({
        promotion: sql`jsonb_set(jsonb_set(${products.promotion}, '{stock}', '1'), '{hide_stock_amount}', 'true')`,
      })
      .where(eq(products.id, wine.id));
    await t.watcher?.poll();
    await eventually(async () => {
      expect((await page(t, wine.path)).html).toContain('Últimas unidades');
      const api = await productApi(wine.code);
      expect(api.promotion).toMatchObject({ stock: null, last_units: true });
      expect(JSON.stringify(api)).not.toMatch(/"stock":1\b/);
    });
  });
});
