/**
 * Issue #14 against the running server (API through the page's cookies; h/web's specs drive the
 * pages): a Pix order is paid by the sandbox control, whose signed webhook really travels over
 * HTTP to PAYMENTS_WEBHOOK_URL; a boleto's PDF; the bank_slip flag switched by an operator.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { CartDto, OrderStatusDto, PlacedOrderDto } from '@adega/server/contract';
import { addViaApi, csrfHeaders, rpc } from './cart.ts';
import { customerReadyToBuy } from './checkout.ts';
import { expect, test } from './fixtures.ts';
import { E2E_ADMIN_TOKEN } from './playwright.config.ts';

async function place(page: Page, paymentMethod: string) {
  const response = await page.request.post('/api/v1/checkout/orders', {
    data: { paymentMethod },
    headers: { ...(await csrfHeaders(page)), 'Idempotency-Key': randomUUID() },
  });
  return { status: response.status(), body: (await response.json()) as PlacedOrderDto };
}

async function choose(page: Page, addressUidpk: number) {
  const cart = await rpc<CartDto>(
    page,
    'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
    { addressUidpk },
  );
  const level = cart.shippingServiceLevels[0];
  if (!level) throw new Error('nenhuma forma de entrega');
  await rpc<CartDto>(page, 'setShippingServiceLevel', { uidPk: level.uidPk });
}

async function ready(
  page: Page,
  catalogue: Parameters<typeof customerReadyToBuy>[1],
  wine: number,
) {
  const { address, wine: product } = await customerReadyToBuy(page, catalogue, { units: 1, wine });
  await choose(page, address.uidPk);
  return { addressUidpk: address.uidPk, sku: product.code };
}

test.describe('payments (sandbox)', () => {
  test('a Pix order waits, the sandbox control pays it over the webhook, the status says PAGO', async ({
    page,
    catalogue,
  }) => {
    await ready(page, catalogue, 41);
    const placed = await place(page, 'PIX');
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe('AGUARDANDO_PAGAMENTO');
    const control = placed.body.payment.pix?.sandboxControl ?? '';
    expect(control).toMatch(/^\/sandbox\/payments\/pix_/);
    const paid = await page.request.post(`${control}/paid`, { headers: await csrfHeaders(page) });
    expect(paid.status(), await paid.text()).toBe(200);
    expect(await paid.json()).toMatchObject({ webhookStatus: 200, outcome: 'applied' });
    const status = await page.request.get(`/api/v1/me/orders/${placed.body.orderNumber}/status`);
    expect(((await status.json()) as OrderStatusDto).status).toBe('PAGO');
  });

  test('a boleto order has its PDF; with the flag off the boleto is refused', async ({
    page,
    catalogue,
  }) => {
    const { addressUidpk, sku } = await ready(page, catalogue, 42);
    const placed = await place(page, 'BOLETO');
    expect(placed.status).toBe(201);
    const pdf = await page.request.get(placed.body.payment.boleto?.pdfUrl ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const flag = (enabled: boolean) =>
      page.request.put('/api/v1/admin/flags/enable/bank_slip', {
        data: { enabled },
        headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
      });
    expect((await flag(false)).status()).toBe(200);
    try {
      await addViaApi(page, sku, 1);
      await choose(page, addressUidpk);
      const refused = await place(page, 'BOLETO');
      expect(refused.status).toBe(422);
    } finally {
      expect((await flag(true)).status()).toBe(200);
    }
  });
});
