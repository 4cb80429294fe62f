import { isValidCpf } from './cpf.ts';
import { isValidEmail } from './email.ts';
import { LOGIN } from './messages.ts';
import { ruleSchema } from './rule-schema.ts';

export type LoginKind = 'cpf' | 'email';

/**
 * SPEC §5 "Login accepts CPF or e-mail". Anything with an '@' is read as an e-mail (trimmed);
 * anything else as a CPF. Returns which one it is, or null when it is neither.
 */
export function loginKind(value: string): LoginKind | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) return isValidEmail(trimmed) ? 'email' : null;
  return isValidCpf(trimmed) ? 'cpf' : null;
}

/** SPEC §5 login: a valid CPF or a valid e-mail. */
export function isValidLogin(value: string): boolean {
  return loginKind(value) !== null;
}

/** SPEC §5 login → 'CPF ou e-mail inválido'. */
export function validateLogin(value: string): string | null {
  return isValidLogin(value) ? null : LOGIN;
}

/** Login identifier: empty → 'O campo é obrigatório'; neither CPF nor e-mail → 'CPF ou e-mail inválido'. */
export const loginSchema = ruleSchema(validateLogin);
