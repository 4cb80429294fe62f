import { signUpViaApi } from './accounts.ts';
import { plainWine } from './cart.ts';
import { purchaseViaApi } from './orders.ts';
import { WINES, advanceUntil, cartReadyViaApi, waitingOrderViaApi } from './payments.ts';
import { test } from './fixtures.ts';

const OUT = '/tmp/shots-final';
for (const width of [1280, 390]) {
  test(`shots ${String(width)}`, async ({ page, catalogue }) => {
    await page.setViewportSize({ width, height: 900 });
    const pix = await waitingOrderViaApi(page, catalogue, WINES.detailPix, 'PIX');
    await page.goto(`/pedido-confirmado.ep?orderNumber=${pix.orderNumber}`);
    await page.getByRole('heading', { name: 'Pague com Pix' }).waitFor();
    await page.screenshot({ path: `${OUT}/pix-confirm-${String(width)}.png`, fullPage: true });
    const boleto = await waitingOrderViaApi(page, catalogue, WINES.detailPix + 1, 'BOLETO');
    await page.goto(`/minha-wine#/pedidos/${boleto.orderNumber}`);
    await page.getByTestId('payment-status').waitFor();
    await page.screenshot({ path: `${OUT}/boleto-detail-${String(width)}.png`, fullPage: true });
    await signUpViaApi(page);
    const { order } = await purchaseViaApi(page, plainWine(catalogue, WINES.delivered).code, 1, 1);
    await advanceUntil(page, order.orderNumber, 'ENTREGUE');
    await page.goto(`/minha-wine#/pedidos/${order.orderNumber}`);
    await page.getByTestId('order-invoice').waitFor();
    await page.screenshot({ path: `${OUT}/delivered-${String(width)}.png`, fullPage: true });
    await cartReadyViaApi(page, catalogue, WINES.delivered + 1);
    await page.goto('/checkout.ep');
    await page.getByRole('radio', { name: 'Pix' }).check();
    await page.screenshot({ path: `${OUT}/checkout-pix-${String(width)}.png`, fullPage: true });
    await page.goto('/clubewine/notaveis/');
    await page.screenshot({ path: `${OUT}/club-notaveis-${String(width)}.png`, fullPage: true });
  });
}
