/**
 * The premium plan's monthly cashback credit (issue #15, ADR 0021): once per month per active
 * premium subscription whose plan gives cashback above zero; the job run twice (or concurrently)
 * the same month credits once; paused, cancelled and zero-cashback subscriptions get nothing.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashbackLedger } from '../src/db/schema.ts';
import type { ManualJobRunner } from '../src/jobs/runner.ts';
import {
  MONTHLY_CASHBACK_JOB,
  monthlyCashbackSource,
} from '../src/modules/subscriptions/service.ts';
import { TEST_NOW } from './support/app.ts';
import { insertSubscription } from './support/subscriptions.ts';
import { oneCustomer } from './support/orders.ts';
import { useTestApp } from './support/suite.ts';

let jobs: ManualJobRunner;
let clock = TEST_NOW;

const t = useTestApp({ products: 60, now: () => clock });
beforeAll(async () => {
  jobs = t.services.jobs as ManualJobRunner;
});

async function premium(
  state: 'ACTIVE' | 'ON_HOLD' | 'CANCELED',
  monthlyCashback: number,
  start = '2026-11-22',
) {
  const session = await oneCustomer(t);
  return insertSubscription(t, session.customerId, 'CASHBACK', {
    state,
    anchorDay: Number(start.slice(8)),
    monthlyCashback,
    currentPeriodStart: start,
  });
}

const creditsOf = (customerId: number) =>
  t.deps.db
    .select({ amount: cashbackLedger.amount, source: cashbackLedger.source })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.customerId, customerId))
    .orderBy(cashbackLedger.id);

describe(`${MONTHLY_CASHBACK_JOB} job`, () => {
  it('credits once a month; a replayed or concurrent run credits once', async () => {
    const active = await premium('ACTIVE', 2000);
    const none = await premium('ACTIVE', 0);
    const paused = await premium('ON_HOLD', 2000);
    const cancelled = await premium('CANCELED', 2000);
    const future = await premium('ACTIVE', 2000, '2026-11-30');

    await jobs.runCron(MONTHLY_CASHBACK_JOB);
    await Promise.all([jobs.runCron(MONTHLY_CASHBACK_JOB), jobs.runCron(MONTHLY_CASHBACK_JOB)]);
    expect(await creditsOf(active.customerId)).toEqual([
      { amount: 2000, source: monthlyCashbackSource(active.id, '2026-11-22') },
    ]);
    for (const row of [none, paused, cancelled, future]) {
      expect(await creditsOf(row.customerId)).toEqual([]);
    }

    clock = new Date('2026-12-05T12:00:00-03:00');
    await jobs.runCron(MONTHLY_CASHBACK_JOB);
    await jobs.runCron(MONTHLY_CASHBACK_JOB);
    expect((await creditsOf(active.customerId)).map((c) => c.source)).toEqual([
      'assinatura:' + String(active.id) + ':2026-11',
      'assinatura:' + String(active.id) + ':2026-12',
    ]);
    expect(await creditsOf(future.customerId)).toEqual([
      { amount: 2000, source: monthlyCashbackSource(future.id, '2026-12-05') },
    ]);
    expect(await creditsOf(none.customerId)).toEqual([]);
    clock = TEST_NOW;
  });
});
