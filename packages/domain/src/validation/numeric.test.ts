import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NUMERIC } from './messages.ts';
import { isNumeric, validateNumeric } from './numeric.ts';

describe('SPEC §5 numeric', () => {
  it.each(['', '0', '0123456789'])('%j passes', (v) => {
    expect(isNumeric(v)).toBe(true);
    expect(validateNumeric(v)).toBeNull();
  });

  it.each(['1.5', '1,5', '-1', ' 1', 'a1', '١٢', '１'])('%j fails', (v) => {
    expect(validateNumeric(v)).toBe(NUMERIC);
  });

  it('any string of ASCII digits passes', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]*$/), (s) => isNumeric(s)));
  });
});
