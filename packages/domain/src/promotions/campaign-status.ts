/**
 * Campaign status, banner, modals and countdown (SPEC §2 "Campaign banner and modals",
 * §3 "Campaign promotion record", §4 "Promotion campaigns").
 * Campaign dates and hours are wall-clock times of the store, in America/Sao_Paulo.
 */
import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '../constants.ts';
import { formatSecondsLeft, secondsUntil } from '../pricing/countdown.ts';
import type { PromotionStatus } from '../enums.ts';

export type CampaignStatus = 'not-started' | 'active' | 'ended';

/** The date/hour fields of a campaign record (SPEC §3). */
export interface CampaignSchedule {
  /** YYYY-MM-DD */
  dateInit?: string | null;
  /** YYYY-MM-DD */
  dateEnd?: string | null;
  /** 'HH:mm' or 'HH:mm:ss'; 00:00 when missing. */
  startHour?: string | null;
  /** 'HH:mm' or 'HH:mm:ss'; 23:59:59 when missing. */
  finishHour?: string | null;
}

export interface CampaignWindow {
  start: Date;
  /** Inclusive: the campaign is still active at this instant. */
  end: Date;
}

const DEFAULT_START_HOUR = '00:00';
const DEFAULT_FINISH_HOUR = '23:59:59';

function parseDate(text: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Reject 2025-02-30 and friends: the UTC round-trip must give the same calendar day.
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return [year, month, day];
}

function parseHour(text: string): [number, number, number] | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return [hours, minutes, seconds];
}

/**
 * Instants already computed, by date and hour text (pure, so a cache changes nothing): every
 * priced cart checks each campaign's window, and a time-zone conversion costs far more than the
 * lookup. Bounded: cleared when full.
 */
const instants = new Map<string, number | null>();
export const INSTANT_CACHE_MAX = 4096;

function instantOf(date: string, hour: string): number | null {
  const day = parseDate(date);
  const time = parseHour(hour);
  if (!day || !time) return null;
  return new TZDate(
    day[0],
    day[1] - 1,
    day[2],
    time[0],
    time[1],
    time[2],
    STORE_TIME_ZONE,
  ).getTime();
}

/** A Sao Paulo wall-clock date and hour as an instant; null when either text is malformed. */
export function saoPauloInstant(date: string, hour: string): Date | null {
  const key = `${date}\u0000${hour}`;
  let time = instants.get(key);
  if (time === undefined) {
    if (instants.size >= INSTANT_CACHE_MAX) instants.clear();
    time = instantOf(date, hour);
    instants.set(key, time);
  }
  return time === null ? null : new Date(time);
}

function orDefault(hour: string | null | undefined, fallback: string): string {
  return hour && hour.trim() !== '' ? hour : fallback;
}

/**
 * The campaign's start and end instants. Null when a date is missing or malformed, or the end is
 * before the start: such a campaign is never shown.
 */
export function campaignWindow(schedule: CampaignSchedule): CampaignWindow | null {
  if (!schedule.dateInit || !schedule.dateEnd) return null;
  const start = saoPauloInstant(
    schedule.dateInit,
    orDefault(schedule.startHour, DEFAULT_START_HOUR),
  );
  const end = saoPauloInstant(
    schedule.dateEnd,
    orDefault(schedule.finishHour, DEFAULT_FINISH_HOUR),
  );
  if (!start || !end || end.getTime() < start.getTime()) return null;
  return { start, end };
}

/** SPEC §4: a campaign is not started, active or ended. The end instant is still active. */
export function campaignStatus(window: CampaignWindow, now: Date): CampaignStatus {
  if (now.getTime() < window.start.getTime()) return 'not-started';
  if (now.getTime() > window.end.getTime()) return 'ended';
  return 'active';
}

/** Status straight from a record; a record without a valid window counts as ended (hidden). */
export function campaignStatusOf(schedule: CampaignSchedule, now: Date): CampaignStatus {
  const window = campaignWindow(schedule);
  return window ? campaignStatus(window, now) : 'ended';
}

