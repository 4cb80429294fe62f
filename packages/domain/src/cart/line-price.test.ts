import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePrice, lineUnitPrice, penduraUnitsFor } from './line-price.ts';

const prices = { listPrice: 10000, salePrice: 8000, clubPrice: 7000 };

/** A line priced for a non-subscriber: its lowest price is the 80,00 sale price. */
const salePriced = (total: number, discount: number, penduraUnits: number) => ({
  lowestPrice: 8000,
  total,
  discount,
  penduraUnits,
});

describe('lineUnitPrice (SPEC §6)', () => {
  it('charges the club price to subscribers and the sale price to everyone else', () => {
    expect(lineUnitPrice(prices, true)).toBe(7000);
    expect(lineUnitPrice(prices, false)).toBe(8000);
  });
});

describe('linePrice without pendura', () => {
  it('is quantity × unit, no discount', () => {
    expect(linePrice(prices, 3, false)).toEqual(salePriced(24000, 0, 0));
    expect(linePrice(prices, 3, true).total).toBe(21000);
  });
});

describe('linePrice with pendura (SPEC §9)', () => {
  const pendura = {
    ...prices,
    penduraPromotion: {
      type: 'PENDURA_DEFAULT',
      discountFactor: 50,
      triggerDiscount: 2,
      quantityLimit: 4,
      stampUrl: '/s.png',
    },
  };

  it('charges the pendura unit price for the units of the largest reached tier', () => {
    expect(linePrice(pendura, 1, false)).toEqual(salePriced(8000, 0, 0));
    // 2 units at 50 % of 80,00 = 80,00.
    expect(linePrice(pendura, 2, false)).toEqual(salePriced(8000, 8000, 2));
    // 3 = one tier of 2 + 1 full.
    expect(linePrice(pendura, 3, false).total).toBe(16000);
    // The limit is 4: the 5th and 6th units pay the full price.
    expect(linePrice(pendura, 6, false)).toMatchObject({
      total: 8000 * 2 + 16000,
      penduraUnits: 4,
    });
    // Subscribers: the factor applies to the club price.
    expect(linePrice(pendura, 2, true).total).toBe(7000);
  });

  it('ignores pendura types other than the default ones, and an inactive NEW bypass', () => {
    const other = { ...pendura, penduraPromotion: { ...pendura.penduraPromotion, type: 'X' } };
    expect(linePrice(other, 4, false).discount).toBe(0);
    const off = {
      ...pendura,
      penduraPromotion: {
        ...pendura.penduraPromotion,
        type: 'PENDURA_DEFAULT_NEW',
        quantityLimit: 0,
      },
    };
    expect(linePrice(off, 4, false).discount).toBe(0);
  });

  it('uses the two-thirds factor for an active NEW bypass', () => {
    const fresh = {
      listPrice: 9000,
      salePrice: 9000,
      clubPrice: 9000,
      penduraPromotion: {
        type: 'PENDURA_DEFAULT_NEW',
        discountFactor: 67,
        triggerDiscount: 3,
        quantityLimit: 6,
      },
    };
    // factor round(200·9000/(3·9000)) = 67 → 60,30 a unit.
    expect(linePrice(fresh, 3, false)).toMatchObject({
      total: 3 * 6030,
      discount: 3 * (9000 - 6030),
    });
  });

  it('total + discount is always quantity × lowestPrice, and the discount never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        (price, quantity, factor, trigger, limit, subscriber) => {
          const line = linePrice(
            {
              listPrice: price,
              salePrice: price,
              clubPrice: price,
              penduraPromotion: {
                type: 'PENDURA_DEFAULT',
                discountFactor: factor,
                triggerDiscount: trigger,
                quantityLimit: limit,
              },
            },
            quantity,
            subscriber,
          );
          expect(line.total + line.discount).toBe(quantity * line.lowestPrice);
          expect(line.discount).toBeGreaterThanOrEqual(0);
          expect(line.penduraUnits).toBeLessThanOrEqual(Math.min(quantity, limit));
          expect(line.penduraUnits % trigger).toBe(0);
        },
      ),
    );
  });
});

describe('penduraUnitsFor', () => {
  it('is the largest tier within the quantity, else 0', () => {
    const tiers = [{ quantity: 3 }, { quantity: 6 }, { quantity: 9 }];
    expect(penduraUnitsFor(tiers, 2)).toBe(0);
    expect(penduraUnitsFor(tiers, 7)).toBe(6);
    expect(penduraUnitsFor(tiers, 100)).toBe(9);
    expect(penduraUnitsFor([], 100)).toBe(0);
  });
});
