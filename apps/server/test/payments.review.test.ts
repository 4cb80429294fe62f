/**
 * Issue #33 F14 (ADR 0047) through the HTTP app (PGlite, or PostgreSQL with DATABASE_URL): a
 * signed 'paid' event whose amount is not the order's puts the order in review (EM_ANALISE),
 * the gateway refunds the amount received exactly once (a replay refunds nothing more), the
 * order never becomes PAGO by that event, and the nightly reconciliation lists it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderHistory, reconciliationReports, sandboxCharges } from '../src/db/schema.ts';
import { RECONCILE_JOB } from '../src/modules/fulfilment/service.ts';
import { EXPIRE_SWEEP_JOB } from '../src/modules/orders/service.ts';
import { createTestApp, TEST_NOW, type TestApp } from './support/app.ts';
import { client, PLAIN_WINE } from './support/cart-client.ts';
import {
  eventBody,
  getJson,
  jobsOf,
  movableClock,
  orderRow,
  placeWith,
  postWebhook,
  shopper,
  stockOf,
} from './support/payments.ts';

const clock = movableClock(TEST_NOW);
let t: TestApp;
let wine: { id: number; code: string; sale_price: number };

beforeAll(async () => {
  t = await createTestApp({ products: 200, now: clock.now });
  wine = await client(t).productWhere(`${PLAIN_WINE} and p.sale_price between 5000 and 20000`);
});
afterAll(async () => {
  await t.close();
});

describe('a paid event of another amount (F14)', () => {
  it('puts the order in review, refunds the amount received once, and is reconciled', async () => {
    const stockBefore = await stockOf(t, wine.id);
    const session = await shopper(t, wine.code, 1);
    const placed = await placeWith(t, session, 'PIX');
    expect(placed.status).toBe(201);
    const number = placed.body.orderNumber as string;
    const { order, payment } = await orderRow(t, number);
    const received = payment.amount - 1000;
    const refunds = vi.spyOn(t.services.gateway, 'refundReceived');

    const body = eventBody('evt_short', 'paid', payment.chargeId ?? '', number, received);
    const first = await postWebhook(t, body);
    expect(first.status).toBe(200);
    expect(first.body.outcome).toBe('review');
    // The same event again, and again at once: recorded, nothing more refunded.
    const replays = await Promise.all([1, 2, 3].map(() => postWebhook(t, body)));
    expect(replays.map((r) => r.body.outcome)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    // Another delivery of the wrong amount (a new id) finds the order in review: ignored.
    const other = eventBody('evt_short_2', 'paid', payment.chargeId ?? '', number, received);
    expect((await postWebhook(t, other)).body.outcome).toBe('ignored');

    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds).toHaveBeenCalledWith(number, received);
    refunds.mockRestore();
    const [charge] = await t.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, number));
    expect(charge).toMatchObject({ status: 'REFUNDED', refundedAmount: received });

    const after = await orderRow(t, number);
    expect(after.order.status).toBe('EM_ANALISE');
    expect(after.payment.status).toBe('REFUNDED');
    expect(after.payment.message).toMatch(/estornado e o pedido está em análise/);
    const history = await t.deps.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id));
    expect(history.map((h) => h.status)).toEqual(['AGUARDANDO_PAGAMENTO', 'EM_ANALISE']);
    // Reservations stay until an operator decides (ADR 0047).
    expect(await stockOf(t, wine.id)).toBe(stockBefore - 1);

    // The customer sees it; the expiry does not cancel it.
    const status = await getJson(t, session, `/api/v1/me/orders/${number}/status`);
    expect(status.body).toMatchObject({ status: 'EM_ANALISE', statusLabel: 'Em análise' });
    clock.advance(2 * 60 * 60_000);
    await jobsOf(t).runCron(EXPIRE_SWEEP_JOB);
    expect((await orderRow(t, number)).order.status).toBe('EM_ANALISE');

    // The right amount arriving later does not make it PAGO by itself: the operator decides.
    const right = eventBody('evt_right', 'paid', payment.chargeId ?? '', number, payment.amount);
    expect((await postWebhook(t, right)).body.outcome).toBe('ignored');
    expect((await orderRow(t, number)).order.status).toBe('EM_ANALISE');

    await jobsOf(t).runCron(RECONCILE_JOB);
    const [report] = await t.deps.db.select().from(reconciliationReports);
    expect(report?.counts).toMatchObject({ EM_ANALISE: 1 });
    expect(report?.orders).toContainEqual(
      expect.objectContaining({ orderNumber: number, state: 'EM_ANALISE', paymentType: 'PIX' }),
    );
  });
});
