/**
 * Issue #4 relevance table: queries → what must be in the top results and what must not, on the
 * deterministic 800-product seed. Expectations are derived from the seeded rows (grapes, types,
 * countries, regions, producers, stores), never from the engine's output.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Store } from '@adega/domain/store';
import { producers, products } from '../src/db/schema.ts';
import type { ProductSummary } from '../src/contract.ts';
import { useTestApp } from './support/suite.ts';

interface SeedRow {
  code: string;
  name: string;
  category: string;
  wineType: string | null;
  countryCode: string | null;
  region: string | null;
  grapes: string[];
  grapeLabel: string | null;
  producer: string | null;
  inWine: boolean;
  inOutlet: boolean;
}
let seed: SeedRow[] = [];

const fold = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const t = useTestApp();
beforeAll(async () => {
  seed = await t.database.db
    .select({
      code: products.code,
      name: products.name,
      category: products.category,
      wineType: products.wineType,
      countryCode: products.countryCode,
      region: products.region,
      grapes: products.grapes,
      grapeLabel: sql<string | null>`${products.attributes} ->> 'MENUUVA'`,
      producer: producers.name,
      inWine: products.inWine,
      inOutlet: products.inOutlet,
    })
    .from(products)
    .leftJoin(producers, eq(products.producerId, producers.id));
});

function inStore(row: SeedRow, store: Store): boolean {
  return (store === 'WINE' ? row.inWine : row.inOutlet) && row.category !== 'assinatura';
}

async function results(text: string, store: Store = 'WINE'): Promise<ProductSummary[]> {
  const all: ProductSummary[] = [];
  for (let page = 1; page <= 50; page += 1) {
    const result = await t.services.search.search({
      store,
      text,
      filters: {},
      sort: 'relevancia',
      page,
      pageSize: 96,
    });
    all.push(...result.items);
    if (page >= result.pageCount) break;
  }
  return all;
}

type Pred = (p: {
  code: string;
  name: string;
  grapes: string[];
  wineType: string | null;
  countryCode: string | null;
  region: string | null;
  producer: string | null;
  category: string;
}) => boolean;

interface Case {
  query: string;
  /** Every one of the top N (N = min(top, products of the seed satisfying it)) satisfies this. */
  top?: Pred;
  topN?: number;
  /** Seed rows of the store satisfying this must all be somewhere in the results. */
  includesAll?: (row: SeedRow) => boolean;
  /** No result may satisfy this. */
  none?: Pred;
  /** Exactly no results. */
  empty?: boolean;
  store?: Store;
}

const grape =
  (g: string): Pred =>
  (p) =>
    p.grapes.includes(g);
/** A result whose field `key` is the value. */
const fieldIs =
  (key: 'wineType' | 'countryCode' | 'region' | 'producer') =>
  (value: string): Pred =>
  (p) =>
    p[key] === value;
const type = fieldIs('wineType');
const country = fieldIs('countryCode');
const region = fieldIs('region');
const producer = fieldIs('producer');
/** A rosé: the rosé type, or a rosé sparkling ("Espumante Brut Rosé"). */
const roseWine: Pred = (p) => p.wineType === 'rose' || /\brose\b/.test(fold(p.name));
const both =
  (...preds: Pred[]): Pred =>
  (p) =>
    preds.every((f) => f(p));
const nameHas =
  (word: string): Pred =>
  (p) =>
    fold(p.name).includes(word);

const CASES: Case[] = [
  // Accents and case.
  {
    query: 'carmenere',
    top: grape('carmenere'),
    includesAll: (r) => r.grapes.includes('carmenere'),
  },
  { query: 'CARMENÈRE', top: grape('carmenere') },
  {
    query: 'rose',
    top: roseWine,
    includesAll: (r) => r.wineType === 'rose' && r.category === 'vinho',
  },
  { query: 'Rosé', top: roseWine },
  { query: 'alsacia', top: region('Alsácia') },
  { query: 'vale do aconcagua', top: region('Vale do Aconcágua') },
  // Plurals and stems.
  { query: 'tintos', top: type('tinto'), none: type('branco') },
  {
    query: 'espumantes',
    top: type('espumante'),
    includesAll: (r) => r.wineType === 'espumante' && r.category === 'vinho',
  },
  { query: 'brancos', top: type('branco'), none: type('tinto') },
  { query: 'licorosos', top: type('licoroso') },
  { query: 'frisantes', top: type('frisante') },
  { query: 'vinhos chilenos', top: country('chile') },
  // Prefixes while typing (autocomplete checks these through findProducts below too).
  { query: 'cab', top: nameHas('cab') },
  { query: 'chardo', top: grape('chardonnay') },
  { query: 'malb', top: grape('malbec') },
  { query: 'tempra', top: grape('tempranillo') },
  // One typo from 5 letters up.
  { query: 'malbek', top: grape('malbec'), includesAll: (r) => r.grapes.includes('malbec') },
  { query: 'cabernet sauvignom', top: grape('cabernet-sauvignon') },
  { query: 'chardonay', top: grape('chardonnay') },
  { query: 'carmenre', top: grape('carmenere') },
  { query: 'sauvignon blamc', top: grape('sauvignon-blanc') },
  { query: 'tempranilo', top: grape('tempranillo') },
  { query: 'rieslng', top: grape('riesling') },
  { query: 'merlott', top: grape('merlot') },
  // Wine synonyms.
  {
    query: 'shiraz',
    top: grape('syrah-shiraz'),
    includesAll: (r) => r.grapes.includes('syrah-shiraz') && r.category === 'vinho',
  },
  { query: 'syrah', top: grape('syrah-shiraz'), includesAll: (r) => r.grapeLabel === 'Shiraz' },
  {
    query: 'pinot nero',
    top: grape('pinot-noir'),
    includesAll: (r) => r.grapeLabel === 'Pinot Noir',
  },
  { query: 'spatburgunder', top: grape('pinot-noir') },
  { query: 'tinta roriz', top: grape('tempranillo') },
  { query: 'albarino', top: grape('alvarinho'), includesAll: (r) => r.grapeLabel === 'Alvarinho' },
  { query: 'moscatel', top: grape('moscato'), includesAll: (r) => r.grapeLabel === 'Moscato' },
  { query: 'rosado', top: roseWine },
  { query: 'champagne', top: type('espumante'), topN: 5 },
  // Producer, country, region and their combinations.
  {
    query: 'casa silva',
    top: producer('Casa Silva'),
    includesAll: (r) => r.producer === 'Casa Silva',
  },
  { query: 'zuccardi', top: producer('Zuccardi') },
  { query: 'argentina', top: country('argentina') },
  { query: 'italia', top: country('italia') },
  { query: 'africa do sul', top: country('africa-do-sul') },
  { query: 'mendoza', top: region('Mendoza'), includesAll: (r) => r.region === 'Mendoza' },
  { query: 'douro', top: region('Douro') },
  { query: 'tinto chileno', top: both(type('tinto'), country('chile')) },
  { query: 'malbec argentina', top: both(grape('malbec'), country('argentina')) },
  { query: 'espumante brasileiro', top: both(type('espumante'), country('brasil')) },
  { query: 'cabernet napa valley', top: both(grape('cabernet-sauvignon'), region('Napa Valley')) },
  // Other categories.
  { query: 'cachaça', top: (p) => p.category === 'destilado' && fold(p.name).includes('cachaca') },
  { query: 'azeites', top: (p) => p.category === 'azeite' },
  { query: 'kit 6 vinhos', top: (p) => p.category === 'kit' },
  // Never: nonsense, subscriptions, the other store's products.
  { query: 'xyzzyqw', empty: true },
  { query: 'winepass', empty: true },
  { query: 'clube wine prime', none: (p) => p.category === 'assinatura' },
  { query: 'cerveja', empty: true, store: 'WINE' },
  { query: 'cerveja', top: (p) => p.category === 'cerveja', store: 'OUTLET' },
];

