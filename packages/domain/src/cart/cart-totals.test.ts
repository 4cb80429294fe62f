import { describe, expect, it } from 'vitest';
import { applyCartAdjustments, cartTotals, type PricedLine } from './cart-totals.ts';

const line = (over: Partial<PricedLine> = {}): PricedLine => ({
  productType: 'Vinho',
  quantity: 2,
  available: true,
  lowestPrice: 5000,
  total: 10000,
  discount: 0,
  ...over,
});

describe('cartTotals (SPEC §3 Cart, §4 Prime toggle)', () => {
  it('an empty cart is all zeros', () => {
    expect(cartTotals([])).toEqual({
      subtotal: 0,
      subtotalDiscount: 0,
      total: 0,
      numItems: 0,
      clubePrimeOnCart: false,
    });
  });

  it('adds the lines, with their discounts, and counts units', () => {
    const totals = cartTotals([
      line(),
      line({ quantity: 3, lowestPrice: 1000, total: 2000, discount: 1000 }),
    ]);
    expect(totals).toEqual({
      subtotal: 13000,
      subtotalDiscount: 1000,
      total: 12000,
      numItems: 5,
      clubePrimeOnCart: false,
    });
  });

  it('excludes the ClubePrime line from numItems but not from the total', () => {
    const totals = cartTotals([
      line(),
      line({ productType: 'ClubePrime', quantity: 1, lowestPrice: 990, total: 990 }),
    ]);
    expect(totals.numItems).toBe(2);
    expect(totals.total).toBe(10990);
    expect(totals.clubePrimeOnCart).toBe(true);
  });

  it('a line that cannot be bought costs nothing', () => {
    const totals = cartTotals([line(), line({ available: false, quantity: 4 })]);
    expect(totals.total).toBe(10000);
    expect(totals.numItems).toBe(6);
  });
});

describe('applyCartAdjustments (issue #6 totals composition)', () => {
  const base = cartTotals([line({ lowestPrice: 10000, total: 18000, discount: 2000 })]);

  it('takes each adjustment in order, capped at what is left', () => {
    const result = applyCartAdjustments(base, [
      { source: 'progressive-discount', amount: 1800 },
      { source: 'coupon', amount: 20000 },
    ]);
    expect(result.merchandiseTotal).toBe(18000);
    expect(result.adjustments).toEqual([
      { source: 'progressive-discount', amount: 1800 },
      { source: 'coupon', amount: 16200 },
    ]);
    expect(result.total).toBe(0);
    expect(result.subtotal).toBe(20000);
    expect(result.subtotalDiscount).toBe(20000);
  });

  it('ignores negative and non-finite amounts and keeps the totals without adjustments', () => {
    const result = applyCartAdjustments(base, [
      { source: 'a', amount: -5 },
      { source: 'b', amount: Number.NaN },
    ]);
    expect(result.total).toBe(18000);
    expect(result.subtotalDiscount).toBe(2000);
    expect(applyCartAdjustments(base, []).total).toBe(18000);
  });
});
