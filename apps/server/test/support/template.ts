/**
 * Template databases for the API tests (issue #33): migrating and seeding 800 products took each
 * test file seconds of CPU. A template is built once per variant (migrated only, or migrated and
 * seeded with N products at TEST_NOW) and each test file starts from a copy:
 * - PGlite: a data-directory tarball (`dumpDataDir`) under node_modules/.cache/adega-test-db,
 *   loaded with `loadDataDir`;
 * - PostgreSQL: a database `adega_tpl_<key>_<variant>`, copied with `CREATE DATABASE … TEMPLATE`.
 *
 * The key is a hash of every source file the migrations and the seed are built from (their import
 * closure, found by esbuild) and of the engine's version, so a change to a migration, the seed
 * or anything it imports builds a new template. Building is serialised between processes (a lock
 * file for PGlite, an advisory lock for PostgreSQL); a crashed builder leaves nothing half made.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync } from 'node:fs';
import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { build } from 'esbuild';
import postgres from 'postgres';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/seed/run.ts';

/** The fixed "now" of API tests: a Sunday afternoon in São Paulo (the seed's promotions use it). */
export const TEST_NOW = new Date('2026-11-22T15:00:00-03:00');

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const serverSrc = join(import.meta.dirname, '..', '..', 'src');
export const TEMPLATE_CACHE_DIR = join(repoRoot, 'node_modules', '.cache', 'adega-test-db');
const KEY_ENV = 'ADEGA_TEST_DB_KEY';

/** 'm' for a migrated database, `p<N>` for one also seeded with N products. */
export type Variant = 'm' | `p${number}`;
export const variantOf = (products?: number): Variant =>
  products === undefined ? 'm' : `p${products}`;

/**
 * scrypt's cost in API tests (PASSWORD_SCRYPT_LOG2N): 2^10 instead of 2^15 makes a hash 60 times
 * cheaper (5 ms, not 340 ms) and the suite hashes and checks hundreds of passwords. The demo
 * customers' hashes in the templates use it too; password.test.ts checks the default cost.
 */
export const TEST_PASSWORD_LOG2N = 10;

/** Builds a variant's content on an open, empty database. */
async function fill(database: Database, variant: Variant): Promise<void> {
  await runMigrations(database);
  if (variant !== 'm')
    await seedDatabase(database.db, {
      products: Number(variant.slice(1)),
      now: TEST_NOW,
      passwordLog2N: TEST_PASSWORD_LOG2N,
    });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The templates' key: the content of the migrations and of the seed's import closure, the
 * engines' versions. Computed once per run (vitest's globalSetup puts it in the environment).
 */
