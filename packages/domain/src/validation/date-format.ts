import { DATE_FORMAT } from './messages.ts';

/** A calendar date (no time, no zone). month 1..12. */
export interface CalendarDate {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * SPEC §5 date_format: 'DD/MM/YYYY' (two-digit day and month, four-digit year) naming a real
 * calendar date: 31/04, 29/02 of a non-leap year and year 0000 are rejected.
 */
export function parseBrDate(value: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (match === null) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { day, month, year };
}

/** 'DD/MM/YYYY' with zero padding. */
export function formatBrDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}`;
}

export function isValidBrDate(value: string): boolean {
  return parseBrDate(value) !== null;
}

/** SPEC §5 date_format → 'A data informada não é válida'. */
export function validateBrDate(value: string): string | null {
  return isValidBrDate(value) ? null : DATE_FORMAT;
}

/**
 * The 'DD/MM/YYYY' mask over the digits of `value`, applied progressively while typing
 * ('1505' → '15/05', '150519' → '15/05/19'); a slash appears only once a digit follows it, so
 * deleting never gets stuck on a separator. Digits beyond the eighth are dropped.
 */
export function maskBrDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)];
  return parts.filter((part) => part !== '').join('/');
}
