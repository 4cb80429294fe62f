import { REQUIRED } from './messages.ts';

/**
 * SPEC §5 "Empty check: whitespace only counts as empty." `null`, `undefined`, a string that
 * trims to '' (String.prototype.trim covers tabs, newlines and no-break spaces) and an empty
 * array are empty; numbers and booleans never are (0 and false are answers).
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** SPEC §5 required: a value that is not empty. */
export function isFilled(value: unknown): boolean {
  return !isEmpty(value);
}

/** SPEC §5 required → 'O campo é obrigatório'. */
export function validateRequired(value: unknown): string | null {
  return isEmpty(value) ? REQUIRED : null;
}
