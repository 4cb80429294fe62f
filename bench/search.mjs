#!/usr/bin/env node
// `npm run bench:search` (issue #4, ADR 0006): autocomplete at 100k products.
//
// 1. Seeds BENCH_PRODUCTS (100 000) products into PGlite in a temporary DATA_DIR (seed CLI).
// 2. In this process: loads the documents and builds the search index once — build time and
//    heap/RSS delta — and times the engine alone on the query list (no HTTP, no cache).
// 3. Starts the built server (apps/server/dist/main.js) on that DATA_DIR on 127.0.0.1 and runs
//    autocannon against POST /rpc/findProducts (20 connections, 10 s) cycling a mixed query list
//    (prefixes, whole words, typos, synonyms, multi-word, no-results).
// 4. Stops it, opens the same database here and serves the naive baseline — `ILIKE '%term%'` over
//    name, producer, grape, country and region, 4 rows — from a small loopback HTTP handler
//    local to this script, measured the same way. Prints p50/p95/p99 and the ratios.
//
// Loopback only; bounded to 15 min; removes its data on exit. Results also go to bench/results/.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { freePort, resultsDir, root, stopChild } from './server.mjs';
import { exitGuard } from './load.mjs';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { loadDocs } from '../apps/server/src/modules/search/repo.ts';
import { SearchIndex } from '../apps/server/src/modules/search/engine.ts';
import { QUERIES } from './search-queries.mjs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const LIMIT_MS = 15 * 60_000;
const GOAL_P95_MS = 15;

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const mb = (bytes) => `${(bytes / 1_048_576).toFixed(0)} MB`;

/** One autocannon run; every response time is kept, so p50/p95/p99 are exact. */
function run(options) {
  return new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve({ result, times }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/**
 * A long tail the answer cache cannot hold (it keeps 5 000): for many products, the words of
 * the name typed so far, cut inside a word, and the same with a typo (two letters swapped).
 */
function longTail(docs, count) {
  const out = new Set();
  const keep = (text) => {
    const trimmed = text.trim();
    if (trimmed.length > 2 && trimmed.length <= 100) out.add(trimmed);
  };
  for (let round = 0; round < 6 && out.size < count; round += 1) {
    for (let i = round; i < docs.length && out.size < count; i += 7) {
      const words = docs[i].name.split(/\s+/);
      const k = 1 + ((i + round) % words.length);
      const typed = words.slice(0, k).join(' ');
      keep(typed.slice(0, Math.max(3, typed.length - ((i + round) % 4))));
      const last = words[k - 1] ?? '';
      if (last.length >= 5) {
        const j = 1 + ((i + round) % (last.length - 2));
        const swapped = last.slice(0, j) + last[j + 1] + last[j] + last.slice(j + 2);
        keep([...words.slice(0, k - 1), swapped].join(' '));
      }
    }
  }
  return [...out];
}

/** autocannon options cycling a query list as JSON bodies of POST {path}. */
function cycling(url, path, field, queries = QUERIES) {
  let i = 0;
  return {
    url,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const text = queries[i % queries.length];
          i += 1;
          return { ...request, body: JSON.stringify({ [field]: text }) };
        },
      },
    ],
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summary({ result, times }) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function waitReady(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`servidor não ficou pronto em ${timeoutMs / 1000} s`);
}

const work = mkdtempSync(join(tmpdir(), 'adega-bench-search-'));
const dataDir = join(work, 'data');
const snapshot = join(root, 'apps', 'web', '.e2e-snapshots', basename(work));
let child = null;
let cleanedUp = false;
async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  await stopChild(child);
  rmSync(work, { recursive: true, force: true });
  rmSync(snapshot, { recursive: true, force: true });
}
const bail = exitGuard(cleanup, LIMIT_MS);

