/**
 * The customer's orders (issue #13): the confirmation page after a purchase, the order in
 * 'Meus pedidos' with its status timeline, 'Comprar novamente' filling the WineBox, and another
 * customer's order (or a visitor) never seeing it.
 */
import type { Page } from '@playwright/test';
import { formatBRL, fromReais } from '@adega/domain/money';
import { signUpViaApi } from './accounts.ts';
import { cartLine, drawer, plainWine, serverCart, quantityOf } from './cart.ts';
import { answerWelcomeGate, expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { orderViaApi, purchaseViaApi } from './orders.ts';

// Each test buys its own wine (plainWine 20–22): a purchase lowers the stock, which other specs
// read from the seed (winebox.spec: 'Só temos N unidades').

/** Hydration and the first data of my account take longer than 5 s on a busy machine. */
const FIRST_LOAD = { timeout: 15_000 };

const brl = (reais: number) => formatBRL(fromReais(reais));

/** CSP violations the page reports from now on (the browser logs each one to the console). */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function confirmationPath(orderNumber: string): string {
  return `/pedido-confirmado.ep?orderNumber=${encodeURIComponent(orderNumber)}`;
}

async function openOrders(page: Page, hash = '#/pedidos') {
  await page.goto(`/minha-wine${hash}`);
  await expect(page.locator('#secao-titulo')).toHaveText('Meus pedidos', FIRST_LOAD);
  await expect(page.locator('.acc-loading')).toHaveCount(0, FIRST_LOAD);
}

test.describe('pedido confirmado e meus pedidos', () => {
  test('a compra leva à confirmação, o pedido aparece em Meus pedidos com o andamento, e Comprar novamente enche a WineBox', async ({
    page,
    catalogue,
  }) => {
    test.slow();
    const { fullName } = await signUpViaApi(page);
    const wine = plainWine(catalogue, 20);
    const purchase = await purchaseViaApi(page, wine.code, 2, 2);
    const { orderNumber } = purchase.order;
    const order = await orderViaApi(page, orderNumber);

    // The confirmation page, rendered by the server.
    const response = await page.goto(confirmationPath(orderNumber));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido confirmado!');
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.getByText(`Obrigado, ${fullName.split(' ')[0] ?? ''}!`)).toBeVisible();
    const items = page.getByRole('list', { name: 'Itens do pedido' });
    const line = items.locator(`li[data-sku="${wine.code}"]`);
    await expect(line).toContainText(wine.name);
    await expect(line).toContainText('2 ×');
    await expect(line.locator('img')).toHaveAttribute('src', /\/img\/products\//);
    const totals = page.locator('.ord-totals');
    await expect(totals.locator('.ord-totals__row--subtotal')).toContainText(
      brl(order.subtotal.amount),
    );
    await expect(totals.locator('.ord-totals__row--shipping')).toContainText(
      order.shipping.amount === 0 ? 'Grátis' : brl(order.shipping.amount),
    );
    await expect(totals.locator('.ord-totals__row--total')).toContainText(brl(order.total));
    const facts = page.getByRole('region', { name: 'Pagamento e entrega' });
    await expect(facts).toContainText(`Visa •••• 1111`);
    await expect(facts).toContainText(`2x de ${brl(order.payment.installmentAmount)} sem juros`);
    await expect(facts).toContainText('Rua das Videiras, 120');
    await expect(facts).toContainText('CEP 05435-010');
    if (order.estimatedDelivery) await expect(facts).toContainText('Previsão de entrega:');
    await expect(page.getByRole('link', { name: 'Ver meus pedidos' })).toHaveAttribute(
      'href',
      '/minha-wine#/pedidos',
    );

    // The list in my account.
    await page.getByRole('link', { name: 'Ver meus pedidos' }).click();
    await expect(page.locator('#secao-titulo')).toHaveText('Meus pedidos', FIRST_LOAD);
    const row = page.locator(`.ord-row[data-order="${orderNumber}"]`);
    await expect(row).toContainText(`Pedido nº ${orderNumber}`, FIRST_LOAD);
    await expect(row).toContainText(order.statusLabel);
    await expect(row).toContainText(brl(order.total));
    await expect(row).toContainText(order.numItems === 1 ? '1 item' : `${order.numItems} itens`);

    // The detail with its timeline: reached states dated, the states ahead greyed.
    await row.getByRole('link', { name: `Pedido nº ${orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`#/pedidos/${orderNumber}$`));
    await expect(page.getByRole('heading', { name: `Pedido nº ${orderNumber}` })).toBeFocused();
    const timeline = page.getByRole('list', { name: 'Andamento do pedido' });
    const steps = timeline.getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.nth(0)).toContainText('Aguardando pagamento');
    await expect(steps.nth(0)).toHaveAttribute('data-state', 'done');
    await expect(steps.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
    await expect(steps.nth(1)).toContainText('Pago');
    await expect(steps.nth(1)).toHaveAttribute('data-state', 'current');
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    for (const [index, label] of [
      [2, 'Faturado'],
      [3, 'Enviado'],
      [4, 'Entregue'],
    ] as const) {
      await expect(steps.nth(index)).toContainText(label);
      await expect(steps.nth(index)).toHaveAttribute('data-state', 'ahead');
      await expect(steps.nth(index).locator('time')).toHaveCount(0);
    }
    await expect(page.locator('.ord-detail .ord-totals__row--total')).toContainText(
      brl(order.total),
    );

    // Comprar novamente: the cart emptied by the order gets the same wine back, and the WineBox opens.
    expect(quantityOf(await serverCart(page), wine.code)).toBe(0);
    await page.getByRole('button', { name: 'Comprar novamente' }).click();
    await expect(drawer(page)).toBeVisible();
    await expect(cartLine(page, wine.code)).toBeVisible();
    expect(quantityOf(await serverCart(page), wine.code)).toBe(2);

    // Back to the list.
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: '← Voltar para meus pedidos' }).click();
    await expect(row).toBeVisible();
  });

  test('o pedido de outro cliente é a página 404, na página e na API', async ({
    page,
    browser,
    catalogue,
  }) => {
    test.slow();
    await signUpViaApi(page);
    const { order } = await purchaseViaApi(page, plainWine(catalogue, 21).code, 1, 1);

    const other = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.9' },
    });
    await answerWelcomeGate(other);
    try {
      const otherPage = await other.newPage();
      await signUpViaApi(otherPage);
      const response = await otherPage.goto(confirmationPath(order.orderNumber));
      expect(response?.status()).toBe(404);
      await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(
        'Página não encontrada',
      );
      await expect(otherPage.locator('body')).not.toContainText(order.orderNumber);
      const api = await otherPage.request.get(`/api/v1/me/orders/${order.orderNumber}`);
      expect(api.status()).toBe(404);

      // An unknown number is the same 404; the owner's list shows nothing of the other's.
      expect((await otherPage.goto(confirmationPath('AD999999990')))?.status()).toBe(404);
      await openOrders(otherPage, `#/pedidos/${order.orderNumber}`);
      await expect(otherPage.getByRole('alert')).toContainText('não encontrado');
      await openOrders(otherPage);
      await expect(otherPage.getByText('Você ainda não fez nenhum pedido.')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('um visitante entra e volta para a confirmação', async ({ page }) => {
    const path = confirmationPath('AD000000018');
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/sign-in.ep?redirect=${encodeURIComponent(path)}`);
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test(
    'a confirmação e Meus pedidos cabem na tela, sem violações sérias de acessibilidade',
    {
      tag: '@layout',
    },
    async ({ page, catalogue }) => {
      test.slow();
      await signUpViaApi(page);
      const { order } = await purchaseViaApi(page, plainWine(catalogue, 22).code, 3, 3);
      const violations = watchCspViolations(page);
      const noSideScroll = () =>
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await page.goto(confirmationPath(order.orderNumber));
      await expect(page.getByTestId('order-number')).toHaveText(order.orderNumber);
      expect(await noSideScroll()).toBe(true);
      await expectNoSeriousViolations(page, { include: 'main', where: 'confirmação' });
      await page.screenshot({
        path: test.info().outputPath('confirmacao.png'),
        fullPage: true,
      });

      await openOrders(page, `#/pedidos/${order.orderNumber}`);
      await expect(page.getByRole('list', { name: 'Andamento do pedido' })).toBeVisible();
      expect(await noSideScroll()).toBe(true);
      // From 768 px the timeline runs across; below it runs down the page.
      const [first, last] = await Promise.all([
        page.locator('.ord-timeline__step').first().boundingBox(),
        page.locator('.ord-timeline__step').last().boundingBox(),
      ]);
      const wide = (page.viewportSize()?.width ?? 0) >= 768;
      expect(wide ? last?.y === first?.y : (last?.y ?? 0) > (first?.y ?? 0)).toBe(true);
      await expectNoSeriousViolations(page, { include: 'main', where: 'pedido' });
      expect(violations).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('pedido.png'), fullPage: true });
    },
  );
});
