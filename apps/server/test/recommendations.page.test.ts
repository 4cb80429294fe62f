/**
 * The recommendation page (issue #34, SPEC §2 /recomendacao/) through the real storefront: with
 * and without the slash; a visitor's page is the anonymous page cache's like the home's, and a
 * signed-in customer's is rendered for them alone, answered `no-store`, and never reaches the
 * cache nor another visitor.
 */
import { describe, expect, it } from 'vitest';
import { client, PLAIN_WINE } from './support/cart-client.ts';
import { quickCustomers } from './support/orders.ts';
import { page } from './support/pages.ts';
import { readyAndPlace } from './support/place.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp({ web: true });

const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

describe('the recommendation page', () => {
  it.each(['/recomendacao/', '/recomendacao'])(
    '%s: a visitor sees the best rated of each type, cached like the home',
    async (path) => {
      const first = await page(t, path);
      expect(first.status).toBe(200);
      expect(first.html).toContain('<h1>Recomendados para você</h1>');
      expect(first.html).toContain('Tintos mais bem avaliados');
      expect(first.html).toContain('href="/sign-in.ep?redirect=%2Frecomendacao%2F"');
      expect(first.html).toMatch(/<link rel="canonical" href="http:\/\/localhost\/recomendacao\/"/);
      const again = await page(t, path);
      expect([again.cache, again.cacheControl]).toEqual(['HIT', PUBLIC_PAGE]);
    },
  );

  it("a signed-in customer's page is theirs alone: bypassed, no-store, never served to a visitor", async () => {
    const [ana] = await quickCustomers(t, 1);
    if (!ana) throw new Error('no customer');
    const wine = await client(t).productWhere(
      `${PLAIN_WINE} and p.wine_type = 'tinto' and p.country_code is not null`,
    );
    expect((await client(t).addItem(ana, wine.code, 1)).status).toBe(200);
    expect((await readyAndPlace(t, ana)).status).toBe(201);

    await page(t, '/recomendacao/');
    for (const path of ['/recomendacao/', '/recomendacao.data', '/recomendacao/_.data']) {
      const personal = await page(t, path, ana.headers);
      expect(personal.status, path).toBe(200);
      expect([personal.cache, personal.cacheControl], path).toEqual(['BYPASS', 'no-store']);
      expect(personal.html, path).toContain('Porque você comprou tintos');
    }
    // The wine bought is not recommended back (its card would link to its page).
    expect((await page(t, '/recomendacao/', ana.headers)).html).not.toContain(
      `/prod${wine.code}.html`,
    );
    expect((await page(t, '/recomendacao.data', ana.headers)).html).not.toContain(`"${wine.code}"`);
    const visitor = await page(t, '/recomendacao/');
    expect(visitor.cache).toBe('HIT');
    expect(visitor.html).not.toContain('Porque você comprou');
    expect(visitor.html).toContain('Tintos mais bem avaliados');
  });
});
