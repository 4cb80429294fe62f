/**
 * Business days of payments (issue #14): Monday to Friday except Brazilian national holidays
 * (the holidays are data: @brazilian-utils' `getHolidays` tables, optional ones such as Carnaval
 * counted as non-business, as banks do). Dates are calendar days in São Paulo.
 */
import { addBusinessDays } from '@brazilian-utils/brazilian-utils/add-business-days';
import { isBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';

const SAO_PAULO_OFFSET_MS = -3 * 3_600_000; // Brazil has no daylight saving time since 2019.

/** The São Paulo calendar day of an instant, as 'yyyy-mm-dd'. */
export function saoPauloDate(at: Date): string {
  return new Date(at.getTime() + SAO_PAULO_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'yyyy-mm-dd' → a local-time Date at noon (the library reads local calendar fields). */
function localNoon(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12);
}

function dayOf(local: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(local.getFullYear())}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** Whether 'yyyy-mm-dd' is a business day (weekday, not a national holiday). */
export function isBankBusinessDay(day: string): boolean {
  return isBusinessDay(localNoon(day));
}

/** 'yyyy-mm-dd' plus `days` business days. */
export function addBankBusinessDays(day: string, days: number): string {
  const result = addBusinessDays(localNoon(day), days);
  if (result === null) throw new Error('date outside the supported years');
  return dayOf(result);
}
