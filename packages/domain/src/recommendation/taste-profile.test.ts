import { describe, expect, it } from 'vitest';
import {
  bottlePrice,
  isRecommendable,
  rankCandidates,
  SCORE_WEIGHTS,
  scoreCandidate,
  SOURCE_WEIGHTS,
  tasteProfile,
  type Candidate,
} from './taste-profile.ts';
import { tasteEntry, tasteProduct } from '../test-support/taste.ts';

const product = tasteProduct;
const entry = tasteEntry;

function candidate(code: string, fields: Partial<Candidate> = {}): Candidate {
  return { ...product(code), available: true, rating: 4, evaluations: 10, ...fields };
}

describe('tasteProfile', () => {
  it('weighs a purchase 3, a favourite 2, a Winelist 1, heaviest first', () => {
    const profile = tasteProfile([
      entry('winelist', 'A', { wineType: 'branco', countryCode: 'chile', countryName: 'Chile' }),
      entry('order', 'B'),
      entry('favourite', 'C', { wineType: 'branco', countryCode: 'chile', countryName: 'Chile' }),
    ]);
    expect(SOURCE_WEIGHTS).toEqual({ order: 3, favourite: 2, winelist: 1 });
    expect(profile.weight).toBe(6);
    expect(profile.types.map((t) => [t.key, t.label, t.weight, t.source])).toEqual([
      ['branco', 'Brancos', 3, 'favourite'],
      ['tinto', 'Tintos', 3, 'order'],
    ]);
    expect(profile.countries.map((c) => [c.key, c.label, c.weight])).toEqual([
      ['argentina', 'Argentina', 3],
      ['chile', 'Chile', 3],
    ]);
    expect(profile.typeCountries.map((p) => [p.key, p.type.key, p.country.label])).toEqual([
      ['branco|chile', 'branco', 'Chile'],
      ['tinto|argentina', 'tinto', 'Argentina'],
    ]);
    expect(profile.known.sort()).toEqual(['A', 'B', 'C']);
  });

  it('counts a product once per source, however often it was bought; each source adds', () => {
    const profile = tasteProfile([
      entry('order', 'A'),
      entry('order', 'A'),
      entry('favourite', 'A'),
    ]);
    expect(profile.weight).toBe(5);
    expect(profile.types[0]).toMatchObject({ key: 'tinto', weight: 5, source: 'order' });
    expect(profile.known).toEqual(['A']);
  });

  it('reads wines and kits only; other products are known (never recommended) but weigh nothing', () => {
    const profile = tasteProfile([
      entry('order', 'GIN', { category: 'destilado', wineType: null, grapes: [] }),
      entry('order', 'CLUB', { category: 'assinatura', wineType: null }),
    ]);
    expect(profile.weight).toBe(0);
    expect(profile.types).toEqual([]);
    expect(profile.priceBands).toEqual([]);
    expect(profile.known).toEqual(['GIN', 'CLUB']);
  });

  it('places a kit in the band of its price per bottle and takes the traits it has', () => {
    const kit = entry('order', 'K6', {
      category: 'kit',
      wineType: null,
      countryCode: null,
      countryName: null,
      grapes: [],
      salePrice: 36000,
      bottles: 6,
    });
    const profile = tasteProfile([kit]);
    expect(bottlePrice(kit.product)).toBe(6000);
    expect(profile.priceBands.map((b) => [b.key, b.label])).toEqual([['40-a-60', 'R$ 40 a R$ 60']]);
    expect([profile.types, profile.countries, profile.grapes, profile.typeCountries]).toEqual([
      [],
      [],
      [],
      [],
    ]);
  });

  it('names grapes by the vocabulary, else by the product, else by the slug', () => {
    const profile = tasteProfile([
      entry('order', 'A', { grapes: ['syrah-shiraz'], grapeLabel: 'Shiraz' }),
      entry('favourite', 'B', { grapes: ['tannat'], grapeLabel: 'Tannat' }),
      entry('winelist', 'C', { grapes: ['corte-x', 'corte-y'], grapeLabel: null }),
    ]);
    expect(profile.grapes.map((g) => [g.key, g.label])).toEqual([
      ['syrah-shiraz', 'Syrah/Shiraz'],
      ['tannat', 'Tannat'],
      ['corte-x', 'corte-x'],
      ['corte-y', 'corte-y'],
    ]);
  });

  it('names a type outside the vocabulary and a country without a name by their slugs', () => {
    const profile = tasteProfile([
      entry('order', 'A', { wineType: 'laranja', countryCode: 'georgia', countryName: null }),
    ]);
    expect(profile.types[0]?.label).toBe('laranja');
    expect(profile.countries[0]?.label).toBe('georgia');
  });

  it('a single wine costs its price per bottle', () => {
    expect(bottlePrice({ salePrice: 5000, bottles: null })).toBe(5000);
    expect(bottlePrice({ salePrice: 5000, bottles: 1 })).toBe(5000);
    expect(bottlePrice({ salePrice: 10000, bottles: 3 })).toBe(3333);
  });
});

