import { cnpj, cpf } from 'cpf-cnpj-validator';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BILLING_KINDS,
  CLUB_LINES,
  clubSku,
  parseClubSku,
  periodPrice,
} from '@adega/domain/club/plans';
import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import {
  customers,
  featureFlags,
  orders,
  PRODUCT_CATEGORIES,
  productConstituents,
  producers,
  products,
  seedRuns,
  settings,
  subscriptionPeriods,
  subscriptions,
} from '../src/db/schema.ts';
import { addDays, dateIn } from '@adega/domain/club/calendar';
import { DEMO_SUBSCRIPTIONS } from '../src/seed/subscriptions.ts';
import { verifyPassword } from '../src/modules/customers/password.ts';
import {
  generateCatalogue,
  isSellable,
  PROMOTION_KINDS,
  priceBandOf,
} from '../src/seed/catalogue.ts';
import type { SeedProduct } from '../src/seed/catalogue.ts';
import {
  DEMO_CUSTOMERS,
  DEMO_PASSWORD,
  withCnpjCheckDigits,
  withCpfCheckDigits,
} from '../src/seed/customers.ts';
import {
  COUNTRIES,
  GRAPES,
  MENU_COUNTRIES,
  MENU_GRAPES,
  RATING_AGENCIES,
  WINE_TYPES,
  type Grape,
  type WineType,
} from '../src/seed/data.ts';
import { bandCap, producerTier } from '../src/seed/pricing.ts';
import { seedDatabase, seedRunId } from '../src/seed/run.ts';
import { CUSTOM_PRODUCT_DISPLAY, FEATURE_FLAGS } from '../src/seed/settings.ts';
import { createTestDatabase } from './support/database.ts';

const NOW = new Date('2026-03-10T15:00:00-03:00');
const catalogue = generateCatalogue({ products: 800, seed: 1, now: NOW });
const all = catalogue.products;
const wines = all.filter((p) => p.category === 'vinho');
/** Wines a Wine-store listing shows and that can be bought. */
const wineStore = wines.filter((p) => p.inWine && isSellable(p));
const outletStore = wines.filter((p) => p.inOutlet && isSellable(p));
const byCode = new Map(all.map((p) => [p.code, p]));

function tally<T>(items: readonly T[], keys: (item: T) => readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items)
    for (const key of keys(item)) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

function expectAtLeast(counts: Map<string, number>, values: readonly string[], min: number): void {
  const short = values
    .filter((value) => (counts.get(value) ?? 0) < min)
    .map((v) => `${v}=${counts.get(v) ?? 0}`);
  expect(short, `abaixo de ${min}`).toEqual([]);
}

describe('generateCatalogue: determinism', () => {
  it('gives the same catalogue, byte for byte, for the same seed and size', () => {
    const again = generateCatalogue({ products: 800, seed: 1, now: NOW });
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
  });

  it('gives a different catalogue for another seed, with the same guarantees', () => {
    const other = generateCatalogue({ products: 800, seed: 2, now: NOW });
    expect(other.products.map((p) => p.guid)).not.toEqual(all.map((p) => p.guid));
    expect(other.products.map((p) => p.name)).not.toEqual(all.map((p) => p.name));
    expect(other.products).toHaveLength(800);
  });

  it('uses `now` only for promotion end dates', () => {
    const later = generateCatalogue({
      products: 800,
      seed: 1,
      now: new Date(NOW.getTime() + 86_400_000),
    });
    const strip = (p: SeedProduct) => ({
      ...p,
      promotion: p.promotion ? { ...p.promotion, final_date: null } : null,
    });
    expect(later.products.map(strip)).toEqual(all.map(strip));
    const dates = later.products.flatMap((p) =>
      p.promotion?.final_date ? [p.promotion.final_date] : [],
    );
    expect(dates).not.toEqual(
      all.flatMap((p) => (p.promotion?.final_date ? [p.promotion.final_date] : [])),
    );
  });

  it('works without `now` (fixed reference date, no wall clock) and for small and large sizes', () => {
    expect(JSON.stringify(generateCatalogue({ products: 800, seed: 1 }))).toBe(
      JSON.stringify(generateCatalogue({ products: 800, seed: 1 })),
    );
    expect(generateCatalogue({ products: 100, seed: 1 }).products).toHaveLength(100);
    expect(generateCatalogue({ products: 5000, seed: 3 }).products).toHaveLength(5000);
    expect(() => generateCatalogue({ products: 10, seed: 1 })).toThrow(/pelo menos/);
  });
});

