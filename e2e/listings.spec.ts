/**
 * Listings: sorting, combined filters and pagination, all reflected in the URL (issue #3), checked
 * against the seeded catalogue.
 */
import { compareByRating } from '@adega/domain/pricing/rating';
import { parseListingUrl, wineTypeUrl } from '@adega/domain/urls';
import {
  cardCodes,
  centavosOf,
  expect,
  expectedListing,
  isSellable,
  listingTotal,
  productCards,
  test,
  type SeedProduct,
} from './fixtures.ts';
import type { Page } from '@playwright/test';

const ALL_WINES = '/vinhos/cVINHOS.html';

/** Non-member price and availability of every card on the page, in page order. */
async function cardPrices(page: Page): Promise<{ price: number; available: boolean }[]> {
  const cards = await productCards(page).all();
  const rows: { price: number; available: boolean }[] = [];
  for (const card of cards) {
    // The non-member line: secondary beside a member price, main when the member price is hidden.
    const text = await card.locator('.price-box__secondary, .price-box__main').first().innerText();
    const available = (await card.getByRole('button', { name: 'Indisponível' }).count()) === 0;
    rows.push({ price: centavosOf(text), available });
  }
  return rows;
}

/** Sorts put sellable products first; within each part the order is the sort's. */
function expectSorted(rows: { price: number; available: boolean }[], direction: 'asc' | 'desc') {
  const firstUnavailable = rows.findIndex((r) => !r.available);
  if (firstUnavailable !== -1) {
    expect(
      rows.slice(firstUnavailable).every((r) => !r.available),
      'sellable products come first',
    ).toBe(true);
  }
  const sellable = rows.filter((r) => r.available).map((r) => r.price);
  const sorted = [...sellable].sort((a, b) => (direction === 'asc' ? a - b : b - a));
  expect(sellable).toEqual(sorted);
}

