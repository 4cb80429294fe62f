#!/usr/bin/env node
// `npm run bench:ssr`: SSR listing and product page throughput and latency against a static file
// served by the same process, in one run (autocannon, 10 s, 20 connections each). Prints a table
// with the ratios and writes the figures to bench/results/ssr-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { discoverPaths, guard, resultsDir, startServer } from './server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function run(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

const server = await startServer();
const release = guard(server.stop, 5 * 60_000);
try {
  const paths = await discoverPaths(server.base);
  const targets = [
    { name: 'static', path: paths.static },
    { name: 'listing', path: paths.listing },
    { name: 'product', path: paths.product },
  ];

  // Warm-up: JIT, database caches, module loading.
  for (const target of targets)
    await run(`${server.base}${target.path}`, { amount: 500, connections: 10 });

  const rows = [];
  for (const target of targets) {
    const result = await run(`${server.base}${target.path}`, { duration: DURATION_S });
    rows.push({
      name: target.name,
      path: target.path,
      requestsPerSecond: result.requests.average,
      requests: result.requests.total,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      throughputBytesPerSecond: result.throughput.average,
    });
  }
  const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
  const ratio = (name) => ({
    requestsPerSecond: byName[name].requestsPerSecond / byName.static.requestsPerSecond,
    p99: byName[name].p99Ms / byName.static.p99Ms,
  });
  const ratios = { listingToStatic: ratio('listing'), productToStatic: ratio('product') };

  console.log(
    `\nSSR vs estático — ${server.base} — ${DURATION_S} s, ${CONNECTIONS} conexões cada\n`,
  );
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        r.name,
        {
          path: r.path,
          'req/s': fmt(r.requestsPerSecond),
          'p50 ms': fmt(r.p50Ms, 1),
          'p99 ms': fmt(r.p99Ms, 1),
          'non-2xx': r.non2xx,
          errors: r.errors,
        },
      ]),
    ),
  );
  console.log(
    `listing/static: req/s ${fmt(ratios.listingToStatic.requestsPerSecond, 3)}, p99 ${fmt(ratios.listingToStatic.p99, 2)}×`,
  );
  console.log(
    `product/static: req/s ${fmt(ratios.productToStatic.requestsPerSecond, 3)}, p99 ${fmt(ratios.productToStatic.p99, 2)}×`,
  );

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `ssr-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const report = {
    at: new Date().toISOString(),
    node: process.version,
    base: server.base,
    durationSeconds: DURATION_S,
    connections: CONNECTIONS,
    rows,
    ratios,
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
