/**
 * Issue #14 expiry of unpaid Pix orders on the JobRunner (manual runner, fake clock; PGlite or
 * PostgreSQL): `orders.expire` at the expiry and the every-minute sweep give back stock, the
 * coupon use and the cashback exactly once, however often they run. Issue #33 F14 (ADR 0047): a
 * 'paid' event of another amount puts the order in review (EM_ANALISE), the gateway refunds the
 * amount received exactly once, the expiry leaves it alone and the reconciliation lists it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  cashbackLedger,
  couponRedemptions,
  orderHistory,
  orders,
  payments,
  reconciliationReports,
  sandboxCharges,
} from '../src/db/schema.ts';
import { RECONCILE_JOB } from '../src/modules/fulfilment/service.ts';
import { EXPIRE_JOB, EXPIRE_SWEEP_JOB, PIX_EXPIRED } from '../src/modules/orders/service.ts';
import { TEST_NOW } from './support/app.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
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
import { useTestApp } from './support/suite.ts';
import { creditCashback, insertCoupon } from './support/money.ts';

const clock = movableClock(TEST_NOW);
let wine: { id: number; code: string; sale_price: number };

const t = useTestApp({ products: 200, now: clock.now });
beforeAll(async () => {
  wine = await client(t).productWhere(MID_PRICED_WINE);
});

async function balanceOf(customerId: number) {
  const [row] = await queryRows<{ sum: number }>(
    t.deps.db,
    sql`select coalesce(sum(amount), 0)::int as sum from cashback_ledger where customer_id = ${customerId}`,
  );
  return row?.sum ?? 0;
}

describe('an unpaid Pix expires', () => {
  it('stock, coupon and cashback come back exactly once (job twice, then the sweep)', async () => {
    const session = await shopper(t, wine.code, 4);
    await insertCoupon(t.deps.db, { code: 'PIXEXPIRA', usageLimit: 10 });
    await creditCashback(t.deps.db, session.customerId, 1000, TEST_NOW);
    const rpc = (name: string, body: unknown) => client(t).rpc(session, name, body);
    expect((await rpc('applyCode', { code: 'PIXEXPIRA' })).status).toBe(200);
    expect((await rpc('setUseCashBack', { value: true })).status).toBe(200);
    const stock = await stockOf(t, wine.id);
    const answer = await placeWith(t, session, 'PIX');
    expect(answer.status).toBe(201);
    const number = answer.body.orderNumber as string;
    expect(await stockOf(t, wine.id)).toBe(stock - 4);
    expect(await balanceOf(session.customerId)).toBe(0);
    expect(await t.deps.db.select().from(couponRedemptions)).toHaveLength(1);
    const { order } = await orderRow(t, number);
    expect(jobsOf(t).queued).toEqual([
      expect.objectContaining({
        name: EXPIRE_JOB,
        data: { orderId: order.id },
        startAfter: TEST_NOW.getTime() + 30 * 60_000,
      }),
    ]);

    // Before the expiry nothing runs, and the effect refuses to run early.
    clock.advance(29 * 60_000);
    expect((await jobsOf(t).runDue()).ran).toBe(0);
    expect(await t.services.orders.expire(order.id)).toBe(false);
    await jobsOf(t).runCron(EXPIRE_SWEEP_JOB);
    expect((await orderRow(t, number)).order.status).toBe('AGUARDANDO_PAGAMENTO');

    clock.advance(2 * 60_000);
    const first = await jobsOf(t).runDue();
    expect(first).toEqual({ ran: 1, failed: [] });
    // Run again by hand (a redelivered job), and the sweep twice: nothing more.
    expect(await t.services.orders.expire(order.id)).toBe(false);
    await jobsOf(t).send(EXPIRE_JOB, { orderId: order.id });
    expect((await jobsOf(t).runDue()).failed).toEqual([]);
    await jobsOf(t).runCron(EXPIRE_SWEEP_JOB);
    await jobsOf(t).runCron(EXPIRE_SWEEP_JOB);

    const after = await orderRow(t, number);
    expect(after.order.status).toBe('CANCELADO');
    expect(after.order.placement).toBe('DONE');
    expect(after.payment.status).toBe('EXPIRED');
    expect(await stockOf(t, wine.id)).toBe(stock);
    expect(await t.deps.db.select().from(couponRedemptions)).toHaveLength(0);
    expect(await balanceOf(session.customerId)).toBe(1000);
    const reversals = await t.deps.db
      .select()
      .from(cashbackLedger)
      .where(and(eq(cashbackLedger.orderNumber, number), eq(cashbackLedger.kind, 'CREDIT')));
    expect(reversals).toHaveLength(1);
    // ADR 0023: the reversal credit names its source, unique per order.
    expect(reversals[0]?.source).toBe(`estorno:${String(order.id)}`);
    const history = await t.deps.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id));
    expect(history.map((h) => [h.status, h.note])).toEqual([
      ['AGUARDANDO_PAGAMENTO', null],
      ['CANCELADO', PIX_EXPIRED],
    ]);
    await t.services.mailer.deliverPending();
    expect(
      t.mail.sent.filter((m) => m.kind === 'order-cancelled' && m.subject.includes(number)),
    ).toHaveLength(1);
    const [charge] = await t.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, number));
    expect(charge?.status).toBe('CANCELLED');
    // Still the customer's order, shown cancelled with the reason.
    // (Through the service: the test session went idle while the clock moved.)
    const body = await t.services.orders.detail(session.customerId, number);
    expect(body.status).toBe('CANCELADO');
    expect(body.payment.pix).toBeNull();
  });

  it('the sweep catches an order whose job was lost', async () => {
    const session = await shopper(t, wine.code, 1);
    const stock = await stockOf(t, wine.id);
    const answer = await placeWith(t, session, 'PIX');
    const number = answer.body.orderNumber as string;
    // The queued job is lost (a crash between commit and send).
    const queued = jobsOf(t).queued as unknown[];
    queued.splice(0, queued.length);
    clock.advance(31 * 60_000);
    await jobsOf(t).runCron(EXPIRE_SWEEP_JOB);
    expect((await orderRow(t, number)).order.status).toBe('CANCELADO');
    expect(await stockOf(t, wine.id)).toBe(stock);
    await jobsOf(t).runCron(EXPIRE_SWEEP_JOB);
    expect(await stockOf(t, wine.id)).toBe(stock);
  });

  it('concurrent expiry effects: one cancellation', async () => {
    const session = await shopper(t, wine.code, 2);
    const stock = await stockOf(t, wine.id);
    const answer = await placeWith(t, session, 'PIX');
    const { order } = await orderRow(t, answer.body.orderNumber as string);
    clock.advance(31 * 60_000);
    const results = await Promise.all([
      t.services.orders.expire(order.id),
      t.services.orders.expire(order.id),
      t.services.orders.expireOverdue(),
    ]);
    expect(results.filter((r) => r === true || r === 1)).toHaveLength(1);
    expect(await stockOf(t, wine.id)).toBe(stock);
  });

  it('a crash between reserve and issue is settled by the recovery: issued → waits, else undone', async () => {
    const session = await shopper(t, wine.code, 2);
    const stock = await stockOf(t, wine.id);
    const answer = await placeWith(t, session, 'PIX');
    const number = answer.body.orderNumber as string;
    const { order } = await orderRow(t, number);
    // As a killed process leaves it: PLACING, the payment PENDING (the charge issued or not).
    const interrupt = async () => {
      await t.deps.db.update(orders).set({ placement: 'PLACING' }).where(eq(orders.id, order.id));
      await t.deps.db
        .update(payments)
        .set({ status: 'PENDING', chargeId: null, brCode: null, expiresAt: null })
        .where(eq(payments.orderId, order.id));
    };
    await interrupt();
    expect(await t.services.orders.recover(0)).toEqual({ completed: 1, undone: 0 });
    const waiting = await orderRow(t, number);
    expect(waiting.order.placement).toBe('DONE');
    expect(waiting.payment.status).toBe('WAITING');
    expect(waiting.payment.brCode).toBe(answer.body.payment.pix.brCode);

    await interrupt();
    await t.deps.db.delete(sandboxCharges).where(eq(sandboxCharges.reference, number));
    expect(await t.services.orders.recover(0)).toEqual({ completed: 0, undone: 1 });
    const undone = await orderRow(t, number);
    expect(undone.order.status).toBe('CANCELADO');
    expect(undone.order.placement).toBe('UNDONE');
    expect(await stockOf(t, wine.id)).toBe(stock);
  });
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
