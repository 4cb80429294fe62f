import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  formatBRL,
  formatBRLNumber,
  fromReais,
  parseBRL,
  percentOf,
  prorate,
  roundCentavos,
  sumCentavos,
  toReais,
} from './money.ts';
import { itReturns } from './test-support/examples.ts';

// Amounts a store can actually carry: up to R$ 10 bilhões, well inside safe integers.
const amount = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
const nonNegative = fc.integer({ min: 0, max: 1_000_000_000_000 });

describe('formatBRL (SPEC §9: prefix "R$ ", comma decimal, 2 decimals, "." thousands)', () => {
  itReturns('%i centavos → %s', formatBRL, [
    [123456, 'R$ 1.234,56'],
    [5, 'R$ 0,05'],
    [0, 'R$ 0,00'],
    [-100, '-R$ 1,00'],
    [100, 'R$ 1,00'],
    [99999, 'R$ 999,99'],
    [100000, 'R$ 1.000,00'],
    [123456789, 'R$ 1.234.567,89'],
    [100000000000, 'R$ 1.000.000.000,00'],
  ]);

  it('uses a plain space after R$ (not the NBSP Intl emits)', () => {
    expect(formatBRL(1)).toBe('R$\u00200,01');
    expect(formatBRL(1)).not.toContain('\u00a0');
  });

  it('rejects non-integer centavos', () => {
    expect(() => formatBRL(1.5)).toThrow(MoneyError);
    expect(() => formatBRL(Number.NaN)).toThrow(MoneyError);
  });

  itReturns('formatBRLNumber drops the prefix but keeps the sign: %j → %j', formatBRLNumber, [
    [123456, '1.234,56'],
    [-123456, '-1.234,56'],
    [5, '0,05'],
  ]);

  it('property: always matches the BRL shape', () => {
    fc.assert(
      fc.property(amount, (centavos) => {
        expect(formatBRL(centavos)).toMatch(/^-?R\$ \d{1,3}(\.\d{3})*,\d{2}$/);
      }),
    );
  });
});

describe('parseBRL', () => {
  itReturns('%s → %i', parseBRL, [
    ['R$ 1.234,56', 123456],
    ['1.234,56', 123456],
    ['1234,5', 123450],
    ['1234', 123400],
    ['-R$ 1,00', -100],
    ['- R$ 1,00', -100],
    ['R$1,00', 100],
    ['  R$ 0,05  ', 5],
    ['-R$ 0,00', 0],
  ]);

  it.each(['', 'abc', '1,234', '12.34', '1.23,45', 'R$ ', '1,2,3', 'US$ 1,00'])(
    '%s is not money',
    (text) => {
      expect(parseBRL(text)).toBeNull();
    },
  );

  it('returns null beyond safe integers', () => {
    expect(parseBRL('99999999999999999999,00')).toBeNull();
  });

  it('property: formatBRL → parseBRL round-trips', () => {
    fc.assert(
      fc.property(amount, (centavos) => {
        expect(parseBRL(formatBRL(centavos))).toBe(centavos);
        expect(parseBRL(formatBRLNumber(centavos))).toBe(centavos);
      }),
    );
  });
});

