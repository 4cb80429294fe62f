/**
 * The store's look from its flags (issue #18): custom_product_display's texts and colours,
 * product_card_border, dark_mode passing axe colour contrast (AA), the neon border (its own
 * endpoint and localStorage) and the bigger font (SPEC §9 sizes). Each flag is switched through
 * the operators' endpoint and restored in `finally`; the tests run one after another.
 */
import type { Page } from '@playwright/test';
import { expect, productCards, test } from './fixtures.ts';
import { discountedWine } from './products.ts';
import { seriousViolations } from './axe.ts';
import { addViaApi, drawer, openDrawer, plainWine } from './cart.ts';
import { withFlag, withSwitch } from './flags.ts';

test.describe.configure({ mode: 'serial' });

/**
 * The look is checked at both widths inside one test: the desktop and mobile projects run side
 * by side, and two tests switching the same flag at once would see each other's switches.
 */
const WIDTHS = [1280, 390] as const;

async function cssOf(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
}

// @switches: the flags are the whole server's; these run on a server of their own (playwright.config).
test.describe('the look from the flags', { tag: '@switches' }, () => {
  test('custom_product_display: texts and colours on the product page; off hides the banner', async ({
    page,
    request,
    catalogue,
  }) => {
    const wine = discountedWine(catalogue);
    const current = (await (
      await request.get(`/v1/settings/feature/value/custom_product_display?v=${Date.now()}`)
    ).json()) as { value: Record<string, unknown> };
    const value = {
      ...current.value,
      text: 'Sem impostos',
      secondaryText: 'Texto secundário do teste',
      taxTextLeft: 'Você poupa',
      taxTextRight: 'de impostos',
      secondaryColor: '#fff4d6',
      priceColor: '#1d4e89',
      discountBadgeColor: '#1d4e89',
      textColor: '#ffffff',
    };
    await withFlag(
      request,
      'value',
      'custom_product_display',
      { enabled: true, value },
      async () => {
        await page.goto(`/prod${wine.code}.html`);
        const banner = page.getByRole('complementary', { name: 'Economia de impostos' });
        await expect(banner.locator('.tax-banner__badge')).toHaveText('Sem impostos');
        await expect(banner.locator('.tax-banner__secondary')).toHaveText(
          'Texto secundário do teste',
        );
        await expect(banner.locator('.tax-banner__saving')).toContainText(/^Você poupa R\$/);
        await expect(banner.locator('.tax-banner__saving')).toContainText(/de impostos$/);
        expect(await cssOf(page, '.tax-banner', 'background-color')).toBe('rgb(255, 244, 214)');
        expect(await cssOf(page, '.tax-banner__price', 'color')).toBe('rgb(29, 78, 137)');
        expect(await cssOf(page, '.tax-banner__badge', 'background-color')).toBe(
          'rgb(29, 78, 137)',
        );
      },
    );
    await withFlag(
      request,
      'value',
      'custom_product_display',
      { enabled: true, value: { ...value, enabledAtProductPage: false } },
      async () => {
        await page.goto(`/prod${wine.code}.html`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('complementary', { name: 'Economia de impostos' })).toHaveCount(
          0,
        );
      },
    );
    await withFlag(request, 'value', 'custom_product_display', { enabled: false }, async () => {
      await page.goto(`/prod${wine.code}.html`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Economia de impostos' })).toHaveCount(
        0,
      );
    });
  });

  test('product_card_border: cards get a border only while on', async ({ page, request }) => {
    await withSwitch(request, 'product_card_border', true, async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/vinhos/cVINHOS.html');
        await expect(page.locator('html')).toHaveAttribute('data-card-border', 'true');
        const card = productCards(page).first();
        expect(await card.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px');
        expect(await card.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(
          'rgb(123, 30, 58)',
        );
      }
    });
    await withSwitch(request, 'product_card_border', false, async () => {
      await page.goto('/vinhos/cVINHOS.html');
      const card = productCards(page).first();
      expect(await card.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(
        'rgba(0, 0, 0, 0)',
      );
    });
  });

  test('dark_mode: the whole page dark, passing axe colour contrast', async ({
    page,
    request,
    catalogue,
    outletURL,
  }) => {
    test.setTimeout(180_000);
    const wine = discountedWine(catalogue);
    await addViaApi(page, plainWine(catalogue, 43).code, 1);
    await withSwitch(request, 'dark_mode', true, async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        for (const path of [
          '/',
          outletURL('/'),
          '/vinhos/cVINHOS.html?open-filters=true',
          `/prod${wine.code}.html`,
          '/cadastro.ep',
        ]) {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
          expect(await cssOf(page, 'body', 'background-color')).toBe('rgb(23, 18, 26)');
          expect(
            await seriousViolations(page, { bestPractice: false }),
            `${path} at ${width} px`,
          ).toEqual([]);
        }
      }
      // The product page's banner uses custom_product_display's dark-mode colours.
      await page.goto(`/prod${wine.code}.html`);
      expect(await cssOf(page, '.tax-banner', 'background-color')).toBe('rgb(42, 26, 32)');
      await page.goto('/');
      await openDrawer(page);
      await expect(drawer(page).getByRole('listitem').first()).toBeVisible();
      expect(await seriousViolations(page, { bestPractice: false }), 'WineBox').toEqual([]);
    });
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark');
    expect(await cssOf(page, 'body', 'background-color')).toBe('rgb(255, 255, 255)');
  });

  test('neon border: from neon-border-status.json, stored locally', async ({ page, request }) => {
    await withSwitch(request, 'neon_border', true, async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/vinhos/cVINHOS.html');
        await expect(page.locator('html')).toHaveAttribute('data-neon', 'true');
        expect(await page.evaluate(() => localStorage.getItem('adega.neon-border'))).toBe('true');
        const card = productCards(page).first();
        expect(await card.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(
          'rgb(255, 43, 214)',
        );
      }
      // Stored locally: with the endpoint unreachable the page keeps the neon border.
      await page.route('**/dynamicpages/neon-border-status.json**', (route) => route.abort());
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-neon', 'true');
      await page.unroute('**/dynamicpages/neon-border-status.json**');
    });
    await page.goto('/vinhos/cVINHOS.html');
    // The stored 'true' applies first, then the endpoint's answer replaces it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('adega.neon-border')))
      .toBe('false');
    await expect(page.locator('html')).not.toHaveAttribute('data-neon', 'true');
  });

  test('bigger font: card text 16 px and badges 14 px, otherwise 12 and 10', async ({
    page,
    request,
  }) => {
    const sizes = async () => ({
      text: await cssOf(page, '.product-card__meta', 'font-size'),
      badge: await cssOf(page, '.product-card .discount-tag', 'font-size'),
    });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/vinhos/cVINHOS.html');
      expect(await sizes()).toEqual({ text: '12px', badge: '10px' });
    }
    await withSwitch(request, 'bigger_font', true, async () => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        await page.goto('/vinhos/cVINHOS.html');
        await expect(page.locator('html')).toHaveAttribute('data-font', 'bigger');
        expect(await sizes()).toEqual({ text: '16px', badge: '14px' });
      }
    });
  });
});
