/**
 * The e-mail rule of SPEC §5/§9 without zod (issue #19): pages that only check an address (the
 * campaign's lead capture) load this, not the schemas of `email.ts`.
 */
import { EMAIL_LOCAL_PART_MAX, EMAIL_MAX } from '../constants.ts';
import { EMAIL, GENERIC_EMAIL } from './messages.ts';

// RFC 5322 dot-atom for the local part: atext characters, dots only between them.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// RFC 1035 host labels: 1 to 63 letters, digits or inner hyphens.
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
// A top-level domain is letters (com, br, museum) or an IDN in punycode (xn--…).
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * SPEC §5 email and §9 "Email max 254, local part 64": at most 254 characters in total, exactly
 * one '@', a local part of 1 to 64 characters in dot-atom form, and a domain of at least two
 * labels ending in a real-looking top-level domain. Quoted local parts, IP-literal domains and
 * surrounding whitespace are rejected: a store address book never needs them. Callers trim first
 * when the value was typed.
 */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf('@');
  if (at < 1 || value.indexOf('@') !== at) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > EMAIL_LOCAL_PART_MAX || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return (
    labels.length >= 2 && labels.every((l) => DOMAIN_LABEL.test(l)) && TOP_LEVEL_DOMAIN.test(tld)
  );
}

/** SPEC §5 email → 'E-mail inválido'. */
export function validateEmail(value: string): string | null {
  return isValidEmail(value) ? null : EMAIL;
}

/**
 * SPEC §5 generic email → 'O e-mail inserido não é válido'. Same rule as `email`; the spec keeps
 * a second wording for forms that use it (e.g. newsletter/lead style inputs).
 */
export function validateGenericEmail(value: string): string | null {
  return isValidEmail(value) ? null : GENERIC_EMAIL;
}
