/**
 * What the accounts' use cases need and who calls them (service.ts, profile.ts,
 * password-reset.ts), in a file of its own so those files depend on it and not on each other.
 */
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import type { Captcha } from '../auth/captcha.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Who is asking: for throttling and the session's user agent. */
export interface Caller {
  ip: string;
  userAgent: string | undefined;
  /** The store the request is for: its links in e-mails use that store's configured URL. */
  store: Store;
  /** The browser's visitor id (cookie `adega_visitante`), for account events (ADR 0029). */
  visitorId?: string | null;
}

/** SPEC §7 Tracking: the account events (issue #17, ADR 0029). */
export type AccountEventName =
  'login' | 'logout' | 'password_reset_sent' | 'sign_up_started' | 'sign_up_completed';

/** Hands an account event to the tracking pipeline (in the background, never awaited). */
export type TrackAccountEvent = (event: {
  event: AccountEventName;
  customerId: number | null;
  caller: Caller;
  properties?: Record<string, string | number | boolean>;
}) => void;

export interface AccountsDeps {
  db: Db;
  now: () => Date;
  sessions: SessionStore;
  limiter: RateLimiter;
  captcha: Captcha;
  mailer: Mailer;
  /** Called after a commit that enqueued e-mail (delivery runs in the background). */
  onMailQueued: () => void;
  /**
   * The configured public URL of a store (PUBLIC_URL / OUTLET_PUBLIC_URL): the only source of
   * links in e-mails, never a request header (issue #12: reset-link poisoning).
   */
  publicUrl: (store: Store) => string;
  /** scrypt's log2(N) for new password hashes (config PASSWORD_SCRYPT_LOG2N; default 15). */
  passwordLog2N?: number;
  /** Account events to the tracking pipeline (default: none). */
  track?: TrackAccountEvent;
}
