/**
 * Customer and address rules of SPEC §3.
 */

/** SPEC §3: an avatar path ending in this suffix is the backend's "no avatar" placeholder. */
export const NO_AVATAR_SUFFIX = 'null&width=160&height=160';

/** True when the customer has a real avatar (not empty, not the "null" placeholder). */
export function hasAvatar(avatarPath: string | null | undefined): boolean {
  const path = (avatarPath ?? '').trim();
  return path !== '' && !path.endsWith(NO_AVATAR_SUFFIX);
}

/** The avatar to show: the customer's, or the default one (SPEC §3). */
export function avatarUrl(avatarPath: string | null | undefined, defaultAvatar: string): string {
  const path = (avatarPath ?? '').trim();
  return hasAvatar(path) ? path : defaultAvatar;
}

export interface PhoneParts {
  /** Two-digit area code (DDD). */
  ddd: string;
  /** 8 or 9 digits. */
  number: string;
}

/**
 * SPEC §3: the full number is the area code plus the number, split automatically.
 * Accepts any punctuation ('(11) 98765-4321', '11987654321'); the first two digits are the
 * area code. Returns null unless there are 2 + 8 or 2 + 9 digits (SPEC §9 phone limits).
 */
export function splitPhoneFull(full: string | null | undefined): PhoneParts | null {
  const digits = (full ?? '').replace(/\D/g, '');
  if (digits.length !== 10 && digits.length !== 11) return null;
  return { ddd: digits.slice(0, 2), number: digits.slice(2) };
}

/** SPEC §3/§5: joined as '(DD) ' plus the number digits, e.g. '(11) 987654321'. */
export function joinPhoneFull(ddd: string, number: string): string {
  const areaDigits = ddd.replace(/\D/g, '');
  const numberDigits = number.replace(/\D/g, '');
  if (areaDigits === '' && numberDigits === '') return '';
  return `(${areaDigits}) ${numberDigits}`;
}

/** SPEC §3: an address is new until it has a positive uidPk. */
export function isNewAddress(address: { uidPk?: number | string | null }): boolean {
  const uidPk = Number(address.uidPk);
  return !(Number.isFinite(uidPk) && uidPk > 0);
}

export interface CustomerName {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * The name shown in the header account block (SPEC §2 "full name"): fullName, else first and
 * last name joined; empty when nothing is known.
 */
export function displayName(customer: CustomerName): string {
  const full = (customer.fullName ?? '').trim().replace(/\s+/g, ' ');
  if (full !== '') return full;
  return [customer.firstName, customer.lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}

/**
 * The name a remembered (semi-logged) customer is greeted by ('Olá, {firstName}', ADR 0007):
 * firstName, else the first word of the full name; empty when nothing is known.
 */
export function greetingName(customer: CustomerName): string {
  const first = (customer.firstName ?? '').trim();
  if (first !== '') return first.split(/\s+/)[0] ?? first;
  return displayName(customer).split(' ')[0] ?? '';
}
