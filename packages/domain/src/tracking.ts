/**
 * Customer-event tracking rules (SPEC §5 guards, §7 Tracking).
 */
import { isOneOf } from './one-of.ts';

/** SPEC §7: events sent to the customer-engagement and mobile-attribution services. */
export const TRACKING_EVENTS = [
  'login',
  'logout',
  'password_reset_sent',
  'sign_up_started',
  'sign_up_completed',
  'product_added',
  'product_removed',
  'product_viewed',
  'product_favourited',
  'product_filtered',
  'product_list_viewed',
  'product_searched',
  'product_reviewed',
  'cart_viewed',
  'checkout_started',
  'coupon_applied',
  'installment_chosen',
  'payment_method_chosen',
  'shipment_chosen',
  'charged',
  'club_shared',
] as const;
export type TrackingEvent = (typeof TRACKING_EVENTS)[number];

export function isTrackingEvent(value: string): value is TrackingEvent {
  return isOneOf(TRACKING_EVENTS, value);
}

/**
 * Events the server records itself, where they happen (sign-in, sign-out, the reset e-mail, the
 * sign-up, the payment capture): the browser only pushes them to its data layer, never sends them,
 * so each is counted once.
 */
export const SERVER_RECORDED_EVENTS = [
  'login',
  'logout',
  'password_reset_sent',
  'sign_up_started',
  'sign_up_completed',
  'charged',
] as const satisfies readonly TrackingEvent[];

export function isServerRecorded(event: TrackingEvent): boolean {
  return isOneOf(SERVER_RECORDED_EVENTS, event);
}

/** SPEC §7: data-layer pushes. */
export const DATA_LAYER_EVENTS = ['Stockout', 'af.banner_dismissed'] as const;
export type DataLayerEvent = (typeof DATA_LAYER_EVENTS)[number];

/** SPEC §5: the product-searched event needs a keyword longer than 2 characters (trimmed). */
export function shouldTrackProductSearch(keyword: string | null | undefined): boolean {
  return (keyword ?? '').trim().length > 2;
}

export type FilterValue = string | number | boolean | null | undefined | readonly unknown[];

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  return true;
}

/** SPEC §5: the filter event is sent only if at least one filter value is non-empty. */
export function shouldTrackFilter(filters: Readonly<Record<string, FilterValue>>): boolean {
  return Object.values(filters).some(isFilled);
}

export const TRACKING_PHONE_PREFIX = '+55';

/**
 * SPEC §7: the tracking phone is prefixed with +55. Digits only; a number that already carries
 * the country code ('+55…', or 12–13 digits starting with 55) is not prefixed twice. A 10–11
 * digit number starting with 55 is area code 55 (RS), so it still gets the prefix.
 * Returns null when there are no digits.
 */
export function trackingPhone(phone: string | null | undefined): string | null {
  const raw = (phone ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return null;
  const hasCountryCode =
    (raw.startsWith('+') && digits.startsWith('55')) ||
    (digits.startsWith('55') && digits.length >= 12);
  return hasCountryCode ? `+${digits}` : `${TRACKING_PHONE_PREFIX}${digits}`;
}

// ---- Sinks and consent (issue #17, ADR 0029) ----

/**
 * SPEC §7: the two services that receive every event. Each needs its own consent category: the
 * customer-engagement service measures use of the store (Analytics); the mobile-attribution
 * service attributes campaigns and app installs (Marketing). An event reaches a sink only while
 * its customer or visitor grants the sink's category.
 */
export const TRACKING_SINKS = ['engagement', 'attribution'] as const;
export type TrackingSink = (typeof TRACKING_SINKS)[number];
export const SINK_CATEGORY = {
  engagement: 'Analytics',
  attribution: 'Marketing',
} as const satisfies Record<TrackingSink, 'Analytics' | 'Marketing'>;

/** The sinks a consent lets an event reach (none: the event is not stored at all). */
export function sinksAllowed(statuses: {
  readonly Analytics: boolean;
  readonly Marketing: boolean;
}): TrackingSink[] {
  return TRACKING_SINKS.filter((sink) => statuses[SINK_CATEGORY[sink]]);
}

/** Limits of a beacon batch (the server refuses anything larger). */
export const TRACKING_LIMITS = {
  eventsPerBatch: 50,
  propertiesPerEvent: 30,
  keyLength: 40,
  stringLength: 300,
  arrayLength: 50,
  batchBytes: 64 * 1024,
} as const;

/** The browser flushes its queue this long after the first queued event (or at page exit). */
export const TRACKING_FLUSH_MS = 1000;
