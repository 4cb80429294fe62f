/**
 * Where to go after signing in (`/sign-in.ep?redirect=…`). Only a path of this site is followed
 * (`@adega/domain/redirect` normalises and judges it); anything else falls back to my account, so
 * the parameter cannot send a customer to another site.
 */
import { redirect } from 'react-router';
import { safeRedirect as safeRedirectTarget } from '@adega/domain/redirect';
import type { WebLoadContext } from '@adega/server/contract';
import { ROUTES } from '@adega/domain/urls';

export const DEFAULT_AFTER_SIGN_IN = ROUTES.myAccount;
export const REDIRECT_PARAM = 'redirect';

/**
 * The destination after signing in: the domain's one redirect guard (issue #12), falling back to
 * my account.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback: string = DEFAULT_AFTER_SIGN_IN,
): string {
  return safeRedirectTarget(value, fallback);
}

/** The sign-in URL that comes back to `path` afterwards (for links to /sign-in.ep). */
export function signInUrl(path?: string | null): string {
  const target = safeRedirect(path, '');
  if (target === '' || target === DEFAULT_AFTER_SIGN_IN) return ROUTES.signIn;
  return `${ROUTES.signIn}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * The start of the sign-in and sign-up pages' loaders: the destination afterwards (a customer
 * already signed in goes there at once) and what the page's head needs.
 */
export function signedOutPage(
  context: Pick<WebLoadContext, 'customer' | 'origin' | 'store'>,
  url: URL,
) {
  const redirectTo = safeRedirect(url.searchParams.get(REDIRECT_PARAM));
  if (context.customer) throw redirect(redirectTo);
  return { origin: context.origin, store: context.store, redirectTo };
}
