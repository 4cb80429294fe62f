import { describe, expect, it } from 'vitest';
import {
  afterFailedDelivery,
  clampOccurredAt,
  deliveryRetryDelayMs,
  MAX_DELIVERY_ATTEMPTS,
  retentionCutoff,
} from './tracking-delivery.ts';
import { itReturns } from './test-support/examples.ts';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('deliveryRetryDelayMs', () => {
  it('doubles from one minute and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => deliveryRetryDelayMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
    expect(deliveryRetryDelayMs(0)).toBe(60_000);
    expect(deliveryRetryDelayMs(500)).toBe(60 * 60_000);
  });
});

describe('afterFailedDelivery', () => {
  it('waits before the next attempt until the last one, then is dead', () => {
    expect(afterFailedDelivery(1, NOW)).toEqual({
      state: 'pending',
      nextAttemptAt: new Date(NOW.getTime() + 60_000),
    });
    expect(afterFailedDelivery(MAX_DELIVERY_ATTEMPTS - 1, NOW).state).toBe('pending');
    expect(afterFailedDelivery(MAX_DELIVERY_ATTEMPTS, NOW)).toEqual({
      state: 'dead',
      nextAttemptAt: null,
    });
  });
});

describe('clampOccurredAt', () => {
  it('keeps a time within the last day', () => {
    expect(clampOccurredAt('2026-11-24T11:59:00Z', NOW)).toEqual(new Date('2026-11-24T11:59:00Z'));
  });
  it('never in the future nor older than a day', () => {
    expect(clampOccurredAt('2026-11-25T00:00:00Z', NOW)).toEqual(NOW);
    expect(clampOccurredAt('2020-01-01T00:00:00Z', NOW)).toEqual(new Date('2026-11-23T12:00:00Z'));
  });
  itReturns('the receive time when absent or unreadable: %j, %j → %j', clampOccurredAt, [
    [undefined, NOW, NOW],
    [null, NOW, NOW],
    ['ontem', NOW, NOW],
  ]);
});

describe('retentionCutoff', () => {
  it('is 30 days back', () => {
    expect(retentionCutoff(NOW)).toEqual(new Date('2026-10-25T12:00:00Z'));
  });
});
