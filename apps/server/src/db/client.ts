/**
 * One Database handle over either engine (DESIGN: data). PGlite is file-backed under DATA_DIR
 * (or in memory for tests); PostgreSQL is reached through postgres.js. The SQL is the same.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the app's database (the one definition every module uses). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction of it. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers when the database answers a trivial query (readiness). */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel` (issue #19): `onPayload` for every NOTIFY, `onConnect` each time the
   * listening connection is (re)established (notifications may have been missed before it).
   * Resolves to the unlisten function.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `loadDataDir`: start from a `dumpDataDir` tarball (the tests' template databases). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, {
      max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
      onnotice: () => undefined,
    });
    const db = drizzlePostgres(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, onPayload, onConnect) => {
        // postgres.js keeps LISTEN on a dedicated connection and re-listens after a reconnect.
        const { unlisten } = await client.listen(channel, onPayload, onConnect);
        return unlisten;
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let dataDir: string | undefined;
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    dataDir = join(target.dataDir, 'pglite');
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  return pgliteDatabase(client);
}

/**
 * The handle over an open PGlite. `close` closes it unless its owner says otherwise: the API
 * tests lend one PGlite to file after file and take it back on close (test/support/pglite-pool.ts).
 */
export function pgliteDatabase(
  client: PGlite,
  close: () => Promise<void> = () => client.close(),
): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onPayload, onConnect) => {
      // One process, one connection: a notification arrives with the statement that commits it.
      const unlisten = await client.listen(channel, onPayload);
      onConnect?.();
      return unlisten;
    },
    close,
  };
}

/**
 * Raw SQL rows from either driver: postgres.js answers an array, PGlite an object with `rows`.
 * Prefer the query builder; this is for what it cannot say (unnest, lateral joins).
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
