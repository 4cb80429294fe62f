#!/usr/bin/env node
// `npm run bench:cart`: cart throughput and latency as ratios to a product GET served by the same
// process, in one run (autocannon, BENCH_DURATION s, BENCH_CONNECTIONS connections each).
// Every connection is its own visitor (its own `adega_cart` cookie), as in a real store:
//   - product: GET /api/v2/products/{sku}
//   - get-cart: GET /api/v1/cart of a cart with 3 lines
//   - add-to-cart: POST /api/v1/cart/items {sku, quantity: 1} alternating with
//     DELETE /api/v1/cart/items/{sku}, so quantities never reach the stock limit (every request
//     is a locked, serialised cart mutation)
// Writes the figures to bench/results/cart-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { guard, resultsDir, startServer } from './server.mjs';

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
  const last = requests.length - 1;
  return requests.map((request, index) => ({
    ...request,
    setupRequest: (req, context) => {
      context.cookie ??= free.shift();
      if (!context.cookie) throw new Error('sem visitante livre: mais conexões que carrinhos');
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

const server = await startServer();
const release = guard(server.stop, 5 * 60_000);
try {
  const skus = await purchasableSkus(server.base);
  const [extra, ...cartLines] = skus;
  const cookies = [];
  for (let i = 0; i < CONNECTIONS; i++) cookies.push(await visitorWith(server.base, cartLines));

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
  const ratios = { getCartToProduct: ratio('get-cart'), addToCartToProduct: ratio('add-to-cart') };

  console.log(
    `\nCarrinho vs produto — ${server.base} — ${DURATION_S} s, ${CONNECTIONS} visitantes\n`,
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

  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, `cart-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
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
