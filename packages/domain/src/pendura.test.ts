import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PENDURA_NORMAL_PRICE_LABEL,
  isPenduraBypassActive,
  newPenduraDiscountFactor,
  normalisePendura,
  penduraFreeItems,
  penduraMessage,
  penduraOffer,
  penduraTiers,
  penduraUnitPrice,
  type PenduraPromotion,
} from './pendura.ts';
import { itReturns } from './test-support/examples.ts';

const promo = (type: string, over: Partial<PenduraPromotion> = {}): PenduraPromotion => ({
  type,
  discountFactor: 70,
  stampUrl: '/stamp.png',
  triggerDiscount: 3,
  quantityLimit: 9,
  ...over,
});

describe('normalisePendura (SPEC §4, §7)', () => {
  it('keeps PENDURA_DEFAULT', () => {
    const product = { sku: 'A', penduraPromotion: promo('PENDURA_DEFAULT') };
    expect(normalisePendura(product)).toEqual({
      sku: 'A',
      penduraPromotion: promo('PENDURA_DEFAULT'),
      penduraBypass: null,
    });
  });

  it('moves PENDURA_DEFAULT_NEW to the bypass', () => {
    const product = { sku: 'A', penduraPromotion: promo('PENDURA_DEFAULT_NEW') };
    expect(normalisePendura(product)).toEqual({
      sku: 'A',
      penduraPromotion: null,
      penduraBypass: promo('PENDURA_DEFAULT_NEW'),
    });
  });

  it('drops other types and missing promotions, without changing the input', () => {
    const product = { sku: 'A', penduraPromotion: promo('PENDURA_OTHER') };
    expect(normalisePendura(product)).toEqual({
      sku: 'A',
      penduraPromotion: null,
      penduraBypass: null,
    });
    expect(product.penduraPromotion.type).toBe('PENDURA_OTHER');
    expect(normalisePendura({ sku: 'B' })).toEqual({
      sku: 'B',
      penduraPromotion: null,
      penduraBypass: null,
    });
    expect(normalisePendura({ penduraPromotion: null })).toEqual({
      penduraPromotion: null,
      penduraBypass: null,
    });
  });

  it('property: at most one of promotion and bypass is set', () => {
    fc.assert(
      fc.property(fc.constantFrom('PENDURA_DEFAULT', 'PENDURA_DEFAULT_NEW', 'X', ''), (type) => {
        const out = normalisePendura({ penduraPromotion: promo(type) });
        expect(out.penduraPromotion !== null && out.penduraBypass !== null).toBe(false);
      }),
    );
  });
});

describe('isPenduraBypassActive (SPEC §4)', () => {
  it('only when discountFactor, quantityLimit and triggerDiscount are all above 0', () => {
    expect(isPenduraBypassActive(promo('PENDURA_DEFAULT_NEW'))).toBe(true);
    expect(isPenduraBypassActive(promo('PENDURA_DEFAULT_NEW', { discountFactor: 0 }))).toBe(false);
    expect(isPenduraBypassActive(promo('PENDURA_DEFAULT_NEW', { quantityLimit: 0 }))).toBe(false);
    expect(isPenduraBypassActive(promo('PENDURA_DEFAULT_NEW', { triggerDiscount: -1 }))).toBe(
      false,
    );
    expect(
      isPenduraBypassActive(promo('PENDURA_DEFAULT_NEW', { triggerDiscount: Number.NaN })),
    ).toBe(false);
    expect(isPenduraBypassActive(null)).toBe(false);
  });

  it('property: active iff all three are positive', () => {
    const n = fc.integer({ min: -5, max: 100 });
    fc.assert(
      fc.property(n, n, n, (discountFactor, quantityLimit, triggerDiscount) => {
        const bypass = promo('PENDURA_DEFAULT_NEW', {
          discountFactor,
          quantityLimit,
          triggerDiscount,
        });
        expect(isPenduraBypassActive(bypass)).toBe(
          discountFactor > 0 && quantityLimit > 0 && triggerDiscount > 0,
        );
      }),
    );
  });
});

describe('unit price, tiers and free items (SPEC §9)', () => {
  it('unit price = customer price × discountFactor/100', () => {
    expect(penduraUnitPrice(10000, 70)).toBe(7000);
    expect(penduraUnitPrice(5990, 67)).toBe(4013); // 4013.3
  });

  it('tiers are multiples of triggerDiscount up to quantityLimit', () => {
    expect(penduraTiers(3, 9)).toEqual([3, 6, 9]);
    expect(penduraTiers(3, 10)).toEqual([3, 6, 9]);
    expect(penduraTiers(3, 2)).toEqual([]);
    expect(penduraTiers(2, 2)).toEqual([2]);
    expect(penduraTiers(0, 9)).toEqual([]);
    expect(penduraTiers(1.5, 9)).toEqual([]);
    expect(penduraTiers(5000, 1_000_000)).toEqual([5000]); // capped at 9999
  });

  itReturns('free items = trunc(tier × discountFactor / 100): %j, %j → %j', penduraFreeItems, [
    [3, 67, 2],
    [6, 70, 4],
    [3, 33, 0],
    [10, 50, 5],
    [3, -10, 0],
  ]);

  it('property: tiers are increasing multiples within the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 500 }), (t, limit) => {
        const tiers = penduraTiers(t, limit);
        expect(tiers).toHaveLength(Math.floor(limit / t));
        tiers.forEach((tier, index) => {
          expect(tier).toBe(t * (index + 1));
          expect(tier).toBeLessThanOrEqual(limit);
        });
      }),
    );
  });
});

