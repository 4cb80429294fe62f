import { TZDate } from '@date-fns/tz';
import { LEGAL_AGE_YEARS, STORE_TIME_ZONE } from '../constants.ts';
import { type CalendarDate, isLeapYear, parseBrDate } from './date-format.ts';
import { AGE, DATE_FORMAT } from './messages.ts';

/** Today's calendar date in the store's time zone (America/Sao_Paulo). */
export function storeCalendarDate(now: Date): CalendarDate {
  const local = new TZDate(now.getTime(), STORE_TIME_ZONE);
  return { day: local.getDate(), month: local.getMonth() + 1, year: local.getFullYear() };
}

/**
 * Completed years between a birth date and `today`. Someone born on 29 February has their
 * birthday on 1 March in non-leap years (Código Civil art. 132 §3: a period in years that has no
 * matching day ends on the following day).
 */
export function ageInYears(birth: CalendarDate, today: CalendarDate): number {
  const leapling = birth.month === 2 && birth.day === 29 && !isLeapYear(today.year);
  const birthdayMonth = leapling ? 3 : birth.month;
  const birthdayDay = leapling ? 1 : birth.day;
  const hadBirthday =
    today.month > birthdayMonth || (today.month === birthdayMonth && today.day >= birthdayDay);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/**
 * SPEC §5 "Age of majority: birth date DD/MM/YYYY at least 18 years ago": whoever turns 18 today
 * passes. `today` is a parameter (no clock); its calendar day is taken in America/Sao_Paulo.
 */
export function isOfLegalAge(birthDate: string, today: Date): boolean {
  const birth = parseBrDate(birthDate);
  if (birth === null) return false;
  return ageInYears(birth, storeCalendarDate(today)) >= LEGAL_AGE_YEARS;
}

/**
 * Birth date field: not a real 'DD/MM/YYYY' date → 'A data informada não é válida';
 * under 18 (or born in the future) → 'Você precisa ter mais de 18 anos.'
 */
export function validateAge(birthDate: string, today: Date): string | null {
  if (parseBrDate(birthDate) === null) return DATE_FORMAT;
  return isOfLegalAge(birthDate, today) ? null : AGE;
}
