import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MODAL_KINDS,
  campaignBanner,
  campaignModal,
  campaignStatus,
  campaignStatusOf,
  campaignWindow,
  countdown,
  formatCountdown,
  promotionStatusOf,
  INSTANT_CACHE_MAX,
  saoPauloInstant,
} from './campaign-status.ts';
import { itReturns } from '../test-support/examples.ts';

// Sao Paulo is UTC-3 (no DST since 2019).
const at = (iso: string) => new Date(iso);

describe('campaignWindow (America/Sao_Paulo)', () => {
  it('reads dates and hours as Sao Paulo wall-clock time', () => {
    expect(
      campaignWindow({
        dateInit: '2025-11-28',
        dateEnd: '2025-11-30',
        startHour: '10:00',
        finishHour: '22:30:15',
      }),
    ).toEqual({ start: at('2025-11-28T13:00:00Z'), end: at('2025-12-01T01:30:15Z') });
  });

  it('defaults the start to 00:00 and the end to 23:59:59', () => {
    expect(campaignWindow({ dateInit: '2025-11-28', dateEnd: '2025-11-28' })).toEqual({
      start: at('2025-11-28T03:00:00Z'),
      end: at('2025-11-29T02:59:59Z'),
    });
    expect(
      campaignWindow({
        dateInit: '2025-11-28',
        dateEnd: '2025-11-28',
        startHour: ' ',
        finishHour: null,
      }),
    ).toEqual({ start: at('2025-11-28T03:00:00Z'), end: at('2025-11-29T02:59:59Z') });
  });

  it('applies the historical DST offset of the zone', () => {
    // 2018-12-01 Sao Paulo was on summer time (UTC-2).
    expect(saoPauloInstant('2018-12-01', '12:00')).toEqual(at('2018-12-01T14:00:00Z'));
  });

  it.each([
    { dateEnd: '2025-11-28' },
    { dateInit: '2025-11-28' },
    { dateInit: '28/11/2025', dateEnd: '2025-11-28' },
    { dateInit: '2025-02-30', dateEnd: '2025-03-01' },
    { dateInit: '2025-11-28', dateEnd: '2025-11-28', startHour: '24:00' },
    { dateInit: '2025-11-28', dateEnd: '2025-11-28', finishHour: '10:60' },
    { dateInit: '2025-11-28', dateEnd: '2025-11-28', finishHour: '10:00:61' },
    { dateInit: '2025-11-28', dateEnd: '2025-11-28', finishHour: 'dez' },
    { dateInit: '2025-11-29', dateEnd: '2025-11-28' },
  ])('rejects missing, malformed or inverted windows: %j', (schedule) => {
    expect(campaignWindow(schedule)).toBeNull();
  });
});

describe('campaignStatus (SPEC §4)', () => {
  const schedule = { dateInit: '2025-11-28', dateEnd: '2025-11-30', startHour: '10:00' };

  itReturns('is not started, active or ended: %j, %j → %j', campaignStatusOf, [
    [schedule, at('2025-11-28T12:59:59Z'), 'not-started'],
    [schedule, at('2025-11-28T13:00:00Z'), 'active'],
    [schedule, at('2025-12-01T02:59:59Z'), 'active'],
    [schedule, at('2025-12-01T03:00:00Z'), 'ended'],
    [{}, at('2025-12-01T03:00:00Z'), 'ended'],
  ]);

  itReturns('maps to the Promotion status enum: %j → %j', promotionStatusOf, [
    ['active', 'ACTIVE'],
    ['not-started', 'NEXT'],
    ['ended', 'INACTIVE'],
  ]);

  it('moves forward only: not-started → active → ended (property)', () => {
    const order = { 'not-started': 0, active: 1, ended: 2 } as const;
    const window = { start: at('2025-01-01T00:00:00Z'), end: at('2025-01-02T00:00:00Z') };
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.nat(1e10), (t, dt) => {
        const base = window.start.getTime();
        const a = campaignStatus(window, new Date(base + t));
        const b = campaignStatus(window, new Date(base + t + dt));
        expect(order[b]).toBeGreaterThanOrEqual(order[a]);
      }),
    );
  });
});

