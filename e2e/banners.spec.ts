/**
 * Dynamic banners, the carousel, the dynamic hotsites, the mobile-app banner, the alert and the
 * fatal dialog, and the browser's global error handler (issue #18 part C, ADR 0034). Timers run on
 * Playwright's fake clock.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { signUpViaApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { withSwitch } from './flags.ts';

const carousel = (page: Page) => page.getByRole('region', { name: 'Destaques' });
const current = (page: Page) => carousel(page).locator('.carousel__picker[aria-current="true"]');

/** Hydrated: the header has scheduled (or made) its account lookup. */
async function hydrated(page: Page) {
  await expect(page.locator('.account-block[data-lookup]').first()).toHaveAttribute(
    'data-lookup',
    /^(scheduled|done)$/,
  );
}

/** The home, hydrated, with the browser's clock paused a minute ahead (timers run only on demand). */
async function openHomeOnPausedClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto('/');
  await hydrated(page);
}

test.describe('the home carousel', { tag: '@layout' }, () => {
  // The carousel's rotation is motion (playwright.config reduces it for the other tests).
  test.use({ reducedMotion: 'no-preference' });
  test('advances every 4.5 s, and pauses on the button, hover and focus', async ({
    page,
    isMobile,
  }) => {
    await openHomeOnPausedClock(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    const slides = region.locator('[aria-roledescription="destaque"]');
    await expect(slides).toHaveCount(3);
    // The rotation button comes first, then previous, next and the pickers.
    const buttons = region.getByRole('button');
    await expect(buttons.first()).toHaveAccessibleName('Pausar a rotação dos destaques');
    await expect(current(page)).toHaveAccessibleName('Destaque 1 de 3');
    // The first slide's image is not lazy; the others are.
    await expect(slides.nth(0).locator('img')).toHaveAttribute('loading', 'eager');
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(slides.nth(0).locator('img')).toHaveAttribute('width', /\d+/);

    if (!isMobile) await page.mouse.move(5, 790);
    await page.clock.runFor(4499);
    await expect(current(page)).toHaveAccessibleName('Destaque 1 de 3');
    await page.clock.runFor(1);
    await expect(current(page)).toHaveAccessibleName('Destaque 2 de 3');
    await expect(slides.nth(1)).not.toHaveAttribute('aria-hidden', 'true');
    await expect(slides.nth(0)).toHaveAttribute('aria-hidden', 'true');

    // Keyboard: focus inside stops the rotation; ← / → and the buttons move.
    await buttons.nth(2).focus();
    await expect(region).toHaveAttribute('data-state', 'stopped');
    await page.keyboard.press('Enter');
    await expect(current(page)).toHaveAccessibleName('Destaque 3 de 3');
    await page.keyboard.press('ArrowRight');
    await expect(current(page)).toHaveAccessibleName('Destaque 1 de 3');
    await page.keyboard.press('ArrowLeft');
    await expect(current(page)).toHaveAccessibleName('Destaque 3 de 3');
    await page.clock.runFor(10_000);
    await expect(current(page)).toHaveAccessibleName('Destaque 3 de 3');

    // The pause button: stays paused after focus leaves.
    await buttons.first().click();
    await expect(buttons.first()).toHaveAccessibleName('Iniciar a rotação dos destaques');
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    if (!isMobile) await page.mouse.move(5, 790);
    await page.clock.runFor(10_000);
    await expect(current(page)).toHaveAccessibleName('Destaque 3 de 3');
    await buttons.first().click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(5, 790);
    await expect(region).toHaveAttribute('data-state', 'rotating');
    await page.clock.runFor(4500);
    await expect(current(page)).toHaveAccessibleName('Destaque 1 de 3');

    if (!isMobile) {
      // Hover stops it too.
      await region.hover();
      await expect(region).toHaveAttribute('data-state', 'stopped');
      await page.clock.runFor(9000);
      await expect(current(page)).toHaveAccessibleName('Destaque 1 de 3');
      await page.mouse.move(5, 790);
      await page.clock.runFor(4500);
      await expect(current(page)).toHaveAccessibleName('Destaque 2 de 3');
    }
  });

  test('does not rotate with prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHomeOnPausedClock(page);
    await expect(carousel(page)).toHaveAttribute('data-state', 'stopped');
    await page.clock.runFor(20_000);
    await expect(current(page)).toHaveAccessibleName('Destaque 1 de 3');
  });
});

test.describe('banner positions', () => {
  test('BANNER_HOME, OFERTAS, VINHOS, BAR_GOURMET, CLUBE and SUBMENU are on their pages', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('[data-position="BANNER_HOME"] img')).toHaveAttribute(
      'alt',
      /Frete grátis/,
    );
    await page.goto('/vinhos/cVINHOS.html');
    await expect(page.locator('[data-position="VINHOS"] img')).toHaveAttribute('alt', /mundo/);
    await page.goto('/vinhos/cVINHOS.html?ordem=desconto');
    await expect(page.locator('[data-position="OFERTAS"] img')).toHaveAttribute('alt', /relâmpago/);
    await page.goto('/gourmet/cGOURMET.html');
    await expect(page.locator('[data-position="BAR_GOURMET"] img')).toHaveAttribute(
      'alt',
      /gourmet/i,
    );
    await page.goto('/clubewine');
    await expect(page.locator('[data-position="CLUBE"] img')).toHaveAttribute('alt', /WineBox/);
    // The desktop image from 992 px on (<picture>).
    await expect(page.locator('[data-position="CLUBE"] source')).toHaveAttribute(
      'media',
      '(min-width: 992px)',
    );
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Loja', exact: true })
      .hover();
    await expect(page.locator('[data-position="SUBMENU"] img')).toBeVisible();
  });
});

