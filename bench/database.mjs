// Shared by the database benchmarks (billing, checkout, jobs): a fresh database to measure on —
// PGlite in memory without a server URL, else a new PostgreSQL database on that server, dropped
// by `drop()`.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase } from '../apps/server/src/db/client.ts';

/** A fresh database: PGlite in memory when `server` is unset, else `adega_bench_<random>` there. */
export async function openBenchDatabase(server) {
  if (!server) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, url: undefined, engine: 'PGlite', drop: () => database.close() };
  }
  const name = `adega_bench_${randomBytes(5).toString('hex')}`;
  const admin = postgres(server, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(server);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString() });
  return {
    database,
    url: target.toString(),
    engine: 'PostgreSQL',
    drop: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
