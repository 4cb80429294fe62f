import { describe, expect, it } from 'vitest';
import { buildTrackingCode, isValidTrackingCode, s10CheckDigit } from './tracking-code.ts';

describe('S10 tracking codes', () => {
  it('computes the UPU check digit (known examples)', () => {
    // UPU S10 example: 47312482 → 8·4+6·7+4·3+2·1+3·2+5·4+9·8+7·2 = 200; 200 % 11 = 2; 11-2 = 9.
    expect(s10CheckDigit('47312482')).toBe(9);
    expect(buildTrackingCode('RR', 47312482, 'CH')).toBe('RR473124829CH');
  });

  it('maps 10 to 0 and 11 to 5', () => {
    // 00000000 → sum 0 → 11 → 5.
    expect(s10CheckDigit('00000000')).toBe(5);
    // sum ≡ 1 (mod 11) → 10 → 0: 00000030 → 9·3 = 27 ≡ 5; 00000001 → 7 ≡ 7; 00000300 → 5·3=15 ≡ 4;
    // 00000008 → 56 ≡ 1.
    expect(s10CheckDigit('00000008')).toBe(0);
    expect(() => s10CheckDigit('123')).toThrow(RangeError);
  });

  it('builds and validates BR codes', () => {
    const code = buildTrackingCode('SX', 1234);
    expect(code).toMatch(/^SX00001234\dBR$/);
    expect(isValidTrackingCode(code)).toBe(true);
    expect(
      isValidTrackingCode(
        code.replace(/\d(BR)$/, (_, br: string) => `${String((Number(code[10]) + 1) % 10)}${br}`),
      ),
    ).toBe(false);
    expect(isValidTrackingCode('SX1234BR')).toBe(false);
  });

  it('refuses bad parts', () => {
    expect(() => buildTrackingCode('sx', 1)).toThrow(RangeError);
    expect(() => buildTrackingCode('SX', 1, 'B')).toThrow(RangeError);
    expect(() => buildTrackingCode('SX', -1)).toThrow(RangeError);
    expect(() => buildTrackingCode('SX', 100_000_000)).toThrow(RangeError);
  });
});
