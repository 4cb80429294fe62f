/**
 * One PGlite per test worker and variant, lent to file after file (issue #33). Opening a copy of
 * the template (template.ts) costs about a second of CPU: the WebAssembly memory, the tarball into
 * its file system, Postgres's start. A database given back (`close`) is put back as the template
 * left it before the next file gets it, in a few queries:
 *
 * - the session: `DISCARD ALL` (prepared statements, settings, LISTENs, temporary tables, advisory
 *   locks), and the app's record of what it had prepared (`forgetPreparedStatements`);
 * - the data: every table truncated and refilled from a binary COPY of the fresh copy, with
 *   `session_replication_role = replica` (no trigger or foreign-key check while it refills), and
 *   every sequence set back;
 * - the schema is not reset: a file that changed it (a table, a column, an index, a trigger, a
 *   function, a role…) leaves a different fingerprint, and its database is closed, not lent again.
 *
 * A database is lent to one file at a time (a second one at once opens its own copy). What a
 * file's app still does after `close` (a fire-and-forget write) would reach the next file: every
 * app stops its work in its own close (test/support/app.ts), as before.
 */
import type { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../../src/db/client.ts';
import { forgetPreparedStatements } from '../../src/db/prepared.ts';
import { openPgliteFromTemplate, type Variant } from './template.ts';

interface TableCopy {
  table: string;
  blob: Blob;
}

interface Pooled {
  client: PGlite;
  /** Every table, schema-qualified and quoted (one TRUNCATE). */
  tables: string[];
  /** The non-empty tables' rows (COPY … FORMAT binary). */
  copies: TableCopy[];
  /** `select setval(…)` for every sequence, as the template left it. */
  sequences: string;
  fingerprint: string;
}

const idle = new Map<Variant, Pooled>();

/** A binary COPY of an empty table: the 19-byte header and the 2-byte trailer. */
const EMPTY_COPY_BYTES = 21;

/** Everything a file could change in the schema, as one hash. */
const FINGERPRINT = `
  select md5(coalesce(string_agg(item, E'\\n' order by item), '')) as fingerprint from (
    select 'col ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type
        || ' ' || coalesce(column_default, '') || ' ' || is_nullable as item
      from information_schema.columns
      where table_schema not in ('pg_catalog', 'information_schema')
    union all
    select 'idx ' || schemaname || '.' || indexname || ' ' || indexdef
      from pg_indexes where schemaname not in ('pg_catalog', 'information_schema')
    union all
    select 'con ' || conrelid::regclass::text || '.' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint
      where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'trg ' || tgrelid::regclass::text || '.' || tgname || ' ' || tgenabled::text
      from pg_trigger where not tgisinternal
    union all
    select 'fn ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc)
      from pg_proc p
      where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
    union all
    select 'rel ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
        and n.nspname not like 'pg_temp%'
    union all
    select 'type ' || t.typnamespace::regnamespace::text || '.' || t.typname
      from pg_type t
      where t.typnamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
        and t.typnamespace::regnamespace::text not like 'pg_toast%'
    union all
    select 'role ' || rolname || ' ' || rolsuper::text from pg_roles
    union all
    select 'ext ' || extname || ' ' || extversion from pg_extension
    union all
    select 'db ' || datname from pg_database
  ) items`;

async function fingerprintOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(FINGERPRINT);
  return rows[0]?.fingerprint ?? '';
}

/** What the fresh copy holds, read once when it opens. */
async function snapshot(client: PGlite): Promise<Pooled> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_%'
       order by 1`,
  );
  const copies: TableCopy[] = [];
  for (const { name } of tables) {
    const result = await client.query(`copy ${name} to '/dev/blob' with (format binary)`);
    if (result.blob && result.blob.size > EMPTY_COPY_BYTES)
      copies.push({ table: name, blob: result.blob });
  }
  const { rows: sequences } = await client.query<{ statement: string }>(
    `select format('select setval(%L, %s, %s);', format('%I.%I', schemaname, sequencename),
              coalesce(last_value, start_value), (last_value is not null)::text) as statement
       from pg_sequences`,
  );
  return {
    client,
    tables: tables.map((t) => t.name),
    copies,
    sequences: sequences.map((s) => s.statement).join('\n'),
    fingerprint: await fingerprintOf(client),
  };
}

/** Puts the database back as the template left it; false when it cannot be (its schema changed). */
async function restore(pooled: Pooled): Promise<boolean> {
  const { client } = pooled;
  if (client.closed) return false;
  await client.exec('discard all');
  forgetPreparedStatements(client);
  if ((await fingerprintOf(client)) !== pooled.fingerprint) return false;
  await client.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica;
      truncate ${pooled.tables.join(', ')};`);
    for (const { table, blob } of pooled.copies)
      await tx.query(`copy ${table} from '/dev/blob' with (format binary)`, [], { blob });
    if (pooled.sequences) await tx.exec(pooled.sequences);
  });
  return true;
}

function lend(variant: Variant, pooled: Pooled): Database {
  let returned = false;
  const unlistens = new Set<() => Promise<void>>();
  const database = pgliteDatabase(pooled.client, async () => {
    if (returned) return;
    returned = true;
    for (const unlisten of unlistens) await unlisten();
    if (idle.has(variant) || pooled.client.closed) await pooled.client.close();
    else idle.set(variant, pooled);
  });
  // LISTENs end with the loan: a later file's notifications never reach this file's callbacks.
  const listen = database.listen;
  database.listen = async (channel, onPayload, onConnect) => {
    const unlisten = await listen(channel, onPayload, onConnect);
    const once = async () => {
      if (!unlistens.delete(once)) return;
      await unlisten();
    };
    unlistens.add(once);
    return once;
  };
  return database;
}

/** A PGlite holding the variant as the template left it: lent from the pool, or a fresh copy. */
export async function borrowPglite(variant: Variant): Promise<Database> {
  const pooled = idle.get(variant);
  idle.delete(variant);
  if (pooled) {
    // A file that left a transaction open or broke the session gets a fresh copy too.
    if (await restore(pooled).catch(() => false)) return lend(variant, pooled);
    if (!pooled.client.closed) await pooled.client.close();
  }
  const fresh = await openPgliteFromTemplate(variant);
  const client = (fresh.db as unknown as { $client: PGlite }).$client;
  return lend(variant, await snapshot(client));
}
