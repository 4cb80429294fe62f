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

/** [hours, minutes, seconds]; hours are not wrapped at 24 (SPEC §3 countdownArray: a 3-day promotion is [72, 0, 0]). */
export type CountdownArray = [hours: number, minutes: number, seconds: number];

export function countdownArray(end: Date, now: Date): CountdownArray {
  const total = secondsUntil(end, now);
  return [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
}

const SECONDS_PER_DAY = 24 * 3600;
const pad = (part: number) => String(part).padStart(2, '0');

/**
 * A countdown as customers read it (issue #34): 'hh:mm:ss' within a day; from 24 hours on, the
 * days first and the clock of the last day ('1 dia 02:00:05', '30 dias 03:30:45'), never
 * '723:30:45'. Every countdown of the store (promotion strip, campaign banner and modals, the
 * Black Friday page) reads its time left through here.
 */
export function formatSecondsLeft(totalSeconds: number): string {
  const total = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(total / SECONDS_PER_DAY);
  const rest = total % SECONDS_PER_DAY;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map(pad)
    .join(':');
  if (days === 0) return clock;
  return `${String(days)} ${days === 1 ? 'dia' : 'dias'} ${clock}`;
}

/** The countdown array as text (formatSecondsLeft). */
export function formatCountdown([hours, minutes, seconds]: CountdownArray): string {
  return formatSecondsLeft(hours * 3600 + minutes * 60 + seconds);
}

/** 'Acaba em {hh:mm:ss}' ('Acaba em 2 dias 01:00:00' from a day on). */
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
