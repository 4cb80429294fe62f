import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canDecrement,
  canIncrement,
  decrementQuantity,
  incrementQuantity,
  initialQuantity,
  isValidQuantity,
  maskQuantity,
  nextQuantity,
  QUANTITY_RANGE,
  quantityInputMode,
  validateQuantity,
} from './quantity.ts';
import { itReturns } from '../test-support/examples.ts';

describe('SPEC §5 quantity selector', () => {
  it('integer only, 1..9999', () => {
    expect([1, 9999, 42].every(isValidQuantity)).toBe(true);
    expect([0, 10000, 1.5, -1, Number.NaN, Infinity].some(isValidQuantity)).toBe(false);
    expect(validateQuantity(5)).toBeNull();
    expect(validateQuantity(0)).toBe(QUANTITY_RANGE);
    expect(QUANTITY_RANGE).toBe('A quantidade deve estar entre 1 e 9999');
  });

  it('default 1', () => {
    expect(initialQuantity()).toBe(1);
    expect(initialQuantity(null)).toBe(1);
    expect(initialQuantity(3)).toBe(3);
    expect(initialQuantity(0)).toBe(1);
  });

  itReturns('mask of up to 4 digits: %j → %j', maskQuantity, [
    ['12345', '1234'],
    ['1.5', '15'],
    ['a1b2', '12'],
    ['', ''],
  ]);

  it('decimals or out-of-range typed values revert to the previous value', () => {
    expect(nextQuantity(3, '7')).toBe(7);
    expect(nextQuantity(3, ' 12 ')).toBe(12);
    expect(nextQuantity(3, '9999')).toBe(9999);
    expect(nextQuantity(3, '0007')).toBe(7);
    for (const typed of ['1.5', '1,5', '0', '10000', '-2', '', 'abc', '1e3']) {
      expect(nextQuantity(3, typed)).toBe(3);
    }
    expect(nextQuantity(3, 4)).toBe(4);
    expect(nextQuantity(3, 2.5)).toBe(3);
    expect(nextQuantity(3, 0)).toBe(3);
    expect(nextQuantity(0, 'x')).toBe(1); // a bad previous value falls back to the default
  });

  it('minus and plus respect the bounds', () => {
    expect(decrementQuantity(1)).toBe(1);
    expect(decrementQuantity(5)).toBe(4);
    expect(incrementQuantity(9999)).toBe(9999);
    expect(incrementQuantity(5)).toBe(6);
    expect(canDecrement(1)).toBe(false);
    expect(canDecrement(2)).toBe(true);
    expect(canIncrement(9999)).toBe(false);
    expect(canIncrement(9998)).toBe(true);
  });

  itReturns('locked for promotional items, no input for prime items: %j → %j', quantityInputMode, [
    [{ productType: 'Vinho' }, 'editable'],
    [{}, 'editable'],
    [{ productType: 'Vinho', promotional: true }, 'locked'],
    [{ productType: 'ClubePrime' }, 'none'],
    [{ productType: 'ClubePrime', promotional: true }, 'none'],
  ]);

  it('the quantity always stays within 1..9999, whatever is typed or clicked', () => {
    const action = fc.oneof(
      fc.constant('+' as const),
      fc.constant('-' as const),
      fc.string(),
      fc.double(),
      fc.integer({ min: -20000, max: 20000 }).map(String),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 50 }), (actions) => {
        let q = initialQuantity();
        for (const a of actions) {
          if (a === '+') q = incrementQuantity(q);
          else if (a === '-') q = decrementQuantity(q);
          else q = nextQuantity(q, typeof a === 'string' ? maskQuantity(a) : a);
          expect(isValidQuantity(q)).toBe(true);
        }
      }),
    );
  });

  it('accepts exactly the typed whole numbers in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        (prev, n) => {
          expect(nextQuantity(prev, String(n))).toBe(n);
          expect(nextQuantity(prev, `${String(n)}.5`)).toBe(prev);
        },
      ),
    );
  });
});
