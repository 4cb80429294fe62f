/**
 * A fresh, migrated database per test file: PGlite in memory by default; when DATABASE_URL is set,
 * a new PostgreSQL database `adega_test_<random>` on that server, dropped by `drop()`.
 */
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase } from '../../src/db/client.ts';
import type { Database } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    return { database, drop: () => database.close() };
  }
  const name = `adega_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close();
    await dropDatabase(url, name);
    throw error;
  }
  let dropped = false;
  return {
    database,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await database.close();
      await dropDatabase(url, name);
    },
  };
}

async function dropDatabase(url: string, name: string): Promise<void> {
  const admin = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}
