// Shared by the benchmarks: start the built server on a free loopback port with a fresh data
// directory (or use BENCH_URL), find a listing, a product and a static asset, and stop it again.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const resultsDir = join(root, 'bench', 'results');

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitReady(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`o servidor saiu com código ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`servidor não ficou pronto em ${timeoutMs / 1000} s`);
}

/**
 * Starts `node apps/server/dist/main.js` (first start migrates and seeds, up to 180 s) unless
 * BENCH_URL is set. Returns `{ base, pid, stop }`; `stop()` ends the process and removes its data.
 * Options (defaults keep the behaviour above): `dataDir` — an existing DATA_DIR to serve (e.g. a
 * catalogue seeded beforehand with the seed CLI), kept at `stop()`; `env` — extra environment
 * variables for the server (e.g. `{ PAGE_CACHE: 'off' }`); `ignoreBenchUrl` — always start one;
 * `readyTimeoutMs` — how long the first start may take (default 180 s).
 */
export async function startServer(options = {}) {
  if (process.env.BENCH_URL && !options.ignoreBenchUrl) {
    const base = process.env.BENCH_URL.replace(/\/+$/, '');
    await waitReady(base, null, 10_000);
    return { base, external: true, stop: async () => {} };
  }
  const entry = join(root, 'apps', 'server', 'dist', 'main.js');
  if (!existsSync(entry))
    throw new Error('apps/server/dist/main.js não existe: rode `npm run build` antes.');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'adega-bench-'));
  const serverDataDir = options.dataDir ?? join(dataDir, 'data');
  // A snapshot of the web build, so a rebuild during the run cannot remove the served assets;
  // beside apps/web/build (imports resolve the same way), named `build` (git-ignored).
  const snapshot = join(root, 'apps', 'web', '.e2e-snapshots', basename(dataDir));
  const webBuild = join(snapshot, 'build');
  cpSync(join(root, 'apps', 'web', 'build'), webBuild, { recursive: true });
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: serverDataDir,
      WEB_BUILD_DIR: webBuild,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  };
  try {
    await waitReady(base, child, options.readyTimeoutMs ?? 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, external: false, pid: child.pid, stop };
}

/** Ends a server process: SIGTERM, then SIGKILL after 10 s; resolves once it has exited. */
export async function stopChild(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Paths to measure, read from the running store itself (no hard-coded product codes). */
export async function discoverPaths(base) {
  const listing = '/vinhos/cVINHOS.html';
  const listingResponse = await fetch(`${base}${listing}`);
  if (!listingResponse.ok) throw new Error(`${listing} respondeu ${listingResponse.status}`);
  const html = await listingResponse.text();
  const product = /href="(?:https?:\/\/[^"/]+)?(\/prod[^"]+\.html)"/.exec(html)?.[1];
  if (!product) throw new Error(`nenhum link /prod….html em ${listing}`);
  // The client entry module (~220 KB raw): the file every ratio since the issue's first
  // measurement divides by. It was the page's first /assets/ link until the module preloads left
  // the HTML (ADR 0038); the deferred boot names it, inline or in its file (ADR 0044).
  const bootFile = / src="(\/assets\/boot-[^"]+\.js)"/.exec(html)?.[1];
  const boot = bootFile ? await (await fetch(`${base}${bootFile}`)).text() : html;
  const asset =
    /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(boot)?.[1] ??
    /(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/.exec(html)?.[1];
  let staticPath = asset ?? '/favicon.ico';
  const staticResponse = await fetch(`${base}${staticPath}`);
  if (!staticResponse.ok)
    throw new Error(`arquivo estático ${staticPath} respondeu ${staticResponse.status}`);
  await staticResponse.arrayBuffer();
  return { home: '/', listing, product, static: staticPath };
}

/** Stops the server on Ctrl-C and after a hard time limit, so a run never outlives its bound. */
export function guard(stop, limitMs) {
  let stopping = false;
  const bail = (code, message) => {
    if (stopping) return;
    stopping = true;
    if (message) console.error(message);
    stop().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => bail(130));
  process.once('SIGTERM', () => bail(143));
  const timer = setTimeout(() => bail(1, `tempo limite de ${limitMs / 1000} s excedido`), limitMs);
  timer.unref();
  return () => clearTimeout(timer);
}

/** `count` products a visitor may add, from the store's own listing (no hard-coded codes). */
export async function purchasableSkus(base, count) {
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
    if (skus.length === count) return skus;
  }
  throw new Error(`menos de ${count} produtos compráveis na listagem`);
}
