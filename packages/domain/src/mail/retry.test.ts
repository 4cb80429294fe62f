import { describe, expect, it } from 'vitest';
import { afterFailedMailAttempt, MAX_MAIL_ATTEMPTS, mailRetryDelayMinutes } from './retry.ts';

describe('e-mail retry backoff', () => {
  it('waits 1, 2, 4, 8 minutes after the 1st, 2nd, 3rd, 4th failure', () => {
    expect([1, 2, 3, 4].map(mailRetryDelayMinutes)).toEqual([1, 2, 4, 8]);
    expect(mailRetryDelayMinutes(0)).toBe(1);
  });

  it('schedules the next attempt until the last one, then gives up', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(afterFailedMailAttempt(3, now)).toEqual({
      status: 'pending',
      nextAttemptAt: new Date('2026-11-24T10:04:00Z'),
    });
    expect(afterFailedMailAttempt(MAX_MAIL_ATTEMPTS - 1, now)).toEqual({
      status: 'pending',
      nextAttemptAt: new Date('2026-11-24T10:08:00Z'),
    });
    expect(afterFailedMailAttempt(MAX_MAIL_ATTEMPTS, now)).toEqual({ status: 'failed' });
  });
});
