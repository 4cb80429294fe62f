/**
 * The welcome gate (SPEC §2, §4, §9; issue #17): both steps, 'Não', the privacy-policy exception,
 * the scroll lock, the 1 s delay of 'Aceito', 'Entrar no site', the cookie-preferences link, a
 * signed-in customer without the gate, the server's HTML with the gate closed after the page
 * (crawlers), and the gate open before the page's JavaScript runs (ADR 0038).
 * Desktop and 390 px where the layout matters; timings on the page's fake clock.
 */
import type { Page } from '@playwright/test';
import {
  CONSENT_COOKIE,
  LEGAL_AGE_COOKIE,
  parseConsentCookie,
} from '@adega/domain/consent/consent';
import { SELF_REGULATION_URL } from '@adega/domain/consent/gate';
import { LEGAL_AGE_COOKIE_DAYS, WELCOME_MODAL_SAVE_DELAY_MS } from '@adega/domain/constants';
import { ROUTES } from '@adega/domain/urls';
import { signUpViaApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations, sidewaysOverflow } from './payments.ts';

test.use({ answeredGate: false });

const gate = (page: Page) => page.locator('dialog.consent-gate');
const LISTING = '/vinhos/cVINHOS.html';
/** Chromium keeps no cookie longer than 400 days, whatever Max-Age says. */
const CHROMIUM_MAX_COOKIE_DAYS = 400;

/** The page is hydrated: the header scheduled (or made) its customer lookup. */
export async function hydrated(page: Page) {
  await expect(page.locator('.site-header__account .account-block')).toHaveAttribute(
    'data-lookup',
    /^(scheduled|done)$/,
  );
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

async function scrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');
}

/** Sum of the page's layout shifts so far (CLS-like, without input). */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}

