/**
 * Pix and boleto in the browser (issue #14 "Tests and measurements"): a Pix order placed on the
 * checkout page is paid by the sandbox and the confirmation changes to paid without a reload; a
 * boleto order shows its line and its PDF; with the flag `enable/bank_slip` off no boleto is
 * offered; the copy buttons confirm for 4 s (SPEC §9).
 */
import type { OrderDto } from '@adega/server/contract';
import { COPY_CONFIRMATION_MS } from '@adega/domain/constants';
import { randomUUID } from 'node:crypto';
import { csrfHeaders, recordTracking, trackingEvents } from './cart.ts';
import { orderViaApi } from './orders.ts';
import {
  WINES,
  cartReadyViaApi,
  expectNoSeriousViolations,
  expectPdf,
  markPage,
  setBankSlip,
  sidewaysOverflow,
  waitingOrderViaApi,
  wasNotReloaded,
} from './payments.ts';
import { expect, test } from './fixtures.ts';

const confirmation = (orderNumber: string) =>
  `/pedido-confirmado.ep?orderNumber=${encodeURIComponent(orderNumber)}`;

test.describe('Pix', () => {
  test('a Pix order from the checkout page: QR, Copia e Cola, countdown; the sandbox pays and the page shows it paid without a reload', async ({
    page,
    catalogue,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordTracking(page);
    await cartReadyViaApi(page, catalogue, WINES.pix);
    await page.goto('/checkout.ep');
    await expect(page.getByTestId('shipping-address')).toBeVisible();
    const pix = page.getByRole('radio', { name: /^Pix/ });
    await pix.check();
    await expect(pix).toBeChecked();
    // Only the card has installments and card fields.
    await expect(page.getByLabel('Parcelamento')).toHaveCount(0);
    await expect(page.getByTestId('method-note')).toContainText('Pix Copia e Cola');
    expect(await trackingEvents(page)).toContainEqual(
      expect.objectContaining({ event: 'payment_method_chosen', method: 'PIX' }),
    );
    await page.getByRole('button', { name: 'Finalizar compra' }).click();
    await page.waitForURL(/\/pedido-confirmado\.ep\?orderNumber=/);
    const orderNumber = await page.getByTestId('order-number').innerText();
    const order = await orderViaApi(page, orderNumber);
    const instructions = order.payment.pix;
    expect(order.status).toBe('AGUARDANDO_PAGAMENTO');
    expect(instructions).not.toBeNull();
    if (!instructions) return;

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Pedido realizado! Falta só o pagamento.',
    );
    const panel = page.getByTestId('pix');
    const qr = panel.getByRole('img', { name: 'QR Code do Pix deste pedido' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // The SVG is an image, never markup in the page.
    await expect(page.locator('.ord-confirm svg')).toHaveCount(0);
    await expect(panel.getByLabel('Pix Copia e Cola')).toHaveValue(instructions.brCode);
    const countdown = panel.getByTestId('pix-countdown');
    await expect(countdown).toHaveText(/^[0-2]\d:[0-5]\d$|^30:00$/);

    const copy = panel.getByRole('button', { name: /^Copiar/ });
    await copy.click();
    await expect(panel.getByRole('button', { name: /^Copiado!/ })).toBeVisible();
    await expect(panel.getByRole('status').filter({ hasText: 'Código copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(instructions.brCode);

    await markPage(page);
    await panel.getByRole('button', { name: 'Simular pagamento (ambiente de testes)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pedido confirmado!', {
      timeout: 15_000,
    });
    await expect(page.locator('.ord-confirm__number [data-status]')).toHaveAttribute(
      'data-status',
      'PAGO',
    );
    await expect(page.getByTestId('order-live')).toHaveText(
      'Pagamento confirmado! Seu pedido está pago.',
    );
    await expect(page.getByTestId('payment-confirmed')).toBeVisible();
    await expect(page.getByTestId('pix')).toHaveCount(0);
    expect(await wasNotReloaded(page)).toBe(true);
    expect((await orderViaApi(page, orderNumber)).status).toBe('PAGO');
  });

  test('the Pix confirmation fits a 390 px phone and passes axe @layout', async ({
    page,
    catalogue,
  }, info) => {
    const order = await waitingOrderViaApi(page, catalogue, WINES.pixMobile, 'PIX');
    await page.goto(confirmation(order.orderNumber));
    const qr = page.getByRole('img', { name: 'QR Code do Pix deste pedido' });
    await expect(qr).toBeVisible();
    await expect(page.getByTestId('pix-countdown')).toHaveText(/^\d{2}:\d{2}$/);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const box = await qr.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: info.outputPath('pix-confirmation.png'), fullPage: true });
  });
});

/**
 * Serial: the last test switches the flag `enable/bank_slip` off for the whole server, so the
 * tests that place boletos run before it (in this worker), and afterAll switches it back on.
 */
test.describe('Boleto', () => {
  test.describe.configure({ mode: 'serial' });

  test.afterAll(async ({ request }) => {
    await setBankSlip(request, true);
  });

  test('a boleto order shows its linha digitável, barcode and due date; its PDF downloads', async ({
    page,
    catalogue,
  }) => {
    const order: OrderDto = await waitingOrderViaApi(page, catalogue, WINES.boleto, 'BOLETO');
    const boleto = order.payment.boleto;
    expect(boleto).not.toBeNull();
    if (!boleto) return;
    expect(boleto.digitableLine).toMatch(/^\d{47}$/);
    await page.goto(confirmation(order.orderNumber));
    const panel = page.getByTestId('boleto');
    await expect(panel.getByRole('heading', { name: 'Pague o boleto' })).toBeVisible();
    await expect(panel.getByLabel('Linha digitável')).toHaveValue(boleto.formattedLine);
    expect(boleto.formattedLine.replace(/\D/g, '')).toBe(boleto.digitableLine);
    const barcode = panel.getByRole('img', { name: 'Código de barras do boleto' });
    await expect(barcode).toBeVisible();
    expect(await barcode.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const [year, month, day] = boleto.dueDate.split('-');
    await expect(panel.getByTestId('boleto-due')).toContainText(`${day}/${month}/${year}`);
    const pdf = panel.getByRole('link', { name: 'Baixar boleto (PDF)' });
    await expect(pdf).toHaveAttribute('href', boleto.pdfUrl);
    await expectPdf(await page.request.get(boleto.pdfUrl));
  });

  test('the copy confirmation of the linha digitável lasts 4 s (SPEC §9)', async ({
    page,
    catalogue,
  }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const order = await waitingOrderViaApi(page, catalogue, WINES.boletoCopy, 'BOLETO');
    await page.clock.install();
    await page.goto(confirmation(order.orderNumber));
    const panel = page.getByTestId('boleto');
    await expect(panel).toBeVisible();
    // The page's time stands still from here: only runFor moves it.
    await page.clock.pauseAt(Date.now() + 60_000);
    await panel.getByRole('button', { name: /^Copiar/ }).click();
    await expect(panel.getByRole('button', { name: /^Copiado!/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      order.payment.boleto?.digitableLine,
    );
    await page.clock.runFor(COPY_CONFIRMATION_MS - 100);
    await expect(panel.getByRole('button', { name: /^Copiado!/ })).toBeVisible();
    await page.clock.runFor(200);
    await expect(panel.getByRole('button', { name: /^Copiar/ })).toBeVisible();
    await expect(panel.getByRole('status').filter({ hasText: 'Código copiado' })).toHaveCount(0);
  });

  test('with the flag enable/bank_slip off no boleto is offered, and placing one is refused', async ({
    page,
    catalogue,
    request,
  }) => {
    await cartReadyViaApi(page, catalogue, WINES.bankSlipOff);
    await setBankSlip(request, false);
    await page.goto('/checkout.ep');
    await expect(page.getByTestId('shipping-address')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Pix/ })).toBeEnabled();
    await expect(page.getByRole('radio', { name: /^Cartão de crédito/ })).toBeChecked();
    // Not among the methods offered; at most listed apart, disabled, with the server's reason.
    await expect(page.locator('li[data-method="BOLETO"] input:not([disabled])')).toHaveCount(0);
    await page.getByText(/^Outras formas de pagamento/).click();
    const boleto = page.locator('li[data-method="BOLETO"]');
    if ((await boleto.count()) > 0) {
      await expect(boleto.getByRole('radio')).toBeDisabled();
      await expect(boleto.locator('.co-muted')).toContainText('boleto');
    }
    const refused = await page.request.post('/api/v1/checkout/orders', {
      data: { paymentMethod: 'BOLETO' },
      headers: { ...(await csrfHeaders(page)), 'Idempotency-Key': randomUUID() },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toMatch(/boleto/i);
  });
});
