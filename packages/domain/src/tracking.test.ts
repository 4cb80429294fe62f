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
import { itReturns } from './test-support/examples.ts';

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
  itReturns('needs more than 2 characters after trimming: %j → %j', shouldTrackProductSearch, [
    ['vin', true],
    ['vi', false],
    ['  vi  ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ]);

  it('agrees with the trimmed length (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(shouldTrackProductSearch(s)).toBe(s.trim().length > 2);
      }),
    );
  });
});

describe('shouldTrackFilter (SPEC §5)', () => {
  itReturns('needs at least one non-empty filter value: %j → %j', shouldTrackFilter, [
    [{}, false],
    [{ tipo: '', uva: '  ', pais: null, preco: undefined }, false],
    [{ tipo: [], uva: [''], kits: false }, false],
    [{ tipo: 'tinto' }, true],
    [{ uva: ['', 'malbec'] }, true],
    [{ preco: 0 }, true],
    [{ promo: true }, true],
  ]);
});

describe('trackingPhone (SPEC §7)', () => {
  itReturns('prefixes +55 to the digits: %j → %j', trackingPhone, [
    ['(11) 98765-4321', '+5511987654321'],
    ['1133334444', '+551133334444'],
    ['(55) 99999-8888', '+5555999998888'],
  ]);

  itReturns('does not double the prefix: %j → %j', trackingPhone, [
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['551133334444', '+551133334444'],
  ]);

  itReturns('returns null without digits: %j → %j', trackingPhone, [
    ['', null],
    ['()-', null],
    [null, null],
    [undefined, null],
  ]);

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