describe('relevance table (800-product seed)', () => {
  it('has at least 40 queries', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(CASES.map((c) => [`${c.query} (${c.store ?? 'WINE'})`, c] as const))(
    '%s',
    async (_label, c) => {
      const store = c.store ?? 'WINE';
      const found = await results(c.query, store);
      const rows = new Map(seed.map((r) => [r.code, r]));
      const view = (p: ProductSummary) => {
        const row = rows.get(p.code) as SeedRow;
        return { ...row, grapes: row.grapes };
      };
      // Store scoping, always: nothing outside the store, never a subscription.
      for (const p of found) {
        const row = rows.get(p.code);
        expect(row, p.code).toBeDefined();
        expect(inStore(row as SeedRow, store), `${p.code} fora da loja ${store}`).toBe(true);
      }
      if (c.empty) {
        expect(found.map((p) => p.name)).toEqual([]);
        return;
      }
      expect(found.length).toBeGreaterThan(0);
      if (c.top) {
        const available = seed.filter((r) => inStore(r, store) && c.top?.(r)).length;
        const n = Math.min(c.topN ?? 10, available);
        expect(n).toBeGreaterThan(0);
        const head = found.slice(0, n);
        expect(head.length).toBe(n);
        for (const p of head) expect(c.top(view(p)), `${c.query}: ${p.name}`).toBe(true);
      }
      if (c.includesAll) {
        const codes = new Set(found.map((p) => p.code));
        const expected = seed.filter((r) => inStore(r, store) && c.includesAll?.(r));
        expect(expected.length).toBeGreaterThan(0);
        for (const r of expected)
          expect(codes.has(r.code), `${c.query}: falta ${r.name}`).toBe(true);
      }
      if (c.none)
        for (const p of found) expect(c.none(view(p)), `${c.query}: ${p.name}`).toBe(false);
    },
  );
});

describe('ranking', () => {
  it('puts name matches first, then sellable products, then higher ratings', async () => {
    const found = await results('malbec');
    const named = found.map((p) => fold(p.name).includes('malbec'));
    const firstUnnamed = named.indexOf(false);
    if (firstUnnamed !== -1) expect(named.slice(firstUnnamed).every((n) => !n)).toBe(true);
    const head = found.filter((_, i) => named[i]);
    expect(head.length).toBeGreaterThan(5);
    const sellable = head.map((p) => p.available && p.listPrice > 0);
    const firstUnsellable = sellable.indexOf(false);
    if (firstUnsellable !== -1) expect(sellable.slice(firstUnsellable).every((s) => !s)).toBe(true);
    const ratings = head.filter((p) => p.available && p.listPrice > 0).map((p) => p.rating ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('finds a product by its code first', async () => {
    const row = seed.find((r) => r.inWine && r.category === 'vinho') as SeedRow;
    const found = await results(row.code.toLowerCase());
    expect(found[0]?.code).toBe(row.code);
  });

  it('autocomplete completes the word being typed and tolerates a typo', async () => {
    for (const [text, g] of [
      ['cabern', 'cabernet-sauvignon'],
      ['sauvignon bla', 'sauvignon-blanc'],
      ['malbek', 'malbec'],
      ['chardonay', 'chardonnay'],
      ['shiraz', 'syrah-shiraz'],
    ] as const) {
      const items = await t.services.search.suggest('WINE', text, 4);
      expect(items.length, text).toBe(4);
      for (const item of items) expect(item.grapes, `${text}: ${item.name}`).toContain(g);
    }
  });
});
