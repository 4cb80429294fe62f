/**
 * The WineBox (issue #6; SPEC §2 drawer and buttons, §4 cart drawer / add to cart / queue / prime
 * toggle / drop-stop, §5 quantity selector, §6, §8 errors, §9 toast and image height) against the
 * real server: every change is checked on the server's cart too. Failures are forced with
 * page.route, and after each one the cart must be exactly what it was ("nothing lost").
 */
import { ADD_TO_CART_GENERIC_ERROR, DROP_STOP_FAILURE } from '@adega/domain/errors';
import { formatBRL } from '@adega/domain/money';
import type { Store } from '@adega/domain/store';
import type { Page } from '@playwright/test';
import {
  expect,
  isSellable,
  normaliseSpaces,
  openCard,
  test,
  type SeedProduct,
} from './fixtures.ts';
import { openMembersOnlyCard } from './products.ts';
import {
  addViaApi,
  cartLine,
  csrfHeaders,
  dataLayer,
  drawer,
  drawerSettled,
  expectQuantity,
  failWith,
  openDrawer,
  plainWine,
  quantityOf,
  recordTracking,
  scrollLocked,
  serverCart,
  toast,
  trackingEvents,
  wineboxButton,
  wineboxCount,
} from './cart.ts';

const EMPTY = 'Você ainda não escolheu seus produtos';
const PRIME_OFFER = {
  skuCode: 'PRIME-MENSAL',
  name: 'Wine Prime',
  descricao: 'Assinatura Wine Prime: 15% de desconto em toda a loja e cashback triplicado.',
  price: 9.9,
  cashBack: 10,
};

/** The premium offer the drawer is given (the server's answer is replaced). */
function offerPremium(page: Page, offer: typeof PRIME_OFFER) {
  return page.route('**/api/v1/winepass/skuOfferedTheCart', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(offer) }),
  );
}

/** The home page, reloaded after `quantity` of the product went into the cart through the API. */
async function homeWithInCart(page: Page, product: SeedProduct, quantity: number) {
  await page.goto('/');
  await addViaApi(page, product.code, quantity);
  await page.reload();
}

/** The product's card on its listing, once the header's WineBox is there, and its add button. */
async function cardWithWinebox(page: Page, product: SeedProduct, options?: { store: Store }) {
  const card = await openCard(page, product, options);
  await expect(page.locator('header button.winebox-button')).toBeVisible();
  return { card, add: card.getByRole('button', { name: `Adicionar: ${product.name}` }) };
}

