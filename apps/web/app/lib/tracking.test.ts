import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  serializeConsentCookie,
  consentStatuses,
} from '@adega/domain/consent/consent';
import { TRACKING_FLUSH_MS, TRACKING_LIMITS } from '@adega/domain/tracking';
import {
  beaconProperties,
  EVENTS_ENDPOINT,
  track,
  TrackingQueue,
  TRACKING_DOM_EVENT,
} from './tracking';

function consentCookie(analytics: boolean, marketing: boolean): string {
  const value = serializeConsentCookie(
    consentStatuses({ Analytics: analytics, Marketing: marketing }),
  );
  return `${CONSENT_COOKIE}=${encodeURIComponent(value)}`;
}

function harness(initialCookies: string) {
  let cookies = initialCookies;
  const sent: { url: string; body: { events: { event: string }[]; csrf?: string } }[] = [];
  const queue = new TrackingQueue(
    {
      send(url, body) {
        sent.push({ url, body: JSON.parse(body) as (typeof sent)[number]['body'] });
        return true;
      },
    },
    () => cookies,
  );
  return {
    queue,
    sent,
    setCookies(next: string) {
      cookies = next;
    },
  };
}

describe('the tracking queue (issue #17)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends nothing without consent for an optional category', () => {
    const { queue, sent } = harness('');
    queue.add('product_viewed', { sku: 'V1' });
    vi.advanceTimersByTime(TRACKING_FLUSH_MS * 5);
    queue.flush();
    expect(queue.size).toBe(0);
    expect(sent).toEqual([]);
  });

  it('batches what is queued and sends it a second after the first event', () => {
    const { queue, sent } = harness(`${consentCookie(true, false)}; adega_csrf=tok123`);
    queue.add('product_viewed', { sku: 'V1' });
    queue.add('product_added', { sku: 'V1', quantity: 2 });
    vi.advanceTimersByTime(TRACKING_FLUSH_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(EVENTS_ENDPOINT);
    expect(sent[0]?.body.csrf).toBe('tok123');
    expect(sent[0]?.body.events.map((e) => e.event)).toEqual(['product_viewed', 'product_added']);
  });

  it('never sends what the server records itself', () => {
    const { queue, sent } = harness(consentCookie(true, true));
    queue.add('login', {});
    queue.add('charged', { orderNumber: '1' });
    queue.flush();
    expect(sent).toEqual([]);
  });

  it('splits into batches within the server limits', () => {
    const { queue, sent } = harness(consentCookie(false, true));
    for (let i = 0; i < TRACKING_LIMITS.eventsPerBatch * 2 + 3; i += 1) {
      queue.add('product_viewed', { sku: `V${i}`, name: 'x'.repeat(TRACKING_LIMITS.stringLength) });
    }
    queue.flush();
    expect(sent.map((s) => s.body.events.length).reduce((a, b) => a + b, 0)).toBe(103);
    for (const batch of sent) {
      expect(batch.body.events.length).toBeLessThanOrEqual(TRACKING_LIMITS.eventsPerBatch);
      expect(JSON.stringify(batch.body).length).toBeLessThanOrEqual(TRACKING_LIMITS.batchBytes);
    }
  });

  it('drops what is queued when the consent is revoked before the flush', () => {
    const h = harness(consentCookie(true, true));
    h.queue.add('product_viewed', { sku: 'V1' });
    h.setCookies(consentCookie(false, false));
    vi.advanceTimersByTime(TRACKING_FLUSH_MS);
    expect(h.sent).toEqual([]);
    expect(h.queue.size).toBe(0);
  });
});

describe('beacon properties', () => {
  it('keeps flat primitives and string arrays within the limits', () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(beaconProperties(many))).toHaveLength(TRACKING_LIMITS.propertiesPerEvent);
    expect(
      beaconProperties({
        s: 'y'.repeat(1000),
        n: Number.NaN,
        o: { nested: true },
        a: ['a', 1, { x: 1 }],
        b: false,
        z: null,
        ['k'.repeat(41)]: 1,
      }),
    ).toEqual({ s: 'y'.repeat(TRACKING_LIMITS.stringLength), a: ['a', '1'], b: false, z: null });
  });
});

describe('track()', () => {
  it('pushes to the data layer and the page bus', () => {
    const target = new EventTarget() as EventTarget & { dataLayer?: unknown[] };
    const seen: unknown[] = [];
    target.addEventListener(TRACKING_DOM_EVENT, (event) =>
      seen.push((event as CustomEvent).detail),
    );
    track('Stockout', { sku: 'V9' }, target as unknown as Window);
    expect(target.dataLayer).toEqual([{ event: 'Stockout', sku: 'V9' }]);
    expect(seen).toEqual([{ event: 'Stockout', sku: 'V9' }]);
  });
});
