import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isConfirmed, validateConfirmed, validateConfirmPassword } from './confirmed.ts';

describe('SPEC §5 confirmed and confirmPassword', () => {
  it('equal values pass', () => {
    expect(validateConfirmed('a@b.com', 'a@b.com')).toBeNull();
    expect(validateConfirmPassword('S3nha!forte', 'S3nha!forte')).toBeNull();
  });

  it('different values fail with each wording', () => {
    expect(validateConfirmed('a@b.com', 'A@b.com')).toBe('O valor não confere');
    expect(validateConfirmPassword('senha ', 'senha')).toBe('As senhas não conferem');
  });

  it('is exactly string equality', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => isConfirmed(a, b) === (a === b)));
  });
});
