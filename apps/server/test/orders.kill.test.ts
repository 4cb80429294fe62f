/**
 * Issue #13: SIGKILL of the process at each step of placement (after reserving, after the
 * authorisation, after the capture), then a restart: the boot's recovery pass settles the order —
 * no order without its payment record, none left PLACING, and no stock, coupon use or cashback
 * lost or taken twice. A child process places the order with `ADEGA_CRASH_AT=<step>`; the test
 * then opens the same database as a restarted server would. The issue's ×20 rounds per step run
 * on PostgreSQL (CI); on PGlite one round per step (a child opening the data directory is slow).
 * KILL_ROUNDS overrides both.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { cashbackLedger, coupons, orders, products } from '../src/db/schema.ts';
import { createServices, type AppServices } from '../src/app.ts';
import { CRASH_STEPS } from '../src/modules/orders/crash.ts';
import { seedDatabase } from '../src/seed/run.ts';
import { newShippingAddressInput } from '../src/modules/checkout/routes.ts';
import { ADDRESS } from './support/address.ts';
import { TEST_NOW } from './support/app.ts';
import { createTestDatabase } from './support/database.ts';
import { APPROVED_CARD, newCardBody } from './support/orders.ts';

const here = dirname(fileURLToPath(import.meta.url));
const pgUrl = process.env.DATABASE_URL?.trim();
const ROUNDS = Number(process.env.KILL_ROUNDS ?? (pgUrl ? 20 : 1));

let dataDir = '';
let dropPg: (() => Promise<void>) | null = null;
let childUrl: string | undefined;

/** Opens the database as a (re)started server: migrations, services, the recovery pass. */
async function boot(): Promise<{ database: Database; services: AppServices }> {
  const database = childUrl
    ? await openDatabase({ kind: 'postgres', url: childUrl })
    : await openDatabase({ kind: 'pglite', dataDir });
  await runMigrations(database);
  const services = createServices({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' }),
    database,
    db: database.db,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    mailTransport: { send: () => Promise.resolve() },
  });
  return { database, services };
}

beforeAll(async () => {
  if (pgUrl) {
    const created = await createTestDatabase();
    await seedDatabase(created.database.db, { products: 60, now: TEST_NOW });
    dropPg = created.drop;
    // The child reaches the same database by URL (the test database's name is in its handle).
    const [row] = await queryRows<{ name: string }>(
      created.database.db,
      sql`select current_database() as name`,
    );
    const url = new URL(pgUrl);
    url.pathname = `/${row?.name ?? ''}`;
    childUrl = url.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'adega-kill-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await runMigrations(database);
    await seedDatabase(database.db, { products: 60, now: TEST_NOW });
    await database.close();
  }
}, 120_000);
afterAll(async () => {
  await dropPg?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function runChild(step: string, customerId: number, body: unknown) {
  return new Promise<{ code: number | null; signal: string | null; out: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'support/kill-child.ts')],
      {
        env: {
          ...process.env,
          ADEGA_CRASH_AT: step,
          KILL_DATA_DIR: dataDir,
          KILL_DATABASE_URL: childUrl ?? '',
          KILL_CUSTOMER_ID: String(customerId),
          KILL_BODY: JSON.stringify(body),
          KILL_KEY: `kill-${step}-${String(customerId)}`,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}

describe('SIGKILL at each step of placement, then a restart', () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const step of CRASH_STEPS) {
      it(`killed at '${step}' (round ${String(round + 1)}): recovered without loss`, async () => {
        // Set-up as a running server: a customer with a cart, a coupon and cashback in use.
        let { database, services } = await boot();
        const db = database.db;
        const [wine] = await queryRows<{ id: number; code: string }>(
          db,
          sql`select id, code from products where in_wine and available and list_price > 0
            and promotion is null and pendura_promotion is null and category = 'vinho'
            order by id limit 1`,
        );
        if (!wine) throw new Error('no wine');
        await db.update(products).set({ stock: 50 }).where(eq(products.id, wine.id));
        await db.insert(coupons).values({
          code: `KILL${String(round)}${step}`,
          kind: 'PERCENT',
          value: 5,
          storeCodes: ['WINE'],
        });
        const email = `kill-${String(round)}-${step}@exemplo.com.br`;
        const [customer] = await queryRows<{ id: number }>(
          db,
          sql`insert into customers (email, full_name, first_name, last_name, password_hash)
            values (${email}, 'Cliente Teste', 'Cliente', 'Teste', 'x') returning id`,
        );
        const customerId = customer?.id ?? 0;
        await db.insert(cashbackLedger).values({
          customerId,
          amount: 300,
          kind: 'CREDIT',
          description: 'teste',
          createdAt: new Date(),
        });
        const owner = { kind: 'customer' as const, customerId };
        const request = {
          owner,
          store: 'WINE' as const,
          idempotency: null,
          respond: () => ({ status: 200, body: null }),
        };
        await services.cart.add(request, wine.code, 3);
        await services.coupons.applyCode(request, `KILL${String(round)}${step}`);
        await services.coupons.setUseCashBack(request, true);
        const { address } = newShippingAddressInput.parse({ address: ADDRESS });
        await services.checkout.useNewAddress(request, customerId, address, false);
        await services.checkout.setServiceLevel(request, 1);
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
