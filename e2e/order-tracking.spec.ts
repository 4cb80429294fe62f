/**
 * Order tracking in 'Meus pedidos' (issue #14 "Order tracking"): the delivered order's timeline
 * with dates, the carrier's tracking code and link, the nota fiscal that opens as a PDF and the
 * order's cashback; a waiting Pix order's detail changes to paid by itself.
 */
import { signUpViaApi } from './accounts.ts';
import { plainWine } from './cart.ts';
import { orderViaApi, purchaseViaApi } from './orders.ts';
import {
  WINES,
  advanceUntil,
  expectPdf,
  markPage,
  sandboxPayment,
  sidewaysOverflow,
  waitingOrderViaApi,
  wasNotReloaded,
} from './payments.ts';
import { expect, test } from './fixtures.ts';

const detail = (orderNumber: string) => `/minha-wine#/pedidos/${encodeURIComponent(orderNumber)}`;

test('a delivered order: timeline with dates, tracking code and link, the nota fiscal opens as a PDF, the cashback @layout', async ({
  page,
  catalogue,
}, info) => {
  await signUpViaApi(page);
  const { order: placed } = await purchaseViaApi(
    page,
    plainWine(catalogue, WINES.delivered).code,
    1,
    1,
  );
  const order = await advanceUntil(page, placed.orderNumber, 'ENTREGUE');
  expect(order.invoice).not.toBeNull();
  expect(order.tracking).not.toBeNull();

  await page.goto(detail(order.orderNumber));
  await expect(page.getByRole('heading', { name: `Pedido nº ${order.orderNumber}` })).toBeVisible();
  const steps = page.locator('.ord-detail .ord-timeline__step');
  await expect(steps).toHaveCount(5);
  for (const step of await steps.all()) await expect(step.locator('time')).toHaveCount(1);
  await expect(page.locator('.ord-detail__header [data-status]')).toHaveAttribute(
    'data-status',
    'ENTREGUE',
  );

  const tracking = page.getByTestId('order-tracking');
  await expect(tracking).toContainText(order.tracking?.code ?? '');
  await expect(tracking).toContainText(order.tracking?.carrier ?? '');
  if (order.tracking?.url) {
    await expect(
      tracking.getByRole('link', { name: /Rastrear na transportadora/ }),
    ).toHaveAttribute('href', order.tracking.url);
  }

  const invoice = page.getByTestId('order-invoice');
  await expect(invoice.getByRole('heading', { name: 'Nota fiscal' })).toBeVisible();
  const link = invoice.getByRole('link', { name: 'Baixar nota fiscal (PDF)' });
  await expect(link).toHaveAttribute('href', order.invoice?.url ?? '');
  await expectPdf(await page.request.get((await link.getAttribute('href')) ?? ''));

  if (order.cashback.status !== 'NONE') {
    await expect(page.getByTestId('order-cashback')).toHaveText(`Cashback${order.cashback.text}`);
  }
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: info.outputPath('delivered-order.png'), fullPage: true });
});

test("a waiting Pix order's detail shows the Pix and changes to paid by itself", async ({
  page,
  catalogue,
}) => {
  const order = await waitingOrderViaApi(page, catalogue, WINES.detailPix, 'PIX');
  await page.goto(detail(order.orderNumber));
  const panel = page.getByTestId('pix');
  await expect(panel.getByRole('heading', { name: 'Pague com Pix' })).toBeVisible();
  await expect(panel.getByLabel('Pix Copia e Cola')).toHaveValue(order.payment.pix?.brCode ?? '');
  await expect(page.getByTestId('payment-status')).toHaveText('Aguardando pagamento');
  await markPage(page);
  // Paid elsewhere (the bank's app): the page learns it by polling.
  await sandboxPayment(page, order.payment.pix?.sandboxControl ?? '');
  await expect(page.locator('.ord-detail__header [data-status]')).toHaveAttribute(
    'data-status',
    'PAGO',
    { timeout: 15_000 },
  );
  await expect(page.getByTestId('pix')).toHaveCount(0);
  await expect(page.getByTestId('payment-status')).toHaveText('Pago');
  expect(await wasNotReloaded(page)).toBe(true);
  expect((await orderViaApi(page, order.orderNumber)).status).toBe('PAGO');
});
