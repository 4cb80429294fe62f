/**
 * Issue #19 (ADR 0035): the triggers of migration 0021 write the right tags for each change, and
 * the watcher hands every change to this process once — from the notification, or from the poll
 * when a notification was lost. PGlite, and PostgreSQL with DATABASE_URL.
 */
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { products, settings } from '../src/db/schema.ts';
import { createChangeFeed, productTag, SITE_TAG } from '../src/cache/changes.ts';
import { watchChanges, type ChangeWatcher } from '../src/cache/watcher.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';

let t: TestDatabase;
let watcher: ChangeWatcher;
const feed = createChangeFeed();
let seen: string[][] = [];
feed.subscribe((tags) => seen.push([...tags]));

beforeAll(async () => {
  t = await createTestDatabase({ products: 100 });
  watcher = await watchChanges({
    database: t.database,
    feed,
    logger: pino({ level: 'silent' }),
    pollMs: 0,
  });
});
afterAll(async () => {
  await watcher.stop();
  await t.drop();
});
beforeEach(() => {
  seen = [];
});

const db = () => t.database.db;
/** Waits for the notification (PostgreSQL delivers it after the commit, PGlite with it). */
async function published(expected: string[][]) {
  await vi.waitFor(() => expect(seen).toEqual(expected), { timeout: 3000, interval: 10 });
}

async function someProduct(minStock = 2) {
  const [row] = await db()
    .select({ id: products.id, code: products.code, stock: products.stock })
    .from(products)
    .where(sql`${products.stock} >= ${minStock}`)
    .limit(1);
  if (!row) throw new Error('no product with stock');
  return row;
}

describe('page invalidation triggers and the watcher', () => {
  it('a stock change alone tags the product; running out or a price change is site-wide', async () => {
    const p = await someProduct();
    await db()
      .update(products)
      .set({ stock: p.stock - 1 })
      .where(eq(products.id, p.id));
    await published([[productTag(p.code)]]);
    seen = [];
    await db().update(products).set({ stock: 0 }).where(eq(products.id, p.id));
    await published([[SITE_TAG]]);
    seen = [];
    await db()
      .update(products)
      .set({ salePrice: sql`${products.salePrice} + 1` })
      .where(eq(products.id, p.id));
    await published([[SITE_TAG]]);
  });

  it('a sale is site-wide when the stock line or availability may change, else the product’s (issue #33 F18)', async () => {
    const p = await someProduct();
    const promotion = (stock: number) => ({
      active: true,
      club_member_only: false,
      final_date: null,
      stamps: [],
      hide_stock_amount: false,
      stock,
      trigger_stock_out: 10,
    });
    /** The product's stock and its promotion's units, as a sale leaves them. */
    const sale = (stock: number, units: number) =>
      db()
        .update(products)
        .set({ stock, promotion: promotion(units) })
        .where(eq(products.id, p.id));
    await sale(100, 40);
    await published([[SITE_TAG]]);
    seen = [];
    // Far above the trigger: only the product's page.
    await sale(99, 39);
    await published([[productTag(p.code)]]);
    seen = [];
    // At the trigger: 'Restam só 10 un.' appears on every card of it.
    await sale(98, 10);
    await published([[SITE_TAG]]);
    seen = [];
    // The product's stock below the promotion's units: the line shows it.
    await db().update(products).set({ stock: 5 }).where(eq(products.id, p.id));
    await published([[SITE_TAG]]);
    seen = [];
    // Back as it was; its notification awaited (PostgreSQL sends it after the commit).
    await db().update(products).set({ promotion: null }).where(eq(products.id, p.id));
    await published([[SITE_TAG]]);
  });

  it('a statement that changes nothing invalidates nothing', async () => {
    const p = await someProduct();
    await db().update(products).set({ stock: p.stock }).where(eq(products.id, p.id));
    await db().insert(settings).select(db().select().from(settings).limit(1)).onConflictDoNothing();
    // A later real change arrives alone: nothing was published before it.
    await db()
      .update(products)
      .set({ stock: p.stock + 1 })
      .where(eq(products.id, p.id));
    await published([[productTag(p.code)]]);
  });

  it('a lost notification is found by the poll, and nothing is published twice', async () => {
    // A row written without NOTIFY, as if the notification had been lost.
    await db().execute(sql`insert into page_invalidations (tags) values (array['site'])`);
    await watcher.poll();
    expect(seen).toEqual([[SITE_TAG]]);
    const p = await someProduct();
    await db()
      .update(products)
      .set({ stock: p.stock + 1 })
      .where(eq(products.id, p.id));
    await published([[SITE_TAG], [productTag(p.code)]]);
    await watcher.poll();
    await watcher.poll();
    expect(seen).toEqual([[SITE_TAG], [productTag(p.code)]]);
  });

  it('the operators’ flush and the purge go through the same log', async () => {
    const { createInvalidationLog } = await import('../src/cache/invalidations.ts');
    const log = createInvalidationLog(db());
    await log.invalidateAll();
    await published([[SITE_TAG]]);
    await db().execute(
      sql`update page_invalidations set created_at = now() - interval '2 days' where id = (select min(id) from page_invalidations)`,
    );
    expect(await log.purge()).toBe(1);
  });
});
