/**
 * Seeds a database idempotently (issue #3): the catalogue of generateCatalogue, the demo customers,
 * the settings and the feature flags.
 *
 * - A run is identified by (SEED_VERSION, seed, products). When the last run recorded in
 *   `seed_runs` is the same, nothing is done (`skipped: true`).
 * - On an empty database everything is inserted in batches (≤ 1000 rows per statement) inside
 *   one transaction, and the run is recorded.
 * - When asked for another size or seed, the catalogue (constituents, products, producers) is
 *   replaced; customers, settings and flags are kept. With `replace: false` an existing catalogue
 *   is kept whatever its size (for `npm start` after `npm run seed -- --products 100000`).
 */
import { count, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { productConstituents, producers, products, seedRuns } from '../db/schema.ts';
import { generateCatalogue } from './catalogue.ts';
import type { SeedConstituent, SeedProduct } from './catalogue.ts';
import { seedCustomers } from './customers.ts';
import { seedSettings } from './settings.ts';
import { seedBanners } from './banners.ts';
import { seedCoupons } from './coupons.ts';
import { seedCampaigns } from './campaigns.ts';
import { seedPromotions } from './promotions.ts';
import { seedSubscriptions } from './subscriptions.ts';

/**
 * Bump when the seed's output changes, so existing databases are re-seeded (2: coupons,
 * promotions; 3: the demo subscribers' subscriptions; 4: prices by style, origin and producer,
 * ratings on tens to hundreds of reviews).
 */
export const SEED_VERSION = 4;
export const DEFAULT_SEED_PRODUCTS = 800;
export const BATCH_SIZE = 1000;

export interface SeedOptions {
  products?: number;
  seed?: number;
  /** Reference date for promotion end dates (main passes the real now). */
  now: Date;
  /** Replace a catalogue seeded with other options (default true). */
  replace?: boolean;
  /** scrypt's log2(N) for the demo customers' password hashes (default 15). */
  passwordLog2N?: number;
}

export interface SeedResult {
  skipped: boolean;
  runId: string;
  /** True when an existing catalogue was replaced. */
  replaced: boolean;
  products: number;
  producers: number;
  constituents: number;
  customersCreated: number;
  durationMs: number;
}

export function seedRunId(seed: number, productCount: number): string {
  return `catalogue-v${SEED_VERSION}-seed${seed}-products${productCount}`;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Product columns filled from SeedProduct keys, with their SQL names and types taken from the
 * Drizzle schema (so a schema change cannot silently drift from this insert).
 */
function productColumns(): { key: string; name: string; type: string }[] {
  const columns = getTableColumns(products) as Record<
    string,
    { name: string; getSQLType(): string }
  >;
  return Object.entries(columns)
    .filter(([key]) => !['id', 'producerId', 'createdAt', 'updatedAt'].includes(key))
    .map(([key, column]) => ({ key, name: column.name, type: column.getSQLType() }));
}

const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`;

/**
 * One statement per batch: the rows travel as a single JSON parameter and PostgreSQL unpacks them
 * with json_to_recordset (much faster than thousands of bound parameters on both engines). The
 * producer id is joined by slug; `ord` keeps the catalogue order, so ids follow the codes.
 */
function insertProductsStatement(batch: readonly SeedProduct[], offset: number): SQL {
  const columns = productColumns();
  const target = [...columns.map((column) => quote(column.name)), 'producer_id'].join(', ');
  const selected = [...columns.map((column) => `r.${quote(column.key)}`), 'pr.id'].join(', ');
  const definition = [
    ...columns.map((column) => `${quote(column.key)} ${column.type}`),
    '"producerSlug" text',
    '"ord" integer',
  ].join(', ');
  const json = JSON.stringify(batch.map((product, index) => ({ ...product, ord: offset + index })));
  return sql`insert into products (${sql.raw(target)})
    select ${sql.raw(selected)}
    from json_to_recordset(${json}::json) as r(${sql.raw(definition)})
    left join producers pr on pr.slug = r."producerSlug"
    order by r."ord"`;
}

function insertConstituentsStatement(batch: readonly SeedConstituent[]): SQL {
  return sql`insert into product_constituents (kit_id, product_id, type, quantity)
    select k.id, p.id, c."type", c."quantity"
    from json_to_recordset(${JSON.stringify(batch)}::json)
      as c("kitCode" text, "productCode" text, "type" text, "quantity" integer)
    join products k on k.code = c."kitCode"
    join products p on p.code = c."productCode"`;
}

async function countRows(
  db: Db,
  table: typeof products | typeof productConstituents,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/**
 * Fresh statistics for the planner (ADR 0037): without them it guesses a few hundred rows where
 * a listing reads 70 000 at 100k products, and PGlite has no autovacuum to gather them.
 */
export async function analyzeCatalogue(db: Db): Promise<void> {
  await db.execute(sql`analyze ${products}, ${producers}, ${productConstituents}`);
}

/**
 * What the seed adds around the catalogue (each seeder keeps what is already there), answering
 * how many customers it created. `newCatalogue`: the promotions are replaced, since their skus
 * come from the catalogue (issue #6); otherwise they are only added when there are none.
 */
async function seedAroundCatalogue(
  tx: Tx,
  options: SeedOptions,
  newCatalogue: boolean,
): Promise<number> {
  const customersCreated = await seedCustomers(tx, options.passwordLog2N);
  await seedSettings(tx);
  await seedBanners(tx);
  await seedCoupons(tx, options.now);
  await seedPromotions(tx, options.now, newCatalogue);
  await seedCampaigns(tx, options.now);
  // After the catalogue and the referral codes: the demo subscribers' plans and payments.
  await seedSubscriptions(tx, options.now);
  return customersCreated;
}

export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const productCount = options.products ?? DEFAULT_SEED_PRODUCTS;
  const seed = options.seed ?? 1;
  const runId = seedRunId(seed, productCount);
  const result = (partial: Partial<SeedResult>): SeedResult => ({
    skipped: false,
    runId,
    replaced: false,
    products: 0,
    producers: 0,
    constituents: 0,
    customersCreated: 0,
    durationMs: Math.round(performance.now() - started),
    ...partial,
  });

  // Cheap check first (the common case of a restart), then again under the lock.
  const done = await db.select({ id: seedRuns.id }).from(seedRuns).where(eq(seedRuns.id, runId));
  if (done.length > 0) return result({ skipped: true });

  const seeded = await db.transaction(async (tx) => {
    // One seeder at a time (two processes starting together on the same PostgreSQL).
    await tx.execute(sql`select pg_advisory_xact_lock(7412026)`);
    const runs = await tx.select({ id: seedRuns.id }).from(seedRuns);
    if (runs.some((run) => run.id === runId)) return result({ skipped: true });

    const existingProducts = await countRows(tx, products);
    const hasCatalogue = runs.length > 0 || existingProducts > 0;
    if (hasCatalogue && options.replace === false) {
      const customersCreated = await seedAroundCatalogue(tx, options, false);
      return result({ skipped: true, customersCreated });
    }
    if (hasCatalogue) {
      // TRUNCATE (not DELETE) leaves no dead rows behind, so the foreign-key checks of the
      // product deletes below do not scan 100 000 dead constituents each (minutes → seconds).
      await tx.execute(sql`truncate table ${productConstituents}`);
      await tx.delete(products);
      await tx.delete(producers);
      await tx.delete(seedRuns);
    }

    const catalogue = generateCatalogue({ products: productCount, seed, now: options.now });

    for (const batch of chunks(catalogue.producers, BATCH_SIZE)) {
      await tx.insert(producers).values(batch);
    }
    for (const [index, batch] of chunks(catalogue.products, BATCH_SIZE).entries()) {
      await tx.execute(insertProductsStatement(batch, index * BATCH_SIZE));
    }
    for (const batch of chunks(catalogue.constituents, BATCH_SIZE)) {
      await tx.execute(insertConstituentsStatement(batch));
    }
    const inserted = await countRows(tx, products);
    const linked = await countRows(tx, productConstituents);
    if (inserted !== catalogue.products.length || linked !== catalogue.constituents.length) {
      throw new Error(
        `Semente incompleta: ${inserted}/${catalogue.products.length} produtos, ` +
          `${linked}/${catalogue.constituents.length} itens de kits`,
      );
    }

    const customersCreated = await seedAroundCatalogue(tx, options, true);
    await tx.insert(seedRuns).values({ id: runId, products: productCount });

    return result({
      replaced: hasCatalogue,
      products: catalogue.products.length,
      producers: catalogue.producers.length,
      constituents: catalogue.constituents.length,
      customersCreated,
    });
  });
  if (!seeded.skipped) await analyzeCatalogue(db);
  return { ...seeded, durationMs: Math.round(performance.now() - started) };
}
