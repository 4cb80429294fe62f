/**
 * The daily billing job `subscriptions.bill` (issue #15, ADR 0021) with the manual job runner and
 * a fake clock over 14 months across 31 January and the leap year 2028: one renewal order per
 * paid period, none while paused, a refused card retried on days 1, 3 and 7 then PAST_DUE and
 * cancelled, the job run twice a day charging once, missed days caught up.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  customers,
  orders,
  outboxEmails,
  sandboxAuthorizations,
  subscriptionPeriods,
  subscriptions,
} from '../src/db/schema.ts';
import type { ManualJobRunner } from '../src/jobs/runner.ts';
import { ADVANCE_JOB } from '../src/modules/fulfilment/service.ts';
import { renewalOrders } from '../src/modules/orders/service.ts';
import { billDue, BILLING_JOB } from '../src/modules/subscriptions/service.ts';
import { TEST_NOW } from './support/app.ts';
import { insertSubscription, insertCard } from './support/subscriptions.ts';
import { oneCustomer } from './support/orders.ts';
import { useTestApp } from './support/suite.ts';

let jobs: ManualJobRunner;
let clock = TEST_NOW;

const t = useTestApp({ products: 60, now: () => clock });
beforeAll(async () => {
  jobs = t.services.jobs as ManualJobRunner;
});

const noonOf = (day: string) => new Date(`${day}T12:00:00-03:00`);

function nextDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Runs the job (twice) every day from `from` to `to`, calling `onDay` first. */
async function runDays(from: string, to: string, onDay?: (day: string) => Promise<void>) {
  for (let day = from; day <= to; day = nextDay(day)) {
    clock = noonOf(day);
    if (onDay) await onDay(day);
    await jobs.runCron(BILLING_JOB);
    await jobs.runCron(BILLING_JOB);
  }
}

async function subscriber(token: string | null, nextBillingDate = '2028-01-31') {
  const session = await oneCustomer(t);
  const card = token ? await insertCard(t, session.customerId, token) : null;
  const row = await insertSubscription(t, session.customerId, 'BILL', {
    anchorDay: Number(nextBillingDate.slice(8)),
    currentPeriodStart: '2027-12-31',
    currentPeriodEnd: nextBillingDate,
    nextBillingDate,
    cardId: card?.id ?? null,
  });
  return { customerId: session.customerId, id: row.id };
}

const ordersOf = (customerId: number) =>
  t.deps.db
    .select({ number: orders.number, status: orders.status, total: orders.total })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(orders.id);

const periodsOf = (id: number) =>
  t.deps.db
    .select({ start: subscriptionPeriods.periodStart, status: subscriptionPeriods.status })
    .from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.subscriptionId, id))
    .orderBy(subscriptionPeriods.periodStart);

const subOf = async (id: number) =>
  (await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];

/** The sandbox's authorisations of these orders (and their retries), oldest first. */
const authorisationsOf = async (numbers: string[]) =>
  (
    await t.deps.db
      .select()
      .from(sandboxAuthorizations)
      .orderBy(sandboxAuthorizations.createdAt, sandboxAuthorizations.reference)
  ).filter((a) => numbers.some((n) => a.reference.startsWith(n)));

