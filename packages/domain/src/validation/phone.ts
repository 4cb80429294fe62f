import { PHONE_AREA_CODE_DIGITS, PHONE_DIGITS } from '../constants.ts';
import { PHONE } from './messages.ts';
import { ruleSchema } from './rule-schema.ts';

const MAX_DIGITS = PHONE_AREA_CODE_DIGITS + Math.max(...PHONE_DIGITS);
// SPEC §5: '(DD) ' plus 8 or 9 digits, exactly as the example '(99) 999999999' (no hyphen).
const PHONE_PATTERN = new RegExp(
  `^\\(\\d{${String(PHONE_AREA_CODE_DIGITS)}}\\) \\d{${String(Math.min(...PHONE_DIGITS))},${String(Math.max(...PHONE_DIGITS))}}$`,
);

/** SPEC §5 phone: '(DD) ' plus 8 or 9 digits with a 2-digit area code. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

/** SPEC §5 phone → 'O formato do telefone não é válido. Ex: (99) 999999999'. */
export function validatePhone(value: string): string | null {
  return isValidPhone(value) ? null : PHONE;
}

/**
 * The phone mask '(DD) NNNNNNNNN' over the digits of `value`, progressive while typing
 * ('1' → '(1', '11' → '(11) ', '119' → '(11) 9'); digits beyond the eleventh are dropped.
 */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, MAX_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length < PHONE_AREA_CODE_DIGITS) return `(${digits}`;
  return `(${digits.slice(0, PHONE_AREA_CODE_DIGITS)}) ${digits.slice(PHONE_AREA_CODE_DIGITS)}`;
}

/**
 * A complete phone from its digits (area code + 8 or 9 digits, separators ignored):
 * '11987654321' → '(11) 987654321'; null when the digits are not 10 or 11.
 */
export function formatPhone(value: string): string | null {
  const masked = maskPhone(value);
  const digitCount = value.replace(/\D/g, '').length;
  return digitCount <= MAX_DIGITS && isValidPhone(masked) ? masked : null;
}

/** Phone field in the '(DD) NNNNNNNNN' form: empty → 'O campo é obrigatório'; else the rule. */
export const phoneSchema = ruleSchema(validatePhone);
