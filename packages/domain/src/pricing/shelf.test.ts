import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isInStock,
  NO_STOCK_SHOWN,
  stockShown,
  stockShownText,
  unitsLeft,
  type ShelfProduct,
} from './shelf.ts';
import { itReturns } from '../test-support/examples.ts';

const promo = { active: true, stock: 7, trigger_stock_out: 10, hide_stock_amount: false };
const BASE: ShelfProduct = { available: true, listPrice: 5990, stock: 50, promotion: promo };
const wine = (over: Partial<ShelfProduct> = {}): ShelfProduct => ({ ...BASE, ...over });

describe('availability on the shelf (issue #33 F18)', () => {
  it('is the flag, a list price and units left', () => {
    expect(isInStock(wine())).toBe(true);
    expect(isInStock(wine({ available: false }))).toBe(false);
    expect(isInStock(wine({ listPrice: 0 }))).toBe(false);
    // V00018: sold out while its promotion still said 7.
    expect(isInStock(wine({ stock: 0 }))).toBe(false);
    expect(isInStock(wine({ promotion: { ...promo, stock: 0 } }))).toBe(false);
    expect(isInStock(wine({ promotion: null, stock: 1 }))).toBe(true);
    expect(isInStock(wine({ promotion: null, stock: 0 }))).toBe(false);
  });

  itReturns(
    'units left: the promotion’s while it is active, never more than the product’s: %j → %j',
    unitsLeft,
    [
      [wine(), 7],
      [wine({ stock: 3 }), 3],
      [wine({ promotion: { ...promo, active: false } }), 50],
      [wine({ promotion: { active: true } }), 50],
      [wine({ stock: -2 }), 0],
    ],
  );
});

describe('the stock a customer sees (issue #33 F16)', () => {
  it.each([
    [wine(), { stock: 7, lastUnits: false }, 'Restam só 7 un.'],
    [wine({ stock: 2 }), { stock: 2, lastUnits: false }, 'Restam só 2 un.'],
    [wine({ stock: 0 }), NO_STOCK_SHOWN, null],
    [wine({ available: false }), NO_STOCK_SHOWN, null],
    [wine({ promotion: { ...promo, stock: 40 } }), NO_STOCK_SHOWN, null],
    [
      wine({ promotion: { ...promo, hide_stock_amount: true } }),
      { stock: null, lastUnits: true },
      'Últimas unidades',
    ],
    [wine({ promotion: { ...promo, active: false } }), NO_STOCK_SHOWN, null],
    [wine({ promotion: { active: true, stock: 1 } }), NO_STOCK_SHOWN, null],
    [wine({ promotion: null }), NO_STOCK_SHOWN, null],
  ])('%o → %o, %s', (product, shown, text) => {
    expect(stockShown(product)).toEqual(shown);
    expect(stockShownText(stockShown(product))).toBe(text);
  });

  it('no text without a stock shown', () => {
    expect(stockShownText(null)).toBeNull();
    expect(stockShownText({ stock: 0, lastUnits: false })).toBeNull();
  });

  it('property: a number is shown only when in stock, at most the units left and the trigger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: -5, max: 60 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.boolean(),
        (stock, promoStock, trigger, hide, flag) => {
          const product = wine({
            stock,
            available: flag,
            promotion: {
              active: true,
              stock: promoStock,
              trigger_stock_out: trigger,
              hide_stock_amount: hide,
            },
          });
          const shown = stockShown(product);
          if (shown.stock !== null) {
            expect(isInStock(product)).toBe(true);
            expect(shown.stock).toBeLessThanOrEqual(Math.min(stock, promoStock, trigger));
            expect(shown.stock).toBeGreaterThan(0);
          }
          if (!isInStock(product)) expect(shown).toEqual(NO_STOCK_SHOWN);
        },
      ),
    );
  });
});
