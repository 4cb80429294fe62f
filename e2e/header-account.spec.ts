/**
 * Header account block and avatar menu (SPEC §2 "Widgets", §3 avatar, §6 MasterOnly and the
 * semi-logged lookup, §9 customer lookup 500 ms after the header loads; issue #5).
 * Desktop shows the block in the top bar; phones (< 992 px) show it at the top of the drawer.
 */
import type { Locator, Page } from '@playwright/test';
import { signUpViaApi } from './accounts.ts';
import { expect, test, WINE_ORIGIN } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';

const DEFAULT_AVATAR = '/images/avatar-padrao.svg';
const LISTING = '/vinhos/cVINHOS.html';

/** The top bar's block: rendered on every viewport, shown only on desktop. */
function barBlock(page: Page): Locator {
  return page.locator('.site-header__account .account-block');
}

/** The account area a customer sees: the top bar on desktop, the drawer's on a phone. */
async function accountArea(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return barBlock(page);
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  if (!(await drawer.isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(drawer).toBeVisible();
  return drawer.getByRole('region', { name: 'Sua conta' });
}

/** Hydrated: the header has scheduled (or made) its delayed customer lookup. */
async function hydrated(page: Page) {
  await expect(barBlock(page)).toHaveAttribute('data-lookup', /^(scheduled|done)$/);
}

/** Signs out through the API only: the page on screen is not reloaded. */
async function signOutBehindThePage(page: Page) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'adega_csrf');
  expect(csrf, 'signed-in pages carry the CSRF cookie').toBeDefined();
  const response = await page.request.post('/rpc/signOut', {
    data: {},
    headers: { 'X-CSRF-Token': csrf?.value ?? '' },
  });
  expect(response.status()).toBe(200);
}

/** getLoggedCustomer as the page calls it (with the CSRF token while a session is live). */
async function loggedCustomer(page: Page): Promise<unknown> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'adega_csrf');
  const response = await page.request.post('/rpc/getLoggedCustomer', {
    data: {},
    headers: csrf ? { 'X-CSRF-Token': csrf.value } : {},
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: unknown }).data;
}

test(
  'logged out: Acesse sua conta and ENTRAR to sign-in, back to this page',
  { tag: '@layout' },
  async ({ page, isMobile }) => {
    await page.goto(LISTING);
    const area = await accountArea(page, isMobile);
    await expect(area).toContainText('Acesse sua conta');
    await expect(area).not.toContainText('MINHA CONTA');
    const signIn = area.getByRole('link', { name: 'ENTRAR', exact: true });
    await expect(signIn).toHaveAttribute('href', '/sign-in.ep?redirect=%2Fvinhos%2FcVINHOS.html');
    await expect(area.locator('img')).toHaveAttribute('src', DEFAULT_AVATAR);
    await expect(page.getByRole('button', { name: 'Menu da sua conta' })).toHaveCount(0);
    await signIn.click();
    await expect(page).toHaveURL(`${WINE_ORIGIN}/sign-in.ep?redirect=%2Fvinhos%2FcVINHOS.html`);
  },
);

// The top bar block is the desktop one (≥ 992 px): the desktop project only (untagged).
test('desktop: the avatar of a visitor goes to sign-in', async ({ page }) => {
  await page.goto('/');
  await barBlock(page).locator('a.account-block__avatar').click();
  await expect(page).toHaveURL(`${WINE_ORIGIN}/sign-in.ep?redirect=%2F`);
});