export async function templateKey(): Promise<string> {
  const known = process.env[KEY_ENV];
  if (known) return known;
  const result = await build({
    entryPoints: [join(serverSrc, 'seed', 'run.ts'), join(serverSrc, 'db', 'migrate.ts')],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
    absWorkingDir: repoRoot,
    outdir: join(TEMPLATE_CACHE_DIR, 'unused'),
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          // Third-party packages are pinned by the lock file; the workspace's own are followed.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@adega/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const hash = createHash('sha256');
  const files = [
    ...Object.keys(result.metafile.inputs).map((input) => join(repoRoot, input)),
    ...filesUnder(migrationsFolder()),
    join(repoRoot, 'package-lock.json'),
    // This file: how a template is filled (the seed's options) is part of what it holds.
    join(import.meta.dirname, 'template.ts'),
  ];
  for (const file of [...new Set(files)].sort()) {
    hash.update(relative(repoRoot, file));
    hash.update(readFileSync(file));
  }
  const key = hash.digest('hex').slice(0, 12);
  process.env[KEY_ENV] = key;
  return key;
}

// ---------------------------------------------------------------------------------------------
// PGlite: data-directory tarballs on disk.

const lockStaleMs = 10 * 60_000;

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Runs `work` holding `lock` (a file with the holder's pid); a dead holder's lock is taken over. */
async function withFileLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8').trim() || 0);
      const age = Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs;
      if ((holder && !processAlive(holder)) || age > lockStaleMs) rmSync(lock, { force: true });
      else await delay(100);
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Shared buffers of the API tests' PGlite copies (the template's data is a few MB). */
export const PGLITE_TEST_SHARED_BUFFERS = '16MB';

/** The variant's tarball, built when missing. */
async function pgliteSnapshot(variant: Variant): Promise<string> {
  const key = await templateKey();
  const file = join(TEMPLATE_CACHE_DIR, `pglite-${key}-${variant}.tar`);
  if (existsSync(file)) return file;
  mkdirSync(TEMPLATE_CACHE_DIR, { recursive: true });
  return withFileLock(`${file}.lock`, async () => {
    if (existsSync(file)) return file;
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await fill(database, variant);
      const client = (database.db as unknown as { $client: PGlite }).$client;
      // Each test file opens a copy: PGlite's default 128 MB of shared buffers (for a database of
      // a few MB) are a third of the CPU of every open. Kept in the copy's postgresql.auto.conf.
      await client.exec(`alter system set shared_buffers = '${PGLITE_TEST_SHARED_BUFFERS}'`);
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
    return file;
  });
}

/**
 * A PGlite holding a copy of the variant: in memory, or in the data directory `dataDir` (a
 * database that another process opens too, as the SIGKILL tests' children do).
 */
export async function openPgliteFromTemplate(
  variant: Variant,
  dataDir?: string,
): Promise<Database> {
  const file = await pgliteSnapshot(variant);
  const loadDataDir = new Blob([readFileSync(file)]);
  return openDatabase({ kind: 'pglite', loadDataDir, ...(dataDir ? { dataDir } : {}) });
}

/** Removes other keys' tarballs (run by globalSetup, before any test file). */
export function pruneOtherPgliteSnapshots(key: string): void {
  if (!existsSync(TEMPLATE_CACHE_DIR)) return;
  for (const name of readdirSync(TEMPLATE_CACHE_DIR)) {
    if (name.startsWith('pglite-') && !name.startsWith(`pglite-${key}-`))
      rmSync(join(TEMPLATE_CACHE_DIR, name), { force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL: template databases on the server of DATABASE_URL.

export const admin = (url: string) => postgres(url, { max: 1, onnotice: () => undefined });

export function urlOf(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** The variant's template database on the server of `url`, built when missing. */
async function postgresTemplate(url: string, variant: Variant): Promise<string> {
  const name = `adega_tpl_${await templateKey()}_${variant}`;
  const sql = admin(url);
  try {
    const exists = async () =>
      (await sql`select 1 from pg_database where datname = ${name}`).length > 0;
    if (await exists()) return name;
    // One builder per template on this server; the lock ends with the session if it dies.
    await sql`select pg_advisory_lock(hashtext(${name}))`;
    if (await exists()) return name;
    const building = `adega_tplb_${randomBytes(6).toString('hex')}`;
    await sql.unsafe(`create database ${building}`);
    await sql.unsafe(`comment on database ${building} is '${Date.now()}'`);
    try {
      const database = await openDatabase({ kind: 'postgres', url: urlOf(url, building) });
      try {
        await fill(database, variant);
      } finally {
        await database.close();
      }
      await sql.unsafe(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await sql.unsafe(`drop database if exists ${building} with (force)`);
      throw error;
    }
    return name;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Creates database `name` as a copy of the variant's template. */
export async function createPostgresFromTemplate(
  url: string,
  name: string,
  variant: Variant,
): Promise<void> {
  const template = await postgresTemplate(url, variant);
  const sql = admin(url);
  try {
    await sql.unsafe(`create database ${name} template ${template}`);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

/** Drops templates of other keys older than a day (other worktrees' runs may still use newer). */
export async function pruneOldPostgresTemplates(url: string, key: string): Promise<void> {
  const sql = admin(url);
  try {
    const rows = await sql<{ datname: string; note: string | null }[]>`
      select datname, shobj_description(oid, 'pg_database') as note from pg_database
      where datname like 'adega\\_tpl%' and datname not like ${`adega\\_tpl\\_${key}\\_%`}`;
    const dayAgo = Date.now() - 24 * 3_600_000;
    for (const row of rows) {
      if (Number(row.note ?? 0) < dayAgo)
        await sql.unsafe(`drop database if exists ${row.datname} with (force)`);
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
}
