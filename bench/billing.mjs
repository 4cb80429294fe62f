#!/usr/bin/env node
// `npm run bench:billing`: how long the daily billing job (`subscriptions.bill`, issue #15,
// ADR 0021) takes for BENCH_SUBSCRIPTIONS (default 10,000) premium subscriptions due today, each
// with an approved sandbox card on file: per subscription a renewal order, an authorisation and
// capture by the sandbox gateway (same database) and the period's settlement. Runs on a fresh
// PostgreSQL database of DATABASE_URL's server (dropped at the end), or on PGlite in memory when
// DATABASE_URL is unset. Then runs the job again the same day (nothing to charge: the replay).
// Prints the totals and per-subscription time; writes bench/results/billing-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createMailer, memoryTransport } from '../apps/server/src/modules/mail/mailer.ts';
import { renewalOrders } from '../apps/server/src/modules/orders/service.ts';
import { createSandboxGateway } from '../apps/server/src/modules/payments/sandbox-gateway.ts';
import { billDue } from '../apps/server/src/modules/subscriptions/service.ts';
import { openBenchDatabase } from './database.mjs';
import { resultsDir } from './server.mjs';

const N = Number(process.env.BENCH_SUBSCRIPTIONS ?? 10_000);
/** Subscriptions billed side by side (the store uses 4 on PostgreSQL, 1 on PGlite). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? (process.env.DATABASE_URL ? 4 : 1));
const TODAY = '2028-02-29';
const NOW = new Date(`${TODAY}T07:00:00-03:00`);
const logger = pino({ level: 'silent' });

const open = () => openBenchDatabase(process.env.DATABASE_URL?.trim());

const target = await open();
try {
  const { db } = target.database;
  await runMigrations(target.database);
  const at = NOW.toISOString();
  await db.execute(sql`insert into customers (email, full_name, first_name, last_name, password_hash)
    select 'bench-' || i || '@exemplo.com.br', 'Cliente Bench', 'Cliente', 'Bench', 'x'
    from generate_series(1, ${N}) i`);
  await db.execute(sql`insert into customer_credit_cards (customer_id, holder_name, last_four, brand,
      expiry_month, expiry_year, gateway_token, preferred, created_at)
    select id, 'CLIENTE BENCH', '1111', 'visa', 8, 2030, 'sbx_bench_' || id, true, ${at}::timestamptz
    from customers`);
  await db.execute(sql`insert into subscriptions (customer_id, kind, plan, state, anchor_day, price,
      monthly_cashback, current_period_start, current_period_end, next_billing_date, card_id,
      origin_order, created_at, updated_at)
    select c.customer_id, 'PREMIUM', 'PASS-RELAX', 'ACTIVE', 29, 1990, 2000, '2028-01-29',
      ${TODAY}, ${TODAY}, c.id, 'BENCH-' || c.customer_id, ${at}::timestamptz, ${at}::timestamptz
    from customer_credit_cards c`);
  const now = () => NOW;
  const deps = {
    db,
    now,
    gateway: createSandboxGateway({ db, now, webhookSecret: null }),
    mailer: createMailer(db, memoryTransport(), now, logger),
    renewals: renewalOrders,
    onMailQueued: () => undefined,
    concurrency: CONCURRENCY,
  };
  const started = performance.now();
  const charges = await billDue(deps);
  const firstMs = performance.now() - started;
  const replayStarted = performance.now();
  const replayCharges = await billDue(deps);
  const replayMs = performance.now() - replayStarted;
  const [paid] = await queryRows(
    db,
    sql`select count(*)::int as n from subscription_periods where status = 'PAID'`,
  );
  const result = {
    engine: target.engine,
    subscriptions: N,
    concurrency: CONCURRENCY,
    charges,
    paidPeriods: paid?.n,
    firstRunSeconds: Math.round(firstMs) / 1000,
    msPerSubscription: Math.round((firstMs / N) * 100) / 100,
    replayCharges,
    replaySeconds: Math.round(replayMs) / 1000,
  };
  console.log(
    `${result.engine} (${String(CONCURRENCY)} at a time): ${String(N)} due subscriptions billed in ${result.firstRunSeconds.toFixed(1)} s ` +
      `(${result.msPerSubscription.toFixed(2)} ms each, ${String(charges)} charges, ${String(result.paidPeriods)} periods paid); ` +
      `the same day again: ${String(replayCharges)} charges in ${result.replaySeconds.toFixed(2)} s`,
  );
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, `billing-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await target.drop();
}
