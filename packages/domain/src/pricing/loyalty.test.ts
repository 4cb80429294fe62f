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
import { itReturns } from '../test-support/examples.ts';

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

  itReturns(
    'earned, rounded once; premium equals the anonymous estimate: %j, %j → %j',
    cashbackEarned,
    [
      [10_000, false, 120],
      [10_000, true, 360],
      [8_990, true, unloggedCashback(8_990)],
      [-5, true, 0],
    ],
  );

  itReturns('used: the balance, capped by the total, never below 0: %j, %j → %j', cashbackUsed, [
    [5_000, 20_000, 5_000],
    [50_000, 20_000, 20_000],
    [5_000, 0, 0],
    [-1, 100, 0],
  ]);
});