describe('generateCatalogue: identity', () => {
  it('has exactly the requested number of products with unique codes, v4 guids and slugs', () => {
    expect(all).toHaveLength(800);
    expect(new Set(all.map((p) => p.code)).size).toBe(800);
    expect(new Set(all.map((p) => p.guid)).size).toBe(800);
    expect(new Set(all.map((p) => p.slug)).size).toBe(800);
    for (const p of all) {
      expect(p.guid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.name.trim()).toBe(p.name);
      expect(p.name).not.toMatch(/\s{2}|undefined|null/);
    }
    expect(wines.every((p) => /^V\d{5}$/.test(p.code))).toBe(true);
    expect(all.filter((p) => p.category === 'kit').every((p) => /^K\d{5}$/.test(p.code))).toBe(
      true,
    );
  });

  it('slugifies pt-BR names without accents', () => {
    const accented = all.find((p) => /[áéíóúâêôãõçè]/i.test(p.name));
    expect(accented).toBeDefined();
    expect(accented?.slug).not.toMatch(/[^a-z0-9-]/);
  });

  it('uses only the schema categories, with the expected productType per category', () => {
    const types: Record<string, string[]> = {};
    for (const p of all) (types[p.category] ??= []).push(p.productType);
    expect(
      Object.keys(types).every((c) => (PRODUCT_CATEGORIES as readonly string[]).includes(c)),
    ).toBe(true);
    const expected: Record<string, string[]> = {
      vinho: ['Vinho'],
      kit: ['Kit'],
      destilado: ['Destilado'],
      sidra: ['Sidra'],
      azeite: ['Azeite'],
      revista: ['Revista'],
      gourmet: ['Gourmet'],
      cerveja: ['Cerveja'],
      acessorio: ['Acessorio'],
      assinatura: ['Clube', 'ClubePrime'],
    };
    for (const [category, list] of Object.entries(types)) {
      expect([...new Set(list)].sort(), category).toEqual(expected[category]);
    }
  });

  it('links wines to producers of the same country and describes them in 1–3 sentences', () => {
    const producerBySlug = new Map(catalogue.producers.map((p) => [p.slug, p]));
    for (const wine of wines) {
      const producer = producerBySlug.get(wine.producerSlug ?? '');
      expect(producer?.countryCode).toBe(wine.countryCode);
      expect(wine.brand).toBe(producer?.name);
      const sentences = wine.description.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
    expect(all.every((p) => p.description.length > 10)).toBe(true);
  });
});

describe('generateCatalogue: prices', () => {
  it('stores integer, non-negative centavos', () => {
    for (const p of all) {
      for (const price of [p.listPrice, p.salePrice, p.clubPrice]) {
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('keeps list ≥ sale ≥ club, the club price 5–30 % under sale for wines (list 0 aside)', () => {
    for (const p of all.filter((x) => x.listPrice > 0)) {
      expect(p.listPrice, p.code).toBeGreaterThanOrEqual(p.salePrice);
      expect(p.salePrice, p.code).toBeGreaterThanOrEqual(p.clubPrice);
      expect(p.salePrice).toBeGreaterThan(0);
    }
    for (const wine of wines) {
      const off = 1 - wine.clubPrice / wine.salePrice;
      expect(off, wine.code).toBeGreaterThanOrEqual(0.05);
      expect(off, wine.code).toBeLessThanOrEqual(0.3);
    }
  });

  it('rates with one decimal between 3.0 and 5.0 and counts evaluations', () => {
    const rated = all.filter((p) => p.rating !== null);
    expect(rated.length).toBeGreaterThan(wines.length / 2);
    for (const p of rated) {
      expect(p.rating).toBeGreaterThanOrEqual(3);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round((p.rating ?? 0) * 10) / 10).toBe(p.rating);
      expect(p.evaluations).toBeGreaterThan(0);
    }
    expect(all.filter((p) => p.rating === null).every((p) => p.evaluations === 0)).toBe(true);
  });
});

describe('generateCatalogue: a demo store that looks real (issue #34)', () => {
  const countryOf = (code: string | null) => COUNTRIES.find((c) => c.code === code);
  const producerOf = (wine: SeedProduct) => ({ name: wine.brand });

  it('one name, one price: a wine name drawn twice is another vintage or the same price', () => {
    const prices = new Map<string, Set<number>>();
    for (const wine of wines) {
      const seen = prices.get(wine.name) ?? new Set<number>();
      seen.add(wine.salePrice);
      prices.set(wine.name, seen);
    }
    const twoPrices = [...prices].filter(([, set]) => set.size > 1).map(([name]) => name);
    expect(twoPrices).toEqual([]);
  });

  it('prices follow the style, grape, country and producer; icons only from prestige houses', () => {
    for (const wine of wines) {
      const country = countryOf(wine.countryCode);
      const grape = wine.grapes[0] as Grape;
      expect(country, wine.code).toBeDefined();
      const cap = bandCap({ country: country!, grape, type: wine.wineType as WineType });
      expect(priceBandOf(wine.salePrice), `${wine.code} ${wine.name}`).toBeLessThanOrEqual(cap);
      expect(wine.salePrice, wine.code).toBeLessThanOrEqual(299_000);
      if (wine.salePrice > 129_000) expect(producerTier(producerOf(wine)), wine.name).toBe(2);
    }
    // A Sauvignon Blanc from the New World stays an everyday or premium white (≤ R$ 200).
    const newWorldSauvignon = wines.filter(
      (w) =>
        w.grapes[0] === 'sauvignon-blanc' &&
        ['chile', 'brasil', 'argentina'].includes(w.countryCode ?? ''),
    );
    expect(newWorldSauvignon.length).toBeGreaterThan(0);
    expect(newWorldSauvignon.every((w) => w.salePrice <= 20_000)).toBe(true);
    // Volume houses make no wine above R$ 500; icons reach beyond R$ 1.500.
    expect(
      wines.filter((w) => producerTier(producerOf(w)) === 0).every((w) => w.salePrice <= 50_000),
    ).toBe(true);
    expect(wines.some((w) => w.salePrice > 150_000)).toBe(true);
    // Kits gather wines of up to R$ 200.
    for (const part of catalogue.constituents)
      expect(byCode.get(part.productCode)?.salePrice ?? 0, part.kitCode).toBeLessThanOrEqual(
        19_990,
      );
  });

  it('ratings stand on tens to hundreds of reviews; a high rating on many', () => {
    const rated = all.filter((p) => p.rating !== null);
    for (const p of rated) {
      expect(p.evaluations, p.code).toBeGreaterThanOrEqual(12);
      expect(p.evaluations, p.code).toBeLessThanOrEqual(1000);
      if ((p.rating ?? 0) >= 4.7)
        expect(p.evaluations, `${p.code} ★${String(p.rating)}`).toBeGreaterThanOrEqual(50);
    }
    const reviews = rated.map((p) => p.evaluations).sort((a, b) => a - b);
    const median = reviews[Math.floor(reviews.length / 2)] ?? 0;
    expect(median).toBeGreaterThanOrEqual(30);
    expect(median).toBeLessThanOrEqual(400);
  });
});

describe('generateCatalogue: menu coverage (≥ 10 sellable wines in the Wine store)', () => {
  it('every wine type', () => {
    expectAtLeast(
      tally(wineStore, (p) => [p.wineType ?? '']),
      WINE_TYPES,
      10,
    );
  });
  it('every grape, the menu ones and the others', () => {
    expectAtLeast(
      tally(wineStore, (p) => p.grapes),
      GRAPES,
      10,
    );
    expect(
      wines.every((p) => p.grapes.every((g) => (GRAPES as readonly string[]).includes(g))),
    ).toBe(true);
  });
  it('every country, the menu ones and the others, with pt-BR names', () => {
    const countries = [...new Set(wines.map((p) => p.countryCode ?? ''))];
    expectAtLeast(
      tally(wineStore, (p) => [p.countryCode ?? '']),
      countries,
      10,
    );
    expect(countries).toEqual(
      expect.arrayContaining([...MENU_COUNTRIES, 'uruguai', 'estados-unidos']),
    );
    const names = Object.fromEntries(wines.map((p) => [p.countryCode, p.countryName]));
    expect(names).toMatchObject({
      'africa-do-sul': 'África do Sul',
      argentina: 'Argentina',
      brasil: 'Brasil',
      chile: 'Chile',
      espanha: 'Espanha',
      franca: 'França',
      italia: 'Itália',
      portugal: 'Portugal',
    });
  });
  it('every price band (≤ 40, 40–60, 60–100, 100–200, 200–500, > 500)', () => {
    expectAtLeast(
      tally(wineStore, (p) => [String(priceBandOf(p.salePrice))]),
      ['0', '1', '2', '3', '4', '5'],
      10,
    );
    expect(priceBandOf(4000)).toBe(0);
    expect(priceBandOf(4001)).toBe(1);
    expect(priceBandOf(50001)).toBe(5);
  });
  it('the outlet gets ~30 % of the wines (some outlet-only) and ≥ 3 per menu value', () => {
    const share = wines.filter((p) => p.inOutlet).length / wines.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.4);
    expect(wines.filter((p) => p.inOutlet && !p.inWine).length).toBeGreaterThanOrEqual(5);
    expectAtLeast(
      tally(outletStore, (p) => [p.wineType ?? '']),
      WINE_TYPES,
      3,
    );
    expectAtLeast(
      tally(outletStore, (p) => p.grapes),
      MENU_GRAPES,
      3,
    );
    expectAtLeast(
      tally(outletStore, (p) => [p.countryCode ?? '']),
      MENU_COUNTRIES,
      3,
    );
    expectAtLeast(
      tally(outletStore, (p) => [String(priceBandOf(p.salePrice))]),
      ['0', '1', '2', '3', '4', '5'],
      3,
    );
  });
});

describe('generateCatalogue: kits, producers and other categories', () => {
  const kits = all.filter((p) => p.category === 'kit');

  it('has ≥ 5 kits of each size 2/4/6/8/10 and ≥ 10 easy kits', () => {
    expectAtLeast(
      tally(kits, (p) => [String(p.kitSize)]),
      ['2', '4', '6', '8', '10'],
      5,
    );
    expect(kits.every((k) => [2, 4, 6, 8, 10].includes(k.kitSize ?? 0))).toBe(true);
    expect(kits.filter((k) => k.easyKit && k.inWine).length).toBeGreaterThanOrEqual(10);
    expect(
      all.filter((p) => p.category !== 'kit').every((p) => p.kitSize === null && !p.easyKit),
    ).toBe(true);
  });

  it('kit constituents are sellable wines of type Vinho whose quantities sum to kitSize', () => {
    for (const kit of kits) {
      const parts = catalogue.constituents.filter((c) => c.kitCode === kit.code);
      expect(parts.length, kit.code).toBeGreaterThan(0);
      expect(
        parts.reduce((sum, c) => sum + c.quantity, 0),
        kit.code,
      ).toBe(kit.kitSize);
      for (const part of parts) {
        const wine = byCode.get(part.productCode);
        expect(part.type).toBe('Vinho');
        expect(part.quantity).toBeGreaterThan(0);
        expect(wine?.category).toBe('vinho');
        expect(wine && isSellable(wine)).toBe(true);
      }
      expect(new Set(parts.map((c) => c.productCode)).size).toBe(parts.length);
      const list = parts.reduce(
        (sum, c) => sum + (byCode.get(c.productCode)?.listPrice ?? 0) * c.quantity,
        0,
      );
      expect(kit.listPrice).toBe(list);
      expect(kit.name).toMatch(new RegExp(`^Kit( Fácil)? ${kit.kitSize} `));
    }
    expect(new Set(catalogue.constituents.map((c) => c.kitCode)).size).toBe(kits.length);
  });

  it('has ≥ 12 partner producers, each with ≥ 4 products in the Wine store', () => {
    const partners = catalogue.producers.filter((p) => p.partner);
    expect(partners.length).toBeGreaterThanOrEqual(12);
    const perProducer = tally(
      all.filter((p) => p.inWine),
      (p) => (p.producerSlug ? [p.producerSlug] : []),
    );
    expectAtLeast(
      perProducer,
      partners.map((p) => p.slug),
      4,
    );
    expect(new Set(catalogue.producers.map((p) => p.slug)).size).toBe(catalogue.producers.length);
  });

  it('has spirits, ciders, olive oils, magazines and gourmet (≥ 10 each) in both stores', () => {
    for (const category of ['destilado', 'sidra', 'azeite', 'revista', 'gourmet']) {
      const items = all.filter((p) => p.category === category);
      expect(items.length, category).toBeGreaterThanOrEqual(10);
      expect(items.filter((p) => p.inWine).length, category).toBeGreaterThanOrEqual(10);
      expect(items.filter((p) => p.inOutlet).length, category).toBeGreaterThanOrEqual(10);
    }
  });

  it('has beers and accessories (≥ 10 each) only in the outlet, beers with style and IBU', () => {
    for (const category of ['cerveja', 'acessorio']) {
      const items = all.filter((p) => p.category === category);
      expect(items.length, category).toBeGreaterThanOrEqual(10);
      expect(
        items.every((p) => !p.inWine && p.inOutlet),
        category,
      ).toBe(true);
    }
    for (const beer of all.filter((p) => p.category === 'cerveja')) {
      expect(beer.attributes.ESTILO_CERVEJA).toBeTruthy();
      expect(Number(beer.attributes.AMARGOR_IBU)).toBeGreaterThan(0);
    }
  });

  it('has the subscription products: club and premium/pass (ClubePrime), never listed', () => {
    const subscriptions = all.filter((p) => p.category === 'assinatura');
    // ADR 0022: one club product per box line and billing kind, at the domain's period price.
    const club = subscriptions.filter((p) => p.productType === 'Clube');
    expect(club.map((p) => p.code).sort()).toEqual(
      CLUB_LINES.flatMap((line) => BILLING_KINDS.map((kind) => clubSku(line.slug, kind))).sort(),
    );
    for (const product of club) {
      const parsed = parseClubSku(product.code);
      expect(parsed).not.toBeNull();
      if (!parsed) continue;
      expect(product.salePrice).toBe(periodPrice(parsed.slug, parsed.kind));
      expect(product.attributes.CLUB_LINE).toBe(parsed.slug);
      expect(product.attributes.CLUB_STORE_ID).toBe(parsed.kind === 'annual' ? '100701' : '100153');
    }
    expect(subscriptions.find((p) => p.code === 'CLUBE-WINE')).toBeUndefined();
    const prime = subscriptions.filter((p) => p.productType === 'ClubePrime');
    expect(prime.length).toBeGreaterThanOrEqual(2);
    const relax = prime.find((p) => p.name === 'winepass relax');
    expect(relax?.attributes.DESCRICAO).toContain('pass');
    expect(Number(relax?.attributes.CASHBACK_REAIS)).toBeGreaterThan(0);
    expect(relax?.salePrice).toBeGreaterThan(0);
    expect(prime.filter((p) => p.name.startsWith('winepass ')).length).toBeGreaterThanOrEqual(2);
    expect(prime.some((p) => !p.attributes.DESCRICAO?.includes('pass'))).toBe(true);
    expect(subscriptions.every((p) => p.available && p.listPrice > 0 && !p.inOutlet)).toBe(true);
  });
});

describe('generateCatalogue: attributes, awards, promotions, pendura, availability', () => {
  it('gives wines the SPEC §3 attributes', () => {
    for (const wine of wines) {
      for (const key of ['PAIS', 'TIPO', 'MENUUVA', 'REGIAO', 'CLASSIFICACAO', 'LVL_CORPO']) {
        expect(wine.attributes[key], `${wine.code} ${key}`).toBeTruthy();
      }
      expect(wine.attributes.PAIS).toBe(wine.countryName);
      expect(['Tinto', 'Branco', 'Rosé', 'Espumante', 'Frisante', 'Licoroso']).toContain(
        wine.attributes.TIPO,
      );
      expect(['Leve', 'Médio', 'Encorpado']).toContain(wine.attributes.LVL_CORPO);
      expect(wine.region).toBe(wine.attributes.REGIAO);
      if (wine.vintage !== null) expect(wine.vintage).toBeGreaterThanOrEqual(2010);
    }
    const classifications = new Set(wines.map((p) => p.attributes.CLASSIFICACAO));
    for (const c of ['Seco', 'Meio Seco', 'Brut', 'Doce'])
      expect(classifications.has(c), c).toBe(true);
    const campaigns = wines.filter((p) => p.attributes.CAMPANHA);
    expect(campaigns.length).toBeGreaterThanOrEqual(10);
    expect(campaigns.some((p) => p.attributes.CAMPANHA?.includes(','))).toBe(true);
  });

  it('awards use all 13 agency abbreviations as PNT_<ABBR> = score', () => {
    const keys = new Set(
      all.flatMap((p) => Object.keys(p.attributes).filter((k) => k.startsWith('PNT_'))),
    );
    expect([...keys].sort()).toEqual(RATING_AGENCIES.map((a) => `PNT_${a.abbreviation}`).sort());
    expect(keys.has('PNT_W&S')).toBe(true);
    for (const p of all) {
      for (const [key, value] of Object.entries(p.attributes)) {
        if (key.startsWith('PNT_'))
          expect(Number(value), `${p.code} ${key}`).toBeGreaterThanOrEqual(80);
      }
    }
  });

  it('has every promotion kind on sellable Wine-store wines', () => {
    const promoted = wineStore.filter((p) => p.promotion);
    const at = (p: SeedProduct) => new Date(p.promotion?.final_date ?? 0).getTime();
    const kinds = {
      active: promoted.filter((p) => p.promotion?.active),
      inactive: promoted.filter((p) => p.promotion && !p.promotion.active),
      membersOnly: promoted.filter((p) => p.promotion?.active && p.promotion.club_member_only),
      lowStock: promoted.filter(
        (p) =>
          p.promotion?.active &&
          !p.promotion.hide_stock_amount &&
          p.promotion.stock <= p.promotion.trigger_stock_out,
      ),
      hiddenStock: promoted.filter(
        (p) =>
          p.promotion?.active &&
          p.promotion.hide_stock_amount &&
          p.promotion.stock <= p.promotion.trigger_stock_out,
      ),
      endingSoon: promoted.filter(
        (p) =>
          p.promotion?.active && at(p) > NOW.getTime() && at(p) - NOW.getTime() <= 24 * 3_600_000,
      ),
      limitPerUnit: promoted.filter((p) => (p.promotion?.limit_per_unit ?? 0) > 0),
    };
    for (const [kind, list] of Object.entries(kinds))
      expect(list.length, kind).toBeGreaterThanOrEqual(3);
    expect(PROMOTION_KINDS).toHaveLength(6);
    for (const p of all.filter((x) => x.promotion?.final_date)) {
      expect(p.promotion?.final_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
      expect(at(p)).toBeGreaterThan(NOW.getTime());
    }
    for (const p of kinds.lowStock) expect(p.stock).toBe(p.promotion?.stock);
  });

  it('has pendura promotions of both default types and one other type', () => {
    const types = tally(
      all.filter((p) => p.penduraPromotion),
      (p) => [p.penduraPromotion?.type ?? ''],
    );
    expect(types.get('PENDURA_DEFAULT')).toBeGreaterThanOrEqual(3);
    expect(types.get('PENDURA_DEFAULT_NEW')).toBeGreaterThanOrEqual(3);
    expect(
      [...types.keys()].some((t) => !['PENDURA_DEFAULT', 'PENDURA_DEFAULT_NEW'].includes(t)),
    ).toBe(true);
    for (const p of all.filter((x) => x.penduraPromotion)) {
      const pendura = p.penduraPromotion;
      expect(pendura?.discountFactor).toBeGreaterThan(0);
      expect(pendura?.triggerDiscount).toBeGreaterThan(0);
      expect(pendura?.quantityLimit).toBeGreaterThanOrEqual(0);
      expect(pendura?.stampUrl).toMatch(/^\//);
    }
    const activeNew = all.filter(
      (p) =>
        p.penduraPromotion?.type === 'PENDURA_DEFAULT_NEW' && p.penduraPromotion.quantityLimit > 0,
    );
    expect(activeNew.length).toBeGreaterThanOrEqual(3);
  });

  it('has unavailable products and products with list price 0', () => {
    const unavailable = all.filter((p) => !p.available);
    expect(unavailable.length).toBeGreaterThanOrEqual(3);
    expect(unavailable.every((p) => p.stock === 0)).toBe(true);
    const zeroList = all.filter((p) => p.available && p.listPrice === 0);
    expect(zeroList.length).toBeGreaterThanOrEqual(3);
    expect(zeroList.every((p) => !isSellable(p) && p.salePrice > 0)).toBe(true);
  });
});

describe('demo customers', () => {
  it('have valid CPFs (and the company a valid CNPJ), unique e-mails and the expected roles', () => {
    for (const customer of DEMO_CUSTOMERS)
      expect(cpf.isValid(customer.cpf), customer.email).toBe(true);
    expect(new Set(DEMO_CUSTOMERS.map((c) => c.cpf)).size).toBe(DEMO_CUSTOMERS.length);
    const byEmail = Object.fromEntries(DEMO_CUSTOMERS.map((c) => [c.email, c]));
    expect(byEmail['cliente@adega.dev']).toMatchObject({
      socioClube: false,
      socioPrime: false,
      beneficiosClube: false,
    });
    expect(byEmail['socio@adega.dev']).toMatchObject({ socioClube: true, beneficiosClube: true });
    expect(byEmail['premium@adega.dev']).toMatchObject({ socioPrime: true });
    const company = byEmail['empresa@adega.dev'];
    expect(company?.pessoaJuridica).toBe(true);
    expect(cnpj.isValid(company?.cnpj ?? '')).toBe(true);
  });

  it('computes check digits like the reference examples', () => {
    expect(withCpfCheckDigits('529982247')).toBe('52998224725');
    expect(withCnpjCheckDigits('112223330001')).toBe('11222333000181');
    expect(() => withCpfCheckDigits('12')).toThrow();
    expect(() => withCnpjCheckDigits('x')).toThrow();
  });
});

async function tableCounts(database: Database) {
  const db = database.db;
  const one = async (
    table: typeof products | typeof producers | typeof productConstituents | typeof customers,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    products: await one(products),
    producers: await one(producers),
    constituents: await one(productConstituents),
    customers: await one(customers),
  };
}

function seedingSuite(
  label: string,
  open: () => Promise<{ database: Database; drop: () => Promise<void> }>,
) {
  describe(`seedDatabase on ${label}`, () => {
    let database: Database;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      ({ database, drop } = await open());
    });
    afterAll(async () => {
      await drop?.();
    });

    it('seeds an empty database with everything, then skips a second run (counts unchanged)', async () => {
      const first = await seedDatabase(database.db, { products: 800, now: NOW });
      expect(first).toMatchObject({
        skipped: false,
        replaced: false,
        products: 800,
        customersCreated: 4,
      });
      expect(first.constituents).toBe(catalogue.constituents.length);
      const counts = await tableCounts(database);
      expect(counts).toEqual({
        products: 800,
        producers: catalogue.producers.length,
        constituents: catalogue.constituents.length,
        customers: 4,
      });
      const second = await seedDatabase(database.db, { products: 800, seed: 1, now: new Date() });
      expect(second).toMatchObject({ skipped: true, runId: seedRunId(1, 800) });
      expect(await tableCounts(database)).toEqual(counts);
      const runs = await database.db.select().from(seedRuns);
      expect(runs.map((r) => [r.id, r.products])).toEqual([[seedRunId(1, 800), 800]]);
    });

    it('leaves planner statistics behind (ADR 0037: PGlite has no autovacuum)', async () => {
      const stats = await database.db.execute(
        sql`select relname, reltuples::int as rows from pg_class
          where relname in ('products', 'producers', 'product_constituents') order by relname`,
      );
      const rows = (Array.isArray(stats) ? stats : (stats as { rows: unknown[] }).rows) as {
        relname: string;
        rows: number;
      }[];
      expect(rows).toEqual([
        { relname: 'producers', rows: catalogue.producers.length },
        { relname: 'product_constituents', rows: catalogue.constituents.length },
        { relname: 'products', rows: 800 },
      ]);
    });

    it('stores the generated rows faithfully (JSON, arrays, numeric, producer link, order)', async () => {
      const rows = await database.db
        .select({ product: products, producerSlug: producers.slug })
        .from(products)
        .leftJoin(producers, eq(products.producerId, producers.id))
        .orderBy(products.id);
      expect(rows.map((r) => r.product.code)).toEqual(all.map((p) => p.code));
      for (const { product: row, producerSlug } of rows) {
        const expected = byCode.get(row.code);
        if (!expected) throw new Error(`código inesperado ${row.code}`);
        const { producerSlug: expectedSlug, ...fields } = expected;
        expect(producerSlug).toBe(expectedSlug);
        expect(row).toMatchObject(fields);
      }
      const kit = all.find((p) => p.category === 'kit' && p.kitSize === 6);
      const parts = await database.db
        .select({
          code: products.code,
          quantity: productConstituents.quantity,
          type: productConstituents.type,
        })
        .from(productConstituents)
        .innerJoin(products, eq(products.id, productConstituents.productId))
        .where(
          sql`${productConstituents.kitId} = (select id from products where code = ${kit?.code ?? ''})`,
        );
      expect(parts.reduce((sum, p) => sum + p.quantity, 0)).toBe(6);
      expect(parts.every((p) => p.type === 'Vinho')).toBe(true);
    });

    it('creates the demo customers with the demo password, the settings and the feature flags', async () => {
      const rows = await database.db.select().from(customers).orderBy(customers.id);
      expect(rows.map((r) => r.email)).toEqual(DEMO_CUSTOMERS.map((c) => c.email));
      const member = rows.find((r) => r.email === 'socio@adega.dev');
      expect(member?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
      expect(await verifyPassword(DEMO_PASSWORD, member?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('errada', member?.passwordHash ?? '')).toBe(false);
      const [display] = await database.db
        .select()
        .from(settings)
        .where(eq(settings.key, 'custom_product_display'));
      expect(display?.value).toEqual(CUSTOM_PRODUCT_DISPLAY);
      const flags = await database.db.select().from(featureFlags);
      expect(flags).toHaveLength(FEATURE_FLAGS.length * 3);
      expect(new Set(flags.map((f) => f.kind))).toEqual(new Set(['enable', 'value', 'ab-test']));
    });

    it('gives the demo subscribers the subscriptions the README says, paid every month since', async () => {
      const today = dateIn(NOW);
      for (const demo of DEMO_SUBSCRIPTIONS) {
        const [customer] = await database.db
          .select()
          .from(customers)
          .where(eq(customers.email, demo.email));
        const rows = await database.db
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.customerId, customer!.id));
        expect(rows, demo.email).toHaveLength(1);
        const row = rows[0]!;
        const club = parseClubSku(demo.sku);
        expect(row).toMatchObject({
          kind: club ? 'CLUB' : 'PREMIUM',
          plan: club ? club.slug : demo.sku,
          state: 'ACTIVE',
          nextBillingDate: addDays(today, demo.nextInDays),
        });
        expect(row.cardId).not.toBeNull();
        expect(row.currentPeriodStart <= today && today < row.currentPeriodEnd).toBe(true);
        const periods = await database.db
          .select()
          .from(subscriptionPeriods)
          .where(eq(subscriptionPeriods.subscriptionId, row.id))
          .orderBy(subscriptionPeriods.periodStart);
        expect(periods.map((p) => p.status)).toEqual(Array(demo.months).fill('PAID'));
        // Each period was paid by an order of the customer's, listed with the plan's name.
        const paid = await database.db
          .select({ number: orders.number, status: orders.status, total: orders.total })
          .from(orders)
          .where(eq(orders.customerId, customer!.id));
        expect(paid.map((o) => o.number).sort()).toEqual(periods.map((p) => p.orderNumber).sort());
        // Past orders as fulfilment left them: delivered, none left in PAGO for the nightly
        // reconciliation to report as stuck.
        expect(paid.every((o) => o.status === 'ENTREGUE' && o.total === row.price)).toBe(true);
        if (club) expect(periods.slice(1).every((p) => (p.box?.wines.length ?? 0) > 0)).toBe(true);
      }
      const [member] = await database.db
        .select()
        .from(customers)
        .where(eq(customers.email, 'socio@adega.dev'));
      expect(member).toMatchObject({ socioClube: true, beneficiosClube: true });
    });

    it('keeps the catalogue with replace: false, replaces it for another size, keeping customers', async () => {
      const before = await database.db
        .select({ id: customers.id, email: customers.email })
        .from(customers);
      const kept = await seedDatabase(database.db, { products: 300, now: NOW, replace: false });
      expect(kept.skipped).toBe(true);
      expect((await tableCounts(database)).products).toBe(800);

      const replaced = await seedDatabase(database.db, { products: 300, now: NOW });
      expect(replaced).toMatchObject({
        skipped: false,
        replaced: true,
        products: 300,
        customersCreated: 0,
      });
      const counts = await tableCounts(database);
      expect(counts.products).toBe(300);
      expect(counts.constituents).toBe(
        generateCatalogue({ products: 300, seed: 1, now: NOW }).constituents.length,
      );
      expect(
        await database.db.select({ id: customers.id, email: customers.email }).from(customers),
      ).toEqual(before);
      const runs = await database.db.select({ id: seedRuns.id }).from(seedRuns);
      expect(runs.map((r) => r.id)).toEqual([seedRunId(1, 300)]);
      expect((await seedDatabase(database.db, { products: 300, now: NOW })).skipped).toBe(true);
    });
  });
}

// One engine per run: `npm test` runs this file once without DATABASE_URL (PGlite) and once with
// it (PostgreSQL), so each engine is seeded once per `npm test`, not PGlite twice.
if (process.env.DATABASE_URL) {
  seedingSuite('PostgreSQL (fresh database from DATABASE_URL)', createTestDatabase);
} else {
  seedingSuite('PGlite (in memory)', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    await runMigrations(database);
    return { database, drop: () => database.close() };
  });
}
