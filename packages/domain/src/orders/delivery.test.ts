import { describe, expect, it } from 'vitest';
import { addBusinessDays, estimatedDelivery } from './delivery.ts';

describe('delivery estimate', () => {
  it('counts Monday to Friday only', () => {
    // Friday 2026-11-20 + 1 business day → Monday 2026-11-23.
    expect(addBusinessDays(new Date('2026-11-20T12:00:00Z'), 1).toISOString()).toBe(
      '2026-11-23T12:00:00.000Z',
    );
    // Sunday + 5 → the next Friday.
    expect(estimatedDelivery(new Date('2026-11-22T18:00:00Z'), 5)).toBe('2026-11-27');
    expect(estimatedDelivery(new Date('2026-11-22T18:00:00Z'), 0)).toBe('2026-11-22');
  });

  it('is null without a payment or a level', () => {
    expect(estimatedDelivery(null, 3)).toBeNull();
    expect(estimatedDelivery(new Date(), null)).toBeNull();
  });
});
