/** Mobile drawer at 390 px (SPEC §2 "Mobile drawer menu", issue #3). */
import type { Page } from '@playwright/test';
import { expect, productCards, test } from './fixtures.ts';
import { signUpViaApi } from './accounts.ts';
import { addViaApi, plainWine } from './cart.ts';
import { expectNoSeriousViolations } from './axe.ts';

test.describe('mobile drawer', { tag: '@mobile' }, () => {
  test('opens, sections collapse and expand, a link navigates', async ({ page }) => {
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeHidden();
    // The desktop bar is not what a phone shows.
    await expect(page.locator('nav.main-nav')).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(drawer).toBeVisible();

    // Store section: collapsed, then expanded, with its columns inside.
    const store = drawer
      .locator('details.drawer__section')
      .filter({ has: page.locator('summary', { hasText: 'Loja' }) });
    const typeLink = drawer.getByRole('link', { name: 'Tintos', exact: true });
    await expect(typeLink).toBeHidden();
    await store.locator(':scope > summary').click();
    await expect(store).toHaveAttribute('open', '');
    const typeColumn = store
      .locator('details.drawer__subsection')
      .filter({ has: page.locator('summary', { hasText: 'Tipo' }) });
    await typeColumn.locator(':scope > summary').click();
    await expect(typeLink).toBeVisible();
    // Collapses again.
    await typeColumn.locator(':scope > summary').click();
    await expect(typeLink).toBeHidden();
    await typeColumn.locator(':scope > summary').click();

    // Club section (Wine store) collapses independently.
    const club = drawer
      .locator('details.drawer__section')
      .filter({ has: page.locator('summary', { hasText: 'Clube' }) });
    await expect(club).not.toHaveAttribute('open', '');
    await club.locator(':scope > summary').click();
    await expect(club.getByRole('link').first()).toBeVisible();
    await club.locator(':scope > summary').click();
    await expect(club.getByRole('link').first()).toBeHidden();

    await typeLink.click();
    await expect(page).toHaveURL(/\/cVINHOS-tpTINTO\.html$/);
    await expect(productCards(page).first()).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('closes with its close button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Fechar menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('Outlet drawer has no club section', async ({ page, outletURL }) => {
    await page.goto(outletURL('/'));
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('summary', { hasText: 'Loja' })).toBeVisible();
    await expect(drawer.locator('summary', { hasText: 'Clube' })).toHaveCount(0);
  });
});

// Issue #34: the drawer's WineBox dropdown, alert area and notifications (SPEC §2).
test.describe('mobile drawer: WineBox, alerts and notifications', { tag: '@mobile' }, () => {
  const openMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    return drawer;
  };
  /** Opens the menu and expands one of its sections (a <details> of the drawer). */
  const openSection = async (page: Page, className: string) => {
    const section = (await openMenu(page)).locator(`details.${className}`);
    await section.locator('summary').click();
    return section;
  };

  test('the WineBox dropdown lists the WineBox, opens it and leads to the checkout', async ({
    page,
    catalogue,
  }) => {
    await page.goto('/');
    let winebox = await openSection(page, 'drawer__winebox');
    await expect(winebox.locator('summary')).toHaveText('WineBox (0)');
    await expect(winebox).toContainText('Você ainda não escolheu seus produtos');
    await expect(winebox.getByRole('link', { name: 'Finalizar pedido' })).toHaveCount(0);

    const wine = plainWine(catalogue, 3);
    await addViaApi(page, wine.code, 2);
    await page.reload();
    winebox = await openSection(page, 'drawer__winebox');
    await expect(winebox.locator('summary')).toHaveText('WineBox (2)');
    await expect(winebox.getByRole('list', { name: 'Produtos na WineBox' })).toContainText(
      `2× ${wine.name}`,
    );
    await expect(winebox.getByRole('link', { name: 'Finalizar pedido' })).toHaveAttribute(
      'href',
      '/checkout.ep',
    );
    // The alert area is empty while nothing needs attention.
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('status', { name: 'Avisos' })).toBeEmpty();
    await expectNoSeriousViolations(page, { include: '#menu-celular' });
    await winebox.getByRole('button', { name: 'Ver WineBox' }).click();
    await expect(page.getByRole('dialog', { name: /WineBox/ }).last()).toBeVisible();
  });

  test('notifications: a visitor is asked to sign in; a customer switches a channel there', async ({
    page,
  }) => {
    await page.goto('/');
    let notifications = await openSection(page, 'drawer__notifications');
    await expect(notifications.getByRole('link', { name: 'Entre na sua conta' })).toBeVisible();

    await signUpViaApi(page);
    await page.reload();
    notifications = await openSection(page, 'drawer__notifications');
    const email = notifications.getByRole('switch', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await email.click();
    await expect(email).toHaveAttribute('aria-checked', 'false');
    // Saved on the server: the account's section shows it too.
    await page.goto('/minha-wine#/notificacoes');
    await expect(page.getByRole('switch', { name: 'E-mail' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});

// The desktop menu bar exists only at ≥ 992 px: the desktop project only (untagged).
test('desktop: the menu bar is shown and the drawer button is not', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('nav.main-nav')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeHidden();
});

// ADR 0036: the panels' links are not in the server's HTML; the browser renders them.
test.describe('desktop menu panels', () => {
  test('the HTML has the entries only; hovering Loja opens its columns and a link navigates', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('class="main-nav__entry"');
    expect(html).toContain('href="/loja-vinhos"');
    expect(html).not.toContain('main-nav__panel');
    expect(html).not.toContain('main-nav__heading');
    expect(html).not.toContain('drawer__subsection');

    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
    await menu.getByRole('link', { name: 'Loja', exact: true }).hover();
    const panel = menu.locator('.main-nav__panel--wide');
    await expect(panel).toBeVisible();
    for (const column of ['Preço', 'Tipo', 'Uva', 'País'])
      await expect(panel.locator('.main-nav__heading', { hasText: column })).toBeVisible();
    await panel.getByRole('link', { name: 'Tintos', exact: true }).click();
    await expect(page).toHaveURL(/\/cVINHOS-tpTINTO\.html$/);
    await expect(productCards(page).first()).toBeVisible();
  });

  test('keyboard: Tab reaches the panel links, Esc closes the panel back to its entry', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
    const entry = menu.getByRole('link', { name: 'Clube Wine', exact: true });
    await entry.focus();
    const panel = menu.locator('.main-nav__item--panel').first().locator('.main-nav__panel');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(entry).toBeFocused();
    await expect(panel).toBeHidden();
  });
});