describe('campaignBanner (SPEC §2)', () => {
  it('shows the spec texts, clicks only after start and hides after end', () => {
    expect(campaignBanner('not-started')).toEqual({
      visible: true,
      text: 'Falta para começar',
      clickable: false,
      countdownTo: 'start',
    });
    expect(campaignBanner('active')).toEqual({
      visible: true,
      text: 'Corre, tá acabando',
      clickable: true,
      countdownTo: 'end',
    });
    expect(campaignBanner('ended').visible).toBe(false);
  });
});

describe('campaignModal (SPEC §2)', () => {
  it('justStarted: offer image, Veja as ofertas and Fechar, closable', () => {
    const modal = campaignModal('justStarted');
    expect(modal.buttons).toEqual([
      { label: 'Veja as ofertas', action: 'offer' },
      { label: 'Fechar', action: 'close' },
    ]);
    expect(modal.showsOfferImage).toBe(true);
    expect(modal.userClosable).toBe(true);
  });

  it("almostEnded: 'Tá acabando', countdown, 'Ok, entendi', not closable", () => {
    expect(campaignModal('almostEnded')).toMatchObject({
      title: 'Tá acabando',
      showsCountdown: true,
      buttons: [{ label: 'Ok, entendi', action: 'close' }],
      userClosable: false,
    });
  });

  it("justEnded: 'Promoção encerrada', 'Ok, entendi', not closable", () => {
    expect(campaignModal('justEnded')).toMatchObject({
      title: 'Promoção encerrada',
      buttons: [{ label: 'Ok, entendi', action: 'close' }],
      userClosable: false,
    });
  });

  it('reports which modal closed by its kind', () => {
    for (const kind of CAMPAIGN_MODAL_KINDS) expect(campaignModal(kind).kind).toBe(kind);
  });
});

describe('countdown (SPEC §3/§4)', () => {
  it('counts hours, minutes and seconds to the end', () => {
    const value = countdown(at('2025-11-30T02:00:00Z'), at('2025-11-28T23:58:55Z'));
    expect(value).toEqual({
      hours: 26,
      minutes: 1,
      seconds: 5,
      totalSeconds: 26 * 3600 + 65,
      finished: false,
    });
    expect(formatCountdown(value)).toBe('1 dia 02:01:05');
  });

  it('rounds partial seconds up and stops at zero', () => {
    expect(countdown(at('2025-01-01T00:00:01Z'), at('2025-01-01T00:00:00.200Z')).seconds).toBe(1);
    const done = countdown(at('2025-01-01T00:00:00Z'), at('2025-01-01T00:00:05Z'));
    expect(done).toEqual({ hours: 0, minutes: 0, seconds: 0, totalSeconds: 0, finished: true });
    expect(formatCountdown(done)).toBe('00:00:00');
    expect(countdown(new Date(Number.NaN), at('2025-01-01T00:00:00Z')).finished).toBe(true);
  });

  it('never goes negative and recomposes the total (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e11 }), (ms) => {
        const value = countdown(new Date(ms), new Date(0));
        expect(value.totalSeconds).toBeGreaterThanOrEqual(0);
        expect(value.hours * 3600 + value.minutes * 60 + value.seconds).toBe(value.totalSeconds);
        expect(value.minutes).toBeLessThan(60);
        expect(value.seconds).toBeLessThan(60);
      }),
    );
  });
});

describe('saoPauloInstant cache', () => {
  it('answers the same instant from the cache, a fresh Date each time, also past its bound', () => {
    const first = saoPauloInstant('2018-12-01', '12:00');
    const again = saoPauloInstant('2018-12-01', '12:00');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(saoPauloInstant('2018-13-01', '12:00')).toBeNull();
    expect(saoPauloInstant('2018-13-01', '12:00')).toBeNull();
    // More distinct hours than the bound: the cache is cleared once and keeps answering.
    const two = (n: number) => String(n).padStart(2, '0');
    for (let i = 0; i <= INSTANT_CACHE_MAX; i++) {
      saoPauloInstant(
        '2019-01-01',
        `${two(Math.floor(i / 3600))}:${two(Math.floor(i / 60) % 60)}:${two(i % 60)}`,
      );
    }
    expect(saoPauloInstant('2018-12-01', '12:00')).toEqual(at('2018-12-01T14:00:00Z'));
  });
});