describe('roundCentavos (the one rounding function)', () => {
  itReturns('%d → %i (half away from zero)', roundCentavos, [
    [0.5, 1],
    [1.5, 2],
    [2.5, 3],
    [-0.5, -1],
    [-2.5, -3],
    [0.4, 0],
    [-0.4, 0],
    [100.49999999999999, 101], // 1.005 * 100 in binary floating point
  ]);

  it('never returns -0', () => {
    expect(Object.is(roundCentavos(-0.2), 0)).toBe(true);
    expect(Object.is(roundCentavos(-0), 0)).toBe(true);
  });

  it('rejects non-finite values', () => {
    expect(() => roundCentavos(Number.POSITIVE_INFINITY)).toThrow(MoneyError);
    expect(() => roundCentavos(Number.NaN)).toThrow(MoneyError);
  });

  it('property: an integer is left unchanged (for store-sized amounts)', () => {
    fc.assert(
      fc.property(amount, (centavos) => {
        expect(roundCentavos(centavos)).toBe(centavos);
      }),
    );
  });

  // The 1e-6 slack: money.ts pre-rounds at 1e-6 (its comment says 1e-9) to absorb float noise,
  // so e.g. 0.4999995 becomes 1, not 0 — reported to the money.ts owner, not changed here.
  it('property: the result is within half a centavo (plus the 1e-6 pre-rounding step)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        expect(Math.abs(roundCentavos(value) - value)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('fromReais / toReais', () => {
  it('converts reais from payloads', () => {
    expect(fromReais(1234.56)).toBe(123456);
    expect(fromReais(1.005)).toBe(101);
    expect(fromReais(0.1 + 0.2)).toBe(30);
    expect(toReais(123456)).toBe(1234.56);
    expect(() => toReais(0.5)).toThrow(MoneyError);
  });

  it('property: toReais → fromReais round-trips', () => {
    fc.assert(
      fc.property(amount, (centavos) => {
        expect(fromReais(toReais(centavos))).toBe(centavos);
      }),
    );
  });
});

describe('percentOf', () => {
  it('multiplies by a percent and rounds once', () => {
    expect(percentOf(10000, 15)).toBe(1500);
    expect(percentOf(10000, 3.6)).toBe(360);
    expect(percentOf(999, 3.6)).toBe(36); // 35.964
    expect(percentOf(12345, 0)).toBe(0);
    expect(percentOf(1, 50)).toBe(1); // 0.5 rounds away from zero
    expect(() => percentOf(1.5, 10)).toThrow(MoneyError);
  });

  it('property: 100 % is identity and 0 % is zero', () => {
    fc.assert(
      fc.property(amount, (centavos) => {
        expect(percentOf(centavos, 100)).toBe(centavos);
        expect(percentOf(centavos, 0)).toBe(0);
      }),
    );
  });

  it('property: integer percent of a non-negative amount is within half a centavo of exact', () => {
    fc.assert(
      fc.property(nonNegative, fc.integer({ min: 0, max: 100 }), (centavos, percent) => {
        const exact = (centavos * percent) / 100;
        const result = percentOf(centavos, percent);
        expect(Number.isInteger(result)).toBe(true);
        expect(Math.abs(result - exact)).toBeLessThanOrEqual(0.5);
        expect(result).toBeLessThanOrEqual(centavos);
      }),
    );
  });
});

describe('prorate', () => {
  itReturns(
    'spreads a discount proportionally (largest remainder, ties to the earlier line): %j, %j → %j',
    prorate,
    [
      [100, [100, 100, 100], [34, 33, 33]],
      [1000, [3000, 1000], [750, 250]],
      [1, [1, 1], [1, 0]],
    ],
  );

  it('caps the discount at the lines total', () => {
    expect(prorate(5000, [1000, 2000])).toEqual([1000, 2000]);
  });

  itReturns('returns zeros for no discount or empty lines: %j, %j → %j', prorate, [
    [0, [100, 200], [0, 0]],
    [100, [0, 0], [0, 0]],
    [100, [], []],
  ]);

  it('rejects negative or fractional inputs', () => {
    expect(() => prorate(-1, [100])).toThrow(MoneyError);
    expect(() => prorate(10, [-100])).toThrow(MoneyError);
    expect(() => prorate(1.5, [100])).toThrow(MoneyError);
    expect(() => prorate(10, [1.5])).toThrow(MoneyError);
  });

  it('property: parts sum to min(discount, total), each ≤ its line, each within 1 centavo of proportional', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 30 }),
        (discount, lines) => {
          const parts = prorate(discount, lines);
          const total = lines.reduce((sum, line) => sum + line, 0);
          const expected = total === 0 ? 0 : Math.min(discount, total);
          expect(parts).toHaveLength(lines.length);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(expected);
          parts.forEach((part, index) => {
            const line = lines[index] ?? 0;
            expect(Number.isInteger(part)).toBe(true);
            expect(part).toBeGreaterThanOrEqual(0);
            expect(part).toBeLessThanOrEqual(line);
            if (total > 0) {
              const proportional = (expected * line) / total;
              expect(Math.abs(part - proportional)).toBeLessThan(1);
            }
          });
        },
      ),
    );
  });
});

describe('sumCentavos', () => {
  it('adds integer amounts and rejects fractions', () => {
    expect(sumCentavos([])).toBe(0);
    expect(sumCentavos([100, 250, -50])).toBe(300);
    expect(() => sumCentavos([1, 0.5])).toThrow(MoneyError);
  });

  it('property: equals the plain sum', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (amounts) => {
        expect(sumCentavos(amounts)).toBe(amounts.reduce((sum, value) => sum + value, 0));
      }),
    );
  });
});
