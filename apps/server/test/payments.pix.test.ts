/**
 * Issue #14 Pix through the HTTP app (PGlite, or PostgreSQL with DATABASE_URL): a Pix order
 * waits with a valid BR Code; the signed webhook pays it exactly once (replays ×5, out of order
 * events, bad signatures change nothing); refused and paid-after-cancel; the status polling
 * (owner only); the sandbox control; the cashback credit (CREDITOCLUBE).
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_TEXTS } from '@adega/domain/checkout/payment-methods';
import { PLACEMENT_TEXTS } from '@adega/domain/orders/placement';
import { readPixBrCode } from '@adega/domain/payments/pix';
import { queryRows } from '../src/db/client.ts';
import { cashbackLedger, orderHistory, paymentEvents, sandboxCharges } from '../src/db/schema.ts';
import { signatureOf } from '../src/modules/payments/webhook.ts';
import {
  ISSUE_FAILED,
  CHARGE_REFUSED,
  memoryOrderEvents,
  PAID_AFTER_CANCEL,
  PIX_EXPIRED,
} from '../src/modules/orders/service.ts';
import { TEST_NOW } from './support/app.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import { freshKey, placeOrder, sessionFor } from './support/orders.ts';
import {
  eventBody,
  getJson,
  movableClock,
  orderRow,
  placeWith,
  postWebhook,
  sandboxControl,
  shopper,
  stockOf,
  jobsOf,
  webhookSecretOf,
} from './support/payments.ts';
import { useTestApp } from './support/suite.ts';
import { creditCashback } from './support/money.ts';

const events = memoryOrderEvents();
const clock = movableClock(TEST_NOW);
let wine: { id: number; code: string; sale_price: number };

const t = useTestApp({ products: 200, orderEvents: events, now: clock.now });
beforeAll(async () => {
  wine = await client(t).productWhere(MID_PRICED_WINE);
});

async function pixOrder(quantity = 1) {
  const session = await shopper(t, wine.code, quantity);
  const answer = await placeWith(t, session, 'PIX');
  expect(answer.status).toBe(201);
  return { session, answer, number: answer.body.orderNumber as string };
}

async function historyOf(orderId: number) {
  return t.deps.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId));
}

describe('a Pix order', () => {
  it('201 waiting: a valid BR Code, its QR, 30 minutes; stock taken, cart gone, e-mail', async () => {
    const session = await shopper(t, wine.code, 2);
    const cart = await client(t).getCart(session);
    const stock = await stockOf(t, wine.id);
    const key = freshKey();
    const answer = await placeWith(t, session, 'PIX', {}, key);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'AGUARDANDO_PAGAMENTO',
      total: cart.total,
      payment: { type: 'PIX', status: 'WAITING', installments: 1, boleto: null },
    });
    const pix = answer.body.payment.pix;
    const info = readPixBrCode(pix.brCode);
    expect(info).not.toBeNull();
    expect(info?.amount).toBe(Math.round(cart.total * 100));
    expect(info?.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(pix.qrCodeSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(pix.qrCodeSvg).not.toMatch(/<script|href=/i);
    expect(pix.amount).toBe(cart.total);
    expect(new Date(pix.expiresAt).getTime() - clock.now().getTime()).toBe(30 * 60_000);
    expect(pix.sandboxControl).toMatch(/^\/sandbox\/payments\/pix_[0-9a-f]{24}$/);
    expect(await stockOf(t, wine.id)).toBe(stock - 2);
    expect((await client(t).getCart(session)).numItems).toBe(0);

    const number = answer.body.orderNumber as string;
    const list = await getJson(t, session, '/api/v1/me/orders');
    expect(list.body.map((o: { orderNumber: string }) => o.orderNumber)).toContain(number);
    const status = await getJson(t, session, `/api/v1/me/orders/${number}/status`);
    expect(status).toEqual({
      status: 200,
      body: {
        orderNumber: number,
        status: 'AGUARDANDO_PAGAMENTO',
        statusLabel: 'Aguardando pagamento',
        paymentStatus: 'WAITING',
      },
    });
    const detail = await getJson(t, session, `/api/v1/me/orders/${number}`);
    expect(detail.body.payment.pix.brCode).toBe(pix.brCode);
    await t.services.mailer.deliverPending();
    const mail = t.mail.sent.find(
      (m) => m.kind === 'order-awaiting-payment' && m.subject.includes(number),
    );
    expect(mail?.text).toContain(pix.brCode);
    // The same key answers the same order; nothing new.
    const replay = await placeWith(t, session, 'PIX', {}, key);
    expect(replay.status).toBe(201);
    expect(replay.body.orderNumber).toBe(number);
    // Waiting for payment: no 'charged' yet.
    expect(events.events.some((e) => e.orderNumber === number)).toBe(false);
  });

  it('bad inputs: installments, card fields, unknown method; nothing made', async () => {
    const session = await shopper(t, wine.code, 1);
    const stock = await stockOf(t, wine.id);
    const two = await placeWith(t, session, 'PIX', { installments: 2 });
    expect(two.status).toBe(422);
    expect(two.body.message).toBe(PLACEMENT_TEXTS.oneInstallment);
    const card = await placeWith(t, session, 'PIX', { creditCardUidPk: 1 });
    expect(card.status).toBe(422);
    expect(card.body.message).toBe(PLACEMENT_TEXTS.noCardFields);
    const other = await placeWith(t, session, 'PAY_PAL');
    expect(other.status).toBe(422);
    const malformed = await placeOrder(t, session, '{"paymentMethod":', freshKey());
    expect(malformed.status).toBe(400);
    expect(await stockOf(t, wine.id)).toBe(stock);
    expect((await client(t).getCart(session)).numItems).toBe(1);
  });
});

describe('the gateway cannot issue the charge', () => {
  it('422, everything given back, the cart kept (as for a refused card)', async () => {
    const session = await shopper(t, wine.code, 2);
    const stock = await stockOf(t, wine.id);
    const original = t.services.gateway.issuePix;
    t.services.gateway.issuePix = () => Promise.reject(new Error('gateway down'));
    try {
      const answer = await placeWith(t, session, 'PIX');
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(ISSUE_FAILED);
    } finally {
      t.services.gateway.issuePix = original;
    }
    expect(await stockOf(t, wine.id)).toBe(stock);
    expect((await client(t).getCart(session)).numItems).toBe(2);
    const list = await getJson(t, session, '/api/v1/me/orders');
    expect(list.body).toEqual([]);
    // And it can be placed again.
    expect((await placeWith(t, session, 'PIX')).status).toBe(201);
  });
});

describe('the payment webhook', () => {
  it('paid → PAGO once: the same event 5× changes the order once, one e-mail, one charged', async () => {
    const { number } = await pixOrder();
    const { order, payment } = await orderRow(t, number);
    const body = eventBody('evt_replay_1', 'paid', payment.chargeId ?? '', number, payment.amount);
    // Five deliveries at once: one applies, the others find the event recorded.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postWebhook(t, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.body.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(answers[0]?.body).toMatchObject({ received: true, eventId: 'evt_replay_1' });
    const after = await orderRow(t, number);
    expect(after.order.status).toBe('PAGO');
    expect(after.payment.status).toBe('PAID');
    const history = await historyOf(order.id);
    expect(history.map((h) => h.status)).toEqual(['AGUARDANDO_PAGAMENTO', 'PAGO']);
    await t.services.mailer.deliverPending();
    const paidMails = t.mail.sent.filter(
      (m) => m.kind === 'order-placed' && m.subject.includes(number),
    );
    expect(paidMails).toHaveLength(1);
    expect(paidMails[0]?.text).toContain('via Pix');
    expect(events.events.filter((e) => e.orderNumber === number)).toEqual([
      expect.objectContaining({ event: 'charged', paymentType: 'PIX', installments: 1 }),
    ]);
    const recorded = await t.deps.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, 'evt_replay_1'));
    expect(recorded).toHaveLength(1);

    // Out of order: 'expired' (and 'refused') after 'paid' are ignored; a second 'paid' too.
    for (const [id, type] of [
      ['evt_late_expired', 'expired'],
      ['evt_late_refused', 'refused'],
      ['evt_late_paid', 'paid'],
    ] as const) {
      const late = await postWebhook(
        t,
        eventBody(id, type, payment.chargeId ?? '', number, payment.amount),
      );
      expect(late.body.outcome).toBe('ignored');
    }
    expect((await orderRow(t, number)).order.status).toBe('PAGO');
    expect(await historyOf(order.id)).toHaveLength(2);
  });

  it('a bad or missing signature is 401 and changes nothing; bad bodies are refused', async () => {
    const { number } = await pixOrder();
    const { payment } = await orderRow(t, number);
    const body = eventBody('evt_forged', 'paid', payment.chargeId ?? '', number, payment.amount);
    const secret = await webhookSecretOf(t);
    for (const signature of [
      null,
      '',
      'sha256=00',
      signatureOf('outro-segredo-qualquer', body),
      signatureOf('adega-sandbox-webhook-secret', body),
      signatureOf(secret, `${body} `),
      signatureOf(secret, body).toUpperCase(),
    ]) {
      const answer = await postWebhook(t, body, signature);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Assinatura do webhook inválida.');
    }
    expect((await orderRow(t, number)).order.status).toBe('AGUARDANDO_PAGAMENTO');
    expect(
      await t.deps.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, 'evt_forged')),
    ).toHaveLength(0);

    // Signed but not an event: 422; not JSON: 400; unknown charge: 404; too large: 413.
    expect((await postWebhook(t, JSON.stringify({ id: 'x', type: 'paid' }))).status).toBe(422);
    expect((await postWebhook(t, '{"id":')).status).toBe(400);
    const unknown = eventBody('evt_unknown', 'paid', 'pix_000000000000000000000000', number, 1);
    expect((await postWebhook(t, unknown)).status).toBe(404);
    const huge = JSON.stringify({ pad: 'x'.repeat(10_000) });
    expect((await postWebhook(t, huge)).status).toBe(413);
    expect((await orderRow(t, number)).order.status).toBe('AGUARDANDO_PAGAMENTO');
  });

  it('is exempt from CSRF and sessions, only on its own path', async () => {
    const { number } = await pixOrder();
    const { payment } = await orderRow(t, number);
    const body = eventBody('evt_origin', 'paid', payment.chargeId ?? '', number, payment.amount);
    const response = await t.request('/api/v1/payments/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://gateway.example',
        'sec-fetch-site': 'cross-site',
        'x-adega-signature': signatureOf(await webhookSecretOf(t), body),
      },
      body,
    });
    expect(response.status).toBe(200);
    // Any other API path keeps its CSRF check.
    const other = await t.request('/api/v1/payments/webhook-x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(other.status).toBe(403);
  });

  it("'refused' for a waiting charge cancels the order and gives the stock back", async () => {
    const stock = await stockOf(t, wine.id);
    const { session, number } = await pixOrder(3);
    expect(await stockOf(t, wine.id)).toBe(stock - 3);
    const { payment } = await orderRow(t, number);
    const control = await sandboxControl(t, session, payment.chargeId ?? '', 'refused');
    expect(control.status).toBe(200);
    expect(control.body).toMatchObject({ webhookStatus: 200, outcome: 'applied' });
    const after = await orderRow(t, number);
    expect(after.order.status).toBe('CANCELADO');
    expect(after.payment.status).toBe('EXPIRED');
    expect(after.payment.message).toBe(CHARGE_REFUSED);
    expect(await stockOf(t, wine.id)).toBe(stock);
  });

  it("'paid' after the order was cancelled by expiry: refunded through the gateway, recorded", async () => {
    // The orders earlier tests left waiting expire first.
    clock.advance(31 * 60_000);
    await jobsOf(t).runDue();
    const stock = await stockOf(t, wine.id);
    const { session, number } = await pixOrder();
    clock.advance(31 * 60_000);
    const ran = await jobsOf(t).runDue();
    expect(ran.failed).toEqual([]);
    const expired = await orderRow(t, number);
    expect(expired.order.status).toBe('CANCELADO');
    expect(expired.payment.message).toBe(PIX_EXPIRED);
    expect(await stockOf(t, wine.id)).toBe(stock);

    // The owner, back after the session's idle time, signs in again to pay.
    const again = await sessionFor(t, session.customerId);
    const control = await sandboxControl(t, again, expired.payment.chargeId ?? '', 'paid');
    expect(control.body).toMatchObject({ outcome: 'refunded' });
    const after = await orderRow(t, number);
    expect(after.order.status).toBe('CANCELADO');
    expect(after.payment.status).toBe('REFUNDED');
    expect(after.payment.message).toBe(PAID_AFTER_CANCEL);
    const [charge] = await t.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, number));
    expect(charge?.status).toBe('REFUNDED');
    expect(await stockOf(t, wine.id)).toBe(stock);
  });
});

describe('status polling and the sandbox control', () => {
  it('the sandbox pays a Pix: the status changes to PAGO', async () => {
    const { session, number, answer } = await pixOrder();
    const path = answer.body.payment.pix.sandboxControl as string;
    const control = await t.request(`${path}/paid`, { method: 'POST', headers: session.headers });
    expect(control.status).toBe(200);
    const status = await getJson(t, session, `/api/v1/me/orders/${number}/status`);
    expect(status.body).toMatchObject({
      status: 'PAGO',
      statusLabel: 'Pago',
      paymentStatus: 'PAID',
    });
    // The waiting instructions are gone once paid.
    const detail = await getJson(t, session, `/api/v1/me/orders/${number}`);
    expect(detail.body.payment.pix).toBeNull();
    expect((await sandboxControl(t, session, 'pix_nao_existe', 'paid')).status).toBe(404);
    expect((await sandboxControl(t, session, 'pix_x', 'pagar')).status).toBe(404);
  });

  it("another customer's order status is 404, a visitor 401, a malformed number 404", async () => {
    const { number } = await pixOrder();
    const stranger = await shopper(t, wine.code, 1);
    expect((await getJson(t, stranger, `/api/v1/me/orders/${number}/status`)).status).toBe(404);
    expect((await getJson(t, null, `/api/v1/me/orders/${number}/status`)).status).toBe(401);
    expect((await getJson(t, stranger, '/api/v1/me/orders/XYZ/status')).status).toBe(404);
  });
});

describe('the cashback credit (CREDITOCLUBE)', () => {
  async function balanceOf(customerId: number) {
    const [row] = await queryRows<{ sum: number }>(
      t.deps.db,
      sql`select coalesce(sum(amount), 0)::int as sum from cashback_ledger where customer_id = ${customerId}`,
    );
    return row?.sum ?? 0;
  }

  it('not covered: 422 with the balance and the total, nothing changed', async () => {
    const session = await shopper(t, wine.code, 1);
    await creditCashback(t.deps.db, session.customerId, 100, TEST_NOW);
    const stock = await stockOf(t, wine.id);
    const cart = await client(t).getCart(session);
    const answer = await placeWith(t, session, 'CREDITOCLUBE');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      PAYMENT_METHOD_TEXTS.cashbackShort(100, Math.round(cart.total * 100)),
    );
    expect(await stockOf(t, wine.id)).toBe(stock);
    expect(await balanceOf(session.customerId)).toBe(100);
    const details = await client(t).rpc(session, 'getPaymentDetails', {});
    const option = details.body.data.methods.find(
      (m: { type: string }) => m.type === 'CREDITOCLUBE',
    );
    expect(option).toMatchObject({ available: false });
  });

  it('covered: the whole order from the balance, PAGO at once', async () => {
    const session = await shopper(t, wine.code, 1);
    await creditCashback(t.deps.db, session.customerId, 50_000, TEST_NOW);
    const cart = await client(t).getCart(session);
    const due = Math.round(cart.total * 100);
    const details = await client(t).rpc(session, 'getPaymentDetails', {});
    expect(
      details.body.data.methods.find((m: { type: string }) => m.type === 'CREDITOCLUBE'),
    ).toMatchObject({ available: true, message: null });
    const answer = await placeWith(t, session, 'CREDITOCLUBE');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ status: 'PAGO', payment: { type: 'CREDITOCLUBE' } });
    expect(await balanceOf(session.customerId)).toBe(50_000 - due);
    const { order } = await orderRow(t, answer.body.orderNumber as string);
    expect(order.cashbackUsed).toBe(due);
    const debits = await t.deps.db
      .select()
      .from(cashbackLedger)
      .where(
        and(
          eq(cashbackLedger.customerId, session.customerId),
          eq(cashbackLedger.orderNumber, order.number),
        ),
      );
    expect(debits.map((d) => d.amount)).toEqual([-due]);
    await t.services.mailer.deliverPending();
    const mail = t.mail.sent.find((m) => m.subject === `Pedido ${order.number} confirmado`);
    expect(mail?.text).toContain('Pago com o seu crédito de cashback.');
  });
});
