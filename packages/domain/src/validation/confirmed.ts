import { CONFIRM_PASSWORD, CONFIRMED } from './messages.ts';

/** SPEC §5 confirmed / confirmPassword: the confirmation equals the original exactly. */
export function isConfirmed(value: string, original: string): boolean {
  return value === original;
}

/** SPEC §5 confirmed → 'O valor não confere'. */
export function validateConfirmed(value: string, original: string): string | null {
  return isConfirmed(value, original) ? null : CONFIRMED;
}

/** SPEC §5 confirmPassword → 'As senhas não conferem'. */
export function validateConfirmPassword(value: string, password: string): string | null {
  return isConfirmed(value, password) ? null : CONFIRM_PASSWORD;
}
