/**
 * Security headers for every response (issue #5): a per-response CSP nonce for the storefront's
 * inline scripts, nosniff, frame-ancestors 'none' (and X-Frame-Options for old browsers), a
 * referrer policy, HSTS over HTTPS, and `Cache-Control: no-store` for account pages and for any
 * response that depends on a session.
 */
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { isHttps } from './session.ts';

/** Pages whose HTML carries personal data: never stored by browsers or proxies. */
export const PRIVATE_PAGE =
  /^\/(minha-wine|sign-in\.ep|cadastro\.ep|esqueci-senha\.ep|redefinir-senha\.ep|checkout\.ep|pedido-confirmado\.ep)(\/|$)/;

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React style attributes (style={{…}}) need 'unsafe-inline' for styles; scripts never do.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    c.header('Content-Security-Policy', contentSecurityPolicy(nonce));
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (isHttps(c)) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    const path = c.req.path;
    const isApi = path.startsWith('/api/') || path.startsWith('/rpc/');
    // A page: its HTML, or React Router's data of it (`/x.data`, text/x-script), which carries
    // the same loader data (issue #34: a signed-in customer's recommendations).
    const page = /^text\/(html|x-script)/.test(c.res.headers.get('content-type') ?? '');
    const personal =
      c.get('session') !== null || c.res.headers.has('set-cookie') || c.req.method !== 'GET';
    if (PRIVATE_PAGE.test(path) || ((isApi || page) && personal)) {
      c.header('Cache-Control', 'no-store');
    }
  };
}
