import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTaxBannerVisible, taxBanner, taxSaved } from './tax.ts';

const prices = { listPrice: 10000, salePrice: 8000, clubPrice: 7000 };

describe('taxSaved (SPEC §9)', () => {
  it('price × taxPercentage/100, club price for club or prime customers', () => {
    expect(taxSaved(prices, false, 10)).toBe(800);
    expect(taxSaved(prices, true, 10)).toBe(700);
    expect(taxSaved(prices, false, 12.5)).toBe(1000);
    expect(taxSaved({ listPrice: 999, salePrice: 999 }, false, 3.5)).toBe(35); // 34.965
  });

  it('no percentage saves nothing', () => {
    expect(taxSaved(prices, false, 0)).toBe(0);
    expect(taxSaved(prices, false, -5)).toBe(0);
    expect(taxSaved(prices, false, Number.NaN)).toBe(0);
  });

  it('property: never more than the price for percentages up to 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.boolean(),
        (price, percent, subscriber) => {
          const saved = taxSaved({ listPrice: price, salePrice: price }, subscriber, percent);
          expect(saved).toBeGreaterThanOrEqual(0);
          expect(saved).toBeLessThanOrEqual(price);
        },
      ),
    );
  });
});

describe('tax banner visibility (SPEC §3 settings)', () => {
  const settings = {
    active: true,
    taxPercentage: 10,
    taxText: 'Imposto zero',
    taxTextLeft: 'Você economiza',
    taxTextRight: 'em impostos',
    enabledAtProductPage: true,
    enabledOncart: false,
  };

  it('follows active, enabledAtProductPage and enabledOncart', () => {
    expect(isTaxBannerVisible(settings, 'product')).toBe(true);
    expect(isTaxBannerVisible(settings, 'cart')).toBe(false);
    expect(isTaxBannerVisible({ ...settings, enabledOncart: true }, 'cart')).toBe(true);
    expect(isTaxBannerVisible({ ...settings, active: false }, 'product')).toBe(false);
    expect(isTaxBannerVisible(null, 'product')).toBe(false);
    expect(isTaxBannerVisible({ active: true }, 'product')).toBe(false);
  });

  it('builds the view-model', () => {
    expect(taxBanner(settings, 'product', prices, true)).toEqual({
      saved: 700,
      savedText: 'R$ 7,00',
      text: 'Imposto zero',
      textLeft: 'Você economiza',
      textRight: 'em impostos',
    });
    expect(taxBanner(settings, 'cart', prices, true)).toBeNull();
    expect(taxBanner(undefined, 'cart', prices, true)).toBeNull();
    expect(taxBanner({ active: true, enabledOncart: true }, 'cart', prices, false)).toEqual({
      saved: 0,
      savedText: 'R$ 0,00',
      text: '',
      textLeft: '',
      textRight: '',
    });
  });
});
