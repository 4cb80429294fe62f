/**
 * Session cookie handling for every request: resolves `adega_sid` into `c.var.session`
 * (logged, semi-logged or none), and writes/clears the session and CSRF cookies.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  CSRF_COOKIE,
  csrfTokenOf,
  REMEMBER_MS,
  SESSION_COOKIE,
  type SessionStore,
} from '../modules/auth/sessions.ts';

/** HTTPS as the client sees it: X-Forwarded-Proto counts only behind a trusted proxy. */
export function isHttps(c: Context): boolean {
  const forwarded = c.get('trustProxy') ? c.req.header('x-forwarded-proto') : undefined;
  if (forwarded) return forwarded.split(',')[0]?.trim() === 'https';
  return new URL(c.req.url).protocol === 'https:';
}

/** Paths that never need the customer (static files, images, probes). */
const SESSIONLESS = /^\/(assets|img)\/|^\/(healthz|readyz|metrics|favicon\.svg)$/;
/** The API's paths: always read from the database. Other GETs are pages (ADR 0040). */
const API = /^\/(api|rpc)\//;
const READS = new Set(['GET', 'HEAD']);

export function sessionMiddleware(store: SessionStore): MiddlewareHandler {
  return async (c, next) => {
    c.set('session', null);
    c.set('sessionToken', null);
    let stale = false;
    if (!SESSIONLESS.test(c.req.path)) {
      const token = getCookie(c, SESSION_COOKIE);
      if (token) {
        const page = READS.has(c.req.method) && !API.test(c.req.path);
        const session = page ? await store.resolveForPage(token) : await store.resolve(token);
        c.set('session', session);
        c.set('sessionToken', session ? token : null);
        stale = !session;
      }
    }
    await next();
    // A customer's own write may change what pages show of them: this process reads them again.
    const session = c.get('session');
    if (session && !READS.has(c.req.method)) store.forgetCustomer(session.customerId);
    // A dead session's cookie is dropped, unless this response just issued a new session.
    const issued = c.res.headers
      .getSetCookie()
      .some((line) => line.startsWith(`${SESSION_COOKIE}=`));
    if (stale && !issued) clearSessionCookies(c);
  };
}

export function writeSessionCookies(c: Context, token: string): void {
  const secure = isHttps(c);
  const maxAge = Math.floor(REMEMBER_MS / 1000);
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'Lax',
    path: '/',
    maxAge,
  });
  setCookie(c, CSRF_COOKIE, csrfTokenOf(token), {
    httpOnly: false,
    secure,
    sameSite: 'Strict',
    path: '/',
    maxAge,
  });
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, CSRF_COOKIE, { path: '/' });
}
