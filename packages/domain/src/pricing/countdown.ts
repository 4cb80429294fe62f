/**
 * Promotion countdowns (SPEC §9 "Countdown text 'Acaba em {hh:mm:ss}'", §3 Promotion strip
 * countdownArray, §2 lead banner "countdown in days, hours, minutes"). The caller passes `now`.
 */

const SECOND_MS = 1000;

/**
 * Whole seconds left until `end`, rounded up so the countdown reads 00:00:00 exactly at the end and
 * never before it; 0 at or after the end, and for an invalid date.
 */
export function secondsUntil(end: Date, now: Date): number {
  const left = end.getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) return 0;
  return Math.ceil(left / SECOND_MS);
}

export function isCountdownOver(end: Date, now: Date): boolean {
  return secondsUntil(end, now) === 0;
}

/** [hours, minutes, seconds]; hours are not wrapped at 24 (a 3-day promotion shows 72:00:00). */
export type CountdownArray = [hours: number, minutes: number, seconds: number];

export function countdownArray(end: Date, now: Date): CountdownArray {
  const total = secondsUntil(end, now);
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
}

/** 'hh:mm:ss', each part padded to 2 digits (hours may have more). */
export function formatCountdown([hours, minutes, seconds]: CountdownArray): string {
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** 'Acaba em {hh:mm:ss}' */
export function countdownText(end: Date, now: Date): string {
  return `Acaba em ${formatCountdown(countdownArray(end, now))}`;
}

export interface DaysHoursMinutes {
  days: number;
  hours: number;
  minutes: number;
}

/** The lead banner's countdown (days, hours, minutes; the leftover seconds are dropped). */
export function daysHoursMinutes(end: Date, now: Date): DaysHoursMinutes {
  const totalMinutes = Math.floor(secondsUntil(end, now) / 60);
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  };
}