/** SPEC §3 Promotion status enumeration: ACTIVE now, NEXT before start, INACTIVE after end. */
export function promotionStatusOf(status: CampaignStatus): PromotionStatus {
  if (status === 'active') return 'ACTIVE';
  return status === 'not-started' ? 'NEXT' : 'INACTIVE';
}

export const CAMPAIGN_BANNER_ACTIVE_TEXT = 'Corre, tá acabando';
export const CAMPAIGN_BANNER_UPCOMING_TEXT = 'Falta para começar';

export interface CampaignBanner {
  visible: boolean;
  text: string | null;
  /** The click goes to the offer only after the start. */
  clickable: boolean;
  /** The mini countdown counts down to the start before it, to the end while active. */
  countdownTo: 'start' | 'end' | null;
}

/** SPEC §2 banner: texts by status, click only after start, hidden after end. */
export function campaignBanner(status: CampaignStatus): CampaignBanner {
  switch (status) {
    case 'not-started':
      return {
        visible: true,
        text: CAMPAIGN_BANNER_UPCOMING_TEXT,
        clickable: false,
        countdownTo: 'start',
      };
    case 'active':
      return {
        visible: true,
        text: CAMPAIGN_BANNER_ACTIVE_TEXT,
        clickable: true,
        countdownTo: 'end',
      };
    case 'ended':
      return { visible: false, text: null, clickable: false, countdownTo: null };
  }
}

export type CampaignModalKind = 'justStarted' | 'almostEnded' | 'justEnded';
export const CAMPAIGN_MODAL_KINDS: readonly CampaignModalKind[] = [
  'justStarted',
  'almostEnded',
  'justEnded',
];

export interface CampaignModalButton {
  label: string;
  /** 'offer' reports the modal closed and goes to the offer; 'close' only reports it closed. */
  action: 'offer' | 'close';
}

export interface CampaignModal {
  kind: CampaignModalKind;
  title: string | null;
  showsOfferImage: boolean;
  showsCountdown: boolean;
  buttons: CampaignModalButton[];
  /** False: no close icon, no backdrop/Esc close; only the button closes it. */
  userClosable: boolean;
}

const OK_BUTTON: CampaignModalButton = { label: 'Ok, entendi', action: 'close' };

/** SPEC §2 campaign modals. Closing reports `kind` (almostEnded, justStarted, justEnded). */
export function campaignModal(kind: CampaignModalKind): CampaignModal {
  switch (kind) {
    case 'justStarted':
      return {
        kind,
        title: null,
        showsOfferImage: true,
        showsCountdown: false,
        buttons: [
          { label: 'Veja as ofertas', action: 'offer' },
          { label: 'Fechar', action: 'close' },
        ],
        userClosable: true,
      };
    case 'almostEnded':
      return {
        kind,
        title: 'Tá acabando',
        showsOfferImage: false,
        showsCountdown: true,
        buttons: [OK_BUTTON],
        userClosable: false,
      };
    case 'justEnded':
      return {
        kind,
        title: 'Promoção encerrada',
        showsOfferImage: false,
        showsCountdown: false,
        buttons: [OK_BUTTON],
        userClosable: false,
      };
  }
}

export interface Countdown {
  hours: number;
  minutes: number;
  seconds: number;
  totalSeconds: number;
  finished: boolean;
}

/**
 * SPEC §3/§4: countdown to endDateTime in hours, minutes and seconds (hours may exceed 24);
 * it stops at zero. Partial seconds are rounded up so the display reaches 00:00:00 exactly at
 * the end instant, not one second before.
 */
export function countdown(endDateTime: Date, now: Date): Countdown {
  const totalSeconds = secondsUntil(endDateTime, now);
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
    finished: totalSeconds === 0,
  };
}

/** The countdown as customers read it: 'hh:mm:ss', with the days first from 24 hours on. */
export function formatCountdown(value: Countdown): string {
  return formatSecondsLeft(value.totalSeconds);
}
