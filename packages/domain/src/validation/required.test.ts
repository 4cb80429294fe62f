import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED } from './messages.ts';
import { isEmpty, isFilled, validateRequired } from './required.ts';

describe('SPEC §5 empty check and required', () => {
  it.each([null, undefined, '', ' ', '\t\n', '\u00a0', '   \u2003', []])('%j is empty', (v) => {
    expect(isEmpty(v)).toBe(true);
    expect(isFilled(v)).toBe(false);
    expect(validateRequired(v)).toBe(REQUIRED);
  });

  it.each(['a', ' a ', 0, false, ['x'], {}])('%j is not empty', (v) => {
    expect(isEmpty(v)).toBe(false);
    expect(validateRequired(v)).toBeNull();
  });

  it('a string is empty exactly when it has no non-whitespace character', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isEmpty(s)).toBe(!/\S/u.test(s.replace(/\uFEFF/g, ' ')));
      }),
    );
  });
});
