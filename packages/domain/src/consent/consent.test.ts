import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  allOptionalAccepted,
  anyOptionalAccepted,
  consentFromCookies,
  consentStatuses,
  cookieValue,
  CONSENT_COOKIE,
  ESSENTIAL_ONLY,
  parseConsentCookie,
  serializeConsentCookie,
} from './consent.ts';
import { cookieModalPlan, shouldShowWelcomeGate } from './gate.ts';
import { COOKIE_MODAL_DELAY_MS } from '../constants.ts';

describe('consent statuses (SPEC §3)', () => {
  it('forces Essential on and drops unknown categories', () => {
    expect(consentStatuses({ Essential: false, Analytics: true, Spam: true })).toEqual({
      Essential: true,
      Analytics: true,
      Marketing: false,
    });
    expect(consentStatuses(null)).toEqual(ESSENTIAL_ONLY);
    expect(consentStatuses({ Analytics: 'true' })).toEqual(ESSENTIAL_ONLY);
  });

  it('knows when every optional category, or any, is accepted', () => {
    expect(allOptionalAccepted(ALL_ACCEPTED)).toBe(true);
    expect(allOptionalAccepted({ ...ALL_ACCEPTED, Marketing: false })).toBe(false);
    expect(anyOptionalAccepted(ESSENTIAL_ONLY)).toBe(false);
    expect(anyOptionalAccepted({ ...ESSENTIAL_ONLY, Marketing: true })).toBe(true);
  });

  it('round-trips the consent cookie and refuses anything else', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (a, m) => {
        const statuses = consentStatuses({ Analytics: a, Marketing: m });
        const value = encodeURIComponent(serializeConsentCookie(statuses));
        expect(parseConsentCookie(value)?.statuses).toEqual(statuses);
      }),
    );
    for (const bad of ['', 'a=1&m=1', 'v=1&a=2&m=0', '%E0%A4%A', 'v=1&a=1']) {
      expect(parseConsentCookie(bad)).toBeNull();
    }
  });

  it('reads one cookie from a header', () => {
    const header = `x=1; ${CONSENT_COOKIE}=${encodeURIComponent('v=9&a=1&m=0')}; y=2`;
    expect(cookieValue(header, 'y')).toBe('2');
    expect(cookieValue(header, 'z')).toBeNull();
    expect(consentFromCookies(header)).toEqual({
      Essential: true,
      Analytics: true,
      Marketing: false,
    });
    expect(consentFromCookies(null)).toEqual(ESSENTIAL_ONLY);
  });
});

describe('welcome gate (SPEC §2, §4)', () => {
  it('shows to anonymous visitors without the legal-age cookie, except on the privacy policy', () => {
    expect(shouldShowWelcomeGate({ signedIn: false, legalAge: false, address: '/' })).toBe(true);
    expect(shouldShowWelcomeGate({ signedIn: true, legalAge: false, address: '/' })).toBe(false);
    expect(shouldShowWelcomeGate({ signedIn: false, legalAge: true, address: '/' })).toBe(false);
    expect(
      shouldShowWelcomeGate({
        signedIn: false,
        legalAge: false,
        address: '/politica-de-privacidade',
      }),
    ).toBe(false);
    expect(
      shouldShowWelcomeGate({
        signedIn: false,
        legalAge: false,
        address: '/x?volta=Politica-De-Privacidade',
      }),
    ).toBe(false);
  });
});

describe('cookie-policy modal schedule (SPEC §4, §9)', () => {
  const base = {
    legalAge: true,
    dismissed: false,
    allAccepted: false,
    dialogOpen: false,
    nextLaunchAt: null,
    now: 1_000,
  };
  it('is scheduled 5 minutes after, then shows', () => {
    expect(cookieModalPlan(base)).toEqual({ kind: 'schedule', at: 1_000 + COOKIE_MODAL_DELAY_MS });
    expect(cookieModalPlan({ ...base, nextLaunchAt: 5_000 })).toEqual({
      kind: 'schedule',
      at: 5_000,
    });
    expect(cookieModalPlan({ ...base, nextLaunchAt: 500 })).toEqual({ kind: 'show' });
  });
  it('is postponed by each rule', () => {
    for (const change of [
      { legalAge: false },
      { dismissed: true },
      { allAccepted: true },
      { dialogOpen: true },
    ]) {
      expect(cookieModalPlan({ ...base, nextLaunchAt: 0, ...change })).toEqual({
        kind: 'postpone',
      });
    }
  });
});
