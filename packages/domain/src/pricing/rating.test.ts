import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareByRating, productRating, RATING_PRIOR, ratingRank, ratingText } from './rating.ts';
import { itReturns } from '../test-support/examples.ts';

describe('rating (SPEC §3: shown with 1 decimal)', () => {
  itReturns('%d → %s', ratingText, [
    [4.5, '4,5'],
    [4, '4,0'],
    [4.45, '4,5'],
    [4.44, '4,4'],
    [4.96, '5,0'],
    [0, '0,0'],
  ]);

  itReturns('no text without a rating: %j → %j', ratingText, [
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [-1, null],
  ]);

  itReturns('rating, else ratio: %j → %j', productRating, [
    [{ rating: 4.2, ratio: 3 }, 4.2],
    [{ rating: null, ratio: 3 }, 3],
    [{ ratio: Number.NaN }, null],
    [{}, null],
  ]);

  it('property: one decimal, within 0.05 of the rating', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5, noNaN: true }), (rating) => {
        const text = ratingText(rating) ?? '';
        expect(text).toMatch(/^\d+,\d$/);
        expect(Math.abs(Number(text.replace(',', '.')) - rating)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});

describe('best rated order (issue #34): the rating weighed by its reviews', () => {
  it('a high rating from a few reviews ranks below a slightly lower one from many', () => {
    const lucky = { rating: 4.9, evaluations: 1 };
    const proven = { rating: 4.6, evaluations: 800 };
    expect(ratingRank(lucky.rating, lucky.evaluations)).toBeCloseTo((4.9 + 80) / 21, 10);
    expect(ratingRank(proven.rating, proven.evaluations)).toBeGreaterThan(4.58);
    expect([lucky, proven].sort(compareByRating)).toEqual([proven, lucky]);
  });

  it('without reviews a rating ranks at the mean; unrated products come last', () => {
    expect(ratingRank(5, 0)).toBe(RATING_PRIOR.mean);
    expect(ratingRank(null, 100)).toBeNull();
    expect(ratingRank(Number.NaN, 100)).toBeNull();
    const unrated = { rating: null, evaluations: 0 };
    const poor = { rating: 3, evaluations: 500 };
    expect([unrated, poor].sort(compareByRating)).toEqual([poor, unrated]);
  });

  it('ties on the rank go to the product with more reviews', () => {
    const few = { rating: 4, evaluations: 10 };
    const many = { rating: 4, evaluations: 300 };
    expect([few, many].sort(compareByRating)).toEqual([many, few]);
  });

  it('property: the rank lies between the mean and the rating, nearer the rating with more reviews', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30, max: 50 }).map((tenths) => tenths / 10),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (rating, reviews, more) => {
          const rank = ratingRank(rating, reviews) ?? Number.NaN;
          const lo = Math.min(rating, RATING_PRIOR.mean);
          const hi = Math.max(rating, RATING_PRIOR.mean);
          expect(rank).toBeGreaterThanOrEqual(lo - 1e-12);
          expect(rank).toBeLessThanOrEqual(hi + 1e-12);
          const later = ratingRank(rating, reviews + more) ?? Number.NaN;
          expect(Math.abs(later - rating)).toBeLessThanOrEqual(Math.abs(rank - rating) + 1e-12);
        },
      ),
    );
  });
});
