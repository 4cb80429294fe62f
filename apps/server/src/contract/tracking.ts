/**
 * Cookie consent and customer-event tracking between the storefront and the server (issue #17,
 * SPEC §3 Consent statuses, §7 Tracking; ADR 0029). Categories, cookies and limits are defined
 * once in `@adega/domain/consent/consent` and `@adega/domain/tracking`.
 *
 * Consent ledger: every change of a visitor's or customer's choice is one append-only row (visitor
 * id and/or customer, categories, text version, source, time). The browser keeps a copy in the
 * `adega_consentimento` cookie, written by the server with each answer below.
 */
import type { ConsentSource, ConsentStatuses } from '@adega/domain/consent/consent';
import type { TrackingEvent } from '@adega/domain/tracking';

/**
 * `GET /api/v1/consent`: the current choice of the signed-in customer, else of the visitor
 * (cookie `adega_visitante`); `decidedAt` null while no choice was ever made (essential only).
 * `PUT /api/v1/consent` (body `ConsentChoiceInput`) records the choice (a row only when it
 * changes), sets the consent cookie (and the visitor cookie if absent) and answers this.
 */
export interface ConsentStateDto {
  statuses: ConsentStatuses;
  textVersion: string;
  /** ISO 8601 of the newest ledger row; null without any. */
  decidedAt: string | null;
}

export interface ConsentChoiceInput {
  /** Only 'Analytics' and 'Marketing' are read; 'Essential' is always on. */
  statuses: { Analytics: boolean; Marketing: boolean };
  source: ConsentSource;
}

/**
 * `GET /api/v1/me/consent/history` (signed in): the customer's cookie-consent ledger, newest
 * first (the account's 'Privacidade' section).
 */
export interface ConsentRecordDto {
  statuses: ConsentStatuses;
  source: ConsentSource;
  textVersion: string;
  at: string;
}

/** A primitive property value of an event (arrays of strings for skus and the like). */
export type TrackingValue = string | number | boolean | null | readonly string[];

/** One event as the browser sends it. */
export interface TrackingEventInput {
  event: TrackingEvent;
  /** Flat, at most 30 keys (TRACKING_LIMITS); strings ≤ 300 characters. */
  properties: Record<string, TrackingValue>;
  /** When it happened in the browser, ISO 8601 (the server stores its own receive time too). */
  at?: string;
}

/**
 * `POST /api/v1/events` — a batch of at most 50 events, body ≤ 64 KB, sent with
 * `navigator.sendBeacon` (so without the CSRF header: the body carries `csrf` when the page has a
 * session, and the request must be same-origin). Answers 202 `{ accepted }`: how many were stored
 * (0 when the consent allows no sink; nothing non-essential is stored then). A batch with an
 * unknown event name or a property beyond the limits is refused whole (400, pt-BR message).
 */
export interface TrackingBatchInput {
  events: TrackingEventInput[];
  csrf?: string;
}

export interface TrackingBatchResult {
  accepted: number;
}
