import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_SPECIAL_CHARACTERS,
  passwordScore,
  passwordStrengthValid,
  validatePasswordStrength,
} from './password.ts';

describe('SPEC §5 password score and strength', () => {
  it('20 points per rule: digit, uppercase, lowercase, length 8–20', () => {
    expect(passwordScore('').score).toBe(0);
    expect(passwordScore('a').score).toBe(20);
    expect(passwordScore('aA').score).toBe(40);
    expect(passwordScore('aA1').score).toBe(60);
    expect(passwordScore('aA1aaaaa').score).toBe(80);
    expect(passwordScore('abcdefgh').score).toBe(40);
  });

  it('length counts from 8 to 20 inclusive', () => {
    expect(passwordScore('Aa1aaaa').hasValidLength).toBe(false); // 7
    expect(passwordScore('Aa1aaaaa').hasValidLength).toBe(true); // 8
    expect(passwordScore('Aa1'.padEnd(20, 'a')).hasValidLength).toBe(true);
    expect(passwordScore('Aa1'.padEnd(21, 'a')).hasValidLength).toBe(false);
    expect(passwordScore('Aa1'.padEnd(21, 'a')).score).toBe(60);
  });

  it('a special character adds to the percentage only, capped at 100', () => {
    const plain = passwordScore('Aa1aaaaa');
    const special = passwordScore('Aa1aaaa!');
    expect(special.hasSpecial).toBe(true);
    expect(special.score).toBe(plain.score);
    expect(plain.percentage).toBe(80);
    expect(special.percentage).toBe(100);
    expect(passwordScore('a!').percentage).toBe(40);
    expect(passwordScore('a!').score).toBe(20);
    for (const c of PASSWORD_SPECIAL_CHARACTERS) expect(passwordScore(c).hasSpecial).toBe(true);
    expect(passwordScore('-.,;').hasSpecial).toBe(false);
  });

  it('counts accented letters as upper/lower case', () => {
    expect(passwordScore('É').hasUppercase).toBe(true);
    expect(passwordScore('ç').hasLowercase).toBe(true);
  });

  it('strength passes if empty or score ≥ 80, with no message', () => {
    expect(passwordStrengthValid('')).toBe(true);
    expect(passwordStrengthValid('   ')).toBe(true);
    expect(passwordStrengthValid('Aa1aaaaa')).toBe(true);
    expect(passwordStrengthValid('aa1aaaaa')).toBe(false);
    expect(validatePasswordStrength('Aa1aaaaa')).toBeNull();
    expect(validatePasswordStrength('fraca')).toBe('');
  });

  it('score is a multiple of 20 in 0..80, percentage in score..min(100, score+20)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (pw) => {
        const s = passwordScore(pw);
        expect(s.score % 20).toBe(0);
        expect(s.score).toBeGreaterThanOrEqual(0);
        expect(s.score).toBeLessThanOrEqual(80);
        expect(s.percentage).toBe(Math.min(100, s.score + (s.hasSpecial ? 20 : 0)));
        expect(passwordStrengthValid(pw)).toBe(pw.trim() === '' || s.score === 80);
      }),
    );
  });
});
