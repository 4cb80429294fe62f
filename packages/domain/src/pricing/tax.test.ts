import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { impostoZeroFlag, isTaxBannerVisible, taxBanner, taxSaved } from './tax.ts';
import { itReturns } from '../test-support/examples.ts';

const prices = { listPrice: 10000, salePrice: 8000, clubPrice: 7000 };

describe('taxSaved (SPEC §9)', () => {
  it('price × taxPercentage/100, club price for club or prime customers', () => {
    expect(taxSaved(prices, false, 10)).toBe(800);
    expect(taxSaved(prices, true, 10)).toBe(700);
    expect(taxSaved(prices, false, 12.5)).toBe(1000);
    expect(taxSaved({ listPrice: 999, salePrice: 999 }, false, 3.5)).toBe(35); // 34.965
  });

  itReturns('no percentage saves nothing: %j, %j, %j → %j', taxSaved, [
    [prices, false, 0, 0],
    [prices, false, -5, 0],
    [prices, false, Number.NaN, 0],
  ]);

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

  itReturns(
    'follows active, enabledAtProductPage and enabledOncart: %j, %j → %j',
    isTaxBannerVisible,
    [
      [settings, 'product', true],
      [settings, 'cart', false],
      [{ ...settings, enabledOncart: true }, 'cart', true],
      [{ ...settings, active: false }, 'product', false],
      [null, 'product', false],
      [{ active: true }, 'product', false],
    ],
  );

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

  it('getFlagImpostoZero answers where the banner shows, by the same rule', () => {
    expect(impostoZeroFlag(settings)).toEqual({
      enabled: true,
      productPage: true,
      cart: false,
      taxPercentage: 10,
      text: 'Imposto zero',
      textLeft: 'Você economiza',
      textRight: 'em impostos',
    });
    for (const place of ['product', 'cart'] as const) {
      for (const variant of [settings, { ...settings, enabledOncart: true }, { active: false }]) {
        const flag = impostoZeroFlag(variant);
        expect(place === 'product' ? flag.productPage : flag.cart).toBe(
          isTaxBannerVisible(variant, place),
        );
      }
    }
    const off = impostoZeroFlag(null);
    expect(off).toMatchObject({ enabled: false, productPage: false, cart: false });
    expect(off.taxPercentage).toBe(0);
    expect(impostoZeroFlag({ ...settings, taxPercentage: -3 }).taxPercentage).toBe(0);
  });
});
