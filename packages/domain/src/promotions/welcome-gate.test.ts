import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_POLICY_TEXTS,
  INITIAL_WELCOME_GATE_STATE,
  LEGAL_AGE_COOKIE,
  WELCOME_GATE_TEXTS,
  cookieModalDecision,
  cookieModalEffects,
  isScrollLocked,
  shouldShowWelcomeGate,
  step2ButtonsEnabled,
  welcomeGateReducer,
  type CookieModalContext,
} from './welcome-gate.ts';
import { itReturns } from '../test-support/examples.ts';

describe('shouldShowWelcomeGate (SPEC §2, §4)', () => {
  const visitor = { loggedIn: false, hasLegalAgeCookie: false, pathname: '/vinhos/cVINHOS.html' };

  itReturns(
    'shows to anonymous visitors without the legal-age cookie: %j → %j',
    shouldShowWelcomeGate,
    [
      [visitor, true],
      [{ ...visitor, hasLegalAgeCookie: true }, false],
      [{ ...visitor, loggedIn: true }, false],
    ],
  );

  it("never shows on pages containing 'politica-de-privacidade'", () => {
    expect(shouldShowWelcomeGate({ ...visitor, pathname: '/politica-de-privacidade' })).toBe(false);
    expect(
      shouldShowWelcomeGate({
        ...visitor,
        pathname: 'https://x.example/ajuda/politica-de-privacidade/',
      }),
    ).toBe(false);
  });
});

describe('welcome gate steps (SPEC §2, §4)', () => {
  it('has the spec texts', () => {
    expect(WELCOME_GATE_TEXTS).toEqual({
      ageQuestion: 'Você tem mais de 18 anos?',
      required: 'Obrigatório',
      no: 'Não',
      yes: 'Sim',
      cookieQuestion: 'Aceita compartilhar seus cookies?',
      acceptAll: 'Aceito',
      enterSite: 'Entrar no site',
    });
    expect(COOKIE_POLICY_TEXTS).toEqual({ title: 'Política de cookies', acceptAll: 'Aceito' });
    expect(LEGAL_AGE_COOKIE).toEqual({ maxAgeDays: 3650, secure: true });
  });

  it('goes to step 2 on Sim and enables its buttons', () => {
    const { state } = welcomeGateReducer(INITIAL_WELCOME_GATE_STATE, { type: 'answeredYes' });
    expect(state.step).toBe(2);
    expect(step2ButtonsEnabled(state)).toBe(true);
    expect(step2ButtonsEnabled(INITIAL_WELCOME_GATE_STATE)).toBe(false);
  });

  it('leaves the site on Não', () => {
    const { state, effects } = welcomeGateReducer(INITIAL_WELCOME_GATE_STATE, {
      type: 'answeredNo',
    });
    expect(state).toEqual(INITIAL_WELCOME_GATE_STATE);
    expect(effects).toEqual([{ type: 'redirect', url: 'https://www.conar.org.br/' }]);
  });

  it('ignores step-2 buttons before legal age', () => {
    expect(welcomeGateReducer(INITIAL_WELCOME_GATE_STATE, { type: 'acceptAll' }).effects).toEqual(
      [],
    );
    expect(welcomeGateReducer(INITIAL_WELCOME_GATE_STATE, { type: 'enterSite' }).effects).toEqual(
      [],
    );
  });

  it('accept-all turns every category on and saves the cookie after about 1 s', () => {
    const step2 = welcomeGateReducer(INITIAL_WELCOME_GATE_STATE, { type: 'answeredYes' }).state;
    const { state, effects } = welcomeGateReducer(step2, { type: 'acceptAll' });
    expect(effects).toEqual([
      { type: 'acceptAllCategories' },
      { type: 'saveLegalAgeCookieAndClose', delayMs: 1000 },
    ]);
    expect(welcomeGateReducer(state, { type: 'enterSite' }).effects).toEqual([]);
  });

  it("'Entrar no site' saves the cookie without accepting", () => {
    const step2 = welcomeGateReducer(INITIAL_WELCOME_GATE_STATE, { type: 'answeredYes' }).state;
    expect(welcomeGateReducer(step2, { type: 'enterSite' }).effects).toEqual([
      { type: 'saveLegalAgeCookieAndClose', delayMs: 0 },
    ]);
  });

  itReturns('locks scrolling while either modal shows: %j, %j → %j', isScrollLocked, [
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ]);
});

describe('cookie modal scheduling (SPEC §4, §9 300000 ms)', () => {
  const now = new Date('2025-11-28T12:00:00Z');
  const base: CookieModalContext = {
    hasLegalAgeCookie: true,
    consentDialogOpen: false,
    dismissedBefore: false,
    consents: { Essential: true, Analytics: false },
    nextLaunchAt: null,
    now,
  };

  it('schedules 5 min after the age cookie is set', () => {
    expect(cookieModalDecision(base)).toEqual({ action: 'schedule', at: now.getTime() + 300000 });
  });

  it('waits for the remembered launch time, then shows', () => {
    const at = now.getTime() + 1000;
    expect(cookieModalDecision({ ...base, nextLaunchAt: at })).toEqual({ action: 'schedule', at });
    expect(cookieModalDecision({ ...base, nextLaunchAt: now.getTime() })).toEqual({
      action: 'show',
    });
  });

  it('postpones for each reason of the spec', () => {
    const due = { ...base, nextLaunchAt: now.getTime() };
    expect(cookieModalDecision({ ...due, hasLegalAgeCookie: false })).toEqual({
      action: 'postpone',
      reason: 'age-cookie-unset',
      at: null,
    });
    expect(cookieModalDecision({ ...due, dismissedBefore: true })).toMatchObject({
      reason: 'dismissed-before',
    });
    expect(
      cookieModalDecision({ ...due, consents: { Essential: true, Analytics: true } }),
    ).toMatchObject({ reason: 'all-accepted' });
    expect(cookieModalDecision({ ...due, consentDialogOpen: true })).toEqual({
      action: 'postpone',
      reason: 'consent-dialog-open',
      at: now.getTime() + 300000,
    });
  });

  it('never shows without the age cookie or once dismissed (property)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: 0, max: 2e12 }), { nil: null }),
        (hasCookie, dismissed, dialog, next) => {
          const decision = cookieModalDecision({
            ...base,
            hasLegalAgeCookie: hasCookie,
            dismissedBefore: dismissed,
            consentDialogOpen: dialog,
            nextLaunchAt: next,
          });
          if (!hasCookie || dismissed || dialog) expect(decision.action).not.toBe('show');
        },
      ),
    );
  });

  it('accept-all closes after 0.5 s; dismissal is kept 365 days', () => {
    expect(cookieModalEffects({ type: 'acceptAll' })).toEqual([
      { type: 'acceptAllCategories' },
      { type: 'close', delayMs: 500 },
    ]);
    expect(cookieModalEffects({ type: 'dismiss' })).toEqual([
      { type: 'saveDismissedCookie', maxAgeDays: 365 },
      { type: 'close', delayMs: 0 },
    ]);
  });
});
