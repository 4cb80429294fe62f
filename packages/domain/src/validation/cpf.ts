import { formatCpf as formatCpfDigits } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCpf as checkCpfDigits } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { CPF } from './messages.ts';
import { ruleSchema } from './rule-schema.ts';

const CPF_DIGITS = 11;

/** SPEC §5: a CPF is read as its digits only ("after removing non-digits"). */
export function cpfDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * SPEC §5 CPF: 11 digits after removing non-digits, not all the same digit, two check digits
 * verified. The check digits are computed by @brazilian-utils; we hand it the bare digits because
 * the library itself only accepts a few separators, while the spec strips every non-digit.
 */
export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  if (digits.length !== CPF_DIGITS) return false;
  if (/^(\d)\1*$/.test(digits)) return false; // SPEC §5: not all the same digit
  return checkCpfDigits(digits);
}

/** SPEC §5 CPF → 'Formato do CPF não é válido.' */
export function validateCpf(value: string): string | null {
  return isValidCpf(value) ? null : CPF;
}

/**
 * `000.000.000-00` mask over the digits of `value`, applied progressively while typing
 * ('5299' → '529.9'); digits beyond the eleventh are dropped.
 */
export function formatCpf(value: string): string {
  return formatCpfDigits(cpfDigits(value).slice(0, CPF_DIGITS));
}

/** CPF field: empty → 'O campo é obrigatório'; otherwise the CPF rule. */
export const cpfSchema = ruleSchema(validateCpf);