test(
  'logged in: full name, default avatar and MINHA CONTA',
  { tag: '@layout' },
  async ({ page, isMobile }) => {
    const { fullName, customer } = await signUpViaApi(page, { fullName: 'Helena Duarte Rocha' });
    expect(customer.fullName).toBe(fullName);
    await page.goto('/');
    const area = await accountArea(page, isMobile);
    await expect(area).toContainText(fullName);
    await expect(area).not.toContainText('Acesse sua conta');
    await expect(area.getByRole('link', { name: 'MINHA CONTA', exact: true })).toHaveAttribute(
      'href',
      '/minha-wine',
    );
    await expect(area.getByRole('link', { name: 'ENTRAR', exact: true })).toHaveCount(0);
    // A new customer has no picture: the default one (SPEC §3).
    await expect(area.locator('img')).toHaveAttribute('src', DEFAULT_AVATAR);
    await expect
      .poll(() => area.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  },
);

// The avatar menu lives in the desktop top bar: the desktop project only (untagged).
test.describe('avatar menu (desktop)', () => {
  test('opens with the keyboard, arrows move, Esc closes and returns focus', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/');
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Menu da sua conta' });
    const menu = page.getByRole('menu', { name: 'Menu da sua conta' });
    const item = (name: string) => menu.getByRole('menuitem', { name, exact: true });
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(item('Minha conta')).toBeFocused();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Minha conta',
      'Meus dados',
      'Meus pedidos',
      'Endereços',
      'Cartões',
      'Notificações',
      'Minhas assinaturas',
      'Indique e ganhe',
      'Sair',
    ]);
    await expect(item('Notificações')).toHaveAttribute('href', '/minha-wine#/notificacoes');
    await expect(item('Minha conta')).toHaveAttribute('href', '/minha-wine');
    await expect(item('Endereços')).toHaveAttribute('href', '/minha-wine#/enderecos');

    await page.keyboard.press('ArrowDown');
    await expect(item('Meus dados')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Sair')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Minha conta')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Sair')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(item('Minha conta')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Space and ArrowDown open it too; ArrowUp opens on the last entry.
    await page.keyboard.press('Space');
    await expect(item('Minha conta')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(item('Minha conta')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect(item('Sair')).toBeFocused();

    // Tab leaves the menu and closes it.
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();

    // Enter on an entry follows it.
    await button.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${WINE_ORIGIN}/minha-wine#/dados`);
  });

  test('axe: no serious violation in the header with the menu open', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Menu da sua conta' }).click();
    await expect(page.getByRole('menu', { name: 'Menu da sua conta' })).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'header' });
  });

  test('opens with the mouse and closes on a click outside', async ({ page }) => {
    await signUpViaApi(page);
    await page.goto(LISTING);
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Menu da sua conta' });
    const menu = page.getByRole('menu', { name: 'Menu da sua conta' });
    await button.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu).toBeVisible();
    await button.click();
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByRole('menuitem', { name: 'Cartões' }).click();
    await expect(page).toHaveURL(`${WINE_ORIGIN}/minha-wine#/cartoes`);
  });

  test("'Sair' signs out and reloads the home page as a visitor", async ({ page }) => {
    const { fullName } = await signUpViaApi(page);
    await page.goto(LISTING);
    await hydrated(page);
    await expect(barBlock(page)).toContainText(fullName);
    await page.getByRole('button', { name: 'Menu da sua conta' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(`${WINE_ORIGIN}/`);
    await expect(barBlock(page)).toContainText('Acesse sua conta');
    await expect(barBlock(page)).not.toContainText(fullName);
    expect(await loggedCustomer(page)).toBeNull();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'adega_sid')).toBeUndefined();
  });
});

test('mobile drawer: the account entries and Sair', { tag: '@mobile' }, async ({ page }) => {
  const { fullName } = await signUpViaApi(page);
  await page.goto('/');
  await hydrated(page);
  const area = await accountArea(page, true);
  await expect(area).toContainText(fullName);
  for (const [name, href] of [
    ['MINHA CONTA', '/minha-wine'],
    ['Meus dados', '/minha-wine#/dados'],
    ['Meus pedidos', '/minha-wine#/pedidos'],
    ['Endereços', '/minha-wine#/enderecos'],
    ['Cartões', '/minha-wine#/cartoes'],
    ['Minhas assinaturas', '/minha-wine/clubew'],
    ['Indique e ganhe', '/minha-wine/indique'],
  ] as const) {
    await expect(area.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  // Issue #34: the notifications are a section of the drawer of their own, not a link here.
  await expect(area.getByRole('link', { name: 'Notificações', exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).locator('summary', { hasText: 'Notificações' }),
  ).toBeVisible();
  await area.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page).toHaveURL(`${WINE_ORIGIN}/`);
  expect(await loggedCustomer(page)).toBeNull();
  const after = await accountArea(page, true);
  await expect(after).toContainText('Acesse sua conta');
  await expect(after.getByRole('link', { name: 'ENTRAR', exact: true })).toBeVisible();
});

test.describe('MasterOnly=true hides the user menu (SPEC §6)', { tag: '@layout' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.context().addCookies([{ name: 'MasterOnly', value: 'true', url: WINE_ORIGIN }]);
  });

  test('logged in: no block, no avatar menu, no drawer entries, no lookup', async ({
    page,
    isMobile,
  }) => {
    await signUpViaApi(page);
    const lookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rpc/get')) lookups.push(request.url());
    });
    await page.clock.install();
    await page.goto('/');
    await expect(page.locator('.account-block')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu da sua conta' })).toHaveCount(0);
    await expect(page.getByText('MINHA CONTA')).toHaveCount(0);
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Sua conta' })).toHaveCount(0);
    await page.clock.runFor(2000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(lookups).toEqual([]);
  });

  test('logged out: no ENTRAR either', async ({ page, isMobile }) => {
    await page.goto(LISTING);
    await expect(page.getByText('Acesse sua conta')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'ENTRAR', exact: true })).toHaveCount(0);
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sua conta' })).toHaveCount(0);
    }
  });

  test('MasterOnly=false keeps the block', async ({ page, isMobile }) => {
    await page.context().addCookies([{ name: 'MasterOnly', value: 'false', url: WINE_ORIGIN }]);
    await page.goto('/');
    const area = await accountArea(page, isMobile);
    await expect(area).toContainText('Acesse sua conta');
  });
});

