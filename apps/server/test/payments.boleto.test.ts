/**
 * Issue #14 boleto through the HTTP app (PGlite or PostgreSQL): a boleto order with the flag on
 * (a linha digitável the library validates, due in 3 business days skipping a holiday, expiring
 * after due date + 1 business day), its PDF (owner only, text extracted), the flag off through
 * the operators' endpoint, and the sandbox control and admin endpoint outside the sandbox.
 */
import { getBoletoInfo } from '@brazilian-utils/brazilian-utils/get-boleto-info';
import { isValidBoleto } from '@brazilian-utils/brazilian-utils/is-valid-boleto';
import { pdfText } from './support/pdf.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_TEXTS } from '@adega/domain/checkout/payment-methods';
import { formatBRL } from '@adega/domain/money';
import { BOLETO_EXPIRED } from '../src/modules/orders/service.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import {
  getJson,
  movableClock,
  orderRow,
  placeWith,
  sandboxControl,
  shopper,
  stockOf,
  jobsOf,
} from './support/payments.ts';
import { createTestApp } from './support/app.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-admin-dos-testes-123';
// Tuesday 17/11/2026: Wed 18, Thu 19, (Fri 20 Consciência Negra, a national holiday) → Mon 23.
const TUESDAY = new Date('2026-11-17T15:00:00-03:00');
const clock = movableClock(TUESDAY);
let wine: { id: number; code: string; sale_price: number };

const t = useTestApp({ products: 200, now: clock.now, env: { ADMIN_TOKEN: ADMIN } });
beforeAll(async () => {
  wine = await client(t).productWhere(MID_PRICED_WINE);
});

async function setFlag(enabled: unknown, token = ADMIN, app = t) {
  const response = await app.request('/api/v1/admin/flags/enable/bank_slip', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ enabled }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
  return { status: response.status, body: (await response.json()) as any };
}

