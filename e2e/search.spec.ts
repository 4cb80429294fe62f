/**
 * Search (issue #4): the header autocomplete (SPEC §2 'Sugestões encontradas', §4, §8, §9) and
 * the results page /search.ep?keyWords=… (filters, sort and pagination in the URL, store scoping,
 * no-results suggestions). The 2000 ms pause runs on Playwright's fake clock: no real waiting.
 */
import type { Locator, Page } from '@playwright/test';
import {
  cardCodes,
  centavosOf,
  expect,
  listingTotal,
  productCards,
  test,
  untilHydrated,
  type Catalogue,
  type SeedProduct,
} from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

const RPC = '**/rpc/findProducts';

/**
 * Fake timers from the first script on, paused after the page has loaded: the autocomplete's
 * 2000 ms pause only passes when a test moves the clock.
 */
async function openWithClock(page: Page, url: string): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(url);
  await page.clock.pauseAt(start + 60_000);
}

/** Texts sent to findProducts, in order. */
function recordSearches(page: Page): string[] {
  const texts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/rpc/findProducts')) {
      texts.push((request.postDataJSON() as { searchText: string }).searchText);
    }
  });
  return texts;
}

/** Moves the fake clock past the pause and waits for the findProducts answer. */
async function passThePause(page: Page): Promise<void> {
  const answered = page.waitForResponse(RPC);
  await page.clock.runFor(2000);
  await answered;
}

const desktopBox = (page: Page) => page.locator('#busca-input');
const desktopPanel = (page: Page) => page.locator('.site-header__search .autocomplete');

