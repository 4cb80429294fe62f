/**
 * How customer events reach their sinks (issue #17, ADR 0029): when a browser's event happened,
 * how often a failing sink is tried again, when a delivery is given up (dead-letter) and how long
 * finished events are kept.
 */

/** A delivery is tried at most this many times; then it is dead (kept for operators). */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** The wait after the first failure; doubled after each further one. */
export const DELIVERY_RETRY_BASE_MS = 60_000;
/** The longest wait between two attempts. */
export const DELIVERY_RETRY_MAX_MS = 60 * 60_000;
/** Events whose deliveries are all finished are deleted this long after they were received. */
export const TRACKING_RETENTION_DAYS = 30;
/** How far back a browser's `at` may go (a page kept open overnight still sends its queue). */
export const OCCURRED_AT_MAX_AGE_MS = 24 * 60 * 60_000;

/** Milliseconds to wait after the `attempts`-th failed attempt: 1, 2, 4 … minutes, at most 60. */
export function deliveryRetryDelayMs(attempts: number): number {
  const exponent = Math.min(30, Math.max(0, Math.floor(attempts) - 1));
  return Math.min(DELIVERY_RETRY_MAX_MS, DELIVERY_RETRY_BASE_MS * 2 ** exponent);
}

/** After a failed attempt: dead (given up), or pending until the next attempt. */
export function afterFailedDelivery(
  attempts: number,
  now: Date,
): { state: 'dead'; nextAttemptAt: null } | { state: 'pending'; nextAttemptAt: Date } {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return { state: 'dead', nextAttemptAt: null };
  return {
    state: 'pending',
    nextAttemptAt: new Date(now.getTime() + deliveryRetryDelayMs(attempts)),
  };
}

/**
 * When an event happened: the browser's `at` (ISO 8601) clamped to [received − 1 day, received]
 * (a browser's clock is not trusted to be in the future nor far in the past); the receive time
 * when absent or unreadable.
 */
export function clampOccurredAt(sent: string | null | undefined, received: Date): Date {
  const at = sent ? Date.parse(sent) : Number.NaN;
  if (Number.isNaN(at)) return received;
  const max = received.getTime();
  return new Date(Math.min(max, Math.max(max - OCCURRED_AT_MAX_AGE_MS, at)));
}

/** The receive time before which finished events are purged. */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - TRACKING_RETENTION_DAYS * 24 * 60 * 60_000);
}
