import { describe, expect, it } from 'vitest';
import { maskCardNumber, maskExpiry, maskSecurityCode } from './masks';

describe('account input masks', () => {
  it('card number in groups of four, at most 19 digits', () => {
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(maskCardNumber('4111 11a')).toBe('4111 11');
    expect(maskCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('expiry MM/AA and security code digits', () => {
    expect(maskExpiry('12')).toBe('12');
    expect(maskExpiry('1231')).toBe('12/31');
    expect(maskExpiry('12/315')).toBe('12/31');
    expect(maskSecurityCode('12a34 5')).toBe('1234');
  });
});
