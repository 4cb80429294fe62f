#!/usr/bin/env node
// `npm run bench:scale` (issue #19): the store at 100 000 products against the same store at 800,
// in one run. Listing with facets, product page, search and cart must each stay within 2× their
// time at 800 products.
//
// 1. Seeds each size through the seed CLI into a cached PGlite DATA_DIR under
//    BENCH_SCALE_DATA (default <tmp>/adega-bench-scale/seed1-products<N>): the CLI is idempotent,
//    so a cached catalogue costs a few seconds ("Nada a fazer"), a new one ~40 s at 100k.
// 2. Copies both to a temporary directory (the run never changes the cached catalogues) and
//    starts the built server on each at the same time, with PAGE_CACHE=off: what is measured is
//    the render and the queries, not the page cache.
// 3. Warms every target up on both, reads each server's RSS (/proc/<pid>/status VmRSS), then
//    measures each target in BENCH_ROUNDS rounds of BENCH_ROUND_SECONDS s with BENCH_CONNECTIONS
//    connections, alternating the sizes inside a round (800 then 100k, then the other way round),
//    so a change of the machine's load affects both sides alike. A figure is the median of the
//    rounds; the ratio is the median of the rounds' ratios.
// Prints per target req/s, p50 and p99 at each size and the ratios (goal: p50 100k ÷ 800 ≤ 2,
// req/s 100k ÷ 800 ≥ 0.5); writes bench/results/scale-<time>.json. Exits 1 on non-2xx or errors.
// Loopback only; bounded to 30 min. `npm run build` first.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { purchasableSkus, resultsDir, root, startServer } from './server.mjs';
import { QUERIES } from './search-queries.mjs';
import { asVisitors, exitGuard, visitorWith } from './load.mjs';
import { fmt } from './report.mjs';

const LARGE = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SMALL = Number(process.env.BENCH_SMALL_PRODUCTS ?? 800);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROUND_S = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CACHE_DIR = process.env.BENCH_SCALE_DATA ?? join(tmpdir(), 'adega-bench-scale');
const LIMIT_MS = 30 * 60_000;
const GOAL = 2;

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Seeds `products` into the cached DATA_DIR through the CLI; returns the dir and its output. */
function seed(products) {
  const dataDir = join(CACHE_DIR, `seed1-products${products}`);
  mkdirSync(CACHE_DIR, { recursive: true });
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'apps/server/src/seed/cli.ts'), '--products', `${products}`],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve({ dataDir, output: output.trim() }) : reject(new Error(`seed: ${code}`)),
    );
  });
}

function rssMb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Number(line?.split(/\s+/)[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

function run(base, target, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        timeout: 30,
        ...(duration ? { duration } : { amount: 100 }),
        requests: target.requests(),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** The targets of one server, read from the store itself. */
async function targetsOf(base) {
  const get = (path) => () => [{ method: 'GET', path }];
  const html = await (await fetch(`${base}/vinhos/cVINHOS.html`)).text();
  const product = /href="(?:https?:\/\/[^"/]+)?(\/prod[^"]+\.html)"/.exec(html)?.[1];
  if (!product) throw new Error('nenhum produto na listagem');
  const skus = await purchasableSkus(base, 4);
  const cookies = [];
  for (let i = 0; i < CONNECTIONS + 2; i += 1)
    cookies.push(await visitorWith(base, skus.slice(0, 3)));
  let q = 0;
  const autocomplete = () => [
    {
      method: 'POST',
      path: '/rpc/findProducts',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({ searchText: QUERIES[q++ % QUERIES.length] }),
      }),
    },
  ];
  const added = skus[3];
  return [
    { name: 'listing', path: '/vinhos/cVINHOS.html', requests: get('/vinhos/cVINHOS.html') },
    {
      name: 'listing-filtered',
      path: '/vinhos/tinto-chile/cVINHOS-tpTINTO-paCHILE.html',
      requests: get('/vinhos/tinto-chile/cVINHOS-tpTINTO-paCHILE.html'),
    },
    {
      name: 'listing-page3',
      path: '/vinhos/cVINHOS-p3.html',
      requests: get('/vinhos/cVINHOS-p3.html'),
    },
    { name: 'product', path: product, requests: get(product) },
    {
      name: 'search',
      path: '/search.ep?keyWords=cabernet',
      requests: get('/search.ep?keyWords=cabernet'),
    },
    { name: 'autocomplete', path: 'POST /rpc/findProducts', requests: autocomplete },
    {
      name: 'cart-get',
      path: 'GET /api/v1/cart',
      requests: () => asVisitors(cookies, [{ method: 'GET', path: '/api/v1/cart' }]),
    },
    {
      name: 'cart-add',
      path: 'POST+DELETE /api/v1/cart/items',
      requests: () =>
        asVisitors(cookies, [
          {
            method: 'POST',
            path: '/api/v1/cart/items',
            body: JSON.stringify({ sku: added, quantity: 1 }),
          },
          { method: 'DELETE', path: `/api/v1/cart/items/${encodeURIComponent(added)}` },
        ]),
    },
  ];
}

const work = mkdtempSync(join(tmpdir(), 'adega-bench-scale-run-'));
const servers = [];
let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(work, { recursive: true, force: true });
}
exitGuard(cleanup, LIMIT_MS);