function codeOfHref(href: string | null): string {
  const match = /\/prod([^/?#]+)\.html$/.exec(href ?? '');
  if (!match?.[1]) throw new Error(`link sem código de produto: ${href}`);
  return decodeURIComponent(match[1]);
}

async function panelCodes(panel: Locator): Promise<string[]> {
  const hrefs = await panel
    .locator('a.autocomplete__link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return hrefs.map(codeOfHref);
}

function mentions(product: SeedProduct, word: string): boolean {
  const text = `${product.name} ${product.grapes.join(' ')}`.toLowerCase();
  return text.includes(word);
}

function outletOnlyProduct(catalogue: Catalogue): SeedProduct {
  const candidates = catalogue.all(
    'produto só do outlet',
    (p) => p.inOutlet && !p.inWine && p.category !== 'assinatura' && p.available,
  );
  // A name no Wine product shares, so the search for it is about this product alone.
  const unique = candidates.find(
    (p) => !catalogue.products.some((other) => other.inWine && other.name === p.name),
  );
  return unique ?? (candidates[0] as SeedProduct);
}

// The header field is the desktop one (≥ 992 px): the desktop project only (untagged).
test.describe('autocomplete on desktop', () => {
  test('loads after a 2000 ms pause, once, and shows up to 4 products with prices by role', async ({
    page,
    catalogue,
  }) => {
    await openWithClock(page, '/');
    const searches = recordSearches(page);
    const box = desktopBox(page);
    await box.pressSequentially('malbec');
    // Typing restarts the pause: nothing is asked before 2000 ms without typing.
    await page.clock.runFor(1999);
    expect(searches).toEqual([]);
    await expect(desktopPanel(page)).toHaveCount(0);

    const answered = page.waitForResponse(RPC);
    await page.clock.runFor(1);
    await answered;
    expect(searches).toEqual(['malbec']);

    const panel = desktopPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Sugestões encontradas' })).toBeVisible();
    const items = panel.locator('.autocomplete__item');
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(4);
    // The overlay dims the page behind the open panel.
    await expect(page.locator('.header-search__overlay')).toBeVisible();

    for (const code of await panelCodes(panel)) {
      const product = catalogue.get(code);
      expect(product.inWine, `${code} é da loja Wine`).toBe(true);
      expect(mentions(product, 'malbec'), `${product.name} fala de malbec`).toBe(true);
      const item = items.filter({ has: page.locator(`a[href$="/prod${code}.html"]`) });
      await expect(item).toContainText(product.name);
      if (product.countryName) await expect(item).toContainText(product.countryName);
      // SPEC §6: visitors see the member price ('Sócio Wine') and the non-member price.
      const member = item.locator('.price-box__member').filter({ hasText: 'Sócio Wine' });
      const nonMember = item.locator('.price-box__secondary').filter({ hasText: 'Não Sócio' });
      expect(centavosOf(await member.innerText())).toBe(product.clubPrice);
      expect(centavosOf(await nonMember.innerText())).toBe(product.salePrice);
    }
    // Nothing more is asked while the text stays the same.
    await page.clock.runFor(5000);
    expect(searches).toEqual(['malbec']);
  });

  test('fewer than 3 characters never ask the server', async ({ page }) => {
    await openWithClock(page, '/');
    const searches = recordSearches(page);
    await desktopBox(page).fill('ma');
    await page.clock.runFor(5000);
    await desktopBox(page).fill('  a ');
    await page.clock.runFor(5000);
    expect(searches).toEqual([]);
    await expect(desktopPanel(page)).toHaveCount(0);
  });

  test('no results: the panel stays hidden', async ({ page }) => {
    await openWithClock(page, '/');
    await desktopBox(page).fill('xqzwv');
    await passThePause(page);
    await expect(page.locator('.site-header__search [role="status"]')).toHaveText(
      /Nenhuma sugestão encontrada/,
    );
    await expect(desktopPanel(page)).toHaveCount(0);
    await expect(page.locator('.header-search__overlay')).toHaveCount(0);
  });

  test('Enter submits the form to the results page', async ({ page }) => {
    await openWithClock(page, '/');
    await desktopBox(page).fill('malbec');
    await desktopBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=malbec$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "malbec"');
    expect(await listingTotal(page)).toBeGreaterThan(0);
    // The field keeps the words on the results page.
    await expect(desktopBox(page)).toHaveValue('malbec');
  });

  test('Esc blurs the field and closes the panel, keeping the text', async ({ page }) => {
    await openWithClock(page, '/');
    const box = desktopBox(page);
    await box.fill('cabernet');
    await passThePause(page);
    await expect(desktopPanel(page)).toBeVisible();
    await box.press('Escape');
    await expect(box).not.toBeFocused();
    await expect(box).toHaveValue('cabernet');
    await expect(desktopPanel(page)).toHaveCount(0);
    // Back in the field, the same suggestions show again without a new pause.
    await box.focus();
    await expect(desktopPanel(page)).toBeVisible();
  });

  test('VER TODAS opens the results page', async ({ page }) => {
    await openWithClock(page, '/');
    await desktopBox(page).fill('cabernet');
    await passThePause(page);
    await desktopPanel(page).getByRole('link', { name: 'VER TODAS' }).click();
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=cabernet$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "cabernet"');
    expect(await listingTotal(page)).toBeGreaterThan(0);
  });

  test('keyboard: arrow down reaches the suggestions and a suggestion opens its product', async ({
    page,
  }) => {
    await openWithClock(page, '/');
    const box = desktopBox(page);
    await box.fill('malbec');
    await passThePause(page);
    const links = desktopPanel(page).locator('a.autocomplete__link');
    // The answer has arrived; the keys go to the panel once it shows the suggestions.
    await expect(links.first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.first()).toBeFocused();
    const href = await links.first().getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[.?]/g, '\\$&')}$`));
  });

  test('a click on the overlay closes the panel', async ({ page }) => {
    await openWithClock(page, '/');
    await desktopBox(page).fill('malbec');
    await passThePause(page);
    await expect(desktopPanel(page)).toBeVisible();
    await page.mouse.click(1200, 700);
    await expect(desktopPanel(page)).toHaveCount(0);
    await expect(page.locator('.header-search__overlay')).toHaveCount(0);
  });

  test('a server error hides the panel and the page stays usable', async ({ page }) => {
    await openWithClock(page, '/');
    const box = desktopBox(page);
    await box.fill('malbec');
    await passThePause(page);
    await expect(desktopPanel(page)).toBeVisible();

    await page.route(RPC, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Erro interno', code: 'INTERNAL' }),
      }),
    );
    await box.fill('malbec reserva');
    await passThePause(page);
    await expect(desktopPanel(page)).toHaveCount(0);
    await expect(page.locator('.header-search__overlay')).toHaveCount(0);

    // Still usable: typing goes on, Enter searches.
    await box.fill('merlot');
    await passThePause(page);
    await expect(desktopPanel(page)).toHaveCount(0);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=merlot$/);
    expect(await listingTotal(page)).toBeGreaterThan(0);
  });

  test('a network failure hides the panel too', async ({ page }) => {
    await openWithClock(page, '/');
    await page.route(RPC, (route) => route.abort('failed'));
    const box = desktopBox(page);
    await box.fill('malbec');
    const failed = page.waitForEvent('requestfailed');
    await page.clock.runFor(2000);
    await failed;
    await expect(desktopPanel(page)).toHaveCount(0);
    await expect(box).toBeEditable();
  });

  test('an older answer arriving late never replaces newer suggestions', async ({
    page,
    catalogue,
  }) => {
    const [older, newer] = catalogue.all('vinhos da Wine', (p) => p.inWine && p.available);
    if (!older || !newer) throw new Error('o seed precisa de dois vinhos');
    const item = (product: SeedProduct) => ({
      guid: product.guid,
      code: product.code,
      url: `/prod${product.code}.html`,
      name: product.name,
      image: `/img/products/${product.code}`,
      country: product.countryName,
      listPrice: product.listPrice / 100,
      salePrice: product.salePrice / 100,
      clubPrice: product.clubPrice / 100,
      productType: product.productType,
      ratio: product.rating,
      campanha: [],
    });
    let releaseOlder: () => void = () => {};
    const olderHeld = new Promise<void>((resolve) => (releaseOlder = resolve));
    let olderDone: Promise<unknown> = Promise.resolve();
    await page.route(RPC, async (route) => {
      const { searchText } = route.request().postDataJSON() as { searchText: string };
      if (searchText === 'primeira') {
        olderDone = olderHeld.then(() =>
          route.fulfill({ json: { data: [item(older)] } }).catch(() => undefined),
        );
        return;
      }
      await route.fulfill({ json: { data: [item(newer)] } });
    });

    await openWithClock(page, '/');
    const box = desktopBox(page);
    await box.fill('primeira');
    const firstSent = page.waitForRequest(RPC);
    await page.clock.runFor(2000);
    await firstSent;
    await box.fill('segunda');
    await passThePause(page);
    const panel = desktopPanel(page);
    await expect(panel).toContainText(newer.name);

    releaseOlder();
    await olderDone;
    await expect(panel).toContainText(newer.name);
    await expect(panel).not.toContainText(older.name);
  });
});

test.describe('autocomplete on a phone', { tag: '@mobile' }, () => {
  async function openMobileSearch(page: Page): Promise<Locator> {
    await page.locator('.site-header__search-button').click();
    const box = page.locator('#busca-input');
    await expect(box).toBeFocused();
    return box;
  }

  test('loads after the pause and shows 2 slides of a scrollable strip', async ({
    page,
    catalogue,
  }) => {
    await openWithClock(page, '/');
    const searches = recordSearches(page);
    const box = await openMobileSearch(page);
    await box.pressSequentially('mal');
    await page.clock.runFor(1500);
    await box.pressSequentially('bec');
    await page.clock.runFor(1999);
    expect(searches).toEqual([]);
    const answered = page.waitForResponse(RPC);
    await page.clock.runFor(1);
    await answered;
    expect(searches).toEqual(['malbec']);

    const panel = page.locator('#busca-celular .autocomplete');
    await expect(panel.getByRole('heading', { name: 'Sugestões encontradas' })).toBeVisible();
    const list = panel.locator('.autocomplete__list');
    const items = panel.locator('.autocomplete__item');
    const count = await items.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(4);
    for (const code of await panelCodes(panel)) expect(catalogue.get(code).inWine).toBe(true);

    // SPEC §9: two slides in view, the others one swipe away.
    const strip = await list.boundingBox();
    const boxes = await Promise.all([0, 1, 2].map((n) => items.nth(n).boundingBox()));
    if (!strip || boxes.some((b) => !b)) throw new Error('sem caixas');
    const [first, second, third] = boxes as { x: number; width: number }[];
    const right = strip.x + strip.width;
    expect(first!.x).toBeGreaterThanOrEqual(strip.x - 1);
    expect(second!.x + second!.width).toBeLessThanOrEqual(right + 1);
    expect(third!.x).toBeGreaterThanOrEqual(right - 1);
    await list.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
    await expect(items.nth(2)).toBeInViewport();
  });

  test('VER TODAS and Enter open the results page', async ({ page }) => {
    await openWithClock(page, '/');
    let box = await openMobileSearch(page);
    await box.fill('cabernet');
    await passThePause(page);
    await page.locator('#busca-celular').getByRole('link', { name: 'VER TODAS' }).click();
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=cabernet$/);
    expect(await listingTotal(page)).toBeGreaterThan(0);
    // 'VER TODAS' is a link: a new page, whose JavaScript starts after its first paint.
    await untilHydrated(page);

    box = await openMobileSearch(page);
    await box.fill('merlot');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=merlot$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "merlot"');
  });

  test('the panel opened before the page is hydrated gets its field focused after', async ({
    page,
  }) => {
    // The page's modules are held back: the search button then works as the server's HTML does
    // (its popovertarget opens the panel, nothing focuses the field).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('.site-header__search-button').click();
    const panel = page.locator('#busca-celular');
    await expect(panel).toBeVisible();
    const box = page.locator('#busca-input');
    await expect(box).not.toBeFocused();
    release();
    await untilHydrated(page);
    await expect(box).toBeFocused();
  });

  test('a server error hides the panel', async ({ page }) => {
    await page.route(RPC, (route) =>
      route.fulfill({ status: 500, json: { message: 'Erro interno', code: 'INTERNAL' } }),
    );
    await openWithClock(page, '/');
    const box = await openMobileSearch(page);
    await box.fill('malbec');
    await passThePause(page);
    await expect(page.locator('#busca-celular .autocomplete')).toHaveCount(0);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=malbec$/);
  });
});

test.describe('results page', () => {
  test('title, count, cards, noindex and the search tracking seam', async ({ page, catalogue }) => {
    await page.addInitScript(() => {
      const tracked: unknown[] = [];
      (window as unknown as { tracked: unknown[] }).tracked = tracked;
      window.addEventListener('adega:tracking', (event) =>
        tracked.push((event as CustomEvent).detail),
      );
    });
    const response = await page.goto('/search.ep?keyWords=malbec');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "malbec"');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const total = await listingTotal(page);
    expect(total).toBeGreaterThan(0);
    const codes = await cardCodes(page);
    expect(codes.length).toBe(Math.min(total, 24));
    for (const code of codes) {
      const product = catalogue.get(code);
      expect(product.inWine).toBe(true);
      expect(mentions(product, 'malbec'), product.name).toBe(true);
    }
    // SPEC §5: the product-searched event for a keyword longer than 2 characters.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { tracked: unknown[] }).tracked))
      .toEqual([{ event: 'product_searched', keyword: 'malbec', total }]);
  });

  // The filter sidebar is always open on desktop (untagged: the desktop project only).
  test('filters, sort and pagination live in the URL', async ({ page, catalogue }) => {
    await page.goto('/search.ep?keyWords=vinho');
    const all = await listingTotal(page);
    const filters = page.locator('#filtros');
    const red = filters.getByRole('link', { name: /^Tintos/ });
    // The link's name ends with its count: 'Tintos, 320 produtos'.
    const redCount = Number(
      /, (\d+) produtos?$/.exec((await red.getAttribute('aria-label')) ?? '')?.[1],
    );
    expect(redCount).toBeGreaterThan(24);
    expect(redCount).toBeLessThan(all);

    await red.click();
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=vinho&tipo=tinto$/);
    expect(await listingTotal(page)).toBe(redCount);
    await expect(filters.getByRole('link', { name: /^Tintos/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const code of await cardCodes(page)) expect(catalogue.get(code).wineType).toBe('tinto');

    await page.locator('#ordem').selectOption('menor-preco');
    await expect(page).toHaveURL(/[?&]ordem=menor-preco/);
    await expect(page).toHaveURL(/[?&]tipo=tinto/);
    await expect(page).toHaveURL(/[?&]keyWords=vinho/);
    const firstPage = await cardCodes(page);
    const prices = firstPage.map((code) => catalogue.get(code).salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page
      .getByRole('navigation', { name: 'Paginação' })
      .getByRole('link', { name: 'Página 2' })
      .click();
    await expect(page).toHaveURL(
      /\/search\.ep\?keyWords=vinho&tipo=tinto&ordem=menor-preco&pagina=2$/,
    );
    const secondPage = await cardCodes(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((code) => firstPage.includes(code))).toBe(false);
    const lastOfFirst = Math.max(...prices);
    for (const code of secondPage) {
      expect(catalogue.get(code).salePrice).toBeGreaterThanOrEqual(lastOfFirst);
    }

    // Relevância (the empty option) drops ordem; clearing filters keeps the words.
    await page.locator('#ordem').selectOption('');
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=vinho&tipo=tinto$/);
    await page.locator('#filtros').getByRole('link', { name: 'Limpar filtros' }).click();
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=vinho$/);
    expect(await listingTotal(page)).toBe(all);
  });

  // On desktop the filter panel is a sidebar: the phone project only.
  test(
    'phones: Filtrar opens the filters and they keep it open',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.goto('/search.ep?keyWords=vinho');
      const filters = page.locator('#filtros');
      await expect(filters).toBeHidden();
      await page.getByRole('link', { name: 'Filtrar' }).click();
      await expect(page).toHaveURL(/\/search\.ep\?keyWords=vinho&open-filters=true#filtros$/);
      await expect(filters).toBeVisible();
      await filters.getByRole('link', { name: /^Tintos/ }).click();
      await expect(page).toHaveURL(/[?&]tipo=tinto/);
      await expect(page).toHaveURL(/[?&]open-filters=true/);
      await expect(page.locator('#filtros')).toBeVisible();
      await page.locator('#filtros').getByRole('link', { name: 'Fechar filtros' }).click();
      await expect(page).toHaveURL(/\/search\.ep\?keyWords=vinho&tipo=tinto$/);
      await expect(page.locator('#filtros')).toBeHidden();
    },
  );

  test('each store finds its own products only', async ({ page, catalogue, outletURL }) => {
    const product = outletOnlyProduct(catalogue);
    const path = `/search.ep?keyWords=${encodeURIComponent(product.name)}`;

    await page.goto(outletURL(path));
    expect(await cardCodes(page)).toContain(product.code);
    for (const code of await cardCodes(page)) expect(catalogue.get(code).inOutlet).toBe(true);

    await page.goto(path);
    expect(await cardCodes(page)).not.toContain(product.code);
    for (const code of await cardCodes(page)) expect(catalogue.get(code).inWine).toBe(true);
  });

  test('no results: the suggestions are links that find products', async ({ page }) => {
    await page.goto('/search.ep?keyWords=malbbecc');
    expect(await listingTotal(page)).toBe(0);
    await expect(page.locator('.listing__empty')).toContainText(
      'Nenhum produto encontrado para "malbbecc".',
    );
    const suggestions = page
      .getByRole('navigation', { name: 'Você quis dizer:' })
      .getByRole('link');
    expect(await suggestions.count()).toBeGreaterThan(0);
    const suggestion = (await suggestions.first().innerText()).trim();
    await suggestions.first().click();
    await expect(page).toHaveURL(`/search.ep?keyWords=${encodeURIComponent(suggestion)}`);
    expect(await listingTotal(page)).toBeGreaterThan(0);
    await expect(productCards(page).first()).toBeVisible();
  });

  test('without words: a helpful page, not an error', async ({ page }) => {
    for (const path of ['/search.ep', '/search.ep?keyWords=', '/search.ep?keyWords=%20%20']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar produtos');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await page.locator('#busca-pagina-input').fill('merlot');
    await page.locator('#busca-pagina-input').press('Enter');
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=merlot$/);
    expect(await listingTotal(page)).toBeGreaterThan(0);
  });

  test('over-long words are cut to 100 characters with a notice', async ({ page }) => {
    const words = 'cabernet '.repeat(20).trim();
    const response = await page.goto(`/search.ep?keyWords=${encodeURIComponent(words)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.search-results__note')).toContainText('mais de 100 caracteres');
    const title = await page.getByRole('heading', { level: 1 }).innerText();
    expect(title.length).toBeLessThanOrEqual('Resultados para ""'.length + 100);
  });

  test('a page past the end goes back to the first one', async ({ page }) => {
    await page.goto('/search.ep?keyWords=malbec&pagina=999');
    await expect(page).toHaveURL(/\/search\.ep\?keyWords=malbec$/);
    expect(await listingTotal(page)).toBeGreaterThan(0);
  });
});

test.describe('accessibility (axe: no serious or critical violations)', { tag: '@layout' }, () => {
  for (const path of ['/search.ep?keyWords=malbec', '/search.ep?keyWords=malbbecc', '/search.ep']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test('with the suggestions panel open', async ({ page, isMobile }) => {
    await openWithClock(page, '/');
    const box = isMobile ? page.locator('#busca-input') : page.locator('#busca-input');
    if (isMobile) await page.locator('.site-header__search-button').click();
    await box.fill('malbec');
    await passThePause(page);
    await expect(page.locator('.autocomplete').first()).toBeVisible();
    // axe schedules its own timers: let time flow again.
    await page.clock.resume();
    await expectNoSeriousViolations(page);
  });
});
