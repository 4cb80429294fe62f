/**
 * CSRF protection for state-changing API and RPC requests (issue #5):
 * - a cross-site request (Sec-Fetch-Site: cross-site, or an Origin other than the Host) is refused,
 *   which also stops login CSRF for requests without a session;
 * - a request whose session cookie is a live session must also carry `X-CSRF-Token` equal to the token
 *   derived from that session (the page reads it from the `adega_csrf` cookie).
 */
import type { MiddlewareHandler } from 'hono';
import { AppError } from '@adega/domain/errors';
import { CSRF_HEADER, csrfTokenOf } from '../modules/auth/sessions.ts';
import { safeEqual } from '../modules/auth/tokens.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_MESSAGE =
  'Requisição recusada por segurança. Recarregue a página e tente novamente.';

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
    const sessionToken = c.get('sessionToken');
    if (sessionToken) {
      const sent = c.req.header(CSRF_HEADER) ?? '';
      if (!safeEqual(sent, csrfTokenOf(sessionToken)))
        throw new AppError('FORBIDDEN', CSRF_MESSAGE);
    }
    return next();
  };
}
