#!/usr/bin/env node
// `npm run bench:ssr` (issue #19): the pages against a static file served by the same process, in
// one run (autocannon, BENCH_DURATION s and BENCH_CONNECTIONS connections per row): anonymous
// home, listing and product with the page cache warm and cold (every request a URL not asked
// before), and the uncached pages of a signed-in member (a filtered listing's page 3, a product).
// Counts the page cache's `X-Cache` answers per row, prints the ratios to the static file and
// the issue's goals, and writes the figures to bench/results/ssr-<time>.json.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { discoverPaths, guard, resultsDir, startServer } from './server.mjs';
import { cpuMs, serverPid } from './load.mjs';
import { coldPools, flushPageCache, MEMBER_LISTING, signIn } from './ssr-targets.mjs';
import { fmt, loadColumns, loadMeasures } from './report.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 500);
/** The issue's goals: req/s ratio at least `rps`, p99 at most `p99`× the static file's. */
const GOALS = {
  'home warm': { rps: 0.5, p99: 2 },
  'listing warm': { rps: 0.5, p99: 2 },
  'product warm': { rps: 0.5, p99: 2 },
  'listing member': { rps: 0.2 },
  'product member': { rps: 0.3 },
};

// The started server gets an admin token, so the page cache's flush can be used when it exists.
process.env.ADMIN_TOKEN ??= randomBytes(24).toString('hex');

function headerOf(headers, name) {
  for (const [key, value] of Object.entries(headers ?? {}))
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  return undefined;
}

/**
 * One autocannon run. `paths` is one path (repeated) or a pool requested once each in order;
 * a pool ends the run when it is used up (or at the duration). Counts X-Cache answers.
 */
function run(base, { paths, headers = {}, duration = DURATION_S, amount, connections }) {
  const cache = {};
  const pool = Array.isArray(paths) ? paths : null;
  let next = 0;
  let instance;
  const request = {
    method: 'GET',
    headers,
    setupRequest: (req) => {
      if (!pool) return req;
      if (next >= pool.length) {
        setImmediate(() => instance.stop());
        return { ...req, path: pool[pool.length - 1] };
      }
      return { ...req, path: pool[next++] };
    },
    onResponse: (_status, _body, _context, responseHeaders) => {
      const state = headerOf(responseHeaders, 'x-cache') ?? 'none';
      cache[state] = (cache[state] ?? 0) + 1;
    },
  };
  return new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: `${base}${pool ? pool[0] : paths}`,
        connections: connections ?? CONNECTIONS,
        ...(amount ? { amount } : { duration }),
        requests: [request],
      },
      (error, result) => (error ? reject(error) : resolve({ result, cache, used: next })),
    );
  });
}

function rowOf(name, path, { result, cache, used }, cpu) {
  // Only responses that carried X-Cache count (none without the page cache).
  const answered = Object.entries(cache)
    .filter(([state]) => state !== 'none')
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    name,
    path,
    ...loadMeasures(result),
    throughputBytesPerSecond: result.throughput.average,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    xCache: cache,
    hitRate: answered ? (cache.HIT ?? 0) / answered : null,
    cpuMsPerRequest: result.requests.total ? cpu / result.requests.total : Number.NaN,
    ...(used ? { distinctUrls: used } : {}),
  };
}

