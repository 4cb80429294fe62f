import { CEP_DIGITS } from '../constants.ts';
import { CEP } from './messages.ts';
import { ruleSchema } from './rule-schema.ts';

/**
 * SPEC §5 CEP: "8 characters ignoring one hyphen" (§9: 8 digits). At most one hyphen is removed,
 * wherever it is typed, and what remains must be exactly 8 ASCII digits: '12345-678' and
 * '12345678' pass; '12.345-678', '12345--678' and ' 12345678' do not.
 */
export function isValidCep(value: string): boolean {
  const hyphens = value.split('-').length - 1;
  if (hyphens > 1) return false;
  const digits = value.replace('-', '');
  return digits.length === CEP_DIGITS && /^[0-9]+$/.test(digits);
}

/** SPEC §5 CEP → 'Formato do CEP não é válido.' */
export function validateCep(value: string): string | null {
  return isValidCep(value) ? null : CEP;
}

/** The 8 digits of a valid CEP (what is stored and sent), or null. */
export function normalizeCep(value: string): string | null {
  return isValidCep(value) ? value.replace('-', '') : null;
}

/**
 * `12345-678` mask over the digits of `value`, progressive while typing ('123456' → '12345-6');
 * digits beyond the eighth are dropped.
 */
export function formatCep(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CEP_DIGITS);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** CEP field: trimmed; empty → 'O campo é obrigatório'; otherwise the CEP rule. */
export const cepSchema = ruleSchema(validateCep);
