/**
 * Issue #19 (ADR 0035): two instances on one PostgreSQL database, each with its own page cache.
 * What one instance (or anyone) writes reaches the other's cache through the database: a price,
 * a 'Restam só' stock, a campaign's dates and a flag switched on the first show on the second's
 * next requests; a campaign starting and ending by the clock shows on both.
 * PostgreSQL only: PGlite serves one process (DESIGN: scale-out path).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBRL, type Centavos } from '@adega/domain/money';
import { openDatabase } from '../src/db/client.ts';
import { campaigns, products } from '../src/db/schema.ts';
import { createTestApp, TEST_NOW, type TestApp } from './support/app.ts';
import { switchFlag } from './support/flags.ts';
import { databaseUrlOf } from './support/jobs.ts';
import { eventually, page, productAboveStockLine, stockToThreshold } from './support/pages.ts';

const ADMIN = 'token-de-operacao-do-cache';
const postgres = Boolean(process.env.DATABASE_URL?.trim());
let first: TestApp;
let second: TestApp;
/** Both instances' clock. */
let clock = TEST_NOW.getTime();
const now = () => new Date(clock);

describe.runIf(postgres)('page cache on two instances sharing PostgreSQL', () => {
  beforeAll(async () => {
    first = await createTestApp({ web: true, now, env: { ADMIN_TOKEN: ADMIN } });
    const url = await databaseUrlOf(first.database);
    if (!url) throw new Error('PostgreSQL expected');
    second = await createTestApp({
      web: true,
      now,
      env: { ADMIN_TOKEN: ADMIN },
      database: await openDatabase({ kind: 'postgres', url }),
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  async function cachedOnBoth(path: string) {
    for (const app of [first, second]) {
      await page(app, path);
      expect((await page(app, path)).cache).toBe('HIT');
    }
  }

  it('a price written through the first instance shows on the second', async () => {
    const [product] = await first.deps.db
      .select()
      .from(products)
      .where(sql`${products.available} and ${products.promotion} is null`)
      .limit(1);
    if (!product) throw new Error('no product');
    const path = `/prod${product.code}.html`;
    await cachedOnBoth(path);
    const price = (product.salePrice + 4321) as Centavos;
    await first.deps.db
      .update(products)
      .set({ salePrice: price })
      .where(eq(products.id, product.id));
    await eventually(async () => {
      expect((await page(second, path)).html).toContain(formatBRL(price));
    });
    expect((await page(first, path)).html).toContain(formatBRL(price));
  });

  it("a 'Restam só' stock shows on the second instance", async () => {
    const { product, path, trigger } = await productAboveStockLine(first);
    await cachedOnBoth(path);
    await stockToThreshold(first, product.id, trigger);
    await eventually(async () => {
      expect((await page(second, path)).html).toContain(`Restam só ${trigger} un.`);
    });
  });

  it('a campaign starting and ending by the clock shows on both; its end moved on the first shows on the second', async () => {
    const [campaign] = await first.deps.db.select().from(campaigns).limit(1);
    if (!campaign) throw new Error('the seed has a campaign');
    const status = async (app: TestApp) =>
      /data-status="(active|upcoming)"/.exec((await page(app, '/')).html)?.[1] ?? 'none';
    clock = campaign.startsAt.getTime() - 60_000;
    for (const app of [first, second]) await app.services.pageCache?.settled();
    for (const app of [first, second]) expect(await status(app)).toBe('upcoming');
    for (const app of [first, second]) await app.services.pageCache?.settled();
    await cachedOnBoth('/');
    clock = campaign.startsAt.getTime();
    for (const app of [first, second]) expect(await status(app)).toBe('active');
    clock = campaign.endsAt.getTime() + 1;
    for (const app of [first, second]) expect(await status(app)).toBe('none');
    // Ended and cached as such on both; an operator extends it on the first.
    await cachedOnBoth('/');
    try {
      await first.deps.db
        .update(campaigns)
        .set({ endsAt: new Date(clock + 86_400_000) })
        .where(eq(campaigns.id, campaign.id));
      await eventually(async () => {
        expect(await status(second)).toBe('active');
      });
      expect(await status(first)).toBe('active');
    } finally {
      await first.deps.db
        .update(campaigns)
        .set({ endsAt: campaign.endsAt })
        .where(eq(campaigns.id, campaign.id));
      clock = TEST_NOW.getTime();
    }
  });

  it('a flag an operator switches on the first instance shows on the second', async () => {
    await cachedOnBoth('/');
    expect((await page(second, '/')).html).not.toContain('data-theme="dark"');
    const put = await switchFlag(first, ADMIN, 'dark_mode', true);
    expect(put.status).toBe(200);
    await eventually(async () => {
      expect((await page(second, '/')).html).toContain('data-theme="dark"');
    });
  });
});
