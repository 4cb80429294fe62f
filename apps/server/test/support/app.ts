/**
 * An in-process app on a fresh, migrated and seeded database (PGlite in memory by default,
 * a fresh PostgreSQL database when DATABASE_URL is set), with a fixed clock.
 */
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { createApp } from '../../src/app.ts';
import type { AppDeps } from '../../src/deps.ts';
import { memoryTransport } from '../../src/modules/mail/mailer.ts';
import type { OrderEvents } from '../../src/modules/orders/service.ts';
import { createTestDatabase, TEST_NOW } from './database.ts';
import { TEST_PASSWORD_LOG2N } from './template.ts';
import type { Database } from '../../src/db/client.ts';
import { loadWebBuild, mountWeb } from '../../src/web.ts';
import { watchChanges } from '../../src/cache/watcher.ts';
import { join } from 'node:path';

/** The storefront's build (`npm run build`; `npm test` builds before the API tests). */
export const WEB_BUILD_DIR = join(import.meta.dirname, '..', '..', '..', 'web', 'build');

/** The bearer token that opens GET /metrics in API tests. */
export const METRICS_TEST_TOKEN = 'token-de-metricas-dos-testes';

export { TEST_NOW };

export interface TestAppOptions {
  products?: number;
  now?: () => Date;
  env?: NodeJS.ProcessEnv;
  /** The orders' tracking sink (default: the log). */
  orderEvents?: OrderEvents;
  /** Background jobs (default: the manual runner, `services.jobs`). */
  jobs?: AppDeps['jobs'];
  /** The tracking sinks' HTTP client (issue #17; default: fetch). */
  trackingFetch?: AppDeps['trackingFetch'];
  /**
   * Issue #19: serve the storefront (the web build) with the page cache, and watch the
   * database's changes like a running server (the watcher's poll is the test's to call).
   */
  web?: boolean;
  /** Another instance on this database (no seed; PostgreSQL only, PGlite is one process). */
  database?: Database;
  /** The app's logger (default: silent). */
  logger?: AppDeps['logger'];
}

export async function createTestApp(options: TestAppOptions = {}) {
  const { database, drop } = options.database
    ? { database: options.database, drop: () => options.database?.close() ?? Promise.resolve() }
    : await createTestDatabase({ products: options.products ?? 800 });
  const mail = memoryTransport();
  const deps: AppDeps = {
    // Small proof of work (tests solve it in-process) and client IPs from X-Forwarded-For.
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CAPTCHA_MAX_NUMBER: '200',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'http://localhost',
      OUTLET_PUBLIC_URL: 'http://outlet.localhost',
      METRICS_TOKEN: METRICS_TEST_TOKEN,
      PASSWORD_SCRYPT_LOG2N: String(TEST_PASSWORD_LOG2N),
      ...options.env,
    }),
    database,
    db: database.db,
    logger: options.logger ?? pino({ level: 'silent' }),
    now: options.now ?? (() => TEST_NOW),
    mailTransport: mail,
    ...(options.orderEvents ? { orderEvents: options.orderEvents } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
    ...(options.trackingFetch ? { trackingFetch: options.trackingFetch } : {}),
    // Sessions in memory only where the database's changes are watched (ADR 0040).
    sessionMemory: options.web === true,
    // The sandbox gateway's webhooks reach this in-process app (the configured URL's path).
    webhookDelivery: (url, init) => {
      const target = new URL(url);
      const headers = new Headers(init.headers);
      headers.set('host', 'localhost');
      return Promise.resolve(
        app.request(`http://localhost${target.pathname}`, { ...init, headers }),
      );
    },
  };
  const web = options.web
    ? mountWeb(deps, await loadWebBuild(WEB_BUILD_DIR), WEB_BUILD_DIR)
    : undefined;
  const { app, services } = createApp(deps, web ? { mountWeb: web } : {});
  const watcher = options.web
    ? await watchChanges({ database, feed: services.changes, logger: deps.logger, pollMs: 0 })
    : null;
  const request = (path: string, init?: RequestInit & { host?: string }) => {
    const headers = new Headers(init?.headers);
    headers.set('host', init?.host ?? 'localhost');
    return app.request(`http://${init?.host ?? 'localhost'}${path}`, { ...init, headers });
  };
  const rpc = (operation: string, body?: unknown, host?: string) =>
    request(`/rpc/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body),
      ...(host ? { host } : {}),
    });
  const close = async () => {
    await watcher?.stop();
    await drop();
  };
  return { app, services, deps, database, request, rpc, mail, watcher, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
