#!/usr/bin/env node
// `npm run bench:cart`: cart throughput and latency as ratios to a product GET served by the same
// process, in one run (autocannon, BENCH_DURATION s, BENCH_CONNECTIONS connections each).
// Every connection is its own visitor (its own `adega_cart` cookie), as in a real store:
//   - product: GET /api/v2/products/{sku}
//   - get-cart: GET /api/v1/cart of a cart with 3 lines
//   - add-to-cart: POST /api/v1/cart/items {sku, quantity: 1} alternating with
//     DELETE /api/v1/cart/items/{sku}, so quantities never reach the stock limit (every request
//     is a locked, serialised cart mutation)
// Before/after in one invocation: `npm run bench:cart -- --compare=/path/to/other/checkout` (or
// BENCH_COMPARE=…) measures that built checkout first (its own bench/server.mjs starts its own
// dist), then this one, back to back on the same machine, and prints both.
// Writes the figures to bench/results/cart-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { guard, resultsDir, startServer } from './server.mjs';

const compareArg = process.argv.find((arg) => arg.startsWith('--compare='));
const COMPARE = compareArg ? compareArg.slice('--compare='.length) : process.env.BENCH_COMPARE;

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

function run(url, options) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, timeout: 30, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

/** Products a visitor may add (read from the store itself: no hard-coded codes). */
async function purchasableSkus(base) {
  const html = await (await fetch(`${base}/vinhos/cVINHOS.html`)).text();
  const codes = [...html.matchAll(/href="(?:https?:\/\/[^"/]+)?\/prod([^"/]+)\.html"/g)].map(
    (m) => m[1],
  );
  const skus = [];
  for (const code of new Set(codes)) {
    const response = await fetch(`${base}/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: code, quantity: 1 }),
    });
    await response.arrayBuffer();
    if (response.ok) skus.push(code);
    if (skus.length === 4) break;
  }
  if (skus.length < 4) throw new Error('menos de 4 produtos compráveis na listagem');
  return skus;
}

/** A new visitor whose cart holds `lines`; returns its Cookie header. */
async function visitorWith(base, lines) {
  let cookie = '';
  for (const sku of lines) {
    const response = await fetch(`${base}/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`add ${sku} respondeu ${response.status}`);
    const issued = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair.startsWith('adega_cart='));
    if (issued) cookie = issued;
  }
  return cookie;
}

/**
 * autocannon requests where each pass through `requests` is one visitor's: autocannon resets a
 * connection's `context` at the end of every pass, so a pass takes a free visitor cookie on its
 * first request and gives it back when its last answer arrives. No two connections ever share a
 * cart at the same time (which would turn an add/remove pair into a 404 that measures nothing).
 */
function asVisitors(cookies, requests) {
  const free = [...cookies];
  let spare = 0;
  const last = requests.length - 1;
  return requests.map((request, index) => ({
    ...request,
    setupRequest: (req, context) => {
      // A pass cut by a timeout never gives its visitor back: then share one (a rare 404).
      context.cookie ??= free.shift() ?? cookies[spare++ % cookies.length];
      return {
        ...req,
        headers: { ...req.headers, 'content-type': 'application/json', cookie: context.cookie },
      };
    },
    ...(index === last
      ? {
          onResponse: (_status, _body, context) => {
            if (context.cookie) free.push(context.cookie);
          },
        }
      : {}),
  }));
}

/** One checkout's figures: product GET, get-cart and add/remove, and their ratios. */
async function measure(start, label) {
  const server = await start();
  const release = guard(server.stop, 5 * 60_000);
  try {
    const skus = await purchasableSkus(server.base);
    const [extra, ...cartLines] = skus;
    const cookies = [];
    // Twice as many visitors as connections: a pass cut by a timeout does not starve the others.
    for (let i = 0; i < 2 * CONNECTIONS; i++)
      cookies.push(await visitorWith(server.base, cartLines));

    const targets = [
      {
        name: 'product',
        url: `${server.base}/api/v2/products/${encodeURIComponent(extra)}`,
        options: {},
      },
      {
        name: 'get-cart',
        url: server.base,
        options: { requests: asVisitors(cookies, [{ method: 'GET', path: '/api/v1/cart' }]) },
      },
      {
        name: 'add-to-cart',
        url: server.base,
        options: {
          requests: asVisitors(cookies, [
            {
              method: 'POST',
              path: '/api/v1/cart/items',
              body: JSON.stringify({ sku: extra, quantity: 1 }),
            },
            { method: 'DELETE', path: `/api/v1/cart/items/${encodeURIComponent(extra)}` },
          ]),
        },
      },
    ];

    // Warm-up: JIT, database caches, module loading.
    for (const target of targets) await run(target.url, { amount: 400, ...target.options });

    const rows = [];
    for (const target of targets) {
      const result = await run(target.url, { duration: DURATION_S, ...target.options });
      rows.push({
        name: target.name,
        requestsPerSecond: result.requests.average,
        requests: result.requests.total,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    }
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    const ratio = (name) => ({
      requestsPerSecond: byName[name].requestsPerSecond / byName.product.requestsPerSecond,
      p99: byName[name].p99Ms / byName.product.p99Ms,
    });
    const ratios = {
      getCartToProduct: ratio('get-cart'),
      addToCartToProduct: ratio('add-to-cart'),
    };

    console.log(
      `\n${label}: carrinho vs produto — ${server.base} — ${DURATION_S} s, ${CONNECTIONS} visitantes\n`,
    );
    console.table(
      Object.fromEntries(
        rows.map((r) => [
          r.name,
          {
            'req/s': fmt(r.requestsPerSecond),
            'p50 ms': fmt(r.p50Ms, 1),
            'p99 ms': fmt(r.p99Ms, 1),
            'non-2xx': r.non2xx,
            errors: r.errors,
          },
        ]),
      ),
    );
    for (const [name, value] of Object.entries(ratios)) {
      console.log(`${name}: req/s ${fmt(value.requestsPerSecond, 3)}, p99 ${fmt(value.p99, 2)}×`);
    }
    return { label, base: server.base, rows, ratios };
  } finally {
    release();
    await server.stop();
  }
}

const runs = [];
if (COMPARE) {
  const other = await import(pathToFileURL(resolve(COMPARE, 'bench', 'server.mjs')).href);
  runs.push(await measure(other.startServer, `antes (${resolve(COMPARE)})`));
}
runs.push(await measure(startServer, 'este checkout'));

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
  durationSeconds: DURATION_S,
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
