/**
 * The cookie-policy modal and the consent dialog (SPEC §4, §9; issue #17), on the page's fake
 * clock: the 5-minute schedule, the launch time kept for the session, each postponement (dialog
 * open, dismissed, everything accepted, no age cookie), the 0.5 s close of 'Aceito'; the dialog
 * from the footer and from the account, and the ledger: one row per change.
 */
import type { Page } from '@playwright/test';
import {
  COOKIE_MODAL_DISMISSED_COOKIE,
  COOKIE_MODAL_NEXT_LAUNCH_KEY,
  CONSENT_COOKIE,
  parseConsentCookie,
} from '@adega/domain/consent/consent';
import {
  ACCEPT_ALL_DELAY_MS,
  COOKIE_MODAL_DELAY_MS,
  MODAL_DISMISSED_COOKIE_DAYS,
} from '@adega/domain/constants';
import { ROUTES } from '@adega/domain/urls';
import type { ConsentRecordDto } from '@adega/server/contract';
import { signUpViaApi } from './accounts.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations, sidewaysOverflow } from './payments.ts';

const LISTING = '/vinhos/cVINHOS.html';
const modal = (page: Page) => page.getByRole('dialog', { name: 'Política de cookies' });
const prefs = (page: Page) => page.getByRole('dialog', { name: 'Preferências de cookies' });

async function hydrated(page: Page) {
  await expect(page.locator('.site-header__account .account-block')).toHaveAttribute(
    'data-lookup',
    /^(scheduled|done)$/,
  );
}

/** Fake timers from the first script; paused (and 1 minute on) once the page is hydrated. */
async function openWithClock(page: Page, url: string): Promise<void> {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto(url);
  await hydrated(page);
  await page.clock.pauseAt(start + 60_000);
}

/** Milliseconds until the modal's remembered launch time. */
async function untilLaunch(page: Page): Promise<number> {
  return page.evaluate((key) => {
    const at = Number(window.sessionStorage.getItem(key));
    return at - Date.now();
  }, COOKIE_MODAL_NEXT_LAUNCH_KEY);
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name);
}

async function openFromFooter(page: Page) {
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: 'Preferências de cookies' })
    .click();
  await expect(prefs(page)).toBeVisible();
}

