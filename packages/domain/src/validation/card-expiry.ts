import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '../constants.ts';
import { CARD_EXPIRY_PAST, DATE_FORMAT } from './messages.ts';

export interface CardExpiry {
  /** 1..12 */
  readonly month: number;
  /** Four-digit year (YY + 2000). */
  readonly year: number;
}

/** 'MM/YY' with a real month (01..12); anything else is not an expiry date. */
export function parseCardExpiry(value: string): CardExpiry | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (match === null) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/**
 * SPEC §5 "Card expiry MM/YY must be in the future". A card is valid through the last day of its
 * month, so the current month still counts. The calendar month of `now` is read in the store's
 * time zone (America/Sao_Paulo), so the answer does not depend on the server's clock zone.
 */
export function isCardExpiryInFuture(value: string, now: Date): boolean {
  const expiry = parseCardExpiry(value);
  if (expiry === null) return false;
  const local = new TZDate(now.getTime(), STORE_TIME_ZONE);
  const current = local.getFullYear() * 12 + local.getMonth(); // getMonth: 0..11
  return expiry.year * 12 + (expiry.month - 1) >= current;
}

/**
 * Card expiry: not 'MM/YY' or month outside 01..12 → 'A data informada não é válida';
 * a past month → 'A data não pode ser no passado'.
 */
export function validateCardExpiry(value: string, now: Date): string | null {
  if (parseCardExpiry(value) === null) return DATE_FORMAT;
  return isCardExpiryInFuture(value, now) ? null : CARD_EXPIRY_PAST;
}
