import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productRating, ratingText } from './rating.ts';

describe('rating (SPEC §3: shown with 1 decimal)', () => {
  it.each([
    [4.5, '4,5'],
    [4, '4,0'],
    [4.45, '4,5'],
    [4.44, '4,4'],
    [4.96, '5,0'],
    [0, '0,0'],
  ])('%d → %s', (rating, text) => {
    expect(ratingText(rating)).toBe(text);
  });

  it('no text without a rating', () => {
    expect(ratingText(null)).toBeNull();
    expect(ratingText(undefined)).toBeNull();
    expect(ratingText(Number.NaN)).toBeNull();
    expect(ratingText(-1)).toBeNull();
  });

  it('rating, else ratio', () => {
    expect(productRating({ rating: 4.2, ratio: 3 })).toBe(4.2);
    expect(productRating({ rating: null, ratio: 3 })).toBe(3);
    expect(productRating({ ratio: Number.NaN })).toBeNull();
    expect(productRating({})).toBeNull();
  });

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
