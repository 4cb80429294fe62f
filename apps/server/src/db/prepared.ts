/**
 * Server-side prepared statements for the hottest queries (the cart's one read, the statements of
 * a cart change). PGlite runs every statement through an unnamed prepare, so a large query is
 * parsed and planned on each call — for the cart read, planning costs more than running it. On
 * PGlite (one session), a statement is `PREPARE`d once under a name derived from its text and then
 * `EXECUTE`d with its parameters as literals: the same SQL and rows, one round trip per call after
 * the first. That text carries no parameter, so it goes by the simple-query protocol (`exec`: one
 * message into the WASM engine instead of parse, describe, bind, describe, execute and sync).
 * postgres.js already prepares its statements on each pooled connection, so PostgreSQL runs the
 * query as it is. Only strings, finite numbers, booleans and null are inlined (quoted as SQL
 * literals); any other parameter runs the query unprepared. Timestamps in the rows come as Date or
 * as text (read them with `new Date(…)`).
 */
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

const dialect = new PgDialect();

/** The names prepared in one PGlite session (PREPARE outlives the transaction it ran in). */
export interface PreparedStatements {
  readonly names: Map<string, 'preparing' | 'ready'>;
}

/** One cache per PGlite session: every caller knows what the session has PREPAREd already. */
const sessions = new WeakMap<PGlite, PreparedStatements>();

/** The prepared-statement cache of `db`'s session, or null when the driver prepares by itself. */
export function preparedStatementsOf(db: Db): PreparedStatements | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) return null;
  let statements = sessions.get(client);
  if (!statements) {
    statements = { names: new Map() };
    sessions.set(client, statements);
  }
  return statements;
}

/**
 * After `DEALLOCATE ALL` on `client`'s session: forget what it had prepared, so that the next
 * caller prepares again (the API tests lend one PGlite session to file after file).
 */
export function forgetPreparedStatements(client: PGlite): void {
  sessions.delete(client);
}

function literal(value: unknown): string | null {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'string') {
    return value.includes('\0') ? null : `'${value.replaceAll("'", "''")}'`;
  }
  return null;
}

/** PGlite's `exec` (simple-query protocol) on the session or transaction behind `q`. */
interface SimpleQueries {
  exec(query: string): Promise<{ rows: unknown[] }[]>;
}

/** The driver client drizzle runs `q` on (PGlite, or a PGlite transaction), when it can `exec`. */
function simpleQueriesOf(q: Db | Tx): SimpleQueries | null {
  const client = (q as unknown as { session?: { client?: Partial<SimpleQueries> } }).session
    ?.client;
  return typeof client?.exec === 'function' ? (client as SimpleQueries) : null;
}

/** Runs a statement without parameters: by `exec` when the driver has it, else by drizzle. */
async function runText<T>(q: Db | Tx, text: string): Promise<T[]> {
  const client = simpleQueriesOf(q);
  if (!client) return rowsOf<T>(await q.execute(sql.raw(text)));
  const results = await client.exec(text);
  return (results.at(-1)?.rows ?? []) as T[];
}

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The rows of `query` on `q` (the database or a transaction of it), prepared when it can be. */
export async function preparedRows<T>(
  q: Db | Tx,
  statements: PreparedStatements | null,
  query: SQL,
): Promise<T[]> {
  if (!statements) return rowsOf<T>(await q.execute(query));
  const { sql: text, params } = dialect.sqlToQuery(query);
  const values = params.map(literal);
  if (values.some((value) => value === null)) return rowsOf<T>(await q.execute(query));
  const name = `adega_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const state = statements.names.get(name);
  // While another call prepares it, run it unprepared (never wait: that call may hold the session).
  if (state === 'preparing') return rowsOf<T>(await q.execute(query));
  if (state === undefined) {
    statements.names.set(name, 'preparing');
    try {
      await runText(q, `PREPARE ${name} AS ${text}`);
    } catch (error) {
      statements.names.delete(name);
      throw error;
    }
    statements.names.set(name, 'ready');
  }
  const args = values.length > 0 ? `(${values.join(', ')})` : '';
  return runText<T>(q, `EXECUTE ${name}${args}`);
}