test.describe('WineBox', () => {
  test(
    'add from a card: loading, toast, count, drawer line with image height 110',
    { tag: '@layout' },
    async ({ page, catalogue }) => {
      const product = plainWine(catalogue, 0);
      const { add: button } = await cardWithWinebox(page, product);
      await expect(wineboxCount(page)).toHaveText('0');
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/rpc/addToCart', async (route) => {
        await held;
        await route.continue();
      });
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      release();
      await expect(toast(page, 'Produto adicionado')).toBeVisible();
      await expect(button).not.toHaveAttribute('aria-busy');
      await expectQuantity(page, product.code, 1);
      await expect(wineboxButton(page)).toHaveAccessibleName(/^WineBox, \d+ ite(m|ns)$/);

      const dialog = await openDrawer(page);
      const numItems = (await serverCart(page)).numItems;
      await expect(
        dialog.getByRole('heading', { name: `WineBox (${String(numItems)})` }),
      ).toBeVisible();
      const line = cartLine(page, product.code);
      await expect(line.getByRole('link', { name: product.name })).toBeVisible();
      const image = line.locator('img');
      await expect(image).toHaveAttribute('height', '110');
      await drawerSettled(dialog);
      expect((await image.boundingBox())?.height).toBe(110);
      const total = normaliseSpaces(formatBRL(product.salePrice));
      await expect(line).toContainText(total);
      await expect(dialog.locator('.winebox-drawer__total')).toContainText(total);
      await expect(dialog.getByRole('link', { name: 'Finalizar pedido' })).toHaveAttribute(
        'href',
        '/checkout.ep',
      );
      // Anonymous cashback line (SPEC §6).
      await expect(
        dialog.getByText(/^Ganhe até R\$ [\d.,]+ de cashback nesta compra$/),
      ).toBeVisible();
    },
  );

  test('product page: quantity selector then add; the count follows', async ({
    page,
    catalogue,
  }) => {
    const product = plainWine(catalogue, 1);
    await page.goto(`/prod${product.code}.html`);
    const quantity = page.getByRole('textbox', { name: `Quantidade de ${product.name}` });
    await expect(quantity).toBeEnabled();
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled();
    await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await page.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(quantity).toHaveValue('3');
    await quantity.fill('2.5');
    await quantity.blur();
    await expect(quantity).toHaveValue('3');
    await page.getByRole('button', { name: `Adicionar: ${product.name}` }).click();
    await expect(toast(page, 'Produto adicionado')).toBeVisible();
    await expectQuantity(page, product.code, 3);
  });

  test(
    'empty drawer; open and close by ×, Esc and backdrop; scroll lock; tracking',
    { tag: '@layout' },
    async ({ page }) => {
      await recordTracking(page);
      await page.goto('/');
      const dialog = await openDrawer(page);
      await expect(dialog.getByRole('heading', { name: 'WineBox (0)' })).toBeVisible();
      await expect(dialog.getByText(EMPTY)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Finalizar pedido' })).toBeDisabled();
      await expect.poll(() => scrollLocked(page)).toBe(true);
      // Focus is inside the dialog.
      await expect(dialog.getByRole('button', { name: 'Fechar WineBox' })).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

      await dialog.getByRole('button', { name: 'Fechar WineBox' }).click();
      await expect(drawer(page)).toBeHidden();
      await expect.poll(() => scrollLocked(page)).toBe(false);

      await openDrawer(page);
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect.poll(() => scrollLocked(page)).toBe(false);

      // The dimmed backdrop, left of the panel (on a phone the panel takes the whole width).
      const wide = (page.viewportSize()?.width ?? 0) > 420;
      if (wide) {
        await openDrawer(page);
        await page.mouse.click(10, 400);
        await expect(drawer(page)).toBeHidden();
        await expect.poll(() => scrollLocked(page)).toBe(false);
      }

      const views = (await dataLayer(page)).filter((e) => e.event === 'view_cart');
      expect(views).toHaveLength(wide ? 3 : 2);
      const viewed = (await trackingEvents(page)).filter((e) => e.event === 'cart_viewed');
      expect(viewed).toHaveLength(1);
    },
  );

  test('quantity in the drawer: typed, revert on decimals and out of range, ± and bounds, remove', async ({
    page,
    catalogue,
  }) => {
    const product = plainWine(catalogue, 2);
    await homeWithInCart(page, product, 2);
    await expectQuantity(page, product.code, 2);
    await openDrawer(page);
    const line = cartLine(page, product.code);
    const input = line.getByRole('textbox', { name: `Quantidade de ${product.name}` });
    await expect(input).toHaveValue('2');

    await input.fill('5');
    await input.press('Enter');
    await expect(line).toHaveAttribute('aria-busy', 'false');
    await expectQuantity(page, product.code, 5);

    for (const typed of ['1.5', '2,5', '0', '-3', 'abc']) {
      await input.fill(typed);
      await input.blur();
      await expect(input).toHaveValue('5');
    }
    await input.fill('123456');
    await expect(input).toHaveValue('1234'); // mask of 4 digits

    await input.fill('1');
    await input.press('Enter');
    await expectQuantity(page, product.code, 1);
    await expect(line.getByRole('button', { name: 'Diminuir quantidade' })).toBeDisabled();
    await line.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expectQuantity(page, product.code, 2);
    await line.getByRole('button', { name: 'Diminuir quantidade' }).click();
    await expectQuantity(page, product.code, 1);

    await line.getByRole('button', { name: `Remover ${product.name}` }).click();
    await expectQuantity(page, product.code, 0);
    if ((await serverCart(page)).cartItems.length === 0) {
      await expect(drawer(page).getByText(EMPTY)).toBeVisible();
      await expect(wineboxCount(page)).toHaveText('0');
    }
  });

  test('a quantity above the stock is refused: error toast, the line keeps the server quantity', async ({
    page,
    catalogue,
  }) => {
    const product = plainWine(catalogue, 3);
    await homeWithInCart(page, product, 1);
    await openDrawer(page);
    const input = cartLine(page, product.code).getByRole('textbox');
    await input.fill(String(Math.min(9999, product.stock + 1)));
    await input.press('Enter');
    await expect(toast(page, 'Quantidade não alterada')).toContainText(
      `Só temos ${String(product.stock)} unidades`,
    );
    await expect(input).toHaveValue('1');
    expect(quantityOf(await serverCart(page), product.code)).toBe(1);
  });

  test('queue: rapid clicks on a card and on + end with the right quantities', async ({
    page,
    catalogue,
  }) => {
    const product = plainWine(catalogue, 4);
    const { add: button } = await cardWithWinebox(page, product);
    await button.click();
    await button.click();
    await button.click();
    await expect(button).not.toHaveAttribute('aria-busy');
    await expectQuantity(page, product.code, 3);

    await openDrawer(page);
    const line = cartLine(page, product.code);
    const plus = line.getByRole('button', { name: 'Aumentar quantidade' });
    await plus.click();
    await plus.click();
    await plus.click();
    await expect(line.getByRole('textbox')).toHaveValue('6');
    await expect(line).toHaveAttribute('aria-busy', 'false');
    await expectQuantity(page, product.code, 6);
  });

  test('add errors: generic text, a Prime text as is, network failure; nothing lost', async ({
    page,
    catalogue,
  }) => {
    const product = plainWine(catalogue, 5);
    const { add: button } = await cardWithWinebox(page, product);
    await button.click();
    await expectQuantity(page, product.code, 1);

    await failWith(page, '**/rpc/addToCart', 500, { message: 'Erro interno', code: 'INTERNAL' });
    await button.click();
    const generic = toast(page, 'O produto não foi adicionado');
    await expect(generic).toContainText(ADD_TO_CART_GENERIC_ERROR);
    await expect(generic.locator('..')).toHaveAttribute('role', 'alert');
    await page.unroute('**/rpc/addToCart');

    await failWith(page, '**/rpc/addToCart', 409, {
      message: 'Você já é assinante Prime.',
      code: 'CONFLICT',
    });
    await button.click();
    await expect(toast(page, 'Você já é assinante Prime.')).toContainText(
      'O produto não foi adicionado',
    );
    await page.unroute('**/rpc/addToCart');

    await page.route('**/rpc/addToCart', (route) => route.abort('internetdisconnected'));
    await button.click();
    await expect(toast(page, 'O produto não foi adicionado')).toHaveCount(3);
    await page.unroute('**/rpc/addToCart');

    await expectQuantity(page, product.code, 1);
    await button.click();
    await expectQuantity(page, product.code, 2);
  });

  test("members-only product: disabled 'Apenas para sócios' on card and page", async ({
    page,
    catalogue,
  }) => {
    const { product } = await openMembersOnlyCard(page, catalogue);
    await page.goto(`/prod${product.code}.html`);
    await expect(page.getByRole('button', { name: 'Apenas para sócios' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: /^Quantidade de/ })).toHaveCount(0);
  });

  test('corta-gotas: option, modal with steps, and its error', async ({ page, catalogue }) => {
    const product = plainWine(catalogue, 6);
    await homeWithInCart(page, product, 1);
    const dialog = await openDrawer(page);
    const option = dialog.getByRole('switch', { name: 'Quero receber um corta-gotas' });
    await expect(option).not.toBeChecked();
    await option.click();
    await expect(option).toBeChecked();
    await expect(option).toBeEnabled();
    expect((await serverCart(page)).wantsDropStop).toBe(true);

    await dialog.getByRole('button', { name: 'O que é?' }).click();
    const modal = page.getByRole('dialog', { name: 'Corta-gotas' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('list', { name: 'Passo 1 de 3' })).toBeVisible();
    await modal.getByRole('button', { name: 'Próximo' }).click();
    await expect(modal.getByRole('list', { name: 'Passo 2 de 3' })).toBeVisible();
    await modal.getByRole('button', { name: 'Próximo' }).click();
    await modal.getByRole('button', { name: 'Entendi' }).click();
    await expect(modal).toBeHidden();
    await expect(drawer(page)).toBeVisible();

    await failWith(page, '**/rpc/updateDropStopOption', 500, {
      message: 'Erro interno',
      code: 'INTERNAL',
    });
    await option.click();
    await expect(toast(page, DROP_STOP_FAILURE.title)).toContainText(DROP_STOP_FAILURE.message);
    await expect(option).toBeChecked();
    expect((await serverCart(page)).wantsDropStop).toBe(true);
  });

  test('prime toggle: offered sku added and removed, not counted, saving and flag', async ({
    page,
    catalogue,
  }) => {
    await offerPremium(page, PRIME_OFFER);
    const product = plainWine(catalogue, 7);
    await homeWithInCart(page, product, 2);
    const dialog = await openDrawer(page);
    const offer = dialog.getByRole('region', { name: 'Assinatura Prime' });
    await expect(offer).toContainText(
      'Por apenas R$ 9,90 por mês, você terá 15% de desconto em todas as suas compras.',
    );
    await expect(offer).toContainText('Economize agora:');
    const toggle = offer.getByRole('switch');
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(toggle).toBeEnabled();
    await expect(offer).toContainText('Oba, você já está economizando!');
    await expectQuantity(page, product.code, 2);
    const withPrime = await serverCart(page);
    expect(withPrime.clubePrimeOnCart).toBe(true);
    expect(quantityOf(withPrime, 'PRIME-MENSAL')).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('hasPrimeOnCart'))).toBe('true');
    // The prime line has no quantity input.
    await expect(cartLine(page, 'PRIME-MENSAL').getByRole('textbox')).toHaveCount(0);

    await offer.getByRole('button', { name: 'Saiba mais' }).click();
    const benefits = page.getByRole('dialog', { name: 'O que estarei levando?' });
    await expect(benefits).toContainText('3x mais cashback');
    await benefits.getByRole('button', { name: 'Fechar' }).click();

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeEnabled();
    expect((await serverCart(page)).clubePrimeOnCart).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('hasPrimeOnCart'))).toBe('false');
  });

  test('pass card: help icon opens the benefits; the toggle re-enables 4 s after the change', async ({
    page,
    catalogue,
  }) => {
    await page.clock.install();
    await offerPremium(page, { ...PRIME_OFFER, name: 'winepass relax', descricao: 'Wine pass' });
    const product = plainWine(catalogue, 9);
    await homeWithInCart(page, product, 1);
    const dialog = await openDrawer(page);
    const offer = dialog.getByRole('region', { name: 'Assinatura Prime' });
    await expect(offer).toContainText('Ative o desconto por apenas R$ 9,90/mês');
    await expect(offer.getByRole('button', { name: 'Saiba mais' })).toHaveCount(0);
    await offer.getByRole('button', { name: 'O que estarei levando?' }).click();
    const benefits = page.getByRole('dialog', { name: 'O que estarei levando?' });
    await expect(benefits).toContainText('3x mais cashback');
    await benefits.getByRole('button', { name: 'Fechar' }).click();

    // Time stands still from here: only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const toggle = offer.getByRole('switch');
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(offer).toContainText('Oba, você já está economizando!');
    await expect(toggle).toBeDisabled();
    await page.clock.runFor(3_900);
    await expect(toggle).toBeDisabled();
    await page.clock.runFor(100);
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    expect((await serverCart(page)).clubePrimeOnCart).toBe(false);
  });

  test(
    'club member: the configured toast on opening, no prime offer',
    { tag: '@layout' },
    async ({ page, catalogue }, testInfo) => {
      // Each project signs in as its own seeded subscriber (club member on desktop, prime on the
      // phone), so the two never share a cart.
      const member = testInfo.project.name === 'desktop' ? 'socio@adega.dev' : 'premium@adega.dev';
      const login = await page.request.post('/api/v1/login', {
        data: { username: member, password: 'Adega@2026' },
      });
      expect(login.ok()).toBe(true);
      await offerPremium(page, PRIME_OFFER);
      const product = plainWine(catalogue, 8);
      await page.goto('/');
      const before = await serverCart(page);
      await addViaApi(page, product.code, 1);
      // The drawer is opened while the browser's cart request is held (the page is hydrated: it
      // asked for the cart); the toast waits for the cart and then shows (issue #12).
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/cart', async (route) => {
        if (route.request().method() === 'GET') await held;
        await route.continue();
      });
      const asked = page.waitForRequest(
        (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/cart',
      );
      await page.reload();
      await asked;
      const dialog = await openDrawer(page);
      await expect(toast(page, 'Sócio, seu desconto já está aplicado!')).toHaveCount(0);
      release();
      await expect(toast(page, 'Sócio, seu desconto já está aplicado!')).toBeVisible();
      await expect(dialog.getByText(/^Você vai ganhar R\$ [\d.,]+ de cashback!$/)).toBeVisible();
      await expect(dialog.getByRole('region', { name: 'Assinatura Prime' })).toHaveCount(0);
      // Leave the shared account's cart as it was.
      const line = (await serverCart(page)).cartItems.find(
        (i) => i.productSku.skuCode === product.code,
      );
      if (line && quantityOf(before, product.code) === 0) {
        await page.request.post('/rpc/removeCartItem', {
          data: { itemUidPk: line.itemUidPk },
          headers: await csrfHeaders(page),
        });
      }
    },
  );

  test('outlet: no corta-gotas and no premium offer', async ({ page, catalogue }) => {
    await offerPremium(page, PRIME_OFFER);
    const product = catalogue.find(
      'a plain sellable wine of the outlet',
      (p) => p.category === 'vinho' && p.inOutlet && isSellable(p) && !p.promotion && p.stock >= 5,
      'OUTLET',
    );
    const { add } = await cardWithWinebox(page, product, { store: 'OUTLET' });
    await add.click();
    await expect(wineboxCount(page)).not.toHaveText('0');
    const dialog = await openDrawer(page);
    await expect(cartLine(page, product.code)).toBeVisible();
    await expect(dialog.getByRole('switch')).toHaveCount(0);
    await expect(dialog.getByText('Quero receber um corta-gotas')).toHaveCount(0);
  });

  test(
    'screenshots of the drawer, desktop and mobile 390 px',
    { tag: '@layout' },
    async ({ page, catalogue }, testInfo) => {
      await offerPremium(page, PRIME_OFFER);
      await page.goto('/');
      await addViaApi(page, plainWine(catalogue, 9).code, 2);
      await addViaApi(page, plainWine(catalogue, 10).code, 1);
      await page.reload();
      const dialog = await openDrawer(page);
      await drawerSettled(dialog);
      const box = await dialog.boundingBox();
      const viewport = page.viewportSize();
      if (testInfo.project.name === 'mobile') {
        expect(box?.width).toBe(viewport?.width);
      } else {
        expect(box?.width).toBe(420);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(viewport?.width);
      }
      expect(await dialog.locator('li.cart-item').count()).toBeGreaterThanOrEqual(2);
      await page.screenshot({
        path: testInfo.outputPath(`winebox-${testInfo.project.name}.png`),
      });
      await page.screenshot({ path: `test-results/winebox-${testInfo.project.name}.png` });
      await dialog.locator('.winebox-drawer__body').evaluate((body) => {
        body.scrollTop = body.scrollHeight;
      });
      await expect(dialog.getByText(/de cashback nesta compra$/)).toBeInViewport();
      await page.screenshot({
        path: testInfo.outputPath(`winebox-${testInfo.project.name}-bottom.png`),
      });
      await page.screenshot({ path: `test-results/winebox-${testInfo.project.name}-bottom.png` });
    },
  );
});
