import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { characterCount, isWithinMax, isWithinMin, validateMax, validateMin } from './length.ts';

describe('SPEC §5 min and max', () => {
  it('max N: at most N characters', () => {
    expect(validateMax('abc', 3)).toBeNull();
    expect(validateMax('abcd', 3)).toBe('O campo deve ter no máximo 3 caracteres');
  });

  it('min N: at least N characters', () => {
    expect(validateMin('abc', 3)).toBeNull();
    expect(validateMin('ab', 3)).toBe('O campo deve ter no mínimo 3 caracteres');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(characterCount('🍷🍷')).toBe(2);
    expect(isWithinMax('🍷🍷', 2)).toBe(true);
    expect(characterCount('ção')).toBe(3);
  });

  it('a string is within max n and min n exactly when its length is n', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(20), (s, n) => {
        expect(isWithinMax(s, n) && isWithinMin(s, n)).toBe(characterCount(s) === n);
      }),
    );
  });
});