describe('newPenduraDiscountFactor (SPEC §9: two thirds of list price)', () => {
  it('makes the unit price two thirds of the list price', () => {
    expect(newPenduraDiscountFactor(9000, 9000)).toBe(67); // 66.67
    expect(newPenduraDiscountFactor(12000, 10000)).toBe(80);
    expect(newPenduraDiscountFactor(15000, 12000)).toBe(83); // 83.33
  });

  itReturns('is capped at 100 and 0 without prices: %j, %j → %j', newPenduraDiscountFactor, [
    [9000, 6000, 100],
    [9000, 3000, 100],
    [0, 3000, 0],
    [9000, 0, 0],
  ]);

  it('property: the unit price is within half a percent of the customer price of 2/3 list', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.integer({ min: 67, max: 100 }),
        (list, percentOfList) => {
          const customer = Math.floor((list * percentOfList) / 100);
          const factor = newPenduraDiscountFactor(list, customer);
          const exact = (200 * list) / (3 * customer);
          expect(Number.isInteger(factor)).toBe(true);
          expect(Math.abs(factor - Math.min(100, exact))).toBeLessThanOrEqual(0.5);
          const unit = penduraUnitPrice(customer, factor);
          const target = Math.min(customer, (2 * list) / 3);
          expect(Math.abs(unit - target)).toBeLessThanOrEqual(customer * 0.005 + 0.5);
        },
      ),
    );
  });
});

describe('messages (SPEC §9)', () => {
  it("'Leve {n} por' / 'Sócio Wine leva {n} por' and 'Preço normal'", () => {
    expect(penduraMessage(3, false)).toBe('Leve 3 por');
    expect(penduraMessage(3, true)).toBe('Sócio Wine leva 3 por');
    expect(PENDURA_NORMAL_PRICE_LABEL).toBe('Preço normal');
  });
});

describe('penduraOffer', () => {
  it('default promotion with its own factor', () => {
    const product = normalisePendura({ penduraPromotion: promo('PENDURA_DEFAULT') });
    expect(
      penduraOffer({ product, listPrice: 12000, customerPrice: 10000, subscriber: true }),
    ).toEqual({
      kind: 'default',
      discountFactor: 70,
      message: 'Sócio Wine leva 3 por',
      unitPrice: 7000,
      unitPriceText: 'R$ 70,00',
      normalPriceLabel: 'Preço normal',
      normalPrice: 10000,
      normalPriceText: 'R$ 100,00',
      tiers: [
        { quantity: 3, freeItems: 2 },
        { quantity: 6, freeItems: 4 },
        { quantity: 9, freeItems: 6 },
      ],
      stampUrl: '/stamp.png',
    });
  });

  it('active NEW bypass with the two-thirds factor', () => {
    const product = normalisePendura({
      penduraPromotion: promo('PENDURA_DEFAULT_NEW', { stampUrl: null, quantityLimit: 3 }),
    });
    const offer = penduraOffer({
      product,
      listPrice: 9000,
      customerPrice: 9000,
      subscriber: false,
    });
    expect(offer).toMatchObject({
      kind: 'new',
      discountFactor: 67,
      message: 'Leve 3 por',
      unitPrice: 6030,
      tiers: [{ quantity: 3, freeItems: 2 }],
      stampUrl: null,
    });
  });

  it.each([
    ['inactive', { penduraPromotion: promo('PENDURA_DEFAULT_NEW', { quantityLimit: 0 }) }, 9000],
    ['not lowering the price', { penduraPromotion: promo('PENDURA_DEFAULT_NEW') }, 5000],
    ['a factor of 0', { penduraPromotion: promo('PENDURA_DEFAULT', { discountFactor: 0 }) }, 9000],
    [
      'a factor of 100',
      { penduraPromotion: promo('PENDURA_DEFAULT', { discountFactor: 100 }) },
      9000,
    ],
    ['free', { penduraPromotion: promo('PENDURA_DEFAULT') }, 0],
    ['missing', {}, 9000],
  ])('no offer when %s', (_case, product, customerPrice) => {
    expect(
      penduraOffer({
        product: normalisePendura(product),
        listPrice: 9000,
        customerPrice,
        subscriber: false,
      }),
    ).toBeNull();
  });
});
