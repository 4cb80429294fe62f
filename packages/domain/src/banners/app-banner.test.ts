import { describe, expect, it } from 'vitest';
import { initialAppBanner, isPhone, nextAppBanner, pendingTimer } from './app-banner.ts';
import { itReturns } from '../test-support/examples.ts';

const phone = { disabled: false, dismissedBefore: false, phone: true };

describe('the mobile-app banner', () => {
  it('is disabled by the switch, a past dismissal or a large screen', () => {
    expect(initialAppBanner({ ...phone, disabled: true })).toEqual({ phase: 'disabled' });
    expect(initialAppBanner({ ...phone, dismissedBefore: true })).toEqual({ phase: 'disabled' });
    expect(initialAppBanner({ ...phone, phone: false })).toEqual({ phase: 'disabled' });
    expect(pendingTimer({ phase: 'disabled' })).toBeNull();
  });
  it('waits 10 s for its session, then hides', () => {
    const start = initialAppBanner(phone);
    expect(pendingTimer(start)).toEqual({ event: 'session-timeout', ms: 10000 });
    expect(nextAppBanner(start, { type: 'session-timeout' })).toEqual({
      phase: 'hidden',
      reason: 'session-timeout',
    });
    expect(nextAppBanner(start, { type: 'dismiss' })).toBe(start);
  });
  it('once shown waits 60 s for dismissal, then hides', () => {
    const shown = nextAppBanner(initialAppBanner(phone), { type: 'session-ready' });
    expect(shown).toEqual({ phase: 'shown' });
    expect(pendingTimer(shown)).toEqual({ event: 'close-timeout', ms: 60000 });
    expect(nextAppBanner(shown, { type: 'close-timeout' })).toEqual({
      phase: 'hidden',
      reason: 'close-timeout',
    });
    const dismissed = nextAppBanner(shown, { type: 'dismiss' });
    expect(dismissed).toEqual({ phase: 'hidden', reason: 'dismissed' });
    expect(nextAppBanner(shown, { type: 'session-timeout' })).toBe(shown);
    expect(nextAppBanner(dismissed, { type: 'session-ready' })).toBe(dismissed);
    expect(pendingTimer(dismissed)).toBeNull();
  });
  itReturns('knows a phone by its user agent or its viewport: %j, %j → %j', isPhone, [
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)', 1280, true],
    ['Mozilla/5.0 (X11; Linux x86_64)', 390, true],
    ['Mozilla/5.0 (X11; Linux x86_64)', 1280, false],
  ]);
});
