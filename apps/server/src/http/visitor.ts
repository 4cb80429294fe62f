/**
 * The anonymous visitor's id (issue #17, ADR 0029): the HttpOnly cookie `adega_visitante`, a
 * random 256-bit token; the server keeps and works with its SHA-256 only (`visitorId`). It ties a
 * browser's consent rows and events together and to the customer at sign-in. It is issued by the
 * first request that records something for the visitor (a consent choice, an event), never by a
 * read. A malformed cookie is no cookie.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { VISITOR_COOKIE, VISITOR_COOKIE_DAYS } from '@adega/domain/consent/consent';
import { digest, newToken, TOKEN_PATTERN } from '../modules/auth/tokens.ts';
import { isHttps } from './session.ts';

/** The visitor id (digest of the cookie's token) of this request, or null without a cookie. */
export function visitorIdOf(c: Context): string | null {
  const token = getCookie(c, VISITOR_COOKIE);
  return token && TOKEN_PATTERN.test(token) ? digest(token) : null;
}

/** The visitor id of this request, issuing the cookie when the browser has none. */
export function ensureVisitorId(c: Context): string {
  const known = visitorIdOf(c);
  if (known) return known;
  const token = newToken();
  setCookie(c, VISITOR_COOKIE, token, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: VISITOR_COOKIE_DAYS * 24 * 60 * 60,
  });
  return digest(token);
}
