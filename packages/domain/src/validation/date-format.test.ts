import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysInMonth,
  formatBrDate,
  isLeapYear,
  isValidBrDate,
  maskBrDate,
  parseBrDate,
  validateBrDate,
} from './date-format.ts';
import { DATE_FORMAT } from './messages.ts';
import { itReturns } from '../test-support/examples.ts';

describe('SPEC §5 date_format DD/MM/YYYY', () => {
  it('parses real calendar dates', () => {
    expect(parseBrDate('15/05/1990')).toEqual({ day: 15, month: 5, year: 1990 });
    expect(parseBrDate('29/02/2000')).toEqual({ day: 29, month: 2, year: 2000 });
    expect(parseBrDate('31/12/2024')).not.toBeNull();
    expect(validateBrDate('01/01/2000')).toBeNull();
  });

  it.each([
    '',
    '1/5/1990',
    '15-05-1990',
    '1990-05-15',
    '31/04/1990',
    '29/02/1900',
    '29/02/2023',
    '00/01/2000',
    '01/00/2000',
    '01/13/2000',
    '32/01/2000',
    '01/01/0000',
    ' 15/05/1990',
  ])('%j is not a valid date', (v) => {
    expect(isValidBrDate(v)).toBe(false);
    expect(validateBrDate(v)).toBe(DATE_FORMAT);
  });

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 7)).toBe(31);
  });

  it('format and parse round-trip, and agree with the JS calendar', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const date = {
            day: d.getUTCDate(),
            month: d.getUTCMonth() + 1,
            year: d.getUTCFullYear(),
          };
          expect(parseBrDate(formatBrDate(date))).toEqual(date);
        },
      ),
    );
  });
});

describe('maskBrDate: DD/MM/YYYY while typing', () => {
  itReturns('%j → %j', maskBrDate, [
    ['', ''],
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1505', '15/05'],
    ['15051', '15/05/1'],
    ['15051990', '15/05/1990'],
    ['150519901', '15/05/1990'],
    ['15/05/1990', '15/05/1990'],
    ['15-05-1990', '15/05/1990'],
    ['ab15c', '15'],
  ]);

  it('is idempotent and a complete mask is a valid date format', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const masked = maskBrDate(typed);
        expect(maskBrDate(masked)).toBe(masked);
        expect(masked.length).toBeLessThanOrEqual(10);
      }),
    );
    expect(isValidBrDate(maskBrDate('29022000'))).toBe(true);
  });
});
