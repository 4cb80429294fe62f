import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeTierIndex,
  missingValueText,
  progressiveDiscount,
  tierDiscount,
  type ProgressiveDiscountPromotion,
  type ProgressiveTier,
} from './progressive-discount.ts';
import { itReturns } from '../test-support/examples.ts';

const tiers: ProgressiveTier[] = [
  { id: 'c', minLimitValue: 50000, discountValue: 15 },
  { id: 'a', minLimitValue: 20000, discountValue: 5 },
  { id: 'b', minLimitValue: 30000, discountValue: 10 },
];
const byValue: ProgressiveDiscountPromotion = {
  valueType: 'porcentagem',
  discountBy: 'value',
  discounts: tiers,
};

const marks = (total: number, promotion = byValue) =>
  progressiveDiscount(promotion, { total, bottles: 0 }).tiers.map((t) => `${t.id}:${t.mark}`);

describe('active tier (SPEC §4)', () => {
  it('is the lowest tier above the cart total, else the last', () => {
    expect(progressiveDiscount(byValue, { total: 0, bottles: 0 }).activeTier?.id).toBe('a');
    expect(progressiveDiscount(byValue, { total: 19999, bottles: 0 }).activeTier?.id).toBe('a');
    expect(progressiveDiscount(byValue, { total: 20000, bottles: 0 }).activeTier?.id).toBe('b');
    expect(progressiveDiscount(byValue, { total: 49999, bottles: 0 }).activeTier?.id).toBe('c');
    expect(progressiveDiscount(byValue, { total: 50000, bottles: 0 }).activeTier?.id).toBe('c');
    expect(progressiveDiscount(byValue, { total: 90000, bottles: 0 }).activeTier?.id).toBe('c');
  });

  it('is null without tiers', () => {
    const state = progressiveDiscount({ ...byValue, discounts: [] }, { total: 100, bottles: 0 });
    expect(state).toMatchObject({ activeTier: null, reachedTier: null, discount: 0, missing: 0 });
    expect(activeTierIndex([], 0)).toBe(-1);
  });
});

describe('tier marks (SPEC §4)', () => {
  itReturns('marks reached, outdated and active tiers: %j → %j', marks, [
    [10000, ['a:active', 'b:null', 'c:null']],
    [20000, ['a:reached', 'b:active', 'c:null']],
    [35000, ['a:outdated', 'b:reached', 'c:active']],
    [60000, ['a:outdated', 'b:outdated', 'c:reached']],
  ]);

  it('has at most one reached and one active tier (property)', () => {
    fc.assert(
      fc.property(fc.nat(100000), (total) => {
        const state = progressiveDiscount(byValue, { total, bottles: 0 });
        expect(state.tiers.filter((t) => t.mark === 'reached').length).toBeLessThanOrEqual(1);
        expect(state.tiers.filter((t) => t.mark === 'active').length).toBeLessThanOrEqual(1);
        if (state.reachedTier)
          expect(total).toBeGreaterThanOrEqual(state.reachedTier.minLimitValue);
      }),
    );
  });
});

describe('discount amount', () => {
  it('applies the percent of the highest reached tier', () => {
    expect(progressiveDiscount(byValue, { total: 19999, bottles: 0 }).discount).toBe(0);
    expect(progressiveDiscount(byValue, { total: 20000, bottles: 0 }).discount).toBe(1000);
    expect(progressiveDiscount(byValue, { total: 33333, bottles: 0 }).discount).toBe(3333);
  });

  it('applies fixed money, never above the total', () => {
    const tier = { id: 1, minLimitValue: 0, discountValue: 5000 };
    expect(tierDiscount(tier, 'money', 30000)).toBe(5000);
    expect(tierDiscount(tier, 'money', 3000)).toBe(3000);
    expect(tierDiscount(tier, 'money', 0)).toBe(0);
    expect(tierDiscount({ ...tier, discountValue: 0 }, 'money', 100)).toBe(0);
    expect(tierDiscount({ ...tier, discountValue: 150 }, 'porcentagem', 100)).toBe(100);
  });

  it('counts bottles when discountBy is garrafas', () => {
    const promotion: ProgressiveDiscountPromotion = {
      valueType: 'money',
      discountBy: 'garrafas',
      discounts: [
        { id: 2, minLimitValue: 2, discountValue: 1000 },
        { id: 4, minLimitValue: 4, discountValue: 3000 },
      ],
    };
    const three = progressiveDiscount(promotion, { total: 25000, bottles: 3 });
    expect(three).toMatchObject({ discount: 1000, missing: 1, missingText: null });
    expect(three.activeTier?.id).toBe(4);
    expect(progressiveDiscount(promotion, { total: 25000, bottles: 6 }).discount).toBe(3000);
  });

  it('never exceeds the cart total (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'porcentagem' | 'money'>('porcentagem', 'money'),
        fc.array(
          fc.record({ id: fc.nat(), minLimitValue: fc.nat(1e6), discountValue: fc.nat(1e6) }),
        ),
        fc.nat(1e7),
        (valueType, discounts, total) => {
          const state = progressiveDiscount(
            { valueType, discountBy: 'value', discounts },
            { total, bottles: 0 },
          );
          expect(state.discount).toBeGreaterThanOrEqual(0);
          expect(state.discount).toBeLessThanOrEqual(total);
          expect(Number.isInteger(state.discount)).toBe(true);
        },
      ),
    );
  });
});

describe("'Faltam R$ x para liberar' (SPEC §9)", () => {
  it('shows the missing amount to the next tier', () => {
    expect(progressiveDiscount(byValue, { total: 12345, bottles: 0 }).missingText).toBe(
      'Faltam R$ 76,55 para liberar',
    );
    expect(progressiveDiscount(byValue, { total: 60000, bottles: 0 }).missingText).toBeNull();
    expect(missingValueText(123456)).toBe('Faltam R$ 1.234,56 para liberar');
  });
});
