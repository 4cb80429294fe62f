import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LAST_UNITS_TEXT, isStockLineShown, limitedDiscountWarning, stockLine } from './stock.ts';
import { itReturns } from '../test-support/examples.ts';

describe('stock line (SPEC §5, §9)', () => {
  itReturns('%o → %s', stockLine, [
    [{ stock: 3, trigger_stock_out: 5 }, 'Restam só 3 un.'],
    [{ stock: 5, trigger_stock_out: 5 }, 'Restam só 5 un.'], // at the trigger
    [{ stock: 6, trigger_stock_out: 5 }, null], // above the trigger
    [{ stock: 0, trigger_stock_out: 5 }, null], // stockOut must be > 0
    [{ stock: -1, trigger_stock_out: 5 }, null],
    [{ stock: 3, trigger_stock_out: 5, hide_stock_amount: true }, 'Últimas unidades'],
    [{ stock: 3, trigger_stock_out: 5, hide_stock_amount: false }, 'Restam só 3 un.'],
    [{ stock: 3 }, null], // no trigger
    [{ stock: 3, trigger_stock_out: null }, null],
    [{ trigger_stock_out: 5 }, null],
    [null, null],
  ]);

  it('the hidden-amount text', () => {
    expect(LAST_UNITS_TEXT).toBe('Últimas unidades');
    expect(isStockLineShown(undefined)).toBe(false);
  });

  it('property: shown exactly when 0 < stock ≤ trigger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.boolean(),
        (stock, trigger, hide) => {
          const line = stockLine({ stock, trigger_stock_out: trigger, hide_stock_amount: hide });
          expect(line !== null).toBe(stock > 0 && stock <= trigger);
        },
      ),
    );
  });
});

describe('limited-discount warning (SPEC §5)', () => {
  itReturns('quantity %i, limit %o → %s', limitedDiscountWarning, [
    [3, 2, 'Desconto promocional limitado a 2 un.'],
    [2, 2, null],
    [1, 2, null],
    [10, 1, 'Desconto promocional limitado a 1 un.'],
    [5, 0, null],
    [5, null, null],
    [5, undefined, null],
    [5, Number.NaN, null],
  ]);
});