try {
  const sizes = [SMALL, LARGE];
  const seeded = [];
  for (const products of sizes) {
    const started = performance.now();
    const result = await seed(products);
    console.log(`${result.output} [${((performance.now() - started) / 1000).toFixed(1)} s]`);
    seeded.push({ products, ...result, seconds: (performance.now() - started) / 1000 });
  }
  // Copies, so the run's carts and sessions never reach the cached catalogues.
  for (const s of seeded) {
    s.copy = join(work, `products${s.products}`);
    cpSync(s.dataDir, s.copy, { recursive: true });
  }
  const bootStarted = performance.now();
  for (const s of seeded) {
    servers.push(
      // At 100k the start builds the search index from every product: minutes on a busy machine.
      await startServer({
        dataDir: s.copy,
        env: { PAGE_CACHE: 'off' },
        ignoreBenchUrl: true,
        readyTimeoutMs: 600_000,
      }),
    );
  }
  const bootSeconds = (performance.now() - bootStarted) / 1000;
  const targets = await Promise.all(servers.map((server) => targetsOf(server.base)));

  // Warm-up: JIT, database caches, memos. Then the memory each size holds.
  for (const [i, server] of servers.entries())
    for (const target of targets[i]) {
      const result = await run(server.base, target);
      if (result.non2xx > 0)
        throw new Error(`${target.name} (${sizes[i]}): ${result.non2xx} não-2xx`);
    }
  const rss = servers.map((server) => rssMb(server.pid));

  const rows = [];
  for (const [t, { name, path }] of targets[0].entries()) {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      const pair = [];
      for (const i of order) pair[i] = await run(servers[i].base, targets[i][t], ROUND_S);
      rounds.push(pair);
    }
    const side = (i) => ({
      requestsPerSecond: median(rounds.map((r) => r[i].requests.average)),
      p50Ms: median(rounds.map((r) => r[i].latency.p50)),
      p99Ms: median(rounds.map((r) => r[i].latency.p99)),
      non2xx: rounds.reduce((n, r) => n + r[i].non2xx, 0),
      errors: rounds.reduce((n, r) => n + r[i].errors + r[i].timeouts, 0),
    });
    const small = side(0);
    const large = side(1);
    rows.push({
      name,
      path,
      small,
      large,
      p50Ratio: median(rounds.map((r) => r[1].latency.p50 / r[0].latency.p50)),
      requestsRatio: median(rounds.map((r) => r[1].requests.average / r[0].requests.average)),
    });
    console.log(`  ${name}: ok`);
  }

  const load = readFileSync('/proc/loadavg', 'utf8').trim();
  console.log(
    `\nCatálogo ${SMALL} vs ${LARGE} produtos — PAGE_CACHE=off, ${ROUNDS} × ${ROUND_S} s, ` +
      `${CONNECTIONS} conexões — carga: ${load}\n`,
  );
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        r.name,
        {
          [`req/s ${SMALL}`]: fmt(r.small.requestsPerSecond),
          [`req/s ${LARGE}`]: fmt(r.large.requestsPerSecond),
          [`p50 ${SMALL}`]: fmt(r.small.p50Ms, 1),
          [`p50 ${LARGE}`]: fmt(r.large.p50Ms, 1),
          [`p99 ${SMALL}`]: fmt(r.small.p99Ms, 1),
          [`p99 ${LARGE}`]: fmt(r.large.p99Ms, 1),
          'p50 ×': fmt(r.p50Ratio, 2),
          'req/s ×': fmt(r.requestsRatio, 2),
          meta: r.p50Ratio <= GOAL && r.requestsRatio >= 1 / GOAL ? 'ok' : 'NÃO',
        },
      ]),
    ),
  );
  console.log(
    `RSS após aquecimento: ${SMALL} → ${fmt(rss[0])} MB, ${LARGE} → ${fmt(rss[1])} MB; ` +
      `partida dos dois servidores ${fmt(bootSeconds, 1)} s`,
  );

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    loadavg: load,
    sizes,
    rounds: ROUNDS,
    roundSeconds: ROUND_S,
    connections: CONNECTIONS,
    seed: seeded.map((s) => ({ products: s.products, seconds: s.seconds, output: s.output })),
    rssMb: Object.fromEntries(sizes.map((n, i) => [n, rss[i]])),
    bootSeconds,
    rows,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nJSON: ${file}`);
  const failed = rows.filter(
    (r) => r.small.non2xx + r.large.non2xx + r.small.errors + r.large.errors > 0,
  );
  if (failed.length) {
    console.error(`respostas não-2xx ou erros em: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}
