/**
 * Issue #14 after payment (PGlite, or PostgreSQL with DATABASE_URL), with a fake clock and the
 * manual job runner: the sandbox sweep moves a paid order PAGO → FATURADO → ENVIADO → ENTREGUE
 * when its minutes have passed (history dates, e-mails, the nota fiscal, the tracking code),
 * the cashback is credited once (sweep 5× and concurrently), order_cash_back answers pending /
 * credited / canceled for the owner only, and the sandbox control moves one step now.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashbackLedger, invoices, orders, orderTracking } from '../src/db/schema.ts';
import { ADVANCE_JOB } from '../src/modules/fulfilment/service.ts';
import { creditOrderCashback } from '../src/modules/loyalty/service.ts';
import { quickCustomers } from './support/orders.ts';
import {
  advance,
  call,
  fulfilmentApp,
  useFulfilmentApp,
  independentAccessKeyValid,
  independentS10Valid,
  paidOrder,
} from './support/fulfilment.ts';

const f = useFulfilmentApp();

/** The clock `minutes` later, and the sandbox sweep run. */
async function sweepAfter(minutes: number) {
  f.clock.advance(minutes);
  await f.jobs.runCron(ADVANCE_JOB);
}

async function orderRow(orderNumber: string) {
  const [row] = await f.t.deps.db.select().from(orders).where(eq(orders.number, orderNumber));
  if (!row) throw new Error('no order');
  return row;
}

async function detail(session: Parameters<typeof call>[1], orderNumber: string) {
  return call(f.t, session, 'GET', `/api/v1/me/orders/${orderNumber}`);
}

async function mails(kind: string, orderNumber: string) {
  await f.t.services.mailer.deliverPending();
  return f.t.mail.sent.filter(
    (message) => message.kind === kind && message.subject.includes(orderNumber),
  );
}

async function credits(orderNumber: string) {
  return f.t.deps.db
    .select()
    .from(cashbackLedger)
    .where(and(eq(cashbackLedger.orderNumber, orderNumber), eq(cashbackLedger.kind, 'CREDIT')));
}

