/**
 * Issue #14: the process killed (SIGKILL) right after the `orders.expire` job's effect, before
 * the pg-boss runner recorded the job completed; after a restart the runner delivers it again
 * (at once on PGlite, after the job's 20-second expiry on PostgreSQL) and the sweep runs too: the
 * order's stock, coupon use and cashback come back exactly once. A child process runs the job
 * with `ADEGA_CRASH_AT=job:orders.expire`; the test then opens the same database as a restarted
 * server.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { orderHistory } from '../src/db/schema.ts';
import { type AppServices } from '../src/app.ts';
import { manualJobRunner, type JobRunner } from '../src/jobs/runner.ts';
import { EXPIRE_JOB } from '../src/modules/orders/service.ts';
import { createKillTarget, runChildScript, type KillTarget } from './support/kill-target.ts';
import { killRoundCart, serverServices } from './support/kill-services.ts';
import { jobStates, testRunner, waitFor } from './support/jobs.ts';

const here = dirname(fileURLToPath(import.meta.url));
const AHEAD_MS = 31 * 60_000;

let target: KillTarget;

/**
 * Opens the database as a (re)started server would, its clock `aheadMs` in the future; jobs on
 * the pg-boss runner (`pgBoss`) or the manual one.
 */
async function boot(
  aheadMs: number,
  pgBoss: boolean,
): Promise<{ database: Database; services: AppServices; jobs: JobRunner }> {
  const database = await target.open();
  const now = () => new Date(Date.now() + aheadMs);
  const jobs = pgBoss ? await testRunner(database) : manualJobRunner(now);
  return { database, services: serverServices(database, now, jobs), jobs };
}

beforeAll(async () => {
  target = await createKillTarget('adega-expire-kill-');
}, 120_000);
afterAll(() => target.remove());

function runChild(orderId: number) {
  return runChildScript(join(here, 'support/expire-child.ts'), {
    ...target.childEnv,
    ADEGA_CRASH_AT: 'job:orders.expire',
    KILL_ORDER_ID: String(orderId),
    KILL_AHEAD_MS: String(AHEAD_MS),
  });
}

describe('SIGKILL right after the orders.expire effect, then a restart', () => {
  it('stock, coupon and cashback come back exactly once', async () => {
    let { database, services, jobs } = await boot(0, false);
    const db = database.db;
    const { wine, customerId } = await killRoundCart(
      database,
      services,
      'KILLPIX',
      'kill-pix@exemplo.com.br',
    );
    const placed = await services.orders.place(
      customerId,
      'WINE',
      { paymentMethod: 'PIX', installments: 1, payment: { kind: 'none' }, expectedTotal: null },
      { key: 'kill-pix', fingerprint: 'kill-pix' },
    );
    expect(placed.body.status).toBe('AGUARDANDO_PAGAMENTO');
    const [order] = await queryRows<{ id: number; number: string }>(
      db,
      sql`select id, number from orders where customer_id = ${customerId}`,
    );
    if (!order) throw new Error('no order');
    await database.close();

    const child = await runChild(order.id);
    expect(child.signal, child.out).toBe('SIGKILL');

    ({ database, services, jobs } = await boot(AHEAD_MS, true));
    try {
      // The child was killed after the effect committed: already cancelled, stock back.
      const [killed] = await queryRows<{ stock: number; status: string }>(
        database.db,
        sql`select (select stock from products where id = ${wine.id}) as stock,
          (select status from orders where id = ${order.id}) as status`,
      );
      expect(killed).toEqual({ stock: 50, status: 'CANCELADO' });
      expect(await jobStates(database.db, EXPIRE_JOB)).toEqual(['active']);
      // The runner delivers the job again; then the sweep runs as well.
      await jobs.start();
      await waitFor(
        'the redelivered job',
        async () => (await jobStates(database.db, EXPIRE_JOB)).join() === 'completed',
        60_000,
      );
      expect(await services.orders.expireOverdue()).toBe(0);
      const [facts] = await queryRows<{
        stock: number;
        uses: number;
        cashback: number;
        status: string;
        payment: string;
      }>(
        database.db,
        sql`select (select stock from products where id = ${wine.id}) as stock,
          (select count(*)::int from coupon_redemptions where order_number = ${order.number}) as uses,
          (select coalesce(sum(amount), 0)::int from cashback_ledger
            where customer_id = ${customerId}) as cashback,
          (select status from orders where id = ${order.id}) as status,
          (select status from payments where order_id = ${order.id}) as payment`,
      );
      expect(facts).toEqual({
        stock: 50,
        uses: 0,
        cashback: 300,
        status: 'CANCELADO',
        payment: 'EXPIRED',
      });
      const cancelled = await database.db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id));
      expect(cancelled.filter((entry) => entry.status === 'CANCELADO')).toHaveLength(1);
    } finally {
      await jobs.stop({ graceful: true });
      await database.close();
    }
  }, 180_000);
});
