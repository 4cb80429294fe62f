#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 performance (default config = mobile form factor with
// simulated throttling) for home, a listing, a product page and the checkout as a visitor reaches
// it (it asks a visitor to sign in first), in Debian's Chromium, with the welcome gate present (the
// bench never answers it). Prints the median of LH_RUNS runs (default 3) per page: score and FCP,
// LCP, TBT, CLS; goals (issue #19): 100 on home, listing and product, ≥ 95 on checkout.
// Writes bench/results/lighthouse-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { discoverPaths, guard, resultsDir, startServer } from './server.mjs';

const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
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

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, under load) is run again twice. */
async function audit(url, port, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse não devolveu resultado para ${url}`);
    if (!lhr.runtimeError) return lhr;
    const message = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= attempts) throw new Error(message);
    console.warn(`${message} — de novo (${attempt + 1}/${attempts})`);
  }
}

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
    { name: 'home', path: paths.home, goal: 100 },
    { name: 'listing', path: paths.listing, goal: 100 },
    { name: 'product', path: paths.product, goal: 100 },
    { name: 'checkout', path: '/checkout.ep', goal: 95 },
  ];
  const rows = [];
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const lhr = await audit(`${server.base}${page.path}`, chrome.port);
      const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
        warnings: lhr.runWarnings,
        // What Lighthouse would fix: the failing audits of the performance category.
        failing: lhr.categories.performance.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 0.9)
          .map((a) => `${a.id}${a.displayValue ? `: ${a.displayValue}` : ''}`),
      });
    }
    // Median run by score.
    runs.sort((a, b) => a.score - b.score);
    const median = runs[Math.floor(runs.length / 2)];
    rows.push({
      name: page.name,
      path: page.path,
      goal: page.goal,
      ...median,
      runs: runs.map((r) => r.score),
    });
  }

  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  console.log(
    `\nLighthouse ${RUNS > 1 ? `(mediana de ${RUNS}) ` : ''}— performance, mobile — ${server.base} — carga ${load}\n`,
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
          runs: r.runs.join(' '),
          goal: r.goal,
          'atinge?': r.score >= r.goal ? 'sim' : 'NÃO',
        },
      ]),
    ),
  );
  for (const r of rows) {
    for (const warning of r.warnings ?? []) console.warn(`${r.name}: ${warning}`);
    if (r.failing.length > 0)
      console.log(`${r.name} (mediana), a melhorar: ${r.failing.join('; ')}`);
  }

  mkdirSync(resultsDir, { recursive: true });
  const file = join(
    resultsDir,
    `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), base: server.base, runs: RUNS, load, rows }, null, 2)}\n`,
  );
  console.log(`\nJSON: ${file}`);
  // A measurement, not a gate: BENCH_STRICT=1 turns a score under the goal into exit code 1.
  if (process.env.BENCH_STRICT === '1' && rows.some((r) => r.score < r.goal)) process.exitCode = 1;
} finally {
  release();
  await chrome?.kill();
  await server.stop();
}
