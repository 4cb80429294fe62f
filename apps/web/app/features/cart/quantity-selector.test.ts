import { describe, expect, it } from 'vitest';
import { typedText } from './quantity-selector';

describe('quantity typing', () => {
  it('masks digits to 4 and keeps anything else for the revert on blur', () => {
    expect(typedText('12345')).toBe('1234');
    expect(typedText('7')).toBe('7');
    expect(typedText('')).toBe('');
    expect(typedText('1.5')).toBe('1.5');
    expect(typedText('1,5')).toBe('1,5');
    expect(typedText('-2')).toBe('-2');
    expect(typedText('abcdefghijk')).toBe('abcdefgh');
  });
});