describe(`${BILLING_JOB} job`, () => {
  it('14 months across 31 Jan and 29 Feb 2028: one order per paid period, none while paused, twice a day charges once', async () => {
    const paying = await subscriber('sbx_ok');
    const pausing = await subscriber('sbx_ok');
    await runDays('2028-01-01', '2029-02-28', async (day) => {
      if (day === '2028-03-01')
        await t.services.subscriptions.act(pausing.customerId, pausing.id, 'pause');
      if (day === '2028-06-15')
        await t.services.subscriptions.act(pausing.customerId, pausing.id, 'resume');
    });
    const expected = [
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
      '2028-07-31',
      '2028-08-31',
      '2028-09-30',
      '2028-10-31',
      '2028-11-30',
      '2028-12-31',
      '2029-01-31',
      '2029-02-28',
    ];
    expect(await periodsOf(paying.id)).toEqual(
      expected.map((start) => ({ start, status: 'PAID' })),
    );
    const paid = await ordersOf(paying.customerId);
    expect(paid).toHaveLength(14);
    expect(paid.every((o) => o.status === 'PAGO' && o.total === 1990)).toBe(true);
    const auths = await authorisationsOf(paid.map((o) => o.number));
    expect(auths).toHaveLength(14);
    expect(auths.every((a) => a.status === 'CAPTURED')).toBe(true);
    expect(await subOf(paying.id)).toMatchObject({
      state: 'ACTIVE',
      nextBillingDate: '2029-03-31',
      currentPeriodEnd: '2029-03-31',
    });

    const paused = await periodsOf(pausing.id);
    expect(paused.filter((p) => p.status === 'SKIPPED').map((p) => p.start)).toEqual([
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
    expect(await ordersOf(pausing.customerId)).toHaveLength(11);
  });

  it('a refused card: PAST_DUE, retries on days 1, 3 and 7, then cancelled; an e-mail per step', async () => {
    const refused = await subscriber('sbxr_no');
    const noCard = await subscriber(null);
    await runDays('2028-01-30', '2028-02-02');
    expect(await subOf(refused.id)).toMatchObject({
      state: 'PAST_DUE',
      nextBillingDate: '2028-02-29',
    });
    await runDays('2028-02-03', '2028-02-10');
    expect(await subOf(refused.id)).toMatchObject({ state: 'CANCELED' });
    const [order] = await ordersOf(refused.customerId);
    expect(await ordersOf(refused.customerId)).toHaveLength(1);
    expect(order?.status).toBe('CANCELADO');
    const auths = await authorisationsOf([order?.number ?? '-']);
    expect(
      auths.map((a) => [a.reference, a.status, a.createdAt.toISOString().slice(0, 10)]),
    ).toEqual(
      [
        [order?.number, 'REFUSED', '2028-01-31'],
        [`${order?.number ?? ''}-R1`, 'REFUSED', '2028-02-01'],
        [`${order?.number ?? ''}-R2`, 'REFUSED', '2028-02-03'],
        [`${order?.number ?? ''}-R3`, 'REFUSED', '2028-02-07'],
      ].map(([r, s, d]) => [r, s, d]),
    );
    const [who] = await t.deps.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, refused.customerId));
    const subjects = await t.deps.db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.kind, 'subscription'), eq(outboxEmails.toAddress, who?.email ?? '')),
      )
      .orderBy(outboxEmails.id);
    expect(subjects.map((m) => m.subject)).toEqual([
      ...Array.from({ length: 3 }, () => 'Não conseguimos cobrar a sua assinatura'),
      'Assinatura cancelada',
    ]);
    expect(await subOf(noCard.id)).toMatchObject({ state: 'CANCELED' });
    expect(await periodsOf(noCard.id)).toEqual([{ start: '2028-01-31', status: 'CANCELED' }]);
    // Later days change nothing.
    await runDays('2028-03-01', '2028-03-01');
    expect(await ordersOf(refused.customerId)).toHaveLength(1);
  });

  it('catches up missed days: one run bills every period due', async () => {
    const late = await subscriber('sbx_ok');
    clock = noonOf('2028-04-05');
    await jobs.runCron(BILLING_JOB);
    expect((await periodsOf(late.id)).map((p) => p.start)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
    expect(await subOf(late.id)).toMatchObject({ nextBillingDate: '2028-04-30' });
    clock = TEST_NOW;
  });

  it('a run that dies after the authorisation leaves the period PENDING; the next charges once', async () => {
    const sub = await subscriber('sbx_ok');
    clock = noonOf('2028-01-31');
    const gateway = t.services.gateway;
    const dying = {
      ...gateway,
      capture: () => Promise.reject(new Error('processo encerrado')),
    };
    await expect(
      billDue({
        db: t.deps.db,
        now: () => clock,
        gateway: dying,
        mailer: t.services.mailer,
        renewals: renewalOrders,
        onMailQueued: () => undefined,
      }),
    ).rejects.toThrow('processo encerrado');
    expect(await periodsOf(sub.id)).toEqual([{ start: '2028-01-31', status: 'PENDING' }]);
    await jobs.runCron(BILLING_JOB);
    await jobs.runCron(BILLING_JOB);
    expect(await periodsOf(sub.id)).toEqual([{ start: '2028-01-31', status: 'PAID' }]);
    const paid = await ordersOf(sub.customerId);
    expect(paid.map((o) => o.status)).toEqual(['PAGO']);
    const auths = await authorisationsOf(paid.map((o) => o.number));
    expect(auths.map((a) => a.status)).toEqual(['CAPTURED']);
    // The renewal order goes through fulfilment like any other paid order.
    for (const minutes of [3, 6, 12]) {
      clock = new Date(noonOf('2028-01-31').getTime() + minutes * 60_000);
      await jobs.runCron(ADVANCE_JOB);
    }
    expect((await ordersOf(sub.customerId)).map((o) => o.status)).toEqual(['ENTREGUE']);
    clock = TEST_NOW;
  });
});
