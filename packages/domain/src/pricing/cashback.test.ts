import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anonymousCashbackLine,
  cashbackLine,
  loggedCashbackLine,
  unloggedCashback,
} from './cashback.ts';
import { itReturns } from '../test-support/examples.ts';

describe('unloggedCashback (SPEC §9: 3.6 %, 2 decimals)', () => {
  itReturns('%i → %i', unloggedCashback, [
    [10000, 360],
    [5990, 216], // 215.64
    [999, 36], // 35.964
    [125, 5], // 4.5 rounds half up
    [0, 0],
    [-100, 0],
  ]);

  it('property: within half a centavo of 3.6 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        expect(Math.abs(unloggedCashback(amount) - (amount * 36) / 1000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('cashback lines (SPEC §6)', () => {
  it('anonymous and logged texts', () => {
    expect(anonymousCashbackLine(360)).toBe('Ganhe até R$ 3,60 de cashback nesta compra');
    expect(loggedCashbackLine(123456)).toBe('Você vai ganhar R$ 1.234,56 de cashback!');
    expect(cashbackLine({ logged: false, amount: 10000 })).toBe(
      'Ganhe até R$ 3,60 de cashback nesta compra',
    );
    expect(cashbackLine({ logged: true, cashback: 1080 })).toBe(
      'Você vai ganhar R$ 10,80 de cashback!',
    );
  });
});
