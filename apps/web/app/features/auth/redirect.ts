/**
 * Where to go after signing in (`/sign-in.ep?redirect=…`). Only a path of this site is followed:
 * it must start with one '/', and neither '//' nor '/\' (both are read by browsers as another
 * host), nor carry control characters or whitespace that browsers strip before parsing. Anything
 * else falls back to my account, so the parameter cannot send a customer to another site.
 */
import { ROUTES } from '@adega/domain/urls';

export const DEFAULT_AFTER_SIGN_IN = ROUTES.myAccount;
export const REDIRECT_PARAM = 'redirect';

/** Longest redirect we keep (a path and query of this store never needs more). */
const REDIRECT_MAX = 2000;
const PARSE_BASE = 'http://adega.invalid';

export function safeRedirect(
  value: string | null | undefined,
  fallback: string = DEFAULT_AFTER_SIGN_IN,
): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > REDIRECT_MAX) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return fallback;
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, PARSE_BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== PARSE_BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in URL that comes back to `path` afterwards (for links to /sign-in.ep). */
export function signInUrl(path?: string | null): string {
  const target = safeRedirect(path, '');
  if (target === '' || target === DEFAULT_AFTER_SIGN_IN) return ROUTES.signIn;
  return `${ROUTES.signIn}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}