// @switches: the flags are the whole server's; these run on a server of their own (playwright.config).
test.describe('dynamic hotsites', { tag: '@switches' }, () => {
  test('the non-member flag gives visitors their own home; the member flag does not', async ({
    page,
    request,
  }) => {
    await withSwitch(request, 'dynamic_hotsites_member_home', true, async () => {
      await page.goto('/');
      await expect(page.locator('[data-home="home"]')).toBeVisible();
      await expect(carousel(page)).toBeVisible();

      await withSwitch(request, 'dynamic_hotsites_non_member_home', true, async () => {
        await page.goto('/');
        await expect(page.locator('[data-home="hotsite-non-members"]')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas à Adega');
        await expect(page.locator('[data-position="HOTSITE_PAGE_BANNER"] img')).toHaveAttribute(
          'alt',
          /Primeira compra/,
        );
        await expect(carousel(page)).toHaveCount(0);
      });
    });
    await page.goto('/');
    await expect(page.locator('[data-home="home"]')).toBeVisible();
  });
});

test.describe('the mobile-app banner', { tag: '@mobile' }, () => {
  const banner = (page: Page) => page.getByRole('complementary', { name: 'Aplicativo da Adega' });

  test('shows once its session is known, hides after 60 s', async ({ page }) => {
    await openHomeOnPausedClock(page);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(59_000);
    await expect(banner(page)).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(banner(page)).toHaveCount(0);
  });

  test('appears at the bottom without moving the page or covering the header', async ({ page }) => {
    await openHomeOnPausedClock(page);
    const top = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.getBoundingClientRect().top);
    const before = { main: await top('main'), bar: await top('.site-header__bar') };
    await page.clock.runFor(600);
    await expect(banner(page)).toBeVisible();
    expect({ main: await top('main'), bar: await top('.site-header__bar') }).toEqual(before);
    const sheet = await banner(page).boundingBox();
    const header = await page.locator('.site-header__bar').boundingBox();
    const viewport = page.viewportSize();
    if (!sheet || !header || !viewport) throw new Error('sem caixas');
    expect(Math.round(sheet.y + sheet.height)).toBeGreaterThanOrEqual(viewport.height - 1);
    expect(sheet.y).toBeGreaterThan(header.y + header.height);
    // Nothing lies over the menu button: the point at its centre is the button itself.
    const menu = page.getByRole('button', { name: 'Abrir menu' });
    expect(
      await menu.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && button.contains(hit);
      }),
    ).toBe(true);
  });

  test('hides after 10 s without its session', async ({ page }) => {
    // The account lookup never answers.
    await page.route('**/rpc/get*LoggedCustomer', () => undefined);
    await openHomeOnPausedClock(page);
    await page.clock.runFor(9_999);
    await expect(banner(page)).toHaveCount(0);
    await page.clock.runFor(1);
    // Only now may the lookup answer: unrouting lets the held request through at once, and an
    // answer before the 10 s were up would rightly show the banner.
    await page.unroute('**/rpc/get*LoggedCustomer');
    await page.clock.runFor(5_000);
    await expect(banner(page)).toHaveCount(0);
  });

  test('dismissal pushes af.banner_dismissed and is remembered', async ({ page }) => {
    await openHomeOnPausedClock(page);
    await page.clock.runFor(600);
    await banner(page).getByRole('button', { name: 'Fechar o aviso do aplicativo' }).click();
    await expect(banner(page)).toHaveCount(0);
    const pushed = await page.evaluate(
      () => (window as unknown as { dataLayer: { event: string }[] }).dataLayer,
    );
    expect(pushed.filter((entry) => entry.event === 'af.banner_dismissed')).toHaveLength(1);
    await page.reload();
    await page.clock.runFor(2_000);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('errors', () => {
  test('a thrown error in the page reaches the error file, without its query', async ({ page }) => {
    await page.goto('/?email=ana@exemplo.com');
    await hydrated(page);
    const marker = `erro-de-teste-${String(Date.now())}`;
    const reported = page.waitForResponse('**/api/v1/client-errors');
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      }, 0);
    }, marker);
    expect((await reported).status()).toBe(202);
    const file = join(process.env.ADEGA_E2E_DATA_DIR ?? '', 'data', 'errors', 'errors.ndjson');
    expect(existsSync(file)).toBe(true);
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((entry) => entry.includes(marker));
    expect(line).toBeDefined();
    expect(line).not.toContain('ana@exemplo.com');
  });

  test('the fatal dialog: Cancelar and Confirmar, Esc cancels', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/minha-wine#/privacidade');
    const marketing = page.getByRole('listitem', { name: 'Ofertas e novidades' });
    await marketing.getByRole('button', { name: 'Revogar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revogar consentimento' });
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(marketing.getByTestId('estado-consentimento')).toHaveText('Concedido');
  });

  test('the error page shows the alert (simple: no close button)', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // A client navigation whose data request fails: the root error boundary renders.
    await page.route('**/*.data*', (route) => route.abort());
    await page.evaluate(() => {
      const w = window as unknown as {
        __reactRouterDataRouter: { navigate(to: string): Promise<void> };
      };
      void w.__reactRouterDataRouter.navigate('/vinhos/cVINHOS.html');
    });
    const alert = page.getByRole('alert').filter({ hasText: 'Já registramos o problema' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Fechar alerta' })).toHaveCount(0);
  });
});