test(
  "step 1, then 'Sim', step 2 and 'Entrar no site': the legal-age cookie for 3650 days, no consent",
  { tag: '@layout' },
  async ({ page }) => {
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/consent') && r.method() === 'PUT') puts.push(r.url());
    });
    await page.goto(ROUTES.home);
    const dialog = gate(page);
    await expect(dialog.getByRole('heading', { name: 'Você tem mais de 18 anos?' })).toBeVisible();
    await expect(dialog.getByText('Obrigatório', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Aceito' })).toHaveCount(0);
    // The page behind: scroll locked, no sideways overflow, no layout shift, accessible.
    expect(await scrollLocked(page)).toBe(true);
    await page.mouse.move(10, 10);
    await page.mouse.wheel(0, 1200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The locked page keeps its scrollbar's gutter (≤ 0: nothing sideways, nothing shifted).
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await expectNoSeriousViolations(page);

    await dialog.getByRole('button', { name: 'Sim' }).click();
    await expect(
      dialog.getByRole('heading', { name: 'Aceita compartilhar seus cookies?' }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Preferências de cookies' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      ROUTES.privacyPolicy,
    );
    // Of legal age ('Sim'): both buttons enabled.
    await expect(dialog.getByRole('button', { name: 'Aceito' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Entrar no site' })).toBeEnabled();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    await dialog.getByRole('button', { name: 'Entrar no site' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await scrollLocked(page)).toBe(false);
    const age = await cookie(page, LEGAL_AGE_COOKIE);
    expect(age).toBeDefined();
    // Written with Max-Age = 3650 days (unit test of the cookie line); Chromium caps every
    // cookie's lifetime at 400 days, so that is what the browser keeps.
    const days = ((age?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(Math.min(LEGAL_AGE_COOKIE_DAYS, CHROMIUM_MAX_COOKIE_DAYS) - 1);
    expect(age?.sameSite).toBe('Lax');
    expect(age?.path).toBe('/');
    expect(await cookie(page, CONSENT_COOKIE)).toBeUndefined();
    expect(puts).toEqual([]);
    // The page scrolls again, and the gate does not come back.
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.goto(LISTING);
    await hydrated(page);
    await expect(gate(page)).toHaveCount(0);
  },
);

test("'Aceito' accepts every category and closes 1 s after the click", async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(LISTING);
  await expect(gate(page)).toBeVisible();
  await page.clock.pauseAt(start + 60_000);
  await gate(page).getByRole('button', { name: 'Sim' }).click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/consent') && r.request().method() === 'PUT',
  );
  await gate(page).getByRole('button', { name: 'Aceito' }).click();
  const body = (await (await saved).request().postDataJSON()) as unknown;
  expect(body).toEqual({ statuses: { Analytics: true, Marketing: true }, source: 'gate' });
  // Closing: the buttons are disabled meanwhile.
  await expect(gate(page).getByRole('button', { name: 'Entrar no site' })).toBeDisabled();
  await page.clock.runFor(WELCOME_MODAL_SAVE_DELAY_MS - 1);
  await expect(gate(page)).toBeVisible();
  expect(await cookie(page, LEGAL_AGE_COOKIE)).toBeUndefined();
  await page.clock.runFor(1);
  await expect(gate(page)).toHaveCount(0);
  expect(await cookie(page, LEGAL_AGE_COOKIE)).toBeDefined();
  expect(parseConsentCookie((await cookie(page, CONSENT_COOKIE))?.value)?.statuses).toEqual({
    Essential: true,
    Analytics: true,
    Marketing: true,
  });
  const state = (await (await page.request.get('/api/v1/consent')).json()) as {
    statuses: unknown;
  };
  expect(state.statuses).toEqual({ Essential: true, Analytics: true, Marketing: true });
});

test("'Não' leaves for the advertising self-regulation site", async ({ page }) => {
  await page.route(`${SELF_REGULATION_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>CONAR</h1>' }),
  );
  await page.goto(ROUTES.home);
  await gate(page).getByRole('button', { name: 'Não' }).click();
  await expect(page).toHaveURL(SELF_REGULATION_URL);
  await expect(page.getByRole('heading', { name: 'CONAR' })).toBeVisible();
  expect(await cookie(page, LEGAL_AGE_COOKIE)).toBeUndefined();
});

test(
  'the privacy policy is never covered; the cookie policy is',
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto(ROUTES.privacyPolicy);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidade');
    await expect(gate(page)).toHaveCount(0);
    await expect(page.getByText(/CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/).first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await expectNoSeriousViolations(page);
    await page.goto(`${ROUTES.privacyPolicy}?secao=direitos`);
    await hydrated(page);
    await expect(gate(page)).toHaveCount(0);
    await page.goto(ROUTES.cookiePolicy);
    await expect(gate(page)).toBeVisible();
  },
);

test('the cookie-preferences link of step 2 opens the consent dialog over the gate', async ({
  page,
}) => {
  await page.goto(ROUTES.home);
  await gate(page).getByRole('button', { name: 'Sim' }).click();
  await gate(page).getByRole('button', { name: 'Preferências de cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preferências de cookies' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch', { name: 'Desempenho e análise' }).check();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/consent'));
  await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
  expect(((await saved).request().postDataJSON() as { source: string }).source).toBe('gate');
  await expect(dialog).toHaveCount(0);
  // The gate is still there: the age is confirmed only by its buttons.
  await expect(gate(page)).toBeVisible();
  await gate(page).getByRole('button', { name: 'Entrar no site' }).click();
  await expect(gate(page)).toHaveCount(0);
  expect(parseConsentCookie((await cookie(page, CONSENT_COOKIE))?.value)?.statuses).toEqual({
    Essential: true,
    Analytics: true,
    Marketing: false,
  });
});

test('a signed-in customer never sees the gate', { tag: '@layout' }, async ({ page }) => {
  await signUpViaApi(page);
  await page.goto(ROUTES.home);
  await hydrated(page);
  await page.goto(LISTING);
  await hydrated(page);
  await expect(gate(page)).toHaveCount(0);
  expect(await cookie(page, LEGAL_AGE_COOKIE)).toBeUndefined();
});

test("the server's HTML: the page first, the gate closed after it (crawlers read the page)", async ({
  page,
}) => {
  const html = await (await page.request.get(ROUTES.home)).text();
  expect(html).toContain('<main id="conteudo"');
  expect(html).toMatch(/<h1[^>]*>/);
  const dialog = /<dialog[^>]*class="consent-gate"[^>]*>/.exec(html)?.[0] ?? '';
  expect(dialog).not.toBe('');
  expect(dialog).not.toMatch(/\sopen/);
  expect(html.indexOf(dialog)).toBeGreaterThan(html.indexOf('</main>'));
  // Signed in, or on the privacy policy, there is no gate to open.
  const policy = await (await page.request.get(ROUTES.privacyPolicy)).text();
  expect(policy).not.toContain('consent-gate');
});

test('the gate opens with the first paint, before the page’s JavaScript (ADR 0038)', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  // No JavaScript will take over: do not wait for hydration (fixtures.ts untilHydrated).
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  await expect(gate(page)).toBeVisible();
  expect(await gate(page).evaluate((dialog: HTMLDialogElement) => dialog.open)).toBe(true);
  await expect(page.locator('html')).toHaveClass(/consent-scroll-lock/);
  // With the legal-age cookie the same cached HTML keeps it closed, and the page scrolls.
  await page.context().addCookies([{ name: LEGAL_AGE_COOKIE, value: '1', url: page.url() }]);
  await page.goto(LISTING, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main#conteudo')).toBeVisible();
  await expect(gate(page)).toBeHidden();
  await expect(page.locator('html')).not.toHaveClass(/consent-scroll-lock/);
  await page.unroute('**/assets/*.js');
});
