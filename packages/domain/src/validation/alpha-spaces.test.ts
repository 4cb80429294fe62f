import { describe, expect, it } from 'vitest';
import { isAlphaSpaces, validateAlphaSpaces } from './alpha-spaces.ts';
import { ALPHA_SPACES } from './messages.ts';

describe('SPEC §5 alpha_spaces', () => {
  it.each(['', 'Maria', 'José da Silva', 'Conceição Araújo', 'ÂNGELA MÜLLER', 'Ítalo Ôrtiz'])(
    '%j passes',
    (v) => {
      expect(isAlphaSpaces(v)).toBe(true);
      expect(validateAlphaSpaces(v)).toBeNull();
    },
  );

  it('accepts accents typed in decomposed form', () => {
    expect(isAlphaSpaces('Jose\u0301')).toBe(true);
  });

  it.each(['Maria1', 'Ana-Maria', "D'Ávila", 'João.', 'a_b', 'tab\there'])('%j fails', (v) => {
    expect(validateAlphaSpaces(v)).toBe(ALPHA_SPACES);
  });
});