describe('scoreCandidate', () => {
  const profile = tasteProfile([
    entry('order', 'A'),
    entry('order', 'B', { salePrice: 3000 }),
    entry('favourite', 'C', {
      wineType: 'branco',
      countryCode: 'chile',
      grapes: ['chardonnay'],
      salePrice: 3000,
    }),
  ]);

  it('is 0 for nothing in common and grows with each shared trait, weighed', () => {
    const none = product('X', {
      wineType: 'rose',
      countryCode: 'franca',
      grapes: ['pinot-noir'],
      salePrice: 90000,
    });
    expect(scoreCandidate(profile, none)).toBe(0);
    // Tinto: 6 of 8; Argentina: 6 of 8; Malbec: 6 of 8; R$ 60 a R$ 100: 3 of 8.
    const same = product('Y');
    expect(scoreCandidate(profile, same)).toBeCloseTo(
      SCORE_WEIGHTS.type * 0.75 +
        SCORE_WEIGHTS.country * 0.75 +
        SCORE_WEIGHTS.grape * 0.75 +
        SCORE_WEIGHTS.priceBand * 0.375,
    );
    expect(scoreCandidate(profile, same)).toBeGreaterThan(
      scoreCandidate(profile, product('Z', { countryCode: 'chile' })),
    );
  });

  it('takes the candidate grape the taste weighs most', () => {
    const blend = product('Y', { grapes: ['chardonnay', 'malbec'] });
    const malbec = product('Z', { grapes: ['malbec'] });
    expect(scoreCandidate(profile, blend)).toBeCloseTo(scoreCandidate(profile, malbec));
  });

  it('is 1 when the history has one wine and the candidate shares every trait', () => {
    expect(scoreCandidate(tasteProfile([entry('order', 'A')]), product('B'))).toBeCloseTo(1);
  });

  it('is 0 against an empty taste', () => {
    expect(scoreCandidate(tasteProfile([]), product('B'))).toBe(0);
  });
});

describe('rankCandidates', () => {
  const profile = tasteProfile([entry('order', 'A')]);

  it('recommends wines in stock only, never a known or excluded one', () => {
    expect(isRecommendable(candidate('X'))).toBe(true);
    expect(isRecommendable(candidate('X', { available: false }))).toBe(false);
    expect(isRecommendable(candidate('X', { category: 'kit' }))).toBe(false);
    const ranked = rankCandidates(
      profile,
      [
        candidate('A'),
        candidate('SOLD', { available: false }),
        candidate('KIT', { category: 'kit' }),
        candidate('SHOWN'),
        candidate('OK'),
      ],
      new Set([...profile.known, 'SHOWN']),
      10,
    );
    expect(ranked.map((c) => c.code)).toEqual(['OK']);
  });

  it('puts the best fit first, then the best rated, the most evaluated, the code', () => {
    const ranked = rankCandidates(
      profile,
      [
        candidate('CHILE-5', { countryCode: 'chile', rating: 5 }),
        candidate('ARG-3', { rating: 3 }),
        candidate('ARG-4-FEW', { rating: 4, evaluations: 2 }),
        candidate('ARG-4-MANY', { rating: 4, evaluations: 50 }),
        candidate('ARG-NULL', { rating: null }),
        candidate('ARG-4-MANY-B', { rating: 4, evaluations: 50 }),
      ],
      new Set(),
      10,
    );
    expect(ranked.map((c) => c.code)).toEqual([
      'ARG-4-MANY',
      'ARG-4-MANY-B',
      'ARG-4-FEW',
      'ARG-3',
      'ARG-NULL',
      'CHILE-5',
    ]);
  });

  it('without a taste: the best rated first; at most `size`, each wine once', () => {
    const ranked = rankCandidates(
      null,
      [
        candidate('B', { rating: 3.5 }),
        candidate('A', { rating: 4.8 }),
        candidate('A', { rating: 4.8 }),
        candidate('C', { rating: 4.1 }),
      ],
      new Set(),
      2,
    );
    expect(ranked.map((c) => c.code)).toEqual(['A', 'C']);
    expect(rankCandidates(null, [candidate('A')], new Set(), -1)).toEqual([]);
  });
});
