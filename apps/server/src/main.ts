/**
 * `npm start` ends here: parse config, open the database (PGlite under DATA_DIR unless
 * DATABASE_URL), apply migrations, seed once, start the background jobs (pg-boss, ADR 0018),
 * serve API + storefront on PORT.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { createLogger } from './http/logging.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createApp } from './app.ts';
import { loadWebBuild, mountWeb } from './web.ts';
import { seedDatabase } from './seed/run.ts';
import type { AppDeps } from './deps.ts';
import { pgBossJobRunner } from './jobs/pg-boss.ts';
import { STUCK_PLACEMENT_MS } from './jobs/schedule.ts';
import { watchChanges } from './cache/watcher.ts';

const config = loadConfig();
const logger = createLogger(config.logLevel);

async function main() {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  await runMigrations(database);
  const now = () => new Date();
  // Every module defines its jobs while the services are created (createApp); they run from start().
  const jobs = pgBossJobRunner({ database, databaseUrl: config.databaseUrl, now, logger });
  // The watcher below tells every cache of this process what changed, the sessions' too.
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    logger,
    now,
    jobs,
    sessionMemory: true,
  };
  // replace: false — a catalogue already there (e.g. `npm run seed -- --products 100000`) is kept;
  // SEED_PRODUCTS only sizes the seed of an empty database.
  const seeded = await seedDatabase(database.db, {
    products: config.seedProducts,
    now: deps.now(),
    replace: false,
    passwordLog2N: config.passwordLog2N,
  });
  logger.info({ seeded }, 'seed');

  const here = dirname(fileURLToPath(import.meta.url));
  const buildDir = config.webBuildDir || join(here, '..', '..', 'web', 'build');
  const build = await loadWebBuild(buildDir);
  const { app, services } = createApp(deps, { mountWeb: mountWeb(deps, build, buildDir) });
  // Issue #18: nothing unhandled goes unnoticed — logged, then reported (or written to a file).
  process.on('unhandledRejection', (reason) => {
    void services.errors.reportError(reason, 'unhandledRejection');
  });
  process.on('uncaughtException', (error) => {
    // The process state is unknown after an uncaught exception: report, then stop (the
    // supervisor restarts it).
    void services.errors.reportError(error, 'uncaughtException').finally(() => process.exit(1));
  });
  // Placements a killed process left in the middle are completed or undone before serving. On
  // PGlite this process is the only one placing, so every PLACING order is stale; on PostgreSQL
  // other instances may be placing right now, so only placements older than the stuck age are.
  const recovered = await services.orders.recover(
    database.kind === 'pglite' ? 0 : STUCK_PLACEMENT_MS,
  );
  if (recovered.completed + recovered.undone > 0)
    logger.warn({ recovered }, 'placements recovered');
  // Issue #19 (ADR 0035): what any instance changes reaches this one's page cache and memos.
  const watcher = await watchChanges({ database, feed: services.changes, logger });
  // The search index is built before the port opens, so the first search is as fast as any.
  await services.search.ready();
  // Jobs (README "Background jobs"): e-mail retries, purges, stuck placements and the modules'
  // own; on PGlite a job a killed process left running is retried now.
  await jobs.start();
  services.mailer.deliverPending().catch((error: unknown) => {
    logger.warn({ err: error }, 'e-mail job failed');
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: database.kind },
      `Adega em http://localhost:${info.port}`,
    );
  });

  // Idle keep-alive connections outlive a proxy's or client's own idle timeout (commonly 60 s),
  // so the server never closes a connection at the moment the other side reuses it (a reset
  // request). Node's default is 5 s.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    services.search.close();
    void watcher.stop().catch(() => undefined);
    server.close(() => {
      // Running handlers finish (or are failed, to be retried) before the database closes.
      jobs
        .stop({ graceful: true })
        .catch((error: unknown) => logger.warn({ err: error }, 'job runner stop failed'))
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'failed to start');
  process.exit(1);
});