describe('the sandbox moves a paid order along', () => {
  it('invoices, ships and delivers on schedule, with history, e-mails and the cashback', async () => {
    const { session, orderNumber } = await paidOrder(f, 2);
    const placed = await orderRow(orderNumber);
    // 1.2 % of what the customer paid for the wine (not the visitor's 'up to').
    expect(placed.cashbackEarned).toBe(Math.round((f.wine.sale_price * 2 * 1.2) / 100));
    expect(placed.cashbackEarned).toBeGreaterThan(0);
    const paidAt = f.clock.at;

    let body = (await detail(session, orderNumber)).body;
    expect(body.invoice).toBeNull();
    expect(body.tracking).toBeNull();
    expect(body.cashback).toMatchObject({ status: 'PENDING', type: 'ORDER' });
    expect(body.cashback.text).toMatch(/^Você vai ganhar R\$ \d+,\d{2} de cashback quando/);

    // Not yet: 1 minute after payment.
    await sweepAfter(1);
    expect((await orderRow(orderNumber)).status).toBe('PAGO');

    // 2 minutes: FATURADO, the nota fiscal issued.
    f.clock.advance(1);
    const invoicedAt = f.clock.at;
    await f.jobs.runCron(ADVANCE_JOB);
    body = (await detail(session, orderNumber)).body;
    expect(body.status).toBe('FATURADO');
    expect(body.invoice).toMatchObject({
      series: '1',
      issuedAt: invoicedAt.toISOString(),
      url: `/download-nota-fiscal.ep?orderNumber=${orderNumber}`,
    });
    expect(independentAccessKeyValid(body.invoice.accessKey as string)).toBe(true);
    // cUF 35 (SP), AAMM 2611, the issuer's CNPJ, model 55, series 001, the number.
    expect(body.invoice.accessKey).toMatch(
      new RegExp(`^35261111222333000181550010*${body.invoice.number as string}1\\d{9}$`),
    );
    const [invoiceMail] = await mails('order-faturado', orderNumber);
    expect(invoiceMail?.text).toContain(
      `http://localhost/download-nota-fiscal.ep?orderNumber=${orderNumber}`,
    );

    // 3 more minutes: ENVIADO with a tracking code.
    await sweepAfter(3);
    body = (await detail(session, orderNumber)).body;
    expect(body.status).toBe('ENVIADO');
    expect(body.tracking).toMatchObject({
      carrier: 'Correios',
      shippedAt: f.clock.at.toISOString(),
    });
    expect(independentS10Valid(body.tracking.code as string)).toBe(true);
    expect(body.tracking.url).toContain(body.tracking.code);
    const [shipMail] = await mails('order-enviado', orderNumber);
    expect(shipMail?.text).toContain(body.tracking.code);

    // 4 minutes later: not yet; 5: ENTREGUE and the cashback credited.
    await sweepAfter(4);
    expect((await orderRow(orderNumber)).status).toBe('ENVIADO');
    await sweepAfter(1);
    body = (await detail(session, orderNumber)).body;
    expect(body.status).toBe('ENTREGUE');
    expect(body.cashback).toMatchObject({
      status: 'CREDITED',
      amount: placed.cashbackEarned / 100,
      creditedAt: f.clock.at.toISOString(),
    });
    expect(await credits(orderNumber)).toHaveLength(1);
    const [deliveredMail] = await mails('order-entregue', orderNumber);
    expect(deliveredMail?.text).toContain('de cashback na sua conta');

    // The timeline: one entry per state, with the dates each happened.
    expect(body.history.map((entry: { status: string }) => entry.status)).toEqual([
      'AGUARDANDO_PAGAMENTO',
      'PAGO',
      'FATURADO',
      'ENVIADO',
      'ENTREGUE',
    ]);
    expect(body.history[1].at).toBe(paidAt.toISOString());
    expect(body.history[2].at).toBe(invoicedAt.toISOString());
    expect(body.history[4].at).toBe(f.clock.at.toISOString());
  });

  it('credits the cashback once when the sweep runs 5× and concurrently', async () => {
    const { orderNumber } = await paidOrder(f, 1);
    await sweepAfter(2);
    await sweepAfter(3);
    f.clock.advance(5);
    await Promise.all(Array.from({ length: 5 }, () => f.jobs.runCron(ADVANCE_JOB)));
    for (let i = 0; i < 5; i += 1) await f.jobs.runCron(ADVANCE_JOB);
    const order = await orderRow(orderNumber);
    expect(order.status).toBe('ENTREGUE');
    const rows = await credits(orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(order.cashbackEarned);
    const [counts] = await f.t.deps.db
      .select({
        invoices: sql<number>`(select count(*)::int from ${invoices} where ${invoices.orderId} = ${order.id})`,
        tracking: sql<number>`(select count(*)::int from ${orderTracking} where ${orderTracking.orderId} = ${order.id})`,
      })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(counts).toEqual({ invoices: 1, tracking: 1 });
    expect(await mails('order-entregue', orderNumber)).toHaveLength(1);
  });

  it('credits once even when 5 transactions credit the same order at the same time', async () => {
    const { orderNumber } = await paidOrder(f, 1);
    // Delivered without its credit (as if the step's process died after another credited it).
    await f.t.deps.db
      .update(orders)
      .set({ status: 'ENTREGUE' })
      .where(eq(orders.number, orderNumber));
    const order = await orderRow(orderNumber);
    const credited = await Promise.all(
      Array.from({ length: 5 }, () =>
        f.t.deps.db.transaction((tx) => creditOrderCashback(tx, order, f.clock.at)),
      ),
    );
    expect(credited.filter((amount) => amount > 0)).toEqual([order.cashbackEarned]);
    expect(await credits(orderNumber)).toHaveLength(1);
  });
});

describe('POST /api/v1/me/loyalty/order_cash_back', () => {
  const ask = (session: Parameters<typeof call>[1], body: unknown) =>
    call(f.t, session, 'POST', '/api/v1/me/loyalty/order_cash_back', body);

  it('answers pending, credited and canceled to the owner', async () => {
    const { session, orderNumber } = await paidOrder(f, 1);
    const pending = await ask(session, { orderNumber, type: 'ORDER' });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({
      orderNumber,
      type: 'ORDER',
      status: 'PENDING',
      creditedAt: null,
    });
    // Lower case and spaces are the same number.
    expect(
      (await ask(session, { orderNumber: ` ${orderNumber.toLowerCase()} `, type: 'ORDER' })).body
        .status,
    ).toBe('PENDING');

    for (let i = 0; i < 3; i += 1)
      expect((await advance(f.t, session, orderNumber)).status).toBe(200);
    const credited = await ask(session, { orderNumber, type: 'ORDER' });
    expect(credited.body.status).toBe('CREDITED');
    expect(credited.body.text).toMatch(/de cashback creditado em \d{2}\/\d{2}\/\d{4}\.$/);

    const other = await paidOrder(f, 1);
    await f.t.deps.db
      .update(orders)
      .set({ status: 'CANCELADO' })
      .where(eq(orders.number, other.orderNumber));
    const canceled = await ask(other.session, { orderNumber: other.orderNumber, type: 'ORDER' });
    expect(canceled.body).toMatchObject({ status: 'CANCELED' });
    expect(canceled.body.text).toMatch(/cancelado/);
  });

  it('answers 404 for another customer and unknown orders, 422 for bad input, 401 for visitors', async () => {
    const { orderNumber } = await paidOrder(f, 1);
    const [stranger] = await quickCustomers(f.t, 1);
    if (!stranger) throw new Error('no customer');
    const notMine = await ask(stranger, { orderNumber, type: 'ORDER' });
    expect(notMine.status).toBe(404);
    expect(notMine.body.message).toBe('Pedido não encontrado.');
    expect((await ask(stranger, { orderNumber: 'AD999999990', type: 'ORDER' })).status).toBe(404);
    expect((await ask(stranger, { orderNumber: 'nada', type: 'ORDER' })).status).toBe(404);
    for (const bad of [
      {},
      { orderNumber },
      { orderNumber, type: 'CART' },
      { type: 'ORDER' },
      { orderNumber: 7, type: 'ORDER' },
      { orderNumber, type: 'ORDER', extra: 1 },
    ]) {
      const answer = await ask(stranger, bad);
      expect(answer.status).toBe(422);
      expect(typeof answer.body.message).toBe('string');
    }
    expect((await ask(null, { orderNumber, type: 'ORDER' })).status).toBe(401);
  });
});

describe('POST /sandbox/orders/{orderNumber}/advance', () => {
  it('moves the owner order one step now, 409 once delivered, 404 for others', async () => {
    const { session, orderNumber } = await paidOrder(f, 1);
    const first = await advance(f.t, session, orderNumber);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      orderNumber,
      status: 'FATURADO',
      statusLabel: 'Faturado',
      paymentStatus: 'CAPTURED',
    });
    expect((await advance(f.t, session, orderNumber)).body.status).toBe('ENVIADO');
    expect((await advance(f.t, session, orderNumber)).body.status).toBe('ENTREGUE');
    const done = await advance(f.t, session, orderNumber);
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('Este pedido não avança mais no sandbox: está entregue.');

    const [stranger] = await quickCustomers(f.t, 1);
    if (!stranger) throw new Error('no customer');
    const other = await paidOrder(f, 1);
    expect((await advance(f.t, stranger, other.orderNumber)).status).toBe(404);
    expect((await orderRow(other.orderNumber)).status).toBe('PAGO');
    expect((await advance(f.t, stranger, 'AD-nada')).status).toBe(404);
    expect((await advance(f.t, null, other.orderNumber)).status).toBe(401);

    // An order still waiting for its payment (Pix, boleto) does not move.
    await f.t.deps.db
      .update(orders)
      .set({ status: 'AGUARDANDO_PAGAMENTO' })
      .where(eq(orders.number, other.orderNumber));
    const waiting = await advance(f.t, other.session, other.orderNumber);
    expect(waiting.status).toBe(409);
    expect(waiting.body.message).toBe(
      'Este pedido ainda aguarda o pagamento: ele só avança depois de pago.',
    );
  });
});

describe('outside the sandbox', () => {
  it('has no advance control and the sweep moves nothing', async () => {
    const production = await fulfilmentApp({
      PAYMENT_ENV: 'production',
      PAYMENTS_WEBHOOK_SECRET: 'a-production-webhook-secret',
    });
    try {
      const { session, orderNumber } = await paidOrder(production, 1);
      expect((await advance(production.t, session, orderNumber)).status).toBe(404);
      production.clock.advance(60);
      await production.jobs.runCron(ADVANCE_JOB);
      const [row] = await production.t.deps.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.number, orderNumber));
      expect(row?.status).toBe('PAGO');
    } finally {
      await production.t.close();
    }
  });
});
