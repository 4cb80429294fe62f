/**
 * E-mail delivery retries (issue #14): a message whose delivery failed is tried again after 1, 2,
 * 4, 8 minutes — a failing SMTP server is not hammered — and given up after MAX_MAIL_ATTEMPTS.
 */
export const MAX_MAIL_ATTEMPTS = 5;

/** Minutes to wait after the `attempts`-th failed attempt (1 → 1, 2 → 2, 3 → 4, 4 → 8). */
export function mailRetryDelayMinutes(attempts: number): number {
  return 2 ** Math.max(0, Math.floor(attempts) - 1);
}

/** After a failed attempt: given up, or the time of the next one. */
export function afterFailedMailAttempt(
  attempts: number,
  now: Date,
): { status: 'failed' } | { status: 'pending'; nextAttemptAt: Date } {
  if (attempts >= MAX_MAIL_ATTEMPTS) return { status: 'failed' };
  return {
    status: 'pending',
    nextAttemptAt: new Date(now.getTime() + mailRetryDelayMinutes(attempts) * 60_000),
  };
}