describe('a boleto order', () => {
  it('201 waiting: a valid linha digitável, due in 3 business days (a holiday skipped)', async () => {
    const session = await shopper(t, wine.code, 2);
    const cart = await client(t).getCart(session);
    const answer = await placeWith(t, session, 'BOLETO');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'AGUARDANDO_PAGAMENTO',
      payment: { type: 'BOLETO', status: 'WAITING', pix: null },
    });
    const boleto = answer.body.payment.boleto;
    const number = answer.body.orderNumber as string;
    expect(boleto.dueDate).toBe('2026-11-23');
    expect(boleto.digitableLine).toMatch(/^[0-9]{47}$/);
    expect(isValidBoleto(boleto.digitableLine)).toBe(true);
    expect(isValidBoleto(boleto.formattedLine)).toBe(true);
    const info = getBoletoInfo(boleto.digitableLine, { referenceDate: TUESDAY });
    expect(info?.amount).toBe(Math.round(cart.total * 100));
    expect(info?.expirationDate?.getDate()).toBe(23);
    expect(info?.expirationDate?.getMonth()).toBe(10);
    expect(boleto.barcodeSvg).toMatch(/^<svg /);
    expect(boleto.pdfUrl).toBe(`/api/v1/me/orders/${number}/boleto.pdf`);
    expect(boleto.sandboxControl).toMatch(/^\/sandbox\/payments\/bol_/);
    await t.services.mailer.deliverPending();
    const mail = t.mail.sent.find(
      (m) => m.kind === 'order-awaiting-payment' && m.subject.includes(number),
    );
    expect(mail?.text).toContain(boleto.formattedLine);
    expect(mail?.text).toContain('23/11/2026');

    // The PDF: the owner's, with the order number, the amount and the line.
    const pdf = await t.request(boleto.pdfUrl, { headers: session.headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await pdf.arrayBuffer());
    expect(text).toContain(number);
    expect(text).toContain(formatBRL(Math.round(cart.total * 100)));
    expect(text).toContain(boleto.formattedLine);
    expect(text).toContain('23/11/2026');

    // Anyone else: 404; a visitor: 401.
    const stranger = await shopper(t, wine.code, 1);
    expect((await t.request(boleto.pdfUrl, { headers: stranger.headers })).status).toBe(404);
    expect((await getJson(t, stranger, `/api/v1/me/orders/${number}/status`)).status).toBe(404);
    expect((await t.request(boleto.pdfUrl)).status).toBe(401);
  });

  it('a Pix order has no boleto PDF (404); the sandbox pays a boleto', async () => {
    const session = await shopper(t, wine.code, 1);
    const pix = await placeWith(t, session, 'PIX');
    const number = pix.body.orderNumber as string;
    const pdf = await t.request(`/api/v1/me/orders/${number}/boleto.pdf`, {
      headers: session.headers,
    });
    expect(pdf.status).toBe(404);

    const other = await shopper(t, wine.code, 1);
    const boleto = await placeWith(t, other, 'BOLETO');
    const { payment } = await orderRow(t, boleto.body.orderNumber as string);
    expect((await sandboxControl(t, other, payment.chargeId ?? '', 'paid')).body.outcome).toBe(
      'applied',
    );
    expect((await orderRow(t, boleto.body.orderNumber as string)).order.status).toBe('PAGO');
  });

  it('expires after due date + 1 business day: not on the due date, after the next day', async () => {
    // The orders earlier tests left waiting expire first.
    clock.set(new Date('2026-12-31T12:00:00-03:00'));
    await jobsOf(t).runDue();
    clock.set(TUESDAY);
    const session = await shopper(t, wine.code, 1);
    const stock = await stockOf(t, wine.id);
    const answer = await placeWith(t, session, 'BOLETO');
    const number = answer.body.orderNumber as string;
    // Due Mon 23; payable through Tue 24 (23:59:59 in São Paulo).
    clock.set(new Date('2026-11-24T23:59:00-03:00'));
    await jobsOf(t).runDue();
    expect((await orderRow(t, number)).order.status).toBe('AGUARDANDO_PAGAMENTO');
    clock.set(new Date('2026-11-25T00:00:01-03:00'));
    await jobsOf(t).runDue();
    const after = await orderRow(t, number);
    expect(after.order.status).toBe('CANCELADO');
    expect(after.payment.message).toBe(BOLETO_EXPIRED);
    expect(await stockOf(t, wine.id)).toBe(stock);
    clock.set(TUESDAY);
  });
});

describe('the flag enable/bank_slip', () => {
  it('off through the operators endpoint: the boleto is refused and listed unavailable', async () => {
    expect((await setFlag(false, 'token-errado-com-tamanho-bom')).status).toBe(401);
    expect((await setFlag('sim')).status).toBe(422);
    const off = await setFlag(false);
    expect(off).toEqual({
      status: 200,
      body: {
        environment: 'development',
        kind: 'enable',
        key: 'bank_slip',
        enabled: false,
        value: null,
      },
    });
    const session = await shopper(t, wine.code, 1);
    const stock = await stockOf(t, wine.id);
    const refused = await placeWith(t, session, 'BOLETO');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(PAYMENT_METHOD_TEXTS.bankSlipOff);
    expect(await stockOf(t, wine.id)).toBe(stock);
    expect((await client(t).getCart(session)).numItems).toBe(1);
    const details = await client(t).rpc(session, 'getPaymentDetails', {});
    expect(
      details.body.data.methods.find((m: { type: string }) => m.type === 'BOLETO'),
    ).toMatchObject({ available: false, message: PAYMENT_METHOD_TEXTS.bankSlipOff });

    expect((await setFlag(true)).body.enabled).toBe(true);
    expect((await placeWith(t, session, 'BOLETO')).status).toBe(201);
  });
});

describe('outside the sandbox', () => {
  it('the sandbox control and (without ADMIN_TOKEN) the admin endpoint answer 404', async () => {
    const production = await createTestApp({
      products: 100,
      env: {
        PAYMENT_ENV: 'production',
        PAYMENTS_WEBHOOK_SECRET: 'segredo-de-producao-dos-testes',
      },
    });
    try {
      const control = await sandboxControl(production, null, 'pix_qualquer', 'paid');
      expect(control.status).toBe(404);
      expect((await setFlag(false, ADMIN, production)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
