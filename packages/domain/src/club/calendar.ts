/**
 * The billing calendar of a subscription (issue #15). Dates are calendar days in the store's
 * time zone written as 'YYYY-MM-DD'; the server turns its clock into today's date before calling.
 *
 * A subscription keeps its anchor day (the day of the month it was bought) for ever: each billing
 * date is the anchor day clamped to the length of its month, so 31 Jan → 29 Feb 2028 → 31 Mar
 * (never drifting to the 29th). Missed days are caught up: every period due up to today is billed.
 */

export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

interface YearMonthDay {
  year: number;
  month: number; // 1..12
  day: number;
}

function parse(date: IsoDate): YearMonthDay {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Data inválida: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Data inválida: ${date}`);
  }
  return { year, month, day };
}

function format({ year, month, day }: YearMonthDay): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  try {
    parse(value);
    return true;
  } catch {
    return false;
  }
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The calendar day of an instant in a time zone (default the store's, America/Sao_Paulo). */
export function dateIn(instant: Date, timeZone = 'America/Sao_Paulo'): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return parts;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const { year, month, day } = parse(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return format({
    year: moved.getUTCFullYear(),
    month: moved.getUTCMonth() + 1,
    day: moved.getUTCDate(),
  });
}

/** The anchor day (1..31) of a subscription bought on `date`. */
export function anchorDayOf(date: IsoDate): number {
  return parse(date).day;
}

/** The billing date in the month `months` after `date`'s month, on the anchor day clamped. */
export function billingDateAfter(date: IsoDate, anchorDay: number, months = 1): IsoDate {
  if (!Number.isInteger(anchorDay) || anchorDay < 1 || anchorDay > 31) {
    throw new RangeError(`Dia de cobrança inválido: ${anchorDay}`);
  }
  const { year, month } = parse(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return format({ year: y, month: m, day: Math.min(anchorDay, daysInMonth(y, m)) });
}

export interface BillingPeriod {
  /** The billing date that opens the period (the idempotency key with the subscription). */
  start: IsoDate;
  /** The next billing date: the period is paid up to the day before. */
  end: IsoDate;
}

/**
 * Every period due up to `today` (inclusive), starting at `nextBillingDate`: the catch-up of
 * days the job missed. Empty when the next billing date is still ahead.
 */
export function duePeriods(
  nextBillingDate: IsoDate,
  anchorDay: number,
  today: IsoDate,
  monthsPerPeriod = 1,
): BillingPeriod[] {
  parse(today);
  const periods: BillingPeriod[] = [];
  let start = nextBillingDate;
  while (start <= today) {
    const end = billingDateAfter(start, anchorDay, monthsPerPeriod);
    periods.push({ start, end });
    start = end;
  }
  return periods;
}

/** Days after the first failed charge when it is tried again (issue #15: days 1, 3 and 7). */
export const RETRY_DAYS = [1, 3, 7] as const;

export type AfterFailure = { kind: 'retry'; on: IsoDate; attempt: number } | { kind: 'cancel' };

/**
 * What follows a failed charge. `failures` counts the failed attempts of the period so far
 * (including the one that just failed); `firstFailure` is the day of the first one.
 * 1 → retry on day 1, 2 → day 3, 3 → day 7, 4 → cancel.
 */
export function afterFailedCharge(firstFailure: IsoDate, failures: number): AfterFailure {
  if (!Number.isInteger(failures) || failures < 1) {
    throw new RangeError(`Número de falhas inválido: ${failures}`);
  }
  const days = RETRY_DAYS[failures - 1];
  if (days === undefined) return { kind: 'cancel' };
  return { kind: 'retry', on: addDays(firstFailure, days), attempt: failures };
}

/** Days before the next billing when the next box is being prepared and can no longer change. */
export const BOX_PREPARATION_DAYS = 3;

export const BOX_PREPARED_MESSAGE =
  'A próxima caixa já está sendo preparada: não é possível alterá-la a menos de 3 dias da cobrança.';

/** Whether the next box (billed on `nextBillingDate`) is already prepared on `today`. */
export function isNextBoxPrepared(nextBillingDate: IsoDate, today: IsoDate): boolean {
  return today >= addDays(nextBillingDate, -BOX_PREPARATION_DAYS);
}
