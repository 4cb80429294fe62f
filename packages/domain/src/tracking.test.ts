import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATA_LAYER_EVENTS,
  TRACKING_EVENTS,
  isServerRecorded,
  isTrackingEvent,
  sinksAllowed,
  shouldTrackFilter,
  shouldTrackProductSearch,
  trackingPhone,
} from './tracking.ts';

describe('tracking events (SPEC §7)', () => {
  it('lists the 21 customer events and the data-layer pushes', () => {
    expect(TRACKING_EVENTS).toHaveLength(21);
    expect(new Set(TRACKING_EVENTS).size).toBe(21);
    expect(isTrackingEvent('charged')).toBe(true);
    expect(isTrackingEvent('gift-chosen')).toBe(false);
    expect(DATA_LAYER_EVENTS).toEqual(['Stockout', 'af.banner_dismissed']);
    expect(isServerRecorded('login')).toBe(true);
    expect(isServerRecorded('product_added')).toBe(false);
  });

  it('lets an event reach a sink only with its category', () => {
    expect(sinksAllowed({ Analytics: false, Marketing: false })).toEqual([]);
    expect(sinksAllowed({ Analytics: true, Marketing: false })).toEqual(['engagement']);
    expect(sinksAllowed({ Analytics: false, Marketing: true })).toEqual(['attribution']);
    expect(sinksAllowed({ Analytics: true, Marketing: true })).toEqual([
      'engagement',
      'attribution',
    ]);
  });
});

describe('shouldTrackProductSearch (SPEC §5)', () => {
  it('needs more than 2 characters after trimming', () => {
    expect(shouldTrackProductSearch('vin')).toBe(true);
    expect(shouldTrackProductSearch('vi')).toBe(false);
    expect(shouldTrackProductSearch('  vi  ')).toBe(false);
    expect(shouldTrackProductSearch('')).toBe(false);
    expect(shouldTrackProductSearch(null)).toBe(false);
    expect(shouldTrackProductSearch(undefined)).toBe(false);
  });

  it('agrees with the trimmed length (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(shouldTrackProductSearch(s)).toBe(s.trim().length > 2);
      }),
    );
  });
});

describe('shouldTrackFilter (SPEC §5)', () => {
  it('needs at least one non-empty filter value', () => {
    expect(shouldTrackFilter({})).toBe(false);
    expect(shouldTrackFilter({ tipo: '', uva: '  ', pais: null, preco: undefined })).toBe(false);
    expect(shouldTrackFilter({ tipo: [], uva: [''], kits: false })).toBe(false);
    expect(shouldTrackFilter({ tipo: 'tinto' })).toBe(true);
    expect(shouldTrackFilter({ uva: ['', 'malbec'] })).toBe(true);
    expect(shouldTrackFilter({ preco: 0 })).toBe(true);
    expect(shouldTrackFilter({ promo: true })).toBe(true);
  });
});

describe('trackingPhone (SPEC §7)', () => {
  it('prefixes +55 to the digits', () => {
    expect(trackingPhone('(11) 98765-4321')).toBe('+5511987654321');
    expect(trackingPhone('1133334444')).toBe('+551133334444');
    expect(trackingPhone('(55) 99999-8888')).toBe('+5555999998888');
  });

  it('does not double the prefix', () => {
    expect(trackingPhone('+55 (11) 98765-4321')).toBe('+5511987654321');
    expect(trackingPhone('5511987654321')).toBe('+5511987654321');
    expect(trackingPhone('551133334444')).toBe('+551133334444');
  });

  it('returns null without digits', () => {
    expect(trackingPhone('')).toBeNull();
    expect(trackingPhone('()-')).toBeNull();
    expect(trackingPhone(null)).toBeNull();
    expect(trackingPhone(undefined)).toBeNull();
  });

  it('is idempotent and always +55 then digits (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{10,11}$/), (national) => {
        const once = trackingPhone(national);
        expect(once).toBe(`+55${national}`);
        expect(trackingPhone(once)).toBe(once);
      }),
    );
  });
});