/**
 * A new customer signed in, the home loaded under a paused clock: the lookup of the customer is
 * scheduled, not yet made. `lookups` records the lookups the page makes from then on.
 */
async function signedInWithLookupScheduled(page: Page) {
  const { fullName } = await signUpViaApi(page);
  const lookups: string[] = [];
  page.on('request', (request) => {
    const match = /\/rpc\/(get(?:Semi)?LoggedCustomer)$/.exec(request.url());
    if (match?.[1]) lookups.push(match[1]);
  });
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000);
  await page.goto('/');
  await expect(barBlock(page)).toHaveAttribute('data-lookup', 'scheduled');
  return { fullName, lookups };
}

test.describe('customer lookup 500 ms after the header loads (SPEC §9)', { tag: '@layout' }, () => {
  test('another tab signed out: the block follows at 500 ms, not before', async ({
    page,
    isMobile,
  }) => {
    const { fullName, lookups } = await signedInWithLookupScheduled(page);
    await expect(barBlock(page)).toHaveAttribute('data-account', 'logged');

    await signOutBehindThePage(page);
    await page.clock.runFor(499);
    const area = await accountArea(page, isMobile);
    await expect(area).toContainText(fullName);
    await expect(barBlock(page)).toHaveAttribute('data-lookup', 'scheduled');
    expect(lookups).toEqual([]);

    await page.clock.runFor(1);
    await expect(barBlock(page)).toHaveAttribute('data-lookup', 'done');
    await expect(area).toContainText('Acesse sua conta');
    await expect(area).not.toContainText(fullName);
    await expect(area.getByRole('link', { name: 'ENTRAR', exact: true })).toHaveAttribute(
      'href',
      '/sign-in.ep?redirect=%2F',
    );
    expect(lookups).toEqual(['getLoggedCustomer', 'getSemiLoggedCustomer']);
  });

  test('nothing changed: one lookup, the block stays', async ({ page, isMobile }) => {
    const { fullName, lookups } = await signedInWithLookupScheduled(page);
    await page.clock.runFor(500);
    await expect(barBlock(page)).toHaveAttribute('data-lookup', 'done');
    expect(lookups).toEqual(['getLoggedCustomer']);
    await page.clock.runFor(10_000);
    expect(lookups).toEqual(['getLoggedCustomer']);
    await expect(await accountArea(page, isMobile)).toContainText(fullName);
  });

  test('a remembered customer (semi-logged) is greeted by first name', async ({
    page,
    isMobile,
  }) => {
    // The session turns semi-logged after 30 idle minutes on the server's clock; the page learns it
    // from the lookup, whose answers are the server's shapes for that case.
    await page.route('**/rpc/getLoggedCustomer', (route) =>
      route.fulfill({ json: { data: null } }),
    );
    await page.route('**/rpc/getSemiLoggedCustomer', (route) =>
      route.fulfill({
        json: {
          data: {
            firstName: 'Marina',
            fullName: 'Marina Costa Lima',
            avatarPath: 'https://img.exemplo/avatar?src=null&width=160&height=160',
          },
        },
      }),
    );
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto(LISTING);
    await expect(barBlock(page)).toHaveAttribute('data-lookup', 'scheduled');
    await page.clock.runFor(500);
    await expect(barBlock(page)).toHaveAttribute('data-account', 'semi');
    const area = await accountArea(page, isMobile);
    await expect(area).toContainText('Olá, Marina');
    await expect(area).not.toContainText('Marina Costa Lima');
    await expect(area.locator('img')).toHaveAttribute('src', DEFAULT_AVATAR);
    // Account pages need signing in again: ENTRAR, and no account menu.
    await expect(area.getByRole('link', { name: 'ENTRAR', exact: true })).toHaveAttribute(
      'href',
      '/sign-in.ep?redirect=%2Fvinhos%2FcVINHOS.html',
    );
    await expect(area.getByText('MINHA CONTA')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Menu da sua conta' })).toHaveCount(0);
  });
});

test(
  'the Outlet store shows the account block too',
  { tag: '@layout' },
  async ({ page, outletURL, isMobile }) => {
    await page.goto(outletURL('/'));
    const area = await accountArea(page, isMobile);
    await expect(area).toContainText('Acesse sua conta');
    await expect(area.getByRole('link', { name: 'ENTRAR', exact: true })).toHaveAttribute(
      'href',
      '/sign-in.ep?redirect=%2F',
    );
  },
);
