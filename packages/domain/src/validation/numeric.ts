import { NUMERIC } from './messages.ts';

/**
 * SPEC §5 numeric: ASCII digits only. The empty string passes: this rule only restricts which
 * characters are allowed; emptiness is the job of `required`.
 */
export function isNumeric(value: string): boolean {
  return /^[0-9]*$/.test(value);
}

/** SPEC §5 numeric → 'O campo só aceita números'. */
export function validateNumeric(value: string): string | null {
  return isNumeric(value) ? null : NUMERIC;
}
