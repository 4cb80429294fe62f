/**
 * Every link of the header menu of both stores (issue #3): listing links open a non-empty listing
 * filtered as the URL says (checked against the seeded catalogue); the other pages open.
 */
import { parseListingUrl, type ListingQuery } from '@adega/domain/urls';
import type { Store } from '@adega/domain/store';
import type { Browser, Page, TestInfo } from '@playwright/test';
import {
  answerWelcomeGate,
  cardCodes,
  clientIpOf,
  expect,
  expectedListing,
  listingTotal,
  productCards,
  storeURL,
  test,
} from './fixtures.ts';

const STORES: Store[] = ['WINE', 'OUTLET'];

/** A listing of products; the producers list (/loja/produtor/) is a list of producers instead. */
function productListing(href: string): ListingQuery | null {
  const url = new URL(href, 'http://x');
  const query = parseListingUrl(url.pathname, url.search);
  if (!query || (query.category === 'producers' && query.filters.producer === null)) return null;
  return query;
}

/**
 * Internal hrefs of the header's menus (desktop bar and drawer), deduplicated, in order, once the
 * browser has rendered their panels (ADR 0036: after hydration, when idle).
 */
async function menuHrefs(page: Page): Promise<string[]> {
  const menus = page.locator('header nav[aria-label="Menu principal"]');
  await expect(menus).toHaveCount(2);
  await expect(menus.and(page.locator(':not([data-panels="ready"])'))).toHaveCount(0);
  const hrefs = await page
    .locator('header nav[aria-label="Menu principal"] a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].filter((href) => href.startsWith('/'));
}

/**
 * A page of its own without JavaScript, for visiting dozens of listings: what is checked there
 * (status, cards, total, filter marks, heading) is the server's HTML, which hydration keeps as it
 * is (listings.spec.ts checks the hydrated listings), and each visit then costs the browser a
 * parse and a paint instead of starting the page's scripts (issue #33: these two tests were the
 * suite's longest after dark mode's).
 */
async function pageWithoutScripts(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    locale,
    timezoneId,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': clientIpOf(testInfo) },
  });
  await answerWelcomeGate(context);
  return context.newPage();
}

async function checkListing(page: Page, href: string, query: ListingQuery, store: Store) {
  const response = await page.goto(storeURL(store, href));
  expect(response?.status(), href).toBe(200);
  const expected = expectedListing(query, store);
  expect(expected.length, `the seed has products for ${href}`).toBeGreaterThan(0);
  await expect(productCards(page).first(), href).toBeVisible();
  expect(await listingTotal(page), `${href}: announced total`).toBe(expected.length);
  const allowed = new Set(expected.map((p) => p.code));
  const codes = await cardCodes(page);
  expect(codes.length).toBe(Math.min(24, expected.length));
  expect(
    codes.filter((code) => !allowed.has(code)),
    `${href}: cards outside the filter`,
  ).toEqual([]);
  // Visible filter marks: type pages show only that type's dot.
  if (query.filters.types.length === 1) {
    const label = expected.find((p) => p.wineType === query.filters.types[0])?.attributes.TIPO;
    await expect(productCards(page).getByRole('img', { name: `Tipo: ${label}` })).toHaveCount(
      codes.length,
    );
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
}

for (const store of STORES) {
  test.describe(`${store} header menu`, () => {
    test('has the menu of its store', { tag: '@layout' }, async ({ page }) => {
      await page.goto(storeURL(store, '/'));
      const hrefs = await menuHrefs(page);
      const has = (pattern: RegExp) => hrefs.some((h) => pattern.test(h));
      expect(has(/\/cVINHOS-tpTINTO\.html$/)).toBe(true);
      expect(has(/\/kits\/kit-10-vinhos\/$/)).toBe(true);
      expect(has(/^\/entenda-o-outlet$/)).toBe(true);
      // SPEC §2/§6: the outlet shows a reduced set — no club, producers or easy kits — and beers.
      expect(has(/^\/clubewine/)).toBe(store === 'WINE');
      expect(has(/^\/loja\/produtor\//)).toBe(store === 'WINE');
      expect(has(/^\/w\/kits-faceis/)).toBe(store === 'WINE');
      expect(has(/\/cCERVEJAS\.html$/)).toBe(store === 'OUTLET');
      expect(has(/\/cACESSORIOS\.html$/)).toBe(store === 'OUTLET');
      // Issue #34: the help centre in both stores, the physical stores in the Wine store only.
      expect(has(/^\/ajuda$/)).toBe(true);
      expect(has(/^\/lojas$/)).toBe(store === 'WINE');
    });

    test('every listing link opens a non-empty, correctly filtered listing', async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(180_000);
      await page.goto(storeURL(store, '/'));
      const hrefs = await menuHrefs(page);
      const listings = hrefs
        .map((href) => ({ href, query: productListing(href) }))
        .filter((l): l is { href: string; query: ListingQuery } => l.query !== null);
      expect(listings.length).toBeGreaterThan(30);
      const visit = await pageWithoutScripts(browser, testInfo);
      for (const { href, query } of listings) {
        await test.step(href, () => checkListing(visit, href, query, store));
      }
      await visit.context().close();
    });

    test('every other menu link opens a page', async ({ page, browser }, testInfo) => {
      test.setTimeout(120_000);
      await page.goto(storeURL(store, '/'));
      const others = (await menuHrefs(page)).filter((href) => productListing(href) === null);
      expect(others.length).toBeGreaterThan(0);
      const visit = await pageWithoutScripts(browser, testInfo);
      for (const href of others) {
        await test.step(href, async () => {
          const response = await visit.goto(storeURL(store, href));
          if (href.startsWith('/minha-wine')) {
            // The account area arrives with accounts (a later issue): it must not break.
            expect(response?.status(), href).toBeLessThan(500);
            return;
          }
          expect(response?.status(), href).toBe(200);
          await expect(visit.getByRole('heading', { level: 1 }), href).not.toBeEmpty();
          await expect(visit.getByRole('heading', { level: 1 }), href).not.toHaveText(
            'Página não encontrada',
          );
        });
      }
      await visit.context().close();
    });
  });
}

test('producers: the list links ≥ 12 partner producers, each page lists only its wines', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const page = await pageWithoutScripts(browser, testInfo);
  const response = await page.goto(storeURL('WINE', '/loja/produtor/'));
  expect(response?.status()).toBe(200);
  const hrefs = await page
    .locator('main a[href^="/loja/produtor/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const producers = [...new Set(hrefs)].filter((h) => /^\/loja\/produtor\/[a-z0-9-]+\/$/.test(h));
  expect(producers.length).toBeGreaterThanOrEqual(12);
  for (const href of producers.slice(0, 4)) {
    const query = parseListingUrl(href);
    expect(query, href).not.toBeNull();
    await test.step(href, () => checkListing(page, href, query!, 'WINE'));
  }
  await page.context().close();
});
