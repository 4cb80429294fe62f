import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_POINTS_PER_RULE,
  PASSWORD_STRENGTH_THRESHOLD,
} from '../constants.ts';
import { characterCount } from './length.ts';
import { isEmpty } from './required.ts';

/** SPEC §5 special characters: ! @ # $ % ^ & * ? _ ~ */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*?_~';

export interface PasswordScore {
  readonly hasDigit: boolean;
  readonly hasUppercase: boolean;
  readonly hasLowercase: boolean;
  /** 8 to 20 characters. */
  readonly hasValidLength: boolean;
  readonly hasSpecial: boolean;
  /** 20 points per met rule among digit, uppercase, lowercase, length: 0..80. */
  readonly score: number;
  /** Strength meter fill: score + 20 with a special character, capped at 100. */
  readonly percentage: number;
}

/**
 * SPEC §5 password score: 20 points each for a digit, an uppercase letter, a lowercase letter and
 * a length of 8 to 20. "A special character adds to the percentage only": our reading is that it
 * adds one more rule's worth (20) to the meter's percentage, capped at 100, and never to the score
 * that decides strength. Letters are Unicode-aware ('É' is uppercase, 'ç' lowercase).
 */
export function passwordScore(password: string): PasswordScore {
  const hasDigit = /[0-9]/.test(password);
  const hasUppercase = /\p{Lu}/u.test(password);
  const hasLowercase = /\p{Ll}/u.test(password);
  const length = characterCount(password);
  const hasValidLength = length >= PASSWORD_MIN && length <= PASSWORD_MAX;
  const hasSpecial = [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c));
  const met = [hasDigit, hasUppercase, hasLowercase, hasValidLength].filter(Boolean).length;
  const score = met * PASSWORD_POINTS_PER_RULE;
  const percentage = Math.min(100, score + (hasSpecial ? PASSWORD_POINTS_PER_RULE : 0));
  return { hasDigit, hasUppercase, hasLowercase, hasValidLength, hasSpecial, score, percentage };
}

/**
 * SPEC §5 "Strength passes if empty or score >= 80". Empty follows the §5 empty check (whitespace
 * only is empty): an empty password is `required`'s to reject, not the meter's.
 */
export function passwordStrengthValid(password: string): boolean {
  return isEmpty(password) || passwordScore(password).score >= PASSWORD_STRENGTH_THRESHOLD;
}

/**
 * SPEC §5: the strength rule fails "with no message". A failure is the empty string (the field is
 * marked invalid and the meter explains why); success is null, like every other validator.
 */
export function validatePasswordStrength(password: string): string | null {
  return passwordStrengthValid(password) ? null : '';
}
