import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MEMBER_DISCOUNT_TAG,
  badgePercentage,
  discountTag,
  isDiscountTagVisible,
  isPriceDisplayValid,
  memberDiscountTag,
  tagColour,
  tagPercentage,
} from './discount.ts';
import { itReturns } from '../test-support/examples.ts';

const cents = fc.integer({ min: 1, max: 100_000_000 });

describe('badgePercentage (SPEC §9: truncated 100 × (1 − price/list))', () => {
  itReturns('price %i, list %i → %i', badgePercentage, [
    [8000, 10000, 20], // float would give 19.999…96 → 19
    [7000, 10000, 30],
    [4290, 5990, 28], // 28.38…
    [5989, 5990, 0], // 0.016… truncates to 0
    [1, 10000, 99],
    [0, 10000, 100],
    [10000, 10000, 0],
    [12000, 10000, 0], // never negative
    [5000, 0, 0], // no list price
    [5000, -1, 0],
    [Number.NaN, 10000, 0],
  ]);

  it('property: 0 ≤ badge ≤ 100 and equals the exact truncation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000_000 }), cents, (price, list) => {
        const badge = badgePercentage(price, list);
        expect(badge).toBeGreaterThanOrEqual(0);
        expect(badge).toBeLessThanOrEqual(100);
        // exact: badge ≤ 100(l−p)/l < badge + 1, checked on integers
        if (price < list) {
          expect(badge * list).toBeLessThanOrEqual(100 * (list - price));
          expect((badge + 1) * list).toBeGreaterThan(100 * (list - price));
        }
      }),
    );
  });

  it('property: a lower price never gives a smaller badge', () => {
    fc.assert(
      fc.property(cents, cents, cents, (a, b, list) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(badgePercentage(low, list)).toBeGreaterThanOrEqual(badgePercentage(high, list));
      }),
    );
  });
});

describe('tagPercentage (SPEC §9: 100 − trunc(percent of price/list), ratio to 2 decimals)', () => {
  itReturns('price %i, list %i → %i', tagPercentage, [
    [2900, 10000, 71], // 0.29 × 100 = 28.999…96 in floats; the spec means 29 → 71
    [8000, 10000, 20],
    [4290, 5990, 28], // ratio 0.716… → 0.72 → 28
    [4250, 10000, 57], // ratio 0.425 → 0.43 (half up) → 57
    [4249, 10000, 58], // ratio 0.4249 → 0.42 → 58
    [9960, 10000, 0], // ratio 0.996 → 1.00 → 0
    [12000, 10000, 0], // never negative
    [0, 10000, 0],
    [5000, 0, 0],
  ]);

  it('property: matches the spec formula computed with exact decimals', () => {
    fc.assert(
      fc.property(cents, cents, (price, list) => {
        // exact ratio rounded half up to 2 decimals, as an integer number of hundredths
        const hundredths = Math.floor((200 * price + list) / (2 * list));
        expect(tagPercentage(price, list)).toBe(Math.max(0, 100 - hundredths));
        expect(Math.abs(100 * price - hundredths * list)).toBeLessThanOrEqual(list / 2);
      }),
    );
  });

  it('property: within one point of the badge percentage', () => {
    fc.assert(
      fc.property(cents, cents, (price, list) => {
        expect(
          Math.abs(tagPercentage(price, list) - badgePercentage(price, list)),
        ).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('tag and price visibility (SPEC §5)', () => {
  itReturns('price %o, list %o → %s', isDiscountTagVisible, [
    [8000, 10000, true],
    [10000, 8000, true],
    [10000, 10000, false],
    [0, 10000, false],
    [8000, 0, false],
    [-1, 10000, false],
    [Number.NaN, 10000, false],
    ['8000', 10000, false], // "both are numbers"
    [8000, null, false],
    [undefined, 10000, false],
  ]);

  itReturns('price display %o valid → %s', isPriceDisplayValid, [
    [1, true],
    [0, false],
    [-100, false],
    [Number.POSITIVE_INFINITY, false],
    [null, false],
    ['100', false],
  ]);
});

describe('tagColour (SPEC §9)', () => {
  itReturns('%i %% → %s', tagColour, [
    [0, '#c3b882'],
    [19, '#c3b882'],
    [20, '#00ae95'],
    [29, '#00ae95'],
    [30, '#f68b2c'],
    [39, '#f68b2c'],
    [40, '#f5633a'],
    [49, '#f5633a'],
    [50, '#e04686'],
    [59, '#e04686'],
    [60, '#ae1586'],
    [100, '#ae1586'],
  ]);
});

describe('discountTag view-model', () => {
  itReturns('returns percentage and colour, or null when not shown: %j, %j → %j', discountTag, [
    [5000, 10000, { percentage: 50, colour: '#e04686' }],
    [10000, 10000, null],
    [12000, 10000, null],
    [9960, 10000, null],
    [0, 10000, null],
  ]);
});

describe("'Desconto de Sócio' (SPEC §6)", () => {
  it('only for subscribers', () => {
    expect(MEMBER_DISCOUNT_TAG).toBe('Desconto de Sócio');
    expect(memberDiscountTag(true)).toBe('Desconto de Sócio');
    expect(memberDiscountTag(false)).toBeNull();
  });
});
