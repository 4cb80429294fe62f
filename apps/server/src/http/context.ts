/** Per-request values shared by middleware, routes and RPC handlers. */
import type { Logger } from 'pino';
import type { Store } from '@adega/domain/store';
import type { ResolvedSession } from '../modules/auth/sessions.ts';

export interface RequestVariables {
  requestId: string;
  logger: Logger;
  store: Store;
  /** The customer's session (logged or semi-logged), or null for a visitor. */
  session: ResolvedSession | null;
  /** The raw session token of a live session (for rotation and the CSRF token); never logged. */
  sessionToken: string | null;
  /** TRUST_PROXY: X-Forwarded-* headers are read only when true (set by the first middleware). */
  trustProxy: boolean;
  /** Per-response CSP nonce for the storefront's inline scripts. */
  cspNonce: string;
  /** ADMIN_TOKEN (`auth: 'operator'`, set by the first middleware); never logged or answered. */
  adminToken: string | undefined;
}

declare module 'hono' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface ContextVariableMap extends RequestVariables {}
}
