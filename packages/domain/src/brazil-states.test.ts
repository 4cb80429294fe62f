import { describe, expect, it } from 'vitest';
import { BRAZIL_STATES, UFS, isUf } from './brazil-states.ts';

describe('Brazil states (UF)', () => {
  it('has the 27 units, each code once, with its name', () => {
    expect(BRAZIL_STATES).toHaveLength(27);
    expect(new Set(UFS).size).toBe(27);
    expect(BRAZIL_STATES.find((state) => state.code === 'SP')?.name).toBe('São Paulo');
    expect(BRAZIL_STATES.find((state) => state.code === 'DF')?.name).toBe('Distrito Federal');
  });

  it.each([
    ['SP', true],
    ['TO', true],
    ['sp', false],
    ['XX', false],
    ['', false],
    ['São Paulo', false],
  ])('isUf(%j) is %s', (value, expected) => {
    expect(isUf(value)).toBe(expected);
  });
});
