/**
 * Issue #19 (ADR 0035): the anonymous page cache in front of the real storefront (the web
 * build), on PGlite and on PostgreSQL: hits and CDN headers, a nonce never seen before on every
 * response, exact invalidation of a price, a 'Restam só' stock, a campaign's start and end and a
 * flag, and a signed-in member who neither receives nor leaves a cached page.
 */
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatBRL, type Centavos } from '@adega/domain/money';
import { MASTER_COOKIE_NAME } from '@adega/domain/roles';
import { campaigns, customers, products } from '../src/db/schema.ts';
import { METRICS_TEST_TOKEN, TEST_NOW } from './support/app.ts';
import { loginAs } from './support/auth.ts';
import { switchFlag } from './support/flags.ts';
import { eventually, page, productAboveStockLine, stockToThreshold } from './support/pages.ts';
import { useTestApp } from './support/suite.ts';

const ADMIN = 'token-de-operacao-do-cache';
let clock = TEST_NOW.getTime();

const t = useTestApp({
  web: true,
  now: () => new Date(clock),
  env: { ADMIN_TOKEN: ADMIN },
});

async function productWith(where: ReturnType<typeof sql>) {
  const [row] = await t.deps.db.select().from(products).where(where).limit(1);
  if (!row) throw new Error('no such product');
  return row;
}

