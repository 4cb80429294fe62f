/**
 * The pg-boss runner in tests (issue #14): a runner over a test database with short intervals,
 * the URL of that database (pg-boss has its own pool on PostgreSQL), and waiting on a condition
 * with a deadline (never a fixed sleep).
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows, type Database, type Db } from '../../src/db/client.ts';
import { pgBossJobRunner, type PgBossJobRunner } from '../../src/jobs/pg-boss.ts';

/** The URL of the PostgreSQL database `database` is connected to (DATABASE_URL's server). */
export async function databaseUrlOf(database: Database): Promise<string | undefined> {
  const server = process.env.DATABASE_URL?.trim();
  if (database.kind !== 'postgres' || !server) return undefined;
  const [row] = await queryRows<{ name: string }>(
    database.db,
    sql`select current_database() as name`,
  );
  const url = new URL(server);
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}

/** A runner that polls, checks its schedules and expires dead runs about every second. */
export async function testRunner(database: Database): Promise<PgBossJobRunner> {
  const url = await databaseUrlOf(database);
  return pgBossJobRunner({
    database,
    ...(url ? { databaseUrl: url, poolSize: 2 } : {}),
    now: () => new Date(),
    logger: pino({ level: 'silent' }),
    pollingIntervalSeconds: 0.5,
    cronMonitorIntervalSeconds: 1,
    cronWorkerIntervalSeconds: 1,
    maintenanceIntervalSeconds: 1,
  });
}

/** Resolves when `check` answers true; fails with `what` after `ms`. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 20_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The states of the jobs of `name` (with data.key `key`) in pg-boss's table, oldest first. */
export async function jobStates(db: Db, name: string, key?: string): Promise<string[]> {
  const rows = await queryRows<{ state: string }>(
    db,
    sql`select state from pgboss.job where name = ${name}
      and (${key ?? null}::text is null or data->>'key' = ${key ?? null})
      order by created_on, id`,
  );
  return rows.map((row) => row.state);
}
