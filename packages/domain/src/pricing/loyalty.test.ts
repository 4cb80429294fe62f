import { describe, expect, it } from 'vitest';
import { PREMIUM_CASHBACK_MULTIPLIER, UNLOGGED_CASHBACK_PERCENT } from '../constants.ts';
import { unloggedCashback } from './cashback.ts';
import {
  cashbackEarned,
  cashbackMultiplier,
  cashbackPercent,
  cashbackUsed,
  CUSTOMER_CASHBACK_PERCENT,
  PREMIUM_CASHBACK_PERCENT,
} from './loyalty.ts';

describe('cashback rates', () => {
  it('premium earns 3x the customer rate, which is the anonymous "Ganhe até" 3.6 %', () => {
    expect(CUSTOMER_CASHBACK_PERCENT * PREMIUM_CASHBACK_MULTIPLIER).toBeCloseTo(
      UNLOGGED_CASHBACK_PERCENT,
      10,
    );
    expect(PREMIUM_CASHBACK_PERCENT).toBe(UNLOGGED_CASHBACK_PERCENT);
    expect(cashbackPercent(false)).toBe(1.2);
    expect(cashbackPercent(true)).toBe(3.6);
    expect(cashbackMultiplier(false)).toBe(1);
    expect(cashbackMultiplier(true)).toBe(3);
  });

  it('earned, rounded once; premium equals the anonymous estimate', () => {
    expect(cashbackEarned(10_000, false)).toBe(120);
    expect(cashbackEarned(10_000, true)).toBe(360);
    expect(cashbackEarned(8_990, true)).toBe(unloggedCashback(8_990));
    expect(cashbackEarned(-5, true)).toBe(0);
  });

  it('used: the balance, capped by the total, never below 0', () => {
    expect(cashbackUsed(5_000, 20_000)).toBe(5_000);
    expect(cashbackUsed(50_000, 20_000)).toBe(20_000);
    expect(cashbackUsed(5_000, 0)).toBe(0);
    expect(cashbackUsed(-1, 100)).toBe(0);
  });
});
