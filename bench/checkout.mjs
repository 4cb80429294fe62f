#!/usr/bin/env node
// `npm run bench:checkout`: placing orders (issue #13) against add-to-cart, in one run of the
// in-process app (the handler kit, sessions, CSRF, the cart lock, the sandbox gateway — no
// sockets, so the figures are the server's own work). PGlite in memory by default; a fresh
// PostgreSQL database on the server of DATABASE_URL when it is set.
//   - add-to-cart: POST /api/v1/cart/items {sku, quantity: 1} alternating with DELETE, per worker
//   - checkout: per worker, add 1 unit, the saved address and the Normal level (not timed), then POST /api/v1/checkout/orders with a new
//     approved card (4111…) and a fresh Idempotency-Key (timed): reserve, authorise, capture,
//     settle, a new empty cart
// BENCH_CONNECTIONS workers (default 8), BENCH_DURATION seconds per phase (default 8). Prints
// orders/s and p99 as ratios to add-to-cart and writes bench/results/checkout-<time>.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config.ts';
import { createApp } from '../apps/server/src/app.ts';
import { queryRows } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { customers, products } from '../apps/server/src/db/schema.ts';
import { csrfTokenOf } from '../apps/server/src/modules/auth/sessions.ts';
import { seedDatabase } from '../apps/server/src/seed/run.ts';
// The card fields are encrypted as the API tests do it (the browser's RSA-OAEP over the gateway key).
import { encryptWith } from '../apps/server/test/support/orders.ts';
// A São Paulo delivery address (the checkout needs one, ADR 0013): the API tests' own.
import { ADDRESS } from '../apps/server/test/support/address.ts';
import { openBenchDatabase } from './database.mjs';
import { resultsDir } from './server.mjs';
import { fmt } from './report.mjs';

const WORKERS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 8) * 1000;

const open = () => openBenchDatabase(process.env.DATABASE_URL?.trim());

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `step(worker)` in each worker until the time is up; times the step's timed part. */
async function phase(name, workers, step) {
  const latencies = [];
  let failures = 0;
  const until = performance.now() + DURATION_MS;
  await Promise.all(
    workers.map(async (worker) => {
      while (performance.now() < until) {
        const { ms, ok } = await step(worker);
        if (ok) latencies.push(...ms);
        else failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    name,
    perSecond: latencies.length / (DURATION_MS / 1000),
    count: latencies.length,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    failures,
  };
}

const { database, drop } = await open();
try {
  await runMigrations(database);
  await seedDatabase(database.db, { products: 200, now: new Date() });
  const { app, services } = createApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' }),
    database,
    db: database.db,
    logger: pino({ level: 'silent' }),
    now: () => new Date(),
    mailTransport: { send: () => Promise.resolve() },
  });
  const [wine] = await queryRows(
    database.db,
    sql`select id, code from products where in_wine and available and list_price > 0
      and promotion is null and pendura_promotion is null and category = 'vinho'
      order by id limit 1`,
  );
  await database.db.update(products).set({ stock: 1_000_000 }).where(eq(products.id, wine.id));
  const rows = await database.db
    .insert(customers)
    .values(
      Array.from({ length: WORKERS }, (_, i) => ({
        email: `bench-${String(i)}-${randomBytes(3).toString('hex')}@exemplo.com.br`,
        fullName: 'Cliente Bench',
        firstName: 'Cliente',
        lastName: 'Bench',
        passwordHash: 'x',
      })),
    )
    .returning({ id: customers.id });
  const workers = await Promise.all(
    rows.map(async ({ id }) => {
      const token = await services.sessions.create(id, 'bench');
      const csrf = csrfTokenOf(token);
      return { cookie: `adega_sid=${token}; adega_csrf=${csrf}`, csrf };
    }),
  );
  for (const [index, worker] of workers.entries()) {
    const saved = await services.account.addresses.save(rows[index].id, ADDRESS, true);
    worker.addressBody = JSON.stringify({ addressUidpk: saved.uidPk });
  }
  const { spki } = await services.account.gateway.publicKey();
  const card = {
    holderName: 'CLIENTE BENCH',
    encryptedCardNumber: await encryptWith(spki, '4111111111111111'),
    encryptedExpiryMonth: await encryptWith(spki, '08'),
    encryptedExpiryYear: await encryptWith(spki, '2030'),
    encryptedSecurityCode: await encryptWith(spki, '123'),
  };
  const orderBody = JSON.stringify({ paymentMethod: 'CREDITCARD', card, installments: 1 });
  let keys = 0;

  async function send(worker, method, path, body, extra = {}) {
    const started = performance.now();
    const response = await app.request(`http://localhost${path}`, {
      method,
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        cookie: worker.cookie,
        'x-csrf-token': worker.csrf,
        ...extra,
      },
      ...(body === undefined ? {} : { body }),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.ok };
  }
  const addBody = JSON.stringify({ sku: wine.code, quantity: 1 });
  const addRemove = async (worker) => {
    const add = await send(worker, 'POST', '/api/v1/cart/items', addBody);
    const remove = await send(worker, 'DELETE', `/api/v1/cart/items/${wine.code}`);
    return { ms: [add.ms, remove.ms], ok: add.ok && remove.ok };
  };
  const checkout = async (worker) => {
    // Not timed: the WineBox and its delivery choices (the paid cart is gone after each order).
    const add = await send(worker, 'POST', '/api/v1/cart/items', addBody);
    const address = await send(
      worker,
      'POST',
      '/rpc/setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
      worker.addressBody,
    );
    const level = await send(worker, 'POST', '/rpc/setShippingServiceLevel', '{"uidPk":1}');
    if (!add.ok || !address.ok || !level.ok) return { ms: [], ok: false };
    keys += 1;
    const placed = await send(worker, 'POST', '/api/v1/checkout/orders', orderBody, {
      'idempotency-key': `bench-${String(keys)}`,
    });
    return { ms: [placed.ms], ok: placed.ok };
  };

  // Warm-up: JIT, caches, the gateway key.
  const warmUntil = performance.now() + 1500;
  await Promise.all(
    workers.map(async (worker) => {
      while (performance.now() < warmUntil) {
        await addRemove(worker);
        await checkout(worker);
      }
    }),
  );
  const results = [await phase('add-to-cart', workers, addRemove)];
  results.push(await phase('checkout', workers, checkout));
  const [cart, orders] = results;
  const ratios = {
    ordersPerSecond: orders.perSecond / cart.perSecond,
    p99: orders.p99Ms / cart.p99Ms,
  };

  console.log(
    `\ncheckout vs add-to-cart — ${database.kind}, ${String(WORKERS)} clientes, ${String(DURATION_MS / 1000)} s por fase\n`,
  );
  console.table(
    Object.fromEntries(
      results.map((r) => [
        r.name,
        {
          'req/s': fmt(r.perSecond, 1),
          'p50 ms': fmt(r.p50Ms, 1),
          'p99 ms': fmt(r.p99Ms, 1),
          falhas: r.failures,
        },
      ]),
    ),
  );
  console.log(
    `checkout/add-to-cart: pedidos/s ${fmt(ratios.ordersPerSecond, 3)}, p99 ${fmt(ratios.p99, 2)}×`,
  );
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `checkout-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), database: database.kind, workers: WORKERS, durationSeconds: DURATION_MS / 1000, results, ratios }, null, 2)}\n`,
  );
  console.log(`\nJSON: ${file}`);
  if (results.some((r) => r.failures > 0)) process.exitCode = 1;
} finally {
  await drop();
}
