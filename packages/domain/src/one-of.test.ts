import { describe, expect, it } from 'vitest';
import { isOneOf } from './one-of.ts';

describe('isOneOf', () => {
  const KINDS = ['PERCENT', 'FIXED'] as const;

  it('accepts exactly the listed strings', () => {
    expect(isOneOf(KINDS, 'PERCENT')).toBe(true);
    expect(isOneOf(KINDS, 'FIXED')).toBe(true);
    expect(isOneOf(KINDS, 'percent')).toBe(false);
    expect(isOneOf(KINDS, '')).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isOneOf(KINDS, null)).toBe(false);
    expect(isOneOf(KINDS, 1)).toBe(false);
    expect(isOneOf(KINDS, ['PERCENT'])).toBe(false);
  });
});
