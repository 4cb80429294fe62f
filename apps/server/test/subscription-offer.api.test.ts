/**
 * `GET /api/v1/winepass/skuOfferedTheCart` (SPEC §7, issue #6 premium/pass toggle): the offered
 * subscription is the default pass of the catalogue, in reais; the outlet offers none; an
 * unavailable default pass gives way to the cheapest available one, and none at all is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema.ts';
import { NO_OFFER } from '../src/modules/subscriptions/offer.ts';
import { SUBSCRIPTIONS } from '../src/seed/others.ts';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ products: 120 });
});
afterAll(async () => {
  await t.close();
});

const offer = (host?: string) =>
  t.request('/api/v1/winepass/skuOfferedTheCart', host ? { host } : {});

const setAvailable = (code: string, available: boolean) =>
  t.deps.db.update(products).set({ available }).where(eq(products.code, code));

describe('GET /api/v1/winepass/skuOfferedTheCart', () => {
  it('offers the default pass (PADRAO) with its price and monthly cashback in reais', async () => {
    const pass = SUBSCRIPTIONS.find((s) => s.attributes.PADRAO === 'true');
    expect(pass?.productType).toBe('ClubePrime');
    const answer = await offer();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      skuCode: pass?.code,
      name: pass?.name,
      descricao: pass?.attributes.DESCRICAO,
      price: (pass?.price ?? 0) / 100,
      cashBack: Number(pass?.attributes.CASHBACK_REAIS),
    });
  });

  it('the outlet offers no subscription (SPEC §6): 404 with a pt-BR message', async () => {
    const answer = await offer('outlet.localhost');
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ message: NO_OFFER });
  });

  it('an unavailable default gives way to the cheapest available pass; none left → 404', async () => {
    const primes = SUBSCRIPTIONS.filter((s) => s.productType === 'ClubePrime');
    const fallback = primes
      .filter((s) => s.attributes.PADRAO !== 'true')
      .sort((a, b) => a.price - b.price)[0];
    const defaultPass = primes.find((s) => s.attributes.PADRAO === 'true');
    try {
      await setAvailable(defaultPass?.code ?? '', false);
      expect(await (await offer()).json()).toMatchObject({ skuCode: fallback?.code });
      await t.deps.db
        .update(products)
        .set({ available: false })
        .where(eq(products.productType, 'ClubePrime'));
      const none = await offer();
      expect(none.status).toBe(404);
      expect(await none.json()).toMatchObject({ message: NO_OFFER });
    } finally {
      await t.deps.db
        .update(products)
        .set({ available: true })
        .where(eq(products.productType, 'ClubePrime'));
    }
  });
});
