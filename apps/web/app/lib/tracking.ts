/**
 * The browser's one tracking call (SPEC §7 Tracking; issue #17, ADR 0031):
 * `track(event, properties)`
 * - pushes `{ event, ...properties }` to `window.dataLayer` (the page's data layer: nothing leaves
 *   the page through it, no third-party tag reads it);
 * - dispatches it on `window` as the `adega:tracking` DOM event (tests and in-page listeners);
 * - queues it for the server (`POST /api/v1/events`) when the consent cookie grants at least one
 *   optional category. The queue is flushed in batches TRACKING_FLUSH_MS after its first event,
 *   and at page exit (`pagehide`, hidden tab) with `navigator.sendBeacon`, which survives the exit.
 *   Events the server records itself (sign-in, sign-up, charged, …) are never sent from here.
 *   A consent change that grants nothing drops what is queued: nothing leaves after a revocation.
 * The server decides again, from its consent ledger, what it stores and which sink gets what.
 */
import { consentFromCookies, anyOptionalAccepted } from '@adega/domain/consent/consent';
import {
  isServerRecorded,
  isTrackingEvent,
  TRACKING_FLUSH_MS,
  TRACKING_LIMITS,
  type DataLayerEvent,
  type TrackingEvent,
} from '@adega/domain/tracking';
import { CONSENT_CHANGED_EVENT } from './consent-events';
import { csrfToken } from './rpc';

export const TRACKING_DOM_EVENT = 'adega:tracking';
export const EVENTS_ENDPOINT = '/api/v1/events';

export type TrackingProperty = string | number | boolean | null | readonly string[];
export type TrackingProperties = Record<string, unknown>;

interface QueuedEvent {
  event: TrackingEvent;
  properties: Record<string, TrackingProperty>;
  at: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Keeps what the server accepts: flat primitives and string arrays, within TRACKING_LIMITS. */
export function beaconProperties(properties: TrackingProperties): Record<string, TrackingProperty> {
  const out: Record<string, TrackingProperty> = {};
  let count = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (count >= TRACKING_LIMITS.propertiesPerEvent) break;
    if (key.length === 0 || key.length > TRACKING_LIMITS.keyLength) continue;
    const kept = beaconValue(value);
    if (kept === undefined) continue;
    out[key] = kept;
    count += 1;
  }
  return out;
}

function beaconValue(value: unknown): TrackingProperty | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string') return value.slice(0, TRACKING_LIMITS.stringLength);
  if (Array.isArray(value)) {
    return value
      .filter(
        (item): item is string | number => typeof item === 'string' || typeof item === 'number',
      )
      .slice(0, TRACKING_LIMITS.arrayLength)
      .map((item) => String(item).slice(0, TRACKING_LIMITS.stringLength));
  }
  return undefined;
}

export interface BeaconTransport {
  /** True when the browser took the batch. */
  send(url: string, body: string): boolean;
}

const browserTransport: BeaconTransport = {
  send(url, body) {
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(url, body)) return true;
    }
    // No beacon (or the browser refused it): a keepalive fetch also outlives the page.
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => undefined);
    return true;
  },
};

/** The page's queue of events for the server. One per page (module state). */
export class TrackingQueue {
  private queue: QueuedEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly transport: BeaconTransport = browserTransport,
    private readonly cookies: () => string = () => document.cookie,
  ) {}

  get size(): number {
    return this.queue.length;
  }

  allowed(): boolean {
    return anyOptionalAccepted(consentFromCookies(this.cookies()));
  }

  add(event: TrackingEvent, properties: TrackingProperties): void {
    if (isServerRecorded(event) || !this.allowed()) return;
    this.queue.push({
      event,
      properties: beaconProperties(properties),
      at: new Date().toISOString(),
    });
    if (this.queue.length >= TRACKING_LIMITS.eventsPerBatch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), TRACKING_FLUSH_MS);
  }

  /** Sends what is queued, in batches within the server's limits. */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (!this.allowed()) {
      this.queue = [];
      return;
    }
    const csrf = csrfToken(this.cookies());
    while (this.queue.length > 0) {
      let batch = this.queue.splice(0, TRACKING_LIMITS.eventsPerBatch);
      let body = JSON.stringify(csrf ? { events: batch, csrf } : { events: batch });
      // A batch over the byte cap is halved until it fits (a single event always fits: its
      // properties are capped).
      while (body.length > TRACKING_LIMITS.batchBytes && batch.length > 1) {
        const half = Math.ceil(batch.length / 2);
        this.queue.unshift(...batch.slice(half));
        batch = batch.slice(0, half);
        body = JSON.stringify(csrf ? { events: batch, csrf } : { events: batch });
      }
      this.transport.send(EVENTS_ENDPOINT, body);
    }
  }

  /** After a revocation nothing queued may leave. */
  drop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.queue = [];
  }
}

let pageQueue: TrackingQueue | null = null;

function queueOfPage(): TrackingQueue {
  if (pageQueue) return pageQueue;
  const queue = new TrackingQueue();
  pageQueue = queue;
  window.addEventListener('pagehide', () => queue.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener(CONSENT_CHANGED_EVENT, () => {
    if (!queue.allowed()) queue.drop();
  });
  return queue;
}

/** SPEC §7: records a customer event (or one of the data-layer-only pushes). */
export function track(
  event: TrackingEvent | DataLayerEvent,
  properties: TrackingProperties = {},
  target: Window | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!target) return;
  const entry = { ...properties, event };
  const w = target as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push(entry);
  target.dispatchEvent(new CustomEvent(TRACKING_DOM_EVENT, { detail: entry }));
  if (target === (typeof window === 'undefined' ? undefined : window) && isTrackingEvent(event)) {
    queueOfPage().add(event, properties);
  }
}
