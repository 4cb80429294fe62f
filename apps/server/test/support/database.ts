/**
 * A fresh database per test file, copied from a template (template.ts): PGlite in memory by
 * default; when DATABASE_URL is set, a new PostgreSQL database `adega_test_<random>` on that
 * server, dropped by `drop()`. Migrated, and seeded with `products` products at TEST_NOW when asked.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/client.ts';
import { admin, createPostgresFromTemplate, urlOf, variantOf } from './template.ts';
import { borrowPglite } from './pglite-pool.ts';

export { TEST_NOW } from './template.ts';

export interface TestDatabase {
  database: Database;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

export async function createTestDatabase(
  options: {
    /** Seed this many products (default: migrated only, no seed). */ products?: number;
  } = {},
): Promise<TestDatabase> {
  const variant = variantOf(options.products);
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    const database = await borrowPglite(variant);
    return { database, drop: () => database.close() };
  }
  const name = `adega_test_${randomBytes(6).toString('hex')}`;
  await createPostgresFromTemplate(url, name, variant);
  let database: Database;
  try {
    database = await openDatabase({ kind: 'postgres', url: urlOf(url, name) });
  } catch (error) {
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
  const sql = admin(url);
  try {
    await sql.unsafe(`drop database if exists ${name} with (force)`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
