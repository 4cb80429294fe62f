#!/usr/bin/env node
// `npm run bench:cart`: cart throughput and latency as ratios to a product GET served by the same
// process, in one run (autocannon, BENCH_DURATION s, BENCH_CONNECTIONS connections each).
// Every connection is its own visitor (its own `adega_cart` cookie), as in a real store:
//   - product: GET /api/v2/products/{sku}
//   - get-cart: GET /api/v1/cart of a cart with 3 lines
//   - add-to-cart: POST /api/v1/cart/items {sku, quantity: 1} alternating with
//     DELETE /api/v1/cart/items/{sku}, so quantities never reach the stock limit (every request
//     is a locked, serialised cart mutation)
// Each target's BENCH_DURATION s is cut into BENCH_ROUNDS rounds (default 5 × 2 s) that alternate
// product, get-cart and add/remove; a ratio is the median of the rounds' ratios, so a change of
// the machine's load during the run does not decide it.
// Before/after in one invocation: `npm run bench:cart -- --compare=/path/to/other/checkout` (or
// BENCH_COMPARE=…) starts that built checkout too (its own bench/server.mjs starts its own dist)
// and alternates the two checkouts round by round on the same machine; prints both.
// Writes the figures to bench/results/cart-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { guard, purchasableSkus, resultsDir, startServer } from './server.mjs';
import { asVisitors, cpuMs, serverPid, visitorWith } from './load.mjs';
import { fmt, loadColumns, loadMeasures } from './report.mjs';

const compareArg = process.argv.find((arg) => arg.startsWith('--compare='));
const COMPARE = compareArg ? compareArg.slice('--compare='.length) : process.env.BENCH_COMPARE;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Each target's time is cut into rounds that alternate the targets (and the checkouts). */
const ROUNDS = Math.max(1, Math.min(DURATION_S, Number(process.env.BENCH_ROUNDS ?? 5)));
const ROUND_S = Math.max(1, Math.round(DURATION_S / ROUNDS));

