/**
 * The consent cookies the page itself writes and reads (issue #17, SPEC §9): the legal-age cookie
 * (3650 days, Secure over HTTPS) and the cookie-policy modal's dismissal (365 days); the consent
 * cookie is written by the server and only read here. All SameSite=Lax, path /.
 */
import {
  COOKIE_MODAL_DISMISSED_COOKIE,
  CONSENT_COOKIE,
  cookieValue,
  LEGAL_AGE_COOKIE,
  parseConsentCookie,
  type ConsentStatuses,
} from '@adega/domain/consent/consent';
import { LEGAL_AGE_COOKIE_DAYS, MODAL_DISMISSED_COOKIE_DAYS } from '@adega/domain/constants';

const DAY_S = 24 * 60 * 60;

function cookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/** One cookie line as `document.cookie` takes it; Secure when the page is on HTTPS. */
export function cookieLine(name: string, value: string, days: number, https: boolean): string {
  const secure = https ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${String(days * DAY_S)}; Path=/; SameSite=Lax${secure}`;
}

function write(name: string, days: number): void {
  document.cookie = cookieLine(name, '1', days, window.location.protocol === 'https:');
}

export function hasLegalAgeCookie(): boolean {
  return cookieValue(cookies(), LEGAL_AGE_COOKIE) !== null;
}

export function writeLegalAgeCookie(): void {
  write(LEGAL_AGE_COOKIE, LEGAL_AGE_COOKIE_DAYS);
}

export function hasDismissedCookieModal(): boolean {
  return cookieValue(cookies(), COOKIE_MODAL_DISMISSED_COOKIE) !== null;
}

export function writeCookieModalDismissed(): void {
  write(COOKIE_MODAL_DISMISSED_COOKIE, MODAL_DISMISSED_COOKIE_DAYS);
}

/** The choice the server last wrote to this browser; null before any. */
export function consentCookie(): { statuses: ConsentStatuses } | null {
  return parseConsentCookie(cookieValue(cookies(), CONSENT_COOKIE));
}
