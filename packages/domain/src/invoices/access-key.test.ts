import { describe, expect, it } from 'vitest';
import {
  accessKeyCheckDigit,
  buildAccessKey,
  formatAccessKey,
  isValidAccessKey,
  parseAccessKey,
  randomCodeFor,
  yearMonthOf,
} from './access-key.ts';
import { itReturns } from '../test-support/examples.ts';

// A published example key (SEFAZ manual style): 43 digits whose mod-11 digit is known.
const EXAMPLE_BODY = '3509110181345300011355001000000001100000001';

/** Independent mod-11: weights 2..9 written out from the left side for a 43-digit body. */
function independentDigit(body: string): number {
  const weights = Array.from({ length: 43 }, (_, i) => 2 + ((42 - i) % 8));
  const sum = weights.reduce((total, weight, i) => total + weight * Number(body[i]), 0);
  const rest = sum % 11;
  return rest === 0 || rest === 1 ? 0 : 11 - rest;
}

describe('access key', () => {
  it('computes the mod-11 digit as an independent implementation does', () => {
    expect(accessKeyCheckDigit(EXAMPLE_BODY)).toBe(independentDigit(EXAMPLE_BODY));
    for (let n = 1; n < 200; n += 7) {
      const body = `${String(n).padStart(9, '0')}`.repeat(5).slice(0, 43);
      expect(accessKeyCheckDigit(body)).toBe(independentDigit(body));
    }
  });

  it('gives 0 for remainders 0 and 1', () => {
    // '0…0' sums to 0 → 0; '1' with weight 2 → sum 2 → 9; find a body whose remainder is 1.
    expect(accessKeyCheckDigit('0'.repeat(43))).toBe(0);
    expect(accessKeyCheckDigit('6')).toBe(0); // 12 % 11 = 1
    expect(accessKeyCheckDigit('1')).toBe(9);
    expect(() => accessKeyCheckDigit('12a')).toThrow(RangeError);
  });

  it('builds the 44 digits in the layout order', () => {
    const key = buildAccessKey({
      stateCode: 35,
      issuedAt: new Date('2026-11-24T12:00:00Z'),
      cnpj: '11.222.333/0001-81',
      series: 1,
      number: 123,
      randomCode: 45678901,
    });
    expect(key).toHaveLength(44);
    expect(key.slice(0, 43)).toBe('3526111122233300018155001000000123145678901');
    expect(isValidAccessKey(key)).toBe(true);
    expect(parseAccessKey(key)).toEqual({
      stateCode: 35,
      yearMonth: '2611',
      cnpj: '11222333000181',
      model: '55',
      series: 1,
      number: 123,
      issueType: '1',
      randomCode: 45678901,
      checkDigit: Number(key[43]),
    });
    expect(formatAccessKey(key).split(' ')).toHaveLength(11);
  });

  it('uses the São Paulo month', () => {
    expect(yearMonthOf(new Date('2026-12-01T02:00:00Z'))).toBe('2611');
    expect(yearMonthOf(new Date('2027-01-01T03:00:00Z'))).toBe('2701');
  });

  it('refuses bad parts', () => {
    const base = {
      stateCode: 35,
      issuedAt: new Date('2026-11-24T12:00:00Z'),
      cnpj: '11222333000181',
      series: 1,
      number: 5,
      randomCode: 6,
    };
    expect(() => buildAccessKey({ ...base, cnpj: '123' })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, number: 0 })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, randomCode: 5 })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, series: 1000 })).toThrow(RangeError);
    expect(() => buildAccessKey({ ...base, stateCode: -1 })).toThrow(RangeError);
  });

  it('rejects keys with a wrong digit or length', () => {
    const key = `${EXAMPLE_BODY}${String(accessKeyCheckDigit(EXAMPLE_BODY))}`;
    expect(isValidAccessKey(key)).toBe(true);
    const wrong = `${EXAMPLE_BODY}${String((Number(key[43]) + 1) % 10)}`;
    expect(isValidAccessKey(wrong)).toBe(false);
    expect(isValidAccessKey(key.slice(1))).toBe(false);
    expect(parseAccessKey(wrong)).toBeNull();
  });

  itReturns('derives a cNF that never equals the number: %j, %j → %j', randomCodeFor, [
    [1, 0.5, 50_000_000],
    [50_000_000, 0.5, 50_000_001],
    [3, 1, 99_999_999],
    [3, -1, 0],
  ]);
});
