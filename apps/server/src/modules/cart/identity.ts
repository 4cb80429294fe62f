/**
 * Whose cart a request is about (issue #6, ADR 0009): a signed-in or remembered (semi-logged,
 * ADR 0007) customer's cart by customer id and store; a visitor's by the HttpOnly cookie
 * `adega_cart`, a random 256-bit token of which only the SHA-256 is stored. The cookie is issued
 * lazily by the first mutation, never by a read.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../../http/session.ts';
import { TOKEN_PATTERN } from '../auth/tokens.ts';

export const CART_COOKIE = 'adega_cart';
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export type CartOwner =
  { kind: 'customer'; customerId: number } | { kind: 'visitor'; token: string | null };

/** The caller of this request as a cart owner. A malformed cookie is no cookie. */
export function cartOwnerOf(c: Context): CartOwner {
  const session = c.get('session');
  if (session) return { kind: 'customer', customerId: session.customerId };
  const token = getCookie(c, CART_COOKIE);
  return { kind: 'visitor', token: token && TOKEN_PATTERN.test(token) ? token : null };
}

export function writeCartCookie(c: Context, token: string): void {
  setCookie(c, CART_COOKIE, token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: CART_COOKIE_MAX_AGE_S,
  });
}

/** After the sign-in merge the visitor's cart is gone: its cookie goes too. */
export function clearCartCookie(c: Context): void {
  deleteCookie(c, CART_COOKIE, { path: '/' });
}
