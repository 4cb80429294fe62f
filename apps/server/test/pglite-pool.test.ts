/**
 * The API tests lend one PGlite per worker to file after file (test/support/pglite-pool.ts): what
 * one file did is gone when the next one borrows it, and a file that changed the schema never
 * lends its database on.
 */
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { borrowPglite } from './support/pglite-pool.ts';

const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

/** Every table's rows and every sequence's position, as one hash per table. */
async function contentOf(client: PGlite): Promise<Record<string, string>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const content: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await client.query<{ hash: string }>(
      `select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from ${name} t`,
    );
    content[name] = rows[0]?.hash ?? '';
  }
  const { rows: sequences } = await client.query<{ name: string; position: string | null }>(
    `select sequencename as name, last_value::text as position from pg_sequences order by 1`,
  );
  for (const { name, position } of sequences) content[`sequence ${name}`] = position ?? 'unused';
  return content;
}

describe('the PGlite pool of the API tests', () => {
  it('the next borrower finds the template as it was, whatever the last one did', async () => {
    const first = await borrowPglite('p100');
    const client = clientOf(first);
    const before = await contentOf(client);
    expect(Object.keys(before).length).toBeGreaterThan(20);

    await client.exec(`
      update products set stock = 0, list_price = list_price + 1;
      delete from product_constituents
        where product_id in (select product_id from product_constituents order by 1 limit 3);
      insert into page_invalidations (tags) values ('{site}');
      set statement_timeout = '1s';
      prepare pool_probe as select 1;
    `);
    const notified: string[] = [];
    await first.listen('pool_probe', (payload) => notified.push(payload));
    await first.close();

    const second = await borrowPglite('p100');
    expect(clientOf(second)).toBe(client);
    expect(await contentOf(client)).toEqual(before);
    const { rows } = await client.query<{ statement_timeout: string }>('show statement_timeout');
    expect(rows[0]?.statement_timeout).toBe('0');
    const prepared = await client.query('select name from pg_prepared_statements');
    expect(prepared.rows).toEqual([]);
    // The first loan's LISTEN ended with it.
    await client.exec(`notify pool_probe, 'after'`);
    await new Promise((resolve) => setImmediate(resolve));
    expect(notified).toEqual([]);
    await second.close();
  });

  it('a borrower that changed the schema does not lend its database on', async () => {
    const first = await borrowPglite('m');
    const client = clientOf(first);
    await client.exec('create table pool_extra (id int)');
    await first.close();

    const second = await borrowPglite('m');
    expect(clientOf(second)).not.toBe(client);
    expect(client.closed).toBe(true);
    const { rows } = await clientOf(second).query(
      `select 1 from pg_tables where tablename = 'pool_extra'`,
    );
    expect(rows).toEqual([]);
    await second.close();
  });

  it('two files at once get two databases', async () => {
    const one = await borrowPglite('m');
    const two = await borrowPglite('m');
    expect(clientOf(two)).not.toBe(clientOf(one));
    await one.close();
    await two.close();
  });
});