try {
  // 1. Seed.
  console.log(`Semeando ${PRODUCTS} produtos em PGlite (${dataDir})…`);
  let started = performance.now();
  await new Promise((resolve, reject) => {
    const seed = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'apps/server/src/seed/cli.ts'),
        '--products',
        String(PRODUCTS),
      ],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    seed.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed: ${code}`))));
  });
  const seedSeconds = (performance.now() - started) / 1000;

  // 2. Index build, memory and engine-only latency, in this process.
  let database = await openDatabase({ kind: 'pglite', dataDir });
  await runMigrations(database);
  globalThis.gc?.();
  const before = process.memoryUsage();
  started = performance.now();
  const docs = await loadDocs(database.db);
  const loadMs = performance.now() - started;
  const tail = longTail(docs, 30_000);
  const index = new SearchIndex(docs);
  globalThis.gc?.();
  const after = process.memoryUsage();
  const engineTimes = [];
  for (let round = 0; round < 8; round += 1)
    for (const text of QUERIES) {
      const t0 = performance.now();
      index.top(text, 'WINE', { prefixLast: true }, 4);
      if (round >= 3) engineTimes.push(performance.now() - t0);
    }
  engineTimes.sort((a, b) => a - b);
  const engine = {
    products: index.size,
    terms: index.vocabularySize,
    loadMs,
    buildMs: index.builtInMs,
    heapDelta: after.heapUsed - before.heapUsed,
    rssDelta: after.rss - before.rss,
    p50Ms: percentile(engineTimes, 50),
    p95Ms: percentile(engineTimes, 95),
    p99Ms: percentile(engineTimes, 99),
    maxMs: engineTimes.at(-1),
  };
  await database.close();

  // 3. The server over HTTP.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const webBuild = join(snapshot, 'build');
  cpSync(join(root, 'apps', 'web', 'build'), webBuild, { recursive: true });
  started = performance.now();
  child = spawn(process.execPath, [join(root, 'apps', 'server', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: webBuild,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitReady(base, child, 300_000);
  const bootSeconds = (performance.now() - started) / 1000;
  const sample = await fetch(`${base}/rpc/findProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ searchText: 'malbek' }),
  });
  if (!sample.ok) throw new Error(`findProducts respondeu ${sample.status}`);
  const sampleItems = (await sample.json()).data;
  // Every long-tail text must be a valid request (the run counts non-2xx as failures).
  for (const text of tail.slice(0, 200)) {
    const response = await fetch(`${base}/rpc/findProducts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ searchText: text }),
    });
    if (!response.ok) throw new Error(`findProducts(${text}) respondeu ${response.status}`);
    await response.arrayBuffer();
  }
  await run({ ...cycling(base, '/rpc/findProducts', 'searchText'), amount: 2000, connections: 10 });
  const served = summary(
    await run({ ...cycling(base, '/rpc/findProducts', 'searchText'), duration: DURATION_S }),
  );
  const servedTail = summary(
    await run({
      ...cycling(base, '/rpc/findProducts', 'searchText', tail),
      duration: DURATION_S,
    }),
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;

  // 4. Naive baseline on the same database: ILIKE '%term%', 4 rows, from a local handler.
  database = await openDatabase({ kind: 'pglite', dataDir });
  const baselineServer = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      try {
        const text = String(JSON.parse(body).searchText ?? '').trim();
        const like = `%${text}%`;
        const rows = await queryRows(
          database.db,
          sql`select p.guid, p.code, p.name, p.country_name, p.list_price, p.sale_price,
                p.club_price, p.product_type, p.rating
              from products p left join producers pr on pr.id = p.producer_id
              where p.in_wine and p.category <> 'assinatura'
                and (p.name ilike ${like} or pr.name ilike ${like} or p.country_name ilike ${like}
                  or p.region ilike ${like} or p.attributes ->> 'MENUUVA' ilike ${like}
                  or p.attributes ->> 'TIPO' ilike ${like})
              order by (p.available and p.list_price > 0) desc, p.rating desc nulls last, p.id
              limit 4`,
        );
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: rows }));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: String(error) }));
      }
    });
  });
  const baselinePort = await freePort();
  await new Promise((resolve) => baselineServer.listen(baselinePort, '127.0.0.1', resolve));
  const baselineBase = `http://127.0.0.1:${baselinePort}`;
  await run({ ...cycling(baselineBase, '/', 'searchText'), amount: 200, connections: 10 });
  const baseline = summary(
    await run({ ...cycling(baselineBase, '/', 'searchText'), duration: DURATION_S }),
  );
  await new Promise((resolve) => baselineServer.close(resolve));
  await database.close();

  // Report.
  console.log(
    `\nBusca / autocomplete — ${PRODUCTS} produtos, PGlite, ${QUERIES.length} consultas variadas`,
  );
  console.log(
    `semeadura ${fmt(seedSeconds)} s; servidor pronto (migrações + índice) em ${fmt(bootSeconds)} s`,
  );
  console.log(
    `índice: ${engine.products} produtos, ${engine.terms} termos; leitura do banco ${fmt(engine.loadMs, 0)} ms, ` +
      `construção ${fmt(engine.buildMs, 0)} ms; memória: heap +${mb(engine.heapDelta)}, RSS +${mb(engine.rssDelta)}`,
  );
  console.log(
    `motor sozinho (sem HTTP, sem cache): p50 ${fmt(engine.p50Ms, 3)} ms, p95 ${fmt(engine.p95Ms, 3)} ms, ` +
      `p99 ${fmt(engine.p99Ms, 3)} ms, máx ${fmt(engine.maxMs, 2)} ms`,
  );
  console.log(`exemplo: malbek → ${sampleItems.map((i) => i.name).join(' | ')}\n`);
  console.table({
    'findProducts (índice)': {
      'req/s': fmt(served.requestsPerSecond, 0),
      'p50 ms': fmt(served.p50Ms),
      'p95 ms': fmt(served.p95Ms),
      'p99 ms': fmt(served.p99Ms),
      'non-2xx': served.non2xx,
      errors: served.errors,
    },
    [`findProducts (cauda longa, ${tail.length} textos)`]: {
      'req/s': fmt(servedTail.requestsPerSecond, 0),
      'p50 ms': fmt(servedTail.p50Ms),
      'p95 ms': fmt(servedTail.p95Ms),
      'p99 ms': fmt(servedTail.p99Ms),
      'non-2xx': servedTail.non2xx,
      errors: servedTail.errors,
    },
    "ILIKE '%termo%'": {
      'req/s': fmt(baseline.requestsPerSecond, 0),
      'p50 ms': fmt(baseline.p50Ms),
      'p95 ms': fmt(baseline.p95Ms),
      'p99 ms': fmt(baseline.p99Ms),
      'non-2xx': baseline.non2xx,
      errors: baseline.errors,
    },
  });
  const ratios = {
    requestsPerSecond: served.requestsPerSecond / baseline.requestsPerSecond,
    p95: baseline.p95Ms / served.p95Ms,
    p99: baseline.p99Ms / served.p99Ms,
  };
  console.log(
    `índice vs ILIKE: ${fmt(ratios.requestsPerSecond)}× req/s; p95 ${fmt(ratios.p95)}× menor; p99 ${fmt(ratios.p99)}× menor`,
  );
  for (const [label, figures] of [
    ['consultas variadas', served],
    ['cauda longa', servedTail],
  ]) {
    const goal = figures.p95Ms <= GOAL_P95_MS;
    console.log(
      `meta p95 ≤ ${GOAL_P95_MS} ms (${CONNECTIONS} conexões), ${label}: ${goal ? 'atingida' : 'NÃO atingida'} (${fmt(figures.p95Ms)} ms)`,
    );
  }
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        products: PRODUCTS,
        connections: CONNECTIONS,
        durationS: DURATION_S,
        seedSeconds,
        bootSeconds,
        engine,
        served,
        baseline,
        ratios,
        queries: QUERIES,
      },
      null,
      2,
    ),
  );
  console.log(`resultados: ${file}`);
  await cleanup();
  process.exit([served, servedTail, baseline].some((r) => r.non2xx + r.errors > 0) ? 1 : 0);
} catch (error) {
  bail(1, error instanceof Error ? error.stack : String(error));
}
