/**
 * Favourites and Winelists in the storefront (issue #16; SPEC §2 the three modals, §4 flags and
 * wishlist actions, §5, §6, §8). One sign-up per test; the product page of a plain seeded wine.
 */
import type { Page } from '@playwright/test';
import type { WinelistDto } from '@adega/server/contract';
import { signUpViaApi } from './accounts';
import { csrfHeaders, plainWine, serverCart, wineboxCount } from './cart';
import { answerWelcomeGate, cardOf, expect, openCard, test, type SeedProduct } from './fixtures';
import { expectNoSeriousViolations, sidewaysOverflow } from './payments';

const LISTS_PATH = '/api/v1/winelist/';

function productPath(code: string) {
  return `/prod${code}.html`;
}

async function createListViaApi(page: Page, name: string): Promise<WinelistDto> {
  const response = await page.request.post(LISTS_PATH, {
    data: { name },
    headers: await csrfHeaders(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as WinelistDto;
}

async function addViaApi(page: Page, listId: string, sku: string) {
  const response = await page.request.post(`/api/v1/winelist/${listId}/sku`, {
    data: { sku },
    headers: await csrfHeaders(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A new customer signed in on the product's page (the clock faked first, when asked). */
async function customerOnProductPage(
  page: Page,
  product: SeedProduct,
  { fakeClock = false } = {},
): Promise<SeedProduct> {
  await signUpViaApi(page);
  if (fakeClock) await page.clock.install();
  await page.goto(productPath(product.code));
  return product;
}

const controls = (page: Page) => page.locator('.wishlist-controls').first();
const heart = (page: Page) => controls(page).locator('.wishlist-heart');
const more = (page: Page, name: string) =>
  page.getByRole('button', { name: `Mais Opções: ${name}` });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** GETs of the lists listing, counted from now on. */
function countListings(page: Page) {
  const counter = { n: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === LISTS_PATH) {
      counter.n += 1;
    }
  });
  return counter;
}

test.describe('winelists', () => {
  test('favourite and unfavourite: 2 s flag, 3 s confirmation on the fake clock', async ({
    page,
    catalogue,
  }) => {
    const product = await customerOnProductPage(page, plainWine(catalogue, 3), { fakeClock: true });
    const button = page.getByRole('button', { name: `Favoritar Produto: ${product.name}` });
    const tracked = page.evaluate(
      () =>
        new Promise<unknown>((resolve) =>
          window.addEventListener('adega:tracking', (event) => {
            const detail = (event as CustomEvent<{ event?: string }>).detail;
            if (detail.event === 'product_favourited') resolve(detail);
          }),
        ),
    );
    await button.click();
    const status = controls(page).getByRole('status');
    await expect(heart(page)).toHaveAttribute('data-flag', 'Favoritado');
    await expect(status).toHaveText('Favoritado');
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await tracked).toMatchObject({ event: 'product_favourited', sku: product.code });
    await page.clock.runFor(2000);
    await expect(heart(page)).not.toHaveAttribute('data-flag');
    await expect(status).toHaveText('Favoritado');
    await page.clock.runFor(1000);
    await expect(status).toHaveText('');

    await page.getByRole('button', { name: `Remover dos Favoritos: ${product.name}` }).click();
    await expect(heart(page)).toHaveAttribute('data-flag', 'Desfavoritado');
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('Mais Opções: favourite, Cancelar, and remove from favourites', async ({
    page,
    catalogue,
  }) => {
    const product = await customerOnProductPage(page, plainWine(catalogue, 4));
    await more(page, product.name).click();
    const options = dialog(page, 'Mais Opções');
    await expect(options.getByRole('button')).toHaveText([
      '×',
      'Incluir na Winelist',
      'Favoritar Produto',
      'Cancelar',
    ]);
    await options.getByRole('button', { name: 'Cancelar' }).click();
    await expect(options).toBeHidden();
    await more(page, product.name).click();
    await options.getByRole('button', { name: 'Favoritar Produto' }).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await more(page, product.name).click();
    await expect(options.getByRole('button', { name: 'Remover dos Favoritos' })).toBeVisible();
    await expect(options.getByRole('button', { name: 'Remover da Winelist' })).toHaveCount(0);
    await options.getByRole('button', { name: 'Remover dos Favoritos' }).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('create a list from the modal: default name, 31 characters refused, Enter submits', async ({
    page,
    catalogue,
  }) => {
    const product = await customerOnProductPage(page, plainWine(catalogue, 5), { fakeClock: true });
    await more(page, product.name).click();
    await dialog(page, 'Mais Opções').getByRole('button', { name: 'Incluir na Winelist' }).click();
    const include = dialog(page, 'Incluir na Winelist');
    await expect(include.getByRole('button', { name: /Favoritos/ })).toContainText('0 Produtos');
    await include.getByRole('button', { name: 'Criar Winelist' }).click();
    const naming = dialog(page, 'Dê um nome à sua Winelist');
    const input = naming.getByLabel('Nome da Winelist');
    await expect(input).toHaveValue('Sua Winelist');

    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === LISTS_PATH) posts += 1;
    });
    await input.fill('x'.repeat(31));
    await input.press('Enter');
    await expect(naming.getByRole('alert')).toHaveText(
      'O nome da Winelist deve ter no máximo 30 caracteres.',
    );
    await expect(naming.getByRole('button', { name: 'Criar Winelist' })).toBeDisabled();
    await input.fill('   ');
    await expect(naming.getByRole('button', { name: 'Criar Winelist' })).toBeDisabled();
    expect(posts).toBe(0);

    await input.fill('Tintos do verão');
    await input.press('Enter');
    await expect(naming).toBeHidden();
    await expect(controls(page).getByRole('status')).toHaveText('Criada e Adicionado');
    expect(posts).toBe(1);
    await page.clock.runFor(3000);
    await expect(controls(page).getByRole('status')).toHaveText('');

    // A duplicate add is disabled.
    await more(page, product.name).click();
    await dialog(page, 'Mais Opções').getByRole('button', { name: 'Incluir na Winelist' }).click();
    const entry = include.getByRole('button', { name: /Tintos do verão/ });
    await expect(entry).toBeDisabled();
    await expect(entry).toContainText('Produto já adicionado');
  });

  test('add to an existing list; a failed add does not reload the lists', async ({
    page,
    catalogue,
  }) => {
    const product = plainWine(catalogue, 6);
    await signUpViaApi(page);
    const list = await createListViaApi(page, 'Para o jantar');
    const other = await createListViaApi(page, 'Presentes');
    await addViaApi(page, other.id, plainWine(catalogue, 7).code);
    await page.goto(productPath(product.code));
    const listings = countListings(page);

    await page.route(`**/api/v1/winelist/${list.id}/sku`, (route) =>
      route.fulfill({ status: 500, json: { message: 'falhou' } }),
    );
    await more(page, product.name).click();
    await dialog(page, 'Mais Opções').getByRole('button', { name: 'Incluir na Winelist' }).click();
    const include = dialog(page, 'Incluir na Winelist');
    await expect(include.getByRole('button', { name: /Presentes/ })).toContainText('1 Produto');
    await expect(include.getByRole('button', { name: /Para o jantar/ })).toContainText(
      '0 Produtos',
    );
    expect(listings.n).toBe(1);
    const failed = page.waitForResponse((r) => r.url().endsWith(`/${list.id}/sku`));
    await include.getByRole('button', { name: /Para o jantar/ }).click();
    await failed;
    await expect(controls(page).getByRole('status')).toHaveText('');
    // No reload after the failure: still the one listing of the modal.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(listings.n).toBe(1);

    await page.unroute(`**/api/v1/winelist/${list.id}/sku`);
    await more(page, product.name).click();
    await dialog(page, 'Mais Opções').getByRole('button', { name: 'Incluir na Winelist' }).click();
    await expect.poll(() => listings.n).toBe(2);
    await include.getByRole('button', { name: /Para o jantar/ }).click();
    await expect(heart(page)).toHaveAttribute('data-flag', 'Adicionado');
    // After the success the lists reload.
    await expect.poll(() => listings.n).toBe(3);
  });

  test('a failed listing shows the alert', async ({ page, catalogue }) => {
    const product = plainWine(catalogue, 8);
    await signUpViaApi(page);
    await page.route(`**${LISTS_PATH}`, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'falhou' } })
        : route.continue(),
    );
    await page.goto(productPath(product.code));
    await more(page, product.name).click();
    await dialog(page, 'Mais Opções').getByRole('button', { name: 'Incluir na Winelist' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Erro ao verificar Listas' });
    await expect(alert).toContainText(
      'Desculpe, no momento não foi possível encontrar suas winelists, tente novamente mais tarde.',
    );
    await alert.getByRole('button', { name: 'Ok, entendi.' }).click();
    await expect(alert).toBeHidden();
  });

  test('a visitor is sent to sign in and comes back @layout', async ({ page, catalogue }) => {
    const product = plainWine(catalogue, 9);
    const person = await signUpViaApi(page);
    await page.context().clearCookies();
    await answerWelcomeGate(page.context());
    const card = await openCard(page, product);
    const back = new URL(page.url());
    expect(await sidewaysOverflow(page)).toBe(0);
    await card.getByRole('link', { name: `Favoritar ${product.name}` }).click();
    await expect(page).toHaveURL(/\/sign-in\.ep\?redirect=/);
    await page.getByLabel('CPF ou e-mail').fill(person.email);
    await page.getByLabel('Senha', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(`${back.pathname}${back.search}`);
    await expect(
      cardOf(page, product.code).getByRole('button', {
        name: `Favoritar Produto: ${product.name}`,
      }),
    ).toBeVisible();
  });

  test('my account: favourites and winelists, rename, delete, share signed out @layout', async ({
    page,
    catalogue,
    browser,
  }) => {
    // Many pages and a second browser: near the 30 s limit on a busy 2-core machine.
    test.slow();
    const first = plainWine(catalogue, 10);
    const second = plainWine(catalogue, 11);
    await signUpViaApi(page);
    await page.request.post('/api/v1/me/wishlist/items', {
      data: { sku: first.code },
      headers: await csrfHeaders(page),
    });
    const list = await createListViaApi(page, 'Churrasco');
    await addViaApi(page, list.id, first.code);
    await addViaApi(page, list.id, second.code);

    await page.goto('/minha-wine#/favoritos');
    const favourites = page.getByRole('list', { name: 'Favoritos' });
    await expect(favourites.getByRole('link', { name: first.name })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    // On the favourites page 'Mais Opções' offers no 'Remover da Winelist'.
    await more(page, first.name).click();
    const options = dialog(page, 'Mais Opções');
    await expect(options.getByRole('button', { name: 'Remover dos Favoritos' })).toBeVisible();
    await expect(options.getByRole('button', { name: 'Remover da Winelist' })).toHaveCount(0);
    await options.getByRole('button', { name: 'Cancelar' }).click();
    await favourites.getByRole('button', { name: `Remover dos Favoritos: ${first.name}` }).click();
    await expect(page.getByText('Você ainda não tem favoritos.')).toBeVisible();

    await page.goto('/minha-wine#/winelists');
    const card = page.locator('.winelist-card', { hasText: 'Churrasco' });
    await expect(card).toContainText('2 Produtos');
    await card.getByRole('button', { name: 'Renomear Churrasco' }).click();
    const rename = dialog(page, 'Renomear Winelist');
    await rename.getByLabel('Nome da Winelist').fill('Churrasco de domingo');
    await rename.getByLabel('Nome da Winelist').press('Enter');
    const renamed = page.locator('.winelist-card', { hasText: 'Churrasco de domingo' });
    await expect(renamed).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);

    await renamed.getByRole('button', { name: 'Abrir Churrasco de domingo' }).click();
    const items = page.getByRole('list', { name: 'Churrasco de domingo' });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    await items.getByRole('button', { name: `Remover da Winelist: ${second.name}` }).click();
    await expect(items.getByRole('listitem')).toHaveCount(1);
    // In a list, 'Mais Opções' removes from that list.
    await more(page, first.name).click();
    await options.getByRole('button', { name: 'Remover da Winelist' }).click();
    await expect(items.getByRole('listitem')).toHaveCount(0);
    await addViaApi(page, list.id, first.code);
    await page.getByRole('button', { name: '← Voltar às Winelists' }).click();
    await page.getByRole('button', { name: 'Abrir Churrasco de domingo' }).click();
    await expect(items.getByRole('listitem')).toHaveCount(1);
    const alert = items.getByRole('button', { name: 'Avise-me quando baixar o preço' });
    await alert.click();
    await expect(alert).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Adicionar todos à WineBox' }).click();
    await expect(wineboxCount(page)).toHaveText('1');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Compartilhar' }).click();
    const link = page.getByLabel('Link da Winelist');
    await expect(link).toHaveValue(/\/winelist\/[\w-]+$/);
    const shareUrl = new URL(await link.inputValue());
    expect(await sidewaysOverflow(page)).toBe(0);

    const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    await answerWelcomeGate(visitor);
    const shared = await visitor.newPage();
    await shared.goto(new URL(shareUrl.pathname, page.url()).toString());
    await expect(shared.getByRole('heading', { name: 'Churrasco de domingo' })).toBeVisible();
    await expect(shared.getByRole('link', { name: first.name })).toBeVisible();
    await expect(shared.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await sidewaysOverflow(shared)).toBe(0);
    // Issue #34: one <main> (the layout's), and the visitor fills their own WineBox from it.
    await expect(shared.locator('main')).toHaveCount(1);
    await shared.getByRole('button', { name: `Adicionar à WineBox: ${first.name}` }).click();
    await expect(wineboxCount(shared)).toHaveText('1');
    await shared.getByRole('button', { name: 'Adicionar todos à WineBox' }).click();
    await expect
      .poll(async () => {
        const cart = await serverCart(shared);
        return cart.cartItems.find((line) => line.productSku.skuCode === first.code)?.quantity;
      })
      .toBe(2);
    await expectNoSeriousViolations(shared);
    await visitor.close();

    await page.getByRole('button', { name: '← Voltar às Winelists' }).click();
    await page.getByRole('button', { name: 'Excluir Churrasco de domingo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Você ainda não criou nenhuma Winelist.')).toBeVisible();
  });
});
