/**
 * CSRF protection for state-changing API and RPC requests (issue #5):
 * - a cross-site request (Sec-Fetch-Site: cross-site, or an Origin other than the Host) is refused,
 *   which also stops login CSRF for requests without a session;
 * - a request whose session cookie is a live session must also carry `X-CSRF-Token` equal to the token
 *   derived from that session (the page reads it from the `adega_csrf` cookie);
 * - except on CSRF_TOKEN_IN_BODY_PATHS: `navigator.sendBeacon` cannot set headers, so there the
 *   route itself checks the token sent in the body with `assertCsrfToken` (ADR 0029). The
 *   cross-site checks above still apply to them.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from '@adega/domain/errors';
import { CSRF_HEADER, csrfTokenOf } from '../modules/auth/sessions.ts';
import { safeEqual } from '../modules/auth/tokens.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE =
  'Requisição recusada por segurança. Recarregue a página e tente novamente.';

/** Paths whose route checks the session's token itself (`assertCsrfToken`), from the body. */
export const CSRF_TOKEN_IN_BODY_PATHS: ReadonlySet<string> = new Set(['/api/v1/events']);

/** With a live session, `sent` must be the session's CSRF token (403 otherwise). */
export function assertCsrfToken(sessionToken: string | null, sent: string | undefined): void {
  if (sessionToken && !safeEqual(sent ?? '', csrfTokenOf(sessionToken)))
    throw new AppError('FORBIDDEN', CSRF_MESSAGE);
}

export function csrfProtection(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (c.req.header('sec-fetch-site') === 'cross-site')
      throw new AppError('FORBIDDEN', CSRF_MESSAGE);
    const origin = c.req.header('origin');
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError('FORBIDDEN', CSRF_MESSAGE);
      }
      // X-Forwarded-Host counts only behind a trusted proxy (TRUST_PROXY).
      const forwardedHost = c.get('trustProxy') ? c.req.header('x-forwarded-host') : undefined;
      const host = forwardedHost ?? c.req.header('host') ?? new URL(c.req.url).host;
      if (originHost !== host) throw new AppError('FORBIDDEN', CSRF_MESSAGE);
    } else if (origin === 'null') {
      throw new AppError('FORBIDDEN', CSRF_MESSAGE);
    }
    // Only a cookie that is a live session is a credential (sessionMiddleware resolved it); a
    // stale or planted cookie authenticates nothing, so it needs no token.
    if (!CSRF_TOKEN_IN_BODY_PATHS.has(c.req.path))
      assertCsrfToken(c.get('sessionToken'), c.req.header(CSRF_HEADER));
    return next();
  };
}
