/**
 * Browser tests against the built server (`npm run build` first) in Debian's Chromium.
 * Two server processes, each with a fresh PGlite data directory per run: each migrates and seeds
 * the deterministic catalogue (800 products, seed 1) on start, which `fixtures.ts` regenerates in
 * the test process to find products by trait. The second one serves only the `@switches` tests,
 * which switch server-wide feature flags, so that they run beside all the others.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/** E2E_PORT lets several checkouts or sessions run the browser tests side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The server of the `@switches` tests (E2E_PORT + 1 unless E2E_SWITCHES_PORT says otherwise). */
export const SWITCHES_PORT = Number(process.env.E2E_SWITCHES_PORT ?? PORT + 1);
/** The e2e server's ADMIN_TOKEN (specs switch flags with it). */
export const E2E_ADMIN_TOKEN = 'token-de-admin-do-e2e-adega';
const root = fileURLToPath(new URL('..', import.meta.url));

// The config is evaluated in the runner and again in every worker; workers inherit the runner's
// environment, so only the runner creates (and finally removes) the data directory.
if (!process.env.ADEGA_E2E_DATA_DIR) {
  const dir = mkdtempSync(join(tmpdir(), 'adega-e2e-'));
  process.env.ADEGA_E2E_DATA_DIR = dir;
  // The server reads hashed assets from the web build for as long as it runs: a snapshot keeps a
  // rebuild during the run (`npm run build` elsewhere) from removing the files its pages reference.
  // It sits beside apps/web/build so that its imports resolve exactly as the original's do, in a
  // directory named `build` (git-ignored), and is removed at the end.
  const snapshot = join(root, 'apps', 'web', '.e2e-snapshots', basename(dir));
  const build = join(root, 'apps', 'web', 'build');
  if (existsSync(build)) cpSync(build, join(snapshot, 'build'), { recursive: true });
  process.env.ADEGA_E2E_WEB_BUILD = existsSync(snapshot) ? join(snapshot, 'build') : build;
  process.on('exit', () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(snapshot, { recursive: true, force: true });
  });
}
const dataDir = process.env.ADEGA_E2E_DATA_DIR;
const webBuildDir = process.env.ADEGA_E2E_WEB_BUILD ?? join(root, 'apps', 'web', 'build');

/**
 * Debian's old headless shell (package chromium-headless-shell, installed by .ci/run) when it is
 * there: the same Chromium without the full browser's UI and GPU processes, about a third less
 * CPU per test on a 2-core machine (issue #33's note). Otherwise Debian's Chromium itself.
 * E2E_CHROMIUM names another binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const DESKTOP = { browserName: 'chromium' as const, viewport: { width: 1280, height: 800 } };

const PHONE = {
  browserName: 'chromium' as const,
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};

/** A server on `port` with its own data directory `dir` (under the run's directory). */
function server(port: number, dir: string) {
  return {
    command: 'node apps/server/dist/main.js',
    cwd: root,
    url: `http://localhost:${String(port)}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      DATA_DIR: join(dataDir, dir),
      // Browser tests run on their own embedded database even when CI exports DATABASE_URL
      // for the API tests: a fresh, deterministic catalogue on every run.
      DATABASE_URL: '',
      WEB_BUILD_DIR: webBuildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A small proof of work keeps captcha solving fast in the browser; every test sends its
      // own X-Forwarded-For (fixtures.ts) so per-IP throttling is per test, as for real clients.
      CAPTCHA_MAX_NUMBER: '1000',
      // scrypt at 2^10 for the demo customers and the accounts tests create (2^15 by default:
      // a third of a second of CPU per hash on this machine).
      PASSWORD_SCRYPT_LOG2N: '10',
      TRUST_PROXY: 'true',
      // Issue #14: operators' endpoints (PUT /api/v1/admin/flags/…) for the bank_slip flag; the
      // sandbox gateway delivers its webhooks to this server (PAYMENTS_WEBHOOK_URL default).
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: join(root, 'test-results', 'e2e-artifacts'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // `npm test` sets PLAYWRIGHT_JSON_OUTPUT_NAME and reads the json report's stats; run alone, the
  // report goes to test-results/e2e.json instead of stdout.
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, 'test-results', 'e2e.json'),
      },
    ],
  ],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Issue #33: a trace records the page's screencast and a DOM snapshot at every action, for
    // every test (retain-on-failure records all and keeps the failures'): a quarter of the
    // suite's CPU. A failed test is traced when it is retried (CI retries once);
    // E2E_TRACE=retain-on-failure traces every test locally.
    trace: process.env.E2E_TRACE === 'retain-on-failure' ? 'retain-on-failure' : 'on-first-retry',
    // Pages without motion (prefers-reduced-motion: the store's CSS stops its transitions,
    // spinners and the carousel): a fifth less CPU per test, the browser no longer drawing frames
    // of animations no test looks at. The tests of motion itself say `no-preference`.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  // Every test runs at 1280 px. The 390 px phone runs only the tests whose page differs by
  // viewport: tagged `@layout` (both projects: header, drawers, WineBox, axe, screenshots) or
  // `@mobile` (the phone only: the mobile drawer, the phone's search panel and filters). The rest
  // (forms, carts, promotions, listings, security) is the same code at any width.
  // The tests tagged `@switches` switch server-wide feature flags (dark mode, the opt-ins, the
  // hotsites…), which every other test would see: they run against a server of their own
  // (SWITCHES_PORT), beside the others, and `withFlag` (flags.ts) switches one flag at a time
  // among them. They come first, so that their long tests do not end the run alone.
  projects: [
    {
      name: 'switches',
      grep: /@switches/,
      grepInvert: /@mobile/,
      use: { ...DESKTOP, baseURL: `http://localhost:${SWITCHES_PORT}` },
    },
    {
      name: 'switches-mobile',
      grep: /^(?=.*@switches)(?=.*(@mobile|@layout))/,
      use: { ...PHONE, baseURL: `http://localhost:${SWITCHES_PORT}` },
    },
    { name: 'desktop', grepInvert: /@mobile|@switches/, use: DESKTOP },
    { name: 'mobile', grep: /@mobile|@layout/, grepInvert: /@switches/, use: PHONE },
  ],
  webServer: [server(PORT, 'data'), server(SWITCHES_PORT, 'data-switches')],
});
