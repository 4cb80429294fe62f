/**
 * Issue #13: SIGKILL of the process at each step of placement (after reserving, after the
 * authorisation, after the capture), then a restart: the boot's recovery pass settles the order —
 * no order without its payment record, none left PLACING, and no stock, coupon use or cashback
 * lost or taken twice. A child process places the order with `ADEGA_CRASH_AT=<step>`; the test
 * then opens the same database as a restarted server would. The issue's ×20 rounds per step run
 * on PostgreSQL (CI); on PGlite one round per step (a child opening the data directory is slow).
 * KILL_ROUNDS overrides both.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/db/client.ts';
import { orders } from '../src/db/schema.ts';
import { type AppServices } from '../src/app.ts';
import { CRASH_STEPS } from '../src/modules/orders/crash.ts';
import { createKillTarget, runChildScript, type KillTarget } from './support/kill-target.ts';
import { killRoundCart, serverServices } from './support/kill-services.ts';
import { APPROVED_CARD, newCardBody } from './support/orders.ts';

const here = dirname(fileURLToPath(import.meta.url));
const pgUrl = process.env.DATABASE_URL?.trim();
const ROUNDS = Number(process.env.KILL_ROUNDS ?? (pgUrl ? 20 : 1));

let target: KillTarget;

/** Opens the database as a (re)started server: migrations, services, the recovery pass. */
async function boot(): Promise<{ database: Database; services: AppServices }> {
  const database = await target.open();
  return { database, services: serverServices(database) };
}

beforeAll(async () => {
  target = await createKillTarget('adega-kill-');
}, 120_000);
afterAll(() => target.remove());

function runChild(step: string, customerId: number, body: unknown) {
  return runChildScript(join(here, 'support/kill-child.ts'), {
    ...target.childEnv,
    ADEGA_CRASH_AT: step,
    KILL_CUSTOMER_ID: String(customerId),
    KILL_BODY: JSON.stringify(body),
    KILL_KEY: `kill-${step}-${String(customerId)}`,
  });
}

describe('SIGKILL at each step of placement, then a restart', () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const step of CRASH_STEPS) {
      it(`killed at '${step}' (round ${String(round + 1)}): recovered without loss`, async () => {
        // Set-up as a running server: a customer with a cart, a coupon and cashback in use.
        let { database, services } = await boot();
        const { wine, customerId, owner } = await killRoundCart(
          database,
          services,
          `KILL${String(round)}${step}`,
          `kill-${String(round)}-${step}@exemplo.com.br`,
        );
        const body = await newCardBody({ services } as never, APPROVED_CARD);
        await database.close();

        const child = await runChild(step, customerId, body);
        expect(child.signal, child.out).toBe('SIGKILL');

        ({ database, services } = await boot());
        try {
          await services.orders.recover();
          const rows = await queryRows<{
            status: string;
            placement: string;
            payment: string | null;
            number: string;
            cashback_used: number;
          }>(
            database.db,
            sql`select o.status, o.placement, o.number, o.cashback_used,
                (select p.status from payments p where p.order_id = o.id) as payment
              from orders o where o.customer_id = ${customerId}`,
          );
          expect(rows).toHaveLength(1);
          const [order] = rows;
          if (!order) throw new Error('no order');
          expect(order.payment).not.toBeNull();
          expect(order.placement).not.toBe('PLACING');
          const paid = order.status === 'PAGO';
          // Killed before the gateway: undone; once authorised: completed.
          expect(paid).toBe(step !== 'reserved');
          const [facts] = await queryRows<{ stock: number; uses: number; cashback: number }>(
            database.db,
            sql`select (select stock from products where id = ${wine.id}) as stock,
              (select count(*)::int from coupon_redemptions where order_number = ${order.number}) as uses,
              (select coalesce(sum(amount), 0)::int from cashback_ledger
                where customer_id = ${customerId}) as cashback`,
          );
          expect(facts).toEqual(
            paid
              ? { stock: 47, uses: 1, cashback: 300 - order.cashback_used }
              : { stock: 50, uses: 0, cashback: 300 },
          );
          const cart = await services.cart.view(owner, 'WINE');
          expect(cart.numItems).toBe(paid ? 0 : 3);
          const [stuck] = await database.db
            .select({ id: orders.id })
            .from(orders)
            .where(eq(orders.placement, 'PLACING'));
          expect(stuck).toBeUndefined();
        } finally {
          await database.close();
        }
      }, 60_000);
    }
  }
});
