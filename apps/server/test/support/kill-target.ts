/**
 * What the SIGKILL tests share: a seeded database a child process and the "restarted server" both
 * open (a PGlite data directory, or a PostgreSQL test database reached by URL), and a child run
 * that answers how it ended and what it printed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { childArgs } from './child-bundles.ts';
import { createTestDatabase } from './database.ts';
import { openPgliteFromTemplate, variantOf } from './template.ts';

export interface KillTarget {
  /** The PGlite data directory ('' on PostgreSQL). */
  dataDir: string;
  /** The PostgreSQL URL of the test database (undefined on PGlite). */
  url: string | undefined;
  /** KILL_DATA_DIR / KILL_DATABASE_URL for the child. */
  childEnv: Record<string, string>;
  /** Opens it as a (re)started server would, migrated. */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** A migrated database seeded with `products` products, on the engine of DATABASE_URL. */
export async function createKillTarget(prefix: string, products = 60): Promise<KillTarget> {
  const pgUrl = process.env.DATABASE_URL?.trim();
  let dataDir = '';
  let url: string | undefined;
  let drop: (() => Promise<void>) | null = null;
  if (pgUrl) {
    const created = await createTestDatabase({ products });
    drop = created.drop;
    // The child reaches the same database by URL (the test database's name is in its handle).
    const [row] = await queryRows<{ name: string }>(
      created.database.db,
      sql`select current_database() as name`,
    );
    const target = new URL(pgUrl);
    target.pathname = `/${row?.name ?? ''}`;
    url = target.toString();
  } else {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
    // The run's seeded template, written into the directory (as createTestDatabase copies it).
    const database = await openPgliteFromTemplate(variantOf(products), dataDir);
    await database.close();
  }
  return {
    dataDir,
    url,
    childEnv: { KILL_DATA_DIR: dataDir, KILL_DATABASE_URL: url ?? '' },
    async open() {
      const database = url
        ? await openDatabase({ kind: 'postgres', url })
        : await openDatabase({ kind: 'pglite', dataDir });
      await runMigrations(database);
      return database;
    },
    async remove() {
      await drop?.();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ChildEnd {
  code: number | null;
  signal: string | null;
  out: string;
}

/** Runs `script` (its bundle, else TypeScript through tsx) with `env` added; answers how it ended. */
export function runChildScript(script: string, env: Record<string, string>): Promise<ChildEnd> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, childArgs(script), {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code, signal) => resolve({ code, signal, out }));
  });
}
