import { describe, expect, it } from 'vitest';
import {
  addDays,
  afterFailedCharge,
  anchorDayOf,
  billingDateAfter,
  dateIn,
  duePeriods,
  isIsoDate,
  isNextBoxPrepared,
} from './calendar.ts';
import { itReturns } from '../test-support/examples.ts';

describe('billing calendar', () => {
  itReturns(
    'keeps the anchor day across short months (31 Jan → 29 Feb 2028 → 31 Mar): %j, %j → %j',
    billingDateAfter,
    [
      ['2028-01-31', 31, '2028-02-29'],
      ['2028-02-29', 31, '2028-03-31'],
      ['2027-01-31', 31, '2027-02-28'],
      ['2026-12-31', 31, '2027-01-31'],
      ['2026-04-30', 31, '2026-05-31'],
    ],
  );

  itReturns('moves a year for the prepaid annual plan: %j, %j, %j → %j', billingDateAfter, [
    ['2028-02-29', 29, 12, '2029-02-28'],
    ['2029-02-28', 29, 12, '2030-02-28'],
    ['2031-02-28', 29, 12, '2032-02-29'],
  ]);

  it('refuses a bad anchor day or date', () => {
    expect(() => billingDateAfter('2026-01-01', 0)).toThrow(RangeError);
    expect(() => billingDateAfter('2026-01-01', 32)).toThrow(RangeError);
    expect(() => billingDateAfter('2026-02-30', 1)).toThrow(RangeError);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('catches up every period due up to today, none ahead', () => {
    expect(duePeriods('2028-01-31', 31, '2028-01-30')).toEqual([]);
    expect(duePeriods('2028-01-31', 31, '2028-01-31')).toEqual([
      { start: '2028-01-31', end: '2028-02-29' },
    ]);
    expect(duePeriods('2028-01-31', 31, '2028-03-30')).toEqual([
      { start: '2028-01-31', end: '2028-02-29' },
      { start: '2028-02-29', end: '2028-03-31' },
    ]);
  });

  it('counts 14 monthly periods over 14 months', () => {
    expect(duePeriods('2027-12-31', 31, '2029-01-30').map((p) => p.start)).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
      '2028-07-31',
      '2028-08-31',
      '2028-09-30',
      '2028-10-31',
      '2028-11-30',
      '2028-12-31',
    ]);
  });

  it('adds days and reads the anchor day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(anchorDayOf('2028-01-31')).toBe(31);
  });

  it('gives the store day of an instant (São Paulo)', () => {
    expect(dateIn(new Date('2028-03-01T02:00:00Z'))).toBe('2028-02-29');
    expect(dateIn(new Date('2028-03-01T12:00:00Z'))).toBe('2028-03-01');
  });

  it('retries a failed charge on days 1, 3 and 7, then cancels', () => {
    expect(afterFailedCharge('2028-02-29', 1)).toEqual({
      kind: 'retry',
      on: '2028-03-01',
      attempt: 1,
    });
    expect(afterFailedCharge('2028-02-29', 2)).toEqual({
      kind: 'retry',
      on: '2028-03-03',
      attempt: 2,
    });
    expect(afterFailedCharge('2028-02-29', 3)).toEqual({
      kind: 'retry',
      on: '2028-03-07',
      attempt: 3,
    });
    expect(afterFailedCharge('2028-02-29', 4)).toEqual({ kind: 'cancel' });
    expect(() => afterFailedCharge('2028-02-29', 0)).toThrow(RangeError);
  });

  itReturns('closes box changes 3 days before the next billing: %j, %j → %j', isNextBoxPrepared, [
    ['2028-03-31', '2028-03-27', false],
    ['2028-03-31', '2028-03-28', true],
    ['2028-03-31', '2028-04-02', true],
  ]);
});