test(
  'the cookie modal shows 5 minutes after the age cookie, locks the scroll, and is closable',
  { tag: '@layout' },
  async ({ page }) => {
    await openWithClock(page, ROUTES.home);
    const left = await untilLaunch(page);
    expect(left).toBeGreaterThan(COOKIE_MODAL_DELAY_MS - 120_000);
    expect(left).toBeLessThanOrEqual(COOKIE_MODAL_DELAY_MS);
    await page.clock.runFor(left - 1);
    await expect(modal(page)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('button', { name: 'Aceito' })).toBeVisible();
    await expect(
      modal(page).getByRole('button', { name: 'Preferências de cookies' }),
    ).toBeVisible();
    await expect(modal(page).getByRole('link', { name: 'Política de privacidade' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // axe runs on timers: let the clock flow again for it (nothing is scheduled any more).
    await page.clock.resume();
    await expectNoSeriousViolations(page);

    // Closing it is a dismissal, kept for 365 days (Chromium keeps at most 400).
    await modal(page).getByRole('button', { name: 'Fechar' }).click();
    await expect(modal(page)).toHaveCount(0);
    const dismissed = await cookie(page, COOKIE_MODAL_DISMISSED_COOKIE);
    const days = ((dismissed?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(Math.abs(days - MODAL_DISMISSED_COOKIE_DAYS)).toBeLessThan(1);
    // Postponed after a dismissal: not on the next page, not later.
    await page.goto(LISTING);
    await hydrated(page);
    await page.clock.runFor(2 * COOKIE_MODAL_DELAY_MS);
    await expect(modal(page)).toHaveCount(0);
  },
);

test('the launch time is remembered for the session, across pages', async ({ page }) => {
  await openWithClock(page, ROUTES.home);
  const first = await untilLaunch(page);
  await page.clock.runFor(120_000);
  await page.goto(LISTING);
  await hydrated(page);
  const left = await untilLaunch(page);
  expect(left).toBeLessThan(first - 60_000);
  await page.clock.runFor(left - 1);
  await expect(modal(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(modal(page)).toBeVisible();
});

test('postponed while the consent dialog is open', async ({ page }) => {
  await openWithClock(page, ROUTES.home);
  await openFromFooter(page);
  await page.clock.runFor(COOKIE_MODAL_DELAY_MS + 60_000);
  await expect(modal(page)).toHaveCount(0);
  await prefs(page).getByRole('button', { name: 'Fechar' }).click();
  await expect(prefs(page)).toHaveCount(0);
  // Its time has come: once the dialog is closed (nothing chosen), it shows.
  await expect(modal(page)).toBeVisible();
});

test('postponed when everything is accepted', async ({ page }) => {
  await openWithClock(page, ROUTES.home);
  await openFromFooter(page);
  await prefs(page).getByRole('button', { name: 'Aceitar todos' }).click();
  await expect(prefs(page)).toHaveCount(0);
  await page.clock.runFor(2 * COOKIE_MODAL_DELAY_MS);
  await expect(modal(page)).toHaveCount(0);
});

test.describe('without the age cookie', () => {
  test.use({ answeredGate: false });
  test('postponed: the privacy policy (no gate there) never gets the modal', async ({ page }) => {
    await openWithClock(page, ROUTES.privacyPolicy);
    await page.clock.runFor(2 * COOKIE_MODAL_DELAY_MS);
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('dialog.consent-gate')).toHaveCount(0);
  });
});

test("'Aceito' accepts every category and closes 0.5 s after the click", async ({ page }) => {
  await openWithClock(page, ROUTES.home);
  await page.clock.runFor(await untilLaunch(page));
  await expect(modal(page)).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/consent'));
  await modal(page).getByRole('button', { name: 'Aceito' }).click();
  expect((await saved).request().postDataJSON()).toEqual({
    statuses: { Analytics: true, Marketing: true },
    source: 'cookie-modal',
  });
  await page.clock.runFor(ACCEPT_ALL_DELAY_MS - 1);
  await expect(modal(page)).toBeVisible();
  await page.clock.runFor(1);
  await expect(modal(page)).toHaveCount(0);
  expect(parseConsentCookie((await cookie(page, CONSENT_COOKIE))?.value)?.statuses).toEqual({
    Essential: true,
    Analytics: true,
    Marketing: true,
  });
});

test(
  "the consent dialog from the footer: Essenciais locked on, the others off, 'Rejeitar todos' as visible as 'Aceitar todos'",
  { tag: '@layout' },
  async ({ page }) => {
    await page.goto(LISTING);
    await hydrated(page);
    await openFromFooter(page);
    const dialog = prefs(page);
    const essential = dialog.getByRole('switch', { name: 'Essenciais' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(dialog.getByRole('switch', { name: 'Desempenho e análise' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing e publicidade' })).not.toBeChecked();
    const look = (name: string) =>
      dialog.getByRole('button', { name, exact: true }).evaluate((el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, box.height, box.width];
      });
    await page.mouse.move(0, 0); // no hover on either
    expect(await look('Rejeitar todos')).toEqual(await look('Aceitar todos'));
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    await dialog.getByRole('switch', { name: 'Marketing e publicidade' }).check();
    await dialog.getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(dialog).toHaveCount(0);
    expect(parseConsentCookie((await cookie(page, CONSENT_COOKIE))?.value)?.statuses).toEqual({
      Essential: true,
      Analytics: false,
      Marketing: true,
    });
    // Reopened, it shows the choice; 'Rejeitar todos' turns it off again.
    await openFromFooter(page);
    await expect(
      prefs(page).getByRole('switch', { name: 'Marketing e publicidade' }),
    ).toBeChecked();
    await prefs(page).getByRole('button', { name: 'Rejeitar todos' }).click();
    await expect(prefs(page)).toHaveCount(0);
    expect(
      parseConsentCookie((await cookie(page, CONSENT_COOKIE))?.value)?.statuses.Marketing,
    ).toBe(false);
  },
);

test(
  "the account's Cookies card: the dialog, and one ledger row per change",
  { tag: '@layout' },
  async ({ page }) => {
    await signUpViaApi(page);
    await page.goto(ROUTES.accountPrivacy);
    const card = page.getByRole('region', { name: 'Cookies' });
    await expect(card.getByText('Sem registros.')).toBeVisible();
    await expect(card.getByTestId('cookies-analytics')).toHaveText('Desativado');

    await card.getByRole('button', { name: 'Alterar preferências de cookies' }).click();
    await prefs(page).getByRole('button', { name: 'Aceitar todos' }).click();
    await expect(prefs(page)).toHaveCount(0);
    const history = card.getByRole('list', { name: 'Histórico de cookies' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(card.getByTestId('cookies-analytics')).toHaveText('Ativado');

    // The same choice again records nothing; a revocation is a row.
    await card.getByRole('button', { name: 'Alterar preferências de cookies' }).click();
    await prefs(page).getByRole('button', { name: 'Aceitar todos' }).click();
    await expect(prefs(page)).toHaveCount(0);
    await card.getByRole('button', { name: 'Alterar preferências de cookies' }).click();
    await prefs(page).getByRole('switch', { name: 'Marketing e publicidade' }).uncheck();
    await prefs(page).getByRole('button', { name: 'Salvar preferências' }).click();
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(
      'Marketing e publicidade: não',
    );
    await expect(history.getByRole('listitem').first()).toContainText('Minha conta');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    const rows = (await (
      await page.request.get('/api/v1/me/consent/history')
    ).json()) as ConsentRecordDto[];
    expect(rows.map((r) => [r.source, r.statuses.Analytics, r.statuses.Marketing])).toEqual([
      ['account', true, false],
      ['account', true, true],
    ]);
  },
);