const server = await startServer();
const release = guard(server.stop, 10 * 60_000);
try {
  const paths = await discoverPaths(server.base);
  const pid = serverPid(server.base);
  const load = { start: loadavg() };
  const memberCookie = await signIn(server.base);
  const member = { cookie: memberCookie };
  const pools = await coldPools(server.base, { skip: [paths.product, paths.listing] });
  const flushed = await flushPageCache(server.base);

  const warm = [
    { name: 'home warm', path: paths.home },
    { name: 'listing warm', path: paths.listing },
    { name: 'product warm', path: paths.product },
  ];
  const cold = [
    { name: 'home cold', path: '/?bench-cold=…', pool: pools.home },
    { name: 'listing cold', path: 'listing pages × sorts', pool: pools.listing },
    { name: 'product cold', path: 'sitemap products', pool: pools.product },
  ];
  const signedIn = [
    { name: 'listing member', path: MEMBER_LISTING, headers: member },
    { name: 'product member', path: paths.product, headers: member },
  ];

  // Warm-up: JIT, database caches, module loading, the page cache of the warm rows.
  for (const target of [{ path: paths.static }, ...warm, ...signedIn])
    await run(server.base, {
      paths: target.path,
      headers: target.headers,
      amount: WARMUP,
      connections: 10,
    });

  const rows = [];
  const measure = async (target) => {
    const cpuBefore = cpuMs(pid);
    const outcome = await run(server.base, {
      paths: target.pool ?? target.path,
      headers: target.headers,
    });
    rows.push(rowOf(target.name, target.path, outcome, cpuMs(pid) - cpuBefore));
  };
  // The static file first and last: its mean is the ceiling the ratios divide by.
  await measure({ name: 'static', path: paths.static });
  for (const target of [...warm, ...cold, ...signedIn]) await measure(target);
  await measure({ name: 'static (end)', path: paths.static });
  load.end = loadavg();

  const statics = rows.filter((r) => r.name.startsWith('static'));
  const ceiling = {
    requestsPerSecond: statics.reduce((s, r) => s + r.requestsPerSecond, 0) / statics.length,
    p99Ms: statics.reduce((s, r) => s + r.p99Ms, 0) / statics.length,
    cpuMsPerRequest: statics.reduce((s, r) => s + r.cpuMsPerRequest, 0) / statics.length,
  };
  for (const row of rows) {
    row.ratio = {
      requestsPerSecond: row.requestsPerSecond / ceiling.requestsPerSecond,
      p99: row.p99Ms / ceiling.p99Ms,
      // What the req/s ratio would be with the machine to itself: static's CPU per request ÷ the row's.
      cpu: ceiling.cpuMsPerRequest / row.cpuMsPerRequest,
    };
    const goal = GOALS[row.name];
    if (goal)
      row.goal = {
        ...goal,
        met:
          row.ratio.requestsPerSecond >= goal.rps &&
          (goal.p99 === undefined || row.ratio.p99 <= goal.p99),
      };
  }

  console.log(
    `\nSSR vs estático — ${server.base} — ${DURATION_S} s, ${CONNECTIONS} conexões cada` +
      ` — load ${load.start.map((n) => n.toFixed(2)).join(' ')} → ${load.end.map((n) => n.toFixed(2)).join(' ')}` +
      (flushed ? ' — cache esvaziado antes' : '') +
      '\n',
  );
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        r.name,
        {
          ...loadColumns(r),
          KB: fmt(r.bytesPerResponse / 1024, 1),
          'X-Cache HIT %': r.hitRate === null ? '—' : fmt(r.hitRate * 100, 1),
          'req/s ÷ static': fmt(r.ratio.requestsPerSecond, 3),
          'p99 × static': fmt(r.ratio.p99, 2),
          'CPU ms/req': fmt(r.cpuMsPerRequest, 2),
          'CPU ratio': fmt(r.ratio.cpu, 3),
          goal: r.goal
            ? `${r.goal.met ? '✓' : '✗'} ≥ ${r.goal.rps}${r.goal.p99 ? `, ≤ ${r.goal.p99}×` : ''}`
            : '',
        },
      ]),
    ),
  );
  for (const r of rows)
    if (Object.keys(r.xCache).some((k) => k !== 'none'))
      console.log(`${r.name}: X-Cache ${JSON.stringify(r.xCache)}`);
  console.log(
    `static (ceiling): ${fmt(ceiling.requestsPerSecond)} req/s, p99 ${fmt(ceiling.p99Ms, 1)} ms (mean of first and last)`,
  );

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `ssr-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    base: server.base,
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    loadAverage: load,
    pageCacheFlushed: flushed,
    ceiling,
    rows,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nJSON: ${file}`);
  const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (failed.length) {
    console.error(`respostas não-2xx ou erros em: ${failed.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  release();
  await server.stop();
}