async function chooseSort(page: Page, param: string) {
  const select = page.getByLabel('Ordenar por');
  // The select submits its form on change once hydrated; retry until the navigation happens.
  await expect(async () => {
    await select.selectOption(param);
    await expect(page).toHaveURL(new RegExp(`[?&]ordem=${param}(&|$)`), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByLabel('Ordenar por')).toHaveValue(param);
}

test.describe('listing sort', () => {
  test(
    'price ascending: the select puts ?ordem=menor-preco in the URL and prices ascend',
    { tag: '@layout' },
    async ({ page }) => {
      await page.goto(ALL_WINES);
      const before = await cardCodes(page);
      await chooseSort(page, 'menor-preco');
      expect(new URL(page.url()).pathname).toBe(ALL_WINES);
      const rows = await cardPrices(page);
      expect(rows.length).toBeGreaterThan(1);
      expectSorted(rows, 'asc');
      expect(await cardCodes(page)).not.toEqual(before);
    },
  );

  test('price descending: ?ordem=maior-preco, prices descend', async ({ page }) => {
    await page.goto(ALL_WINES);
    await chooseSort(page, 'maior-preco');
    expectSorted(await cardPrices(page), 'desc');
  });

  test('the sort holds on page 2 and page 2 continues page 1', async ({ page }) => {
    await page.goto(`${ALL_WINES}?ordem=menor-preco`);
    const first = await cardPrices(page);
    await page.goto('/vinhos/cVINHOS-p2.html?ordem=menor-preco');
    const second = await cardPrices(page);
    expectSorted([...first, ...second], 'asc');
  });

  test('rating: ?ordem=avaliacao, sellable first, the rating weighed by its reviews', async ({
    page,
    catalogue,
  }) => {
    await page.goto(`${ALL_WINES}?ordem=avaliacao`);
    await expect(page.getByLabel('Ordenar por')).toHaveValue('avaliacao');
    // Issue #34: the order of the domain's ratingRank (a 4,9 from a few reviews is not first),
    // then more reviews, then the catalogue's order; the oracle is the seeded catalogue.
    const position = new Map(catalogue.products.map((p, i) => [p.code, i]));
    const query = parseListingUrl(ALL_WINES);
    const expected = [...expectedListing(query!, 'WINE')]
      .sort(
        (a, b) =>
          Number(isSellable(b)) - Number(isSellable(a)) ||
          compareByRating(a, b) ||
          (position.get(a.code) ?? 0) - (position.get(b.code) ?? 0),
      )
      .map((p) => p.code);
    const codes = await cardCodes(page);
    expect(codes.length).toBeGreaterThan(1);
    expect(codes).toEqual(expected.slice(0, codes.length));
  });

  test('an unknown sort is a 404, not a silent default', async ({ page }) => {
    const response = await page.goto(`${ALL_WINES}?ordem=aleatorio`);
    expect(response?.status()).toBe(404);
  });
});

test.describe('listing filters', () => {
  test('type + country combine, in the URL and in the cards', async ({ page }) => {
    await page.goto(`${wineTypeUrl('tinto')}?open-filters=true`);
    const filters = page.locator('#filtros');
    await filters.getByRole('link', { name: /^Chile/ }).click();
    await expect(page).toHaveURL(/\/cVINHOS-tpTINTO-paCHILE\.html/);
    const query = parseListingUrl(new URL(page.url()).pathname);
    expect(query?.filters.types).toEqual(['tinto']);
    expect(query?.filters.countries).toEqual(['chile']);

    const expected = expectedListing(query!, 'WINE');
    expect(expected.length).toBeGreaterThan(0);
    expect(await listingTotal(page)).toBe(expected.length);
    const codes = await cardCodes(page);
    expect(codes.length).toBe(Math.min(24, expected.length));
    const byCode = new Map(expected.map((p) => [p.code, p]));
    for (const code of codes) expect(byCode.has(code), `${code} is a red from Chile`).toBe(true);
    // What the shopper sees: every card has the red dot 'Tinto' and the Chilean flag.
    const cards = productCards(page);
    await expect(cards.getByRole('img', { name: 'Tipo: Tinto' })).toHaveCount(codes.length);
    await expect(cards.getByRole('img', { name: 'Chile', exact: true })).toHaveCount(codes.length);
    // The selected filters are marked.
    await expect(filters.locator('[aria-current="true"]')).toHaveCount(2);
  });

  test('a second type widens the selection (tinto + branco)', async ({ page }) => {
    await page.goto(`${wineTypeUrl('tinto')}?open-filters=true`);
    await page
      .locator('#filtros')
      .getByRole('link', { name: /^Brancos/ })
      .click();
    await expect(page).toHaveURL(/\/cVINHOS-tpTINTO\.BRANCO\.html/);
    const query = parseListingUrl(new URL(page.url()).pathname);
    expect(await listingTotal(page)).toBe(expectedListing(query!, 'WINE').length);
  });

  test('price band + type + grape in one URL', async ({ page }) => {
    const path = '/vinhos/x/cVINHOS-prBRL_60_100-tpTINTO-uvMALBEC.html';
    const query = parseListingUrl(path);
    const expected = expectedListing(query!, 'WINE');
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await listingTotal(page)).toBe(expected.length);
    const allowed = new Set(expected.map((p: SeedProduct) => p.code));
    for (const code of await cardCodes(page)) expect(allowed.has(code), code).toBe(true);
  });
});

test.describe('listing pagination', () => {
  test('page 2 is -p2.html and differs from page 1', async ({ page }) => {
    await page.goto(ALL_WINES);
    const first = await cardCodes(page);
    expect(first.length).toBe(24);
    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: 'Página 2', exact: true })
      .click();
    await expect(page).toHaveURL(/\/vinhos\/cVINHOS-p2\.html$/);
    const second = await cardCodes(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    await expect(
      page.getByRole('navigation', { name: 'Paginação' }).locator('[aria-current="page"]'),
    ).toContainText('2');
  });

  test("the SPEC's cVINHOS-p1.html is page 1", async ({ page }) => {
    await page.goto(ALL_WINES);
    const first = await cardCodes(page);
    const response = await page.goto('/vinhos/cVINHOS-p1.html');
    expect(response?.status()).toBe(200);
    expect(await cardCodes(page)).toEqual(first);
  });

  test('pagination keeps filters and sort', async ({ page }) => {
    await page.goto('/vinhos/tinto/cVINHOS-tpTINTO.html?ordem=menor-preco');
    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: 'Página 2', exact: true })
      .click();
    await expect(page).toHaveURL(/\/cVINHOS-tpTINTO-p2\.html\?ordem=menor-preco$/);
    await expect(productCards(page).getByRole('img', { name: 'Tipo: Tinto' })).toHaveCount(
      await productCards(page).count(),
    );
  });

  test('a page past the last one is a 404', async ({ page }) => {
    const response = await page.goto('/vinhos/cVINHOS-p999.html');
    expect(response?.status()).toBe(404);
  });
});