describe('anonymous page cache', () => {
  it('serves an anonymous page from memory with CDN headers, each response with its own nonce', async () => {
    const first = await page(t, '/vinhos/cVINHOS.html');
    expect([first.status, first.cache]).toEqual([200, 'MISS']);
    const nonces = new Set<string>([first.nonce]);
    for (let i = 0; i < 20; i++) {
      const again = await page(t, '/vinhos/cVINHOS.html');
      expect(again.cache).toBe('HIT');
      expect(again.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
      // Every inline script carries this response's nonce, and no other nonce appears.
      const attributes = [...again.html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(attributes.length).toBeGreaterThan(1);
      expect(new Set(attributes)).toEqual(new Set([again.nonce]));
      expect(again.html).not.toMatch(/n[0-9a-f]{32}/);
      nonces.add(again.nonce);
    }
    expect(nonces.size).toBe(21);
  });

  it('a cached page is gzipped once and still carries each response’s nonce', async () => {
    await page(t, '/');
    for (let i = 0; i < 3; i++) {
      const response = await t.request('/', { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers.get('x-cache')).toBe('HIT');
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
      const nonce = /'nonce-([^']+)'/.exec(
        response.headers.get('content-security-policy') ?? '',
      )?.[1];
      const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      expect(html).toContain(`<script nonce="${nonce ?? '?'}">`);
      expect(html).toContain('</html>');
    }
  });

  it('robots.txt and the sitemap are cached like pages', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      expect((await page(t, path)).status).toBe(200);
      expect((await page(t, path)).cache, path).toBe('HIT');
    }
  });

  it('a price change shows on the next anonymous request', async () => {
    const product = await productWith(sql`${products.available} and ${products.promotion} is null`);
    const path = `/prod${product.code}.html`;
    await page(t, path);
    expect((await page(t, path)).cache).toBe('HIT');
    const price = (product.salePrice + 1234) as Centavos;
    await t.deps.db.update(products).set({ salePrice: price }).where(eq(products.id, product.id));
    await eventually(async () => {
      const after = await page(t, path);
      expect(after.html).toContain(formatBRL(price));
    });
  });

  it("a stock change to the 'Restam só' threshold shows; a stock change alone re-renders only its product", async () => {
    const { product, path, trigger } = await productAboveStockLine(t);
    expect((await page(t, path)).html).not.toContain('Restam só');
    await page(t, '/');
    expect((await page(t, '/')).cache).toBe('HIT');
    await stockToThreshold(t, product.id, trigger);
    await eventually(async () => {
      expect((await page(t, path)).html).toContain(`Restam só ${trigger} un.`);
    });
    // The warehouse stock alone: its product page is rendered again, the other pages stay.
    await page(t, '/');
    expect((await page(t, path)).cache).toBe('HIT');
    await t.deps.db
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(eq(products.id, product.id));
    await eventually(async () => {
      expect((await page(t, path)).cache).toBe('MISS');
    });
    expect((await page(t, '/')).cache).toBe('HIT');
  });

  it('parameters a page does not read make no entry of their own; a listing’s do (issue #33 F17)', async () => {
    const cache = t.services.pageCache;
    if (!cache) throw new Error('no page cache');
    await page(t, '/');
    expect((await page(t, '/')).cache).toBe('HIT');
    const entries = cache.stats().entries;
    for (let n = 1; n <= 2000; n++) {
      const response = await t.request(`/?x=${String(n)}`);
      expect(response.headers.get('x-cache'), `/?x=${String(n)}`).toBe('HIT');
      await response.arrayBuffer();
    }
    expect(cache.stats().entries).toBe(entries);
    expect((await page(t, '/')).cache).toBe('HIT');
    // A listing's sort is read: its own entry, shared by the same address with noise.
    const sorted = `${'/vinhos/cVINHOS.html'}?ordem=menor-preco`;
    expect((await page(t, sorted)).cache).toBe('MISS');
    expect((await page(t, `${sorted}&utm_source=x`)).cache).toBe('HIT');
    expect((await page(t, '/vinhos/cVINHOS.html?ordem=maior-preco')).cache).toBe('MISS');
    expect(cache.stats().entries).toBeGreaterThanOrEqual(entries + 2);
  });

  it('a campaign starting and ending shows on the next request, without any write', async () => {
    const [campaign] = await t.deps.db.select().from(campaigns).limit(1);
    if (!campaign) throw new Error('the seed has a campaign');
    const status = async () =>
      /data-status="(active|upcoming)"/.exec((await page(t, '/')).html)?.[1] ?? 'none';
    clock = campaign.startsAt.getTime() - 60_000;
    // The boundary read after the last site change is settled before the clock moves on.
    await t.services.pageCache?.settled();
    expect(await status()).toBe('upcoming');
    // Passing an earlier boundary started a read of the next one: it decides when 'active' shows.
    await t.services.pageCache?.settled();
    expect((await page(t, '/')).cache).toBe('HIT');
    clock = campaign.startsAt.getTime();
    expect(await status()).toBe('active');
    await t.services.pageCache?.settled();
    expect((await page(t, '/')).cache).toBe('HIT');
    clock = campaign.endsAt.getTime() + 1;
    expect(await status()).toBe('none');
    clock = TEST_NOW.getTime();
  });

  it('a flag switched by an operator shows on the next request', async () => {
    await page(t, '/');
    expect((await page(t, '/')).html).not.toContain('data-theme="dark"');
    const put = await switchFlag(t, ADMIN, 'dark_mode', true);
    expect(put.status).toBe(200);
    await eventually(async () => {
      expect((await page(t, '/')).html).toContain('data-theme="dark"');
    });
    await switchFlag(t, ADMIN, 'dark_mode', false);
    await eventually(async () => {
      expect((await page(t, '/')).html).not.toContain('data-theme="dark"');
    });
  });

  it('a signed-in member never receives a cached page and never leaves one for anyone', async () => {
    const path = '/vinhos/cVINHOS.html';
    await page(t, path);
    expect((await page(t, path)).cache).toBe('HIT');
    const member = await loginAs(t, 'socio@adega.dev');
    const theirs = await page(t, path, member.headers);
    expect(theirs.cache).toBe('BYPASS');
    expect(theirs.cacheControl).toBe('no-store');
    const [customer] = await t.deps.db
      .select({ fullName: customers.fullName })
      .from(customers)
      .where(eq(customers.email, 'socio@adega.dev'));
    const name = customer?.fullName ?? '?';
    expect(theirs.html.includes(name)).toBe(true);
    const anonymous = await page(t, path);
    expect(anonymous.cache).toBe('HIT');
    expect(anonymous.html.includes(name)).toBe(false);
    // The master cookie changes the header: rendered for that request, never kept.
    const master = await page(t, path, { cookie: `${MASTER_COOKIE_NAME}=true` });
    expect(master.cache).toBe('BYPASS');
  });

  it('personal and unknown pages are never cached; the operators can flush everything', async () => {
    expect((await page(t, '/minha-wine')).cache).toBe('BYPASS');
    expect((await page(t, '/checkout.ep')).cache).toBe('BYPASS');
    const missing = await page(t, '/nao-existe-isto.html');
    expect([missing.status, missing.cache]).toEqual([404, 'MISS']);
    expect((await page(t, '/nao-existe-isto.html')).cache).toBe('MISS');
    expect((await page(t, `/vinhos/cVINHOS.html?${'x'.repeat(1100)}=1`)).cache).toBe('BYPASS');
    expect((await t.request('/api/v1/admin/page-cache/flush', { method: 'POST' })).status).toBe(
      401,
    );
    await page(t, '/');
    const flush = await t.request('/api/v1/admin/page-cache/flush', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(flush.status).toBe(200);
    await eventually(async () => {
      expect((await page(t, '/')).cache).toBe('MISS');
    });
    const stats = await t.request('/api/v1/admin/page-cache', {
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(await stats.json()).toMatchObject({ enabled: true, hits: expect.any(Number) });
    const metrics = await t.request('/metrics', {
      headers: { authorization: `Bearer ${METRICS_TEST_TOKEN}` },
    });
    expect(await metrics.text()).toMatch(/adega_page_cache_requests\{outcome="hits"\} [1-9]/);
  });
});
