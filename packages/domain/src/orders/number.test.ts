import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatOrderNumber,
  isOrderNumber,
  luhnCheckDigit,
  normaliseOrderNumber,
  ORDER_NUMBER_MAX,
} from './number.ts';

describe('order numbers', () => {
  it('formats AD + 8 digits + a Luhn check digit', () => {
    expect(formatOrderNumber(1)).toMatch(/^AD00000001[0-9]$/);
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isOrderNumber(formatOrderNumber(1234))).toBe(true);
  });

  it('every formatted number is well formed; a changed digit is not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: ORDER_NUMBER_MAX }), (n) => {
        const number = formatOrderNumber(n);
        expect(isOrderNumber(number)).toBe(true);
        const last = Number(number.slice(-1));
        expect(isOrderNumber(`${number.slice(0, -1)}${String((last + 1) % 10)}`)).toBe(false);
      }),
      { seed: 13 },
    );
  });

  it('refuses out-of-range sequences and malformed numbers', () => {
    expect(() => formatOrderNumber(0)).toThrow(RangeError);
    expect(() => formatOrderNumber(ORDER_NUMBER_MAX + 1)).toThrow(RangeError);
    expect(() => formatOrderNumber(1.5)).toThrow(RangeError);
    expect(isOrderNumber('AD000000000')).toBe(false);
    expect(isOrderNumber('XX000000010')).toBe(false);
    expect(isOrderNumber('AD1')).toBe(false);
  });

  it('normalises case and spaces', () => {
    const number = formatOrderNumber(42);
    expect(normaliseOrderNumber(` ${number.toLowerCase()} `)).toBe(number);
    expect(normaliseOrderNumber('nada')).toBeNull();
  });
});
