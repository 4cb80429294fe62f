#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 performance (default config = mobile form factor with
// simulated throttling) for home, a listing and a product page, in Debian's Chromium. Prints the
// score and FCP, LCP, TBT, CLS of each page; goal ≥ 90. Writes bench/results/lighthouse-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { discoverPaths, guard, resultsDir, startServer } from './server.mjs';

const GOAL = 90;
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 1));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const server = await startServer();
const release = guard(server.stop, 10 * 60_000);
let chrome;
try {
  const paths = await discoverPaths(server.base);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const pages = [
    { name: 'home', path: paths.home },
    { name: 'listing', path: paths.listing },
    { name: 'product', path: paths.product },
  ];
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${server.base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse não devolveu resultado para ${page.path}`);
      if (lhr.runtimeError)
        throw new Error(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
        warnings: lhr.runWarnings,
      });
    }
    // Median run by score.
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({ name: page.name, path: page.path, ...median, runs: runs.map((r) => r.score) });
  }

  console.log(
    `\nLighthouse ${RUNS > 1 ? `(mediana de ${RUNS}) ` : ''}— performance, mobile — ${server.base}\n`,
  );
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        r.name,
        {
          path: r.path,
          score: r.score,
          'FCP ms': Math.round(r.fcpMs),
          'LCP ms': Math.round(r.lcpMs),
          'TBT ms': Math.round(r.tbtMs),
          CLS: Number(r.cls.toFixed(3)),
          [`≥ ${GOAL}`]: r.score >= GOAL ? 'sim' : 'NÃO',
        },
      ]),
    ),
  );
  for (const r of rows)
    for (const warning of r.warnings ?? []) console.warn(`${r.name}: ${warning}`);

  mkdirSync(resultsDir, { recursive: true });
  const file = join(
    resultsDir,
    `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), base: server.base, goal: GOAL, rows }, null, 2)}\n`,
  );
  console.log(`\nJSON: ${file}`);
  // A measurement, not a gate: BENCH_STRICT=1 turns a score under the goal into exit code 1.
  if (process.env.BENCH_STRICT === '1' && rows.some((r) => r.score < GOAL)) process.exitCode = 1;
} finally {
  release();
  await chrome?.kill();
  await server.stop();
}