function run(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** One checkout ready to measure: its server, its visitors and the three targets. */
async function prepare(start, label) {
  const server = await start();
  try {
    const skus = await purchasableSkus(server.base, 4);
    const [extra, ...cartLines] = skus;
    const cookies = [];
    // Twice as many visitors as connections: a pass cut by a timeout does not starve the others.
    for (let i = 0; i < 2 * CONNECTIONS; i++)
      cookies.push(await visitorWith(server.base, cartLines));
    // Each run gets its own visitor pool (a pass cut at the end of a run keeps its visitor).
    const targets = [
      {
        name: 'product',
        url: `${server.base}/api/v2/products/${encodeURIComponent(extra)}`,
        options: () => ({}),
      },
      {
        name: 'get-cart',
        url: server.base,
        options: () => ({
          requests: asVisitors(cookies, [{ method: 'GET', path: '/api/v1/cart' }]),
        }),
      },
      {
        name: 'add-to-cart',
        url: server.base,
        options: () => ({
          requests: asVisitors(cookies, [
            {
              method: 'POST',
              path: '/api/v1/cart/items',
              body: JSON.stringify({ sku: extra, quantity: 1 }),
            },
            { method: 'DELETE', path: `/api/v1/cart/items/${encodeURIComponent(extra)}` },
          ]),
        }),
      },
    ];
    return { label, server, pid: serverPid(server.base), targets, rounds: [] };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One round of one checkout: each target for ROUND_S seconds, back to back. */
async function measureRound(side) {
  const round = {};
  for (const target of side.targets) {
    const cpuBefore = cpuMs(side.pid);
    const result = await run(target.url, { duration: ROUND_S, ...target.options() });
    round[target.name] = {
      cpuMsPerRequest: (cpuMs(side.pid) - cpuBefore) / result.requests.total,
      ...loadMeasures(result),
    };
  }
  side.rounds.push(round);
}

const RATIOS = { getCartToProduct: 'get-cart', addToCartToProduct: 'add-to-cart' };

/**
 * A checkout's figures over its rounds: per target the requests over the whole time and the
 * median p50/p99; each ratio is the median over the rounds of that round's ratio to the product
 * GET measured just before it (so a change of the machine's load between rounds cancels out).
 */
function summary(side) {
  const rows = side.targets.map(({ name }) => {
    const rounds = side.rounds.map((round) => round[name]);
    const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
    return {
      name,
      requestsPerSecond: requests / (ROUND_S * rounds.length),
      requests,
      p50Ms: median(rounds.map((r) => r.p50Ms)),
      p99Ms: median(rounds.map((r) => r.p99Ms)),
      cpuMsPerRequest: median(rounds.map((r) => r.cpuMsPerRequest)),
      non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
      errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    };
  });
  const perRound = (name, of) => side.rounds.map((r) => of(r[name], r.product));
  const ratios = Object.fromEntries(
    Object.entries(RATIOS).map(([key, name]) => {
      const rounds = perRound(name, (t, p) => t.requestsPerSecond / p.requestsPerSecond);
      return [
        key,
        {
          requestsPerSecond: median(rounds),
          p99: median(perRound(name, (t, p) => t.p99Ms / p.p99Ms)),
          // The product GET's server CPU per request ÷ this target's: the req/s ratio of a
          // server that has the machine to itself.
          cpu: median(perRound(name, (t, p) => p.cpuMsPerRequest / t.cpuMsPerRequest)),
          rounds,
        },
      ];
    }),
  );
  console.log(
    `\n${side.label}: carrinho vs produto — ${side.server.base} — ${ROUNDS} × ${ROUND_S} s, ` +
      `${CONNECTIONS} visitantes\n`,
  );
  console.table(
    Object.fromEntries(
      rows.map((r) => [r.name, { ...loadColumns(r), 'CPU ms/req': fmt(r.cpuMsPerRequest, 2) }]),
    ),
  );
  for (const [name, value] of Object.entries(ratios)) {
    const each = value.rounds.map((ratio) => fmt(ratio, 2)).join(' ');
    console.log(
      `${name}: req/s ${fmt(value.requestsPerSecond, 3)} (rodadas: ${each}), ` +
        `p99 ${fmt(value.p99, 2)}×, CPU ${fmt(value.cpu, 3)}`,
    );
  }
  return { label: side.label, base: side.server.base, rows, ratios, rounds: side.rounds };
}

const sides = [];
async function stopAll() {
  for (const side of sides) await side.server.stop();
}
const release = guard(stopAll, 10 * 60_000);
const runs = [];
try {
  if (COMPARE) {
    const other = await import(pathToFileURL(resolve(COMPARE, 'bench', 'server.mjs')).href);
    sides.push(await prepare(other.startServer, `antes (${resolve(COMPARE)})`));
  }
  sides.push(await prepare(startServer, 'este checkout'));
  // Warm-up: JIT, database caches, prepared statements, module loading.
  for (const side of sides) {
    for (const target of side.targets) {
      await run(target.url, { amount: 400, ...target.options() });
    }
  }
  // The rounds alternate the checkouts too, so both meet the same machine.
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of sides) await measureRound(side);
  }
  for (const side of sides) runs.push(summary(side));
} finally {
  release();
  await stopAll();
}

if (runs.length > 1) {
  console.log(
    '\nResumo (razões ao GET de produto; meta: get-cart ≥ 0.8, add/remove ≥ 0.5, p99 ≤ 3×)',
  );
  console.table(
    Object.fromEntries(
      runs.map((r) => [
        r.label,
        {
          'get-cart req/s': fmt(r.ratios.getCartToProduct.requestsPerSecond, 3),
          'get-cart p99': `${fmt(r.ratios.getCartToProduct.p99, 2)}×`,
          'add/remove req/s': fmt(r.ratios.addToCartToProduct.requestsPerSecond, 3),
          'add/remove p99': `${fmt(r.ratios.addToCartToProduct.p99, 2)}×`,
          'get-cart CPU': fmt(r.ratios.getCartToProduct.cpu, 3),
          'add/remove CPU': fmt(r.ratios.addToCartToProduct.cpu, 3),
        },
      ]),
    ),
  );
}

mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `cart-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
const report = {
  at: new Date().toISOString(),
  node: process.version,
  durationSeconds: ROUNDS * ROUND_S,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  ...runs.at(-1),
  ...(runs.length > 1 ? { compare: runs[0] } : {}),
};
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nJSON: ${file}`);
const failed = runs.flatMap((r) =>
  r.rows.filter((row) => row.non2xx > 0 || row.errors > 0).map((row) => `${r.label}/${row.name}`),
);
if (failed.length) {
  console.error(`respostas não-2xx ou erros em: ${failed.join(', ')}`);
  process.exitCode = 1;
}
