import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdownArray,
  countdownText,
  daysHoursMinutes,
  formatCountdown,
  formatSecondsLeft,
  isCountdownOver,
  secondsUntil,
} from './countdown.ts';

const now = new Date('2026-03-10T12:00:00.000Z');
const plus = (ms: number) => new Date(now.getTime() + ms);

describe('countdown (SPEC §9)', () => {
  it("'Acaba em {hh:mm:ss}'", () => {
    expect(countdownText(plus((1 * 3600 + 2 * 60 + 3) * 1000), now)).toBe('Acaba em 01:02:03');
    expect(countdownText(plus(59_000), now)).toBe('Acaba em 00:00:59');
  });

  it('shows days from 24 hours on, never hours past 23 (issue #34)', () => {
    expect(countdownText(plus((23 * 3600 + 59 * 60 + 59) * 1000), now)).toBe('Acaba em 23:59:59');
    expect(countdownText(plus(24 * 3600 * 1000), now)).toBe('Acaba em 1 dia 00:00:00');
    expect(countdownText(plus((26 * 3600 + 5) * 1000), now)).toBe('Acaba em 1 dia 02:00:05');
    expect(countdownText(plus(125 * 3600 * 1000), now)).toBe('Acaba em 5 dias 05:00:00');
    expect(countdownText(plus(((30 * 24 + 3) * 3600 + 30 * 60 + 45) * 1000), now)).toBe(
      'Acaba em 30 dias 03:30:45',
    );
  });

  it('keeps the array in unwrapped hours (SPEC §3 countdownArray)', () => {
    expect(countdownArray(plus(125 * 3600 * 1000), now)).toEqual([125, 0, 0]);
    expect(formatCountdown([125, 0, 0])).toBe('5 dias 05:00:00');
    expect(formatSecondsLeft(-3)).toBe('00:00:00');
  });

  it('is zero at and after the end', () => {
    expect(countdownText(now, now)).toBe('Acaba em 00:00:00');
    expect(countdownText(plus(-5000), now)).toBe('Acaba em 00:00:00');
    expect(countdownArray(plus(-1), now)).toEqual([0, 0, 0]);
    expect(isCountdownOver(now, now)).toBe(true);
    expect(isCountdownOver(plus(1), now)).toBe(false);
  });

  it('rounds partial seconds up, so it is never 00:00:00 before the end', () => {
    expect(secondsUntil(plus(1), now)).toBe(1);
    expect(secondsUntil(plus(1500), now)).toBe(2);
  });

  it('an invalid end date counts as ended', () => {
    expect(secondsUntil(new Date(Number.NaN), now)).toBe(0);
  });

  it('formats arrays', () => {
    expect(formatCountdown([0, 5, 9])).toBe('00:05:09');
  });

  it('property: the array recomposes the seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e10 }), (ms) => {
        const [h, m, s] = countdownArray(plus(ms), now);
        expect(m).toBeLessThan(60);
        expect(s).toBeLessThan(60);
        expect(h * 3600 + m * 60 + s).toBe(Math.max(0, Math.ceil(ms / 1000)));
      }),
    );
  });
});

describe('daysHoursMinutes (lead banner)', () => {
  it('splits the time left', () => {
    expect(daysHoursMinutes(plus(((2 * 24 + 3) * 3600 + 4 * 60 + 59) * 1000), now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
    });
    expect(daysHoursMinutes(now, now)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('property: recomposes the whole minutes left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (ms) => {
        const { days, hours, minutes } = daysHoursMinutes(plus(ms), now);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect((days * 24 + hours) * 60 + minutes).toBe(Math.floor(Math.ceil(ms / 1000) / 60));
      }),
    );
  });
});
