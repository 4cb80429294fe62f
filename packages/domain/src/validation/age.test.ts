import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInYears, isOfLegalAge, storeCalendarDate, validateAge } from './age.ts';
import { AGE, DATE_FORMAT } from './messages.ts';
import { itReturns } from '../test-support/examples.ts';

// Noon in São Paulo (15:00 UTC) on the given day.
const day = (iso: string) => new Date(`${iso}T15:00:00Z`);

describe('SPEC §5 age of majority: DD/MM/YYYY at least 18 years ago', () => {
  itReturns('turns 18 today → passes; tomorrow → fails: %j, %j → %j', validateAge, [
    ['15/05/2007', day('2025-05-15'), null],
    ['16/05/2007', day('2025-05-15'), AGE],
    ['14/05/2007', day('2025-05-15'), null],
  ]);

  it('the message text', () => {
    expect(validateAge('01/01/2020', day('2025-05-15'))).toBe('Você precisa ter mais de 18 anos.');
  });

  it('an invalid date gives the date_format message', () => {
    expect(validateAge('31/02/2000', day('2025-05-15'))).toBe(DATE_FORMAT);
    expect(validateAge('2000-01-01', day('2025-05-15'))).toBe(DATE_FORMAT);
    expect(isOfLegalAge('xx', day('2025-05-15'))).toBe(false);
  });

  it('born on 29 February: 18 on 29 Feb of a leap year, on 1 March otherwise', () => {
    // 29/02/2008 + 18 years = 2026 (not leap): birthday taken as 1 March 2026.
    expect(validateAge('29/02/2008', day('2026-02-28'))).toBe(AGE);
    expect(validateAge('29/02/2008', day('2026-03-01'))).toBeNull();
    // 29/02/2004 + 18 = 2022 (not leap); 29/02/2000 + 24 = 2024 (leap).
    expect(validateAge('29/02/2004', day('2022-02-28'))).toBe(AGE);
    expect(validateAge('29/02/2004', day('2022-03-01'))).toBeNull();
    expect(ageInYears({ day: 29, month: 2, year: 2000 }, { day: 28, month: 2, year: 2024 })).toBe(
      23,
    );
    expect(ageInYears({ day: 29, month: 2, year: 2000 }, { day: 29, month: 2, year: 2024 })).toBe(
      24,
    );
  });

  it("takes today's date in São Paulo: 02:00 UTC on the 16th is still the 15th there", () => {
    expect(storeCalendarDate(new Date('2025-05-16T02:00:00Z'))).toEqual({
      day: 15,
      month: 5,
      year: 2025,
    });
    expect(validateAge('16/05/2007', new Date('2025-05-16T02:00:00Z'))).toBe(AGE);
    expect(validateAge('16/05/2007', new Date('2025-05-16T03:00:00Z'))).toBeNull();
  });

  it('born in the future is not of age', () => {
    expect(validateAge('01/01/2030', day('2025-05-15'))).toBe(AGE);
  });

  it('is monotonic in today: once of age, always of age', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 * 365 }),
        fc.integer({ min: 0, max: 3 * 365 }),
        (birthOffset, laterDays) => {
          const birth = new Date(Date.UTC(1990, 0, 1) + birthOffset * 86_400_000);
          const text = `${String(birth.getUTCDate()).padStart(2, '0')}/${String(birth.getUTCMonth() + 1).padStart(2, '0')}/${String(birth.getUTCFullYear())}`;
          const today = day('2025-05-15');
          const later = new Date(today.getTime() + laterDays * 86_400_000);
          if (isOfLegalAge(text, today)) expect(isOfLegalAge(text, later)).toBe(true);
        },
      ),
    );
  });

  it('agrees with date-free arithmetic: of age iff today ≥ the 18th birthday', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1950, max: 2020 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        (y, m, d) => {
          const text = `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${String(y)}`;
          const birthday18 = `${String(y + 18)}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
          const today = '2025-05-15';
          expect(isOfLegalAge(text, day(today))).toBe(today >= birthday18);
        },
      ),
    );
  });
});
