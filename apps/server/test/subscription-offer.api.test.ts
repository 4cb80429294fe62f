/**
 * `GET /api/v1/winepass/skuOfferedTheCart` (SPEC §7, issue #6 premium/pass toggle): the offered
 * subscription is the default pass of the catalogue, in reais; the outlet offers none; an
 * unavailable default pass gives way to the cheapest available one, and none at all is a 404.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema.ts';
import { CLUB_LINES } from '@adega/domain/club/plans';
import { formatBRL } from '@adega/domain/money';
import type { ClubPlansDto } from '../src/contract/subscriptions.ts';
import { NO_CLUB, NO_OFFER } from '../src/modules/subscriptions/offer.ts';
import { SUBSCRIPTIONS } from '../src/seed/others.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp({ products: 120 });

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
      // SPEC §3 Points eligible: the cashback value as text.
      pointsEligible: formatBRL(Number(pass?.attributes.CASHBACK_REAIS) * 100),
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

describe('GET /api/v1/club/plans', () => {
  it('lists the six box lines with one product per billing kind and every premium plan', async () => {
    const answer = await t.request('/api/v1/club/plans');
    expect(answer.status).toBe(200);
    const plans = (await answer.json()) as ClubPlansDto;
    expect(plans.lines.map((l) => l.slug)).toEqual(CLUB_LINES.map((l) => l.slug));
    const essenciais = plans.lines[0];
    expect(essenciais?.href).toBe('/clubewine/essenciais/');
    expect(essenciais?.offers.map((o) => [o.billing, o.storeId, o.skuCode])).toEqual([
      ['monthly', 100153, 'CLUBE-ESSENCIAIS-MENSAL'],
      ['annual', 100701, 'CLUBE-ESSENCIAIS-ANUAL'],
    ]);
    // Annual: twelve months for the price of ten.
    expect(essenciais?.offers[1]?.price).toBe(999);
    expect(essenciais?.offers[1]?.monthlyEquivalent).toBe(83.25);
    const primes = SUBSCRIPTIONS.filter((s) => s.productType === 'ClubePrime');
    expect(plans.premium.map((p) => p.skuCode).sort()).toEqual(primes.map((p) => p.code).sort());
    const first = plans.premium[0];
    expect(first?.isDefault).toBe(true);
    expect(first?.benefits[0]).toMatch(/^Crédito mensal de R\$/);
    expect(first?.benefits).toHaveLength(4);
  });

  it('the outlet has no club (SPEC §6): 404 with a pt-BR message', async () => {
    const answer = await t.request('/api/v1/club/plans', { host: 'outlet.localhost' });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ message: NO_CLUB });
  });
});
