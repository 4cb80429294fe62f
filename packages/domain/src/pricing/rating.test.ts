import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productRating, ratingText } from './rating.ts';
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
