/**
 * Age and cookie welcome gate and the cookie-policy modal (SPEC §2 "Welcome gate", §4 "Welcome
 * gate" and "Cookie modal", §9 cookie and modal timings). Pure functions over the state the
 * page knows; the caller sets cookies, starts timers and shows modals.
 */
import {
  ACCEPT_ALL_DELAY_MS,
  COOKIE_MODAL_DELAY_MS,
  LEGAL_AGE_COOKIE_DAYS,
  LEGAL_AGE_COOKIE_SECURE,
  MODAL_DISMISSED_COOKIE_DAYS,
  WELCOME_MODAL_SAVE_DELAY_MS,
} from '../constants.ts';
import { allNonEssentialAccepted, type ConsentStatuses } from '../enums.ts';

export const WELCOME_GATE_TEXTS = {
  ageQuestion: 'Você tem mais de 18 anos?',
  required: 'Obrigatório',
  no: 'Não',
  yes: 'Sim',
  cookieQuestion: 'Aceita compartilhar seus cookies?',
  acceptAll: 'Aceito',
  enterSite: 'Entrar no site',
} as const;

export const COOKIE_POLICY_TEXTS = {
  title: 'Política de cookies',
  acceptAll: 'Aceito',
} as const;

/** Path fragment of the privacy-policy page, where the gate never shows (SPEC §2). */
export const PRIVACY_POLICY_PATH_FRAGMENT = 'politica-de-privacidade';

/**
 * Where 'Não' sends the visitor: "an external advertising self-regulation site" (SPEC §2).
 * Our choice: CONAR, the Brazilian advertising self-regulation council.
 */
export const UNDERAGE_EXIT_URL = 'https://www.conar.org.br/';

export const LEGAL_AGE_COOKIE = {
  maxAgeDays: LEGAL_AGE_COOKIE_DAYS,
  secure: LEGAL_AGE_COOKIE_SECURE,
} as const;
export const COOKIE_MODAL_DISMISSED_COOKIE = { maxAgeDays: MODAL_DISMISSED_COOKIE_DAYS } as const;

export interface WelcomeGateContext {
  loggedIn: boolean;
  hasLegalAgeCookie: boolean;
  /** The page address (path, or full URL). */
  pathname: string;
}

/**
 * SPEC §2/§4: shown to anonymous visitors without the legal-age cookie, except on pages whose
 * address contains 'politica-de-privacidade'; not needed once logged in.
 */
export function shouldShowWelcomeGate(context: WelcomeGateContext): boolean {
  return (
    !context.loggedIn &&
    !context.hasLegalAgeCookie &&
    !context.pathname.includes(PRIVACY_POLICY_PATH_FRAGMENT)
  );
}

export interface WelcomeGateState {
  step: 1 | 2;
  /** Confirmed by 'Sim': the step-2 buttons are disabled until then. */
  legalAge: boolean;
  /** Set once a step-2 button was pressed, so a second click does nothing. */
  leaving: boolean;
}

export const INITIAL_WELCOME_GATE_STATE: WelcomeGateState = {
  step: 1,
  legalAge: false,
  leaving: false,
};

export type WelcomeGateEvent =
  { type: 'answeredYes' } | { type: 'answeredNo' } | { type: 'acceptAll' } | { type: 'enterSite' };

export type WelcomeGateEffect =
  | { type: 'redirect'; url: string }
  | { type: 'acceptAllCategories' }
  /** After `delayMs`, save the legal-age cookie and close the modal. */
  | { type: 'saveLegalAgeCookieAndClose'; delayMs: number };

export interface WelcomeGateTransition {
  state: WelcomeGateState;
  effects: WelcomeGateEffect[];
}

/** SPEC §4: step 1 becomes step 2 on Sim; step-2 buttons need legal age. */
export function welcomeGateReducer(
  state: WelcomeGateState,
  event: WelcomeGateEvent,
): WelcomeGateTransition {
  switch (event.type) {
    case 'answeredYes':
      return { state: { ...state, step: 2, legalAge: true }, effects: [] };
    case 'answeredNo':
      return { state, effects: [{ type: 'redirect', url: UNDERAGE_EXIT_URL }] };
    case 'acceptAll':
      if (!step2ButtonsEnabled(state)) return { state, effects: [] };
      // SPEC §4: accept-all turns every category on; after about 1 s the cookie is saved.
      return {
        state: { ...state, leaving: true },
        effects: [
          { type: 'acceptAllCategories' },
          { type: 'saveLegalAgeCookieAndClose', delayMs: WELCOME_MODAL_SAVE_DELAY_MS },
        ],
      };
    case 'enterSite':
      if (!step2ButtonsEnabled(state)) return { state, effects: [] };
      // SPEC §4: 'Entrar no site' saves the cookie without accepting.
      return {
        state: { ...state, leaving: true },
        effects: [{ type: 'saveLegalAgeCookieAndClose', delayMs: 0 }],
      };
  }
}

/** SPEC §4: in step 2 both buttons are disabled until the visitor is of legal age. */
export function step2ButtonsEnabled(state: WelcomeGateState): boolean {
  return state.step === 2 && state.legalAge && !state.leaving;
}

/** SPEC §4: scrolling is locked while either modal shows. */
export function isScrollLocked(welcomeGateOpen: boolean, cookieModalOpen: boolean): boolean {
  return welcomeGateOpen || cookieModalOpen;
}

export interface CookieModalContext {
  hasLegalAgeCookie: boolean;
  consentDialogOpen: boolean;
  dismissedBefore: boolean;
  consents: ConsentStatuses;
  /** The launch time remembered for this session (epoch ms), if any. */
  nextLaunchAt: number | null;
  now: Date;
}

export type CookieModalPostponeReason =
  'age-cookie-unset' | 'dismissed-before' | 'all-accepted' | 'consent-dialog-open';

export type CookieModalDecision =
  /** Do not show now; if `at` is set, remember it as the session's next launch time. */
  | { action: 'postpone'; reason: CookieModalPostponeReason; at: number | null }
  /** Wait until `at` (remember it for the session), then decide again. */
  | { action: 'schedule'; at: number }
  | { action: 'show' };

/**
 * SPEC §4 cookie modal: after the legal-age cookie is set and not all non-essential categories
 * are accepted, it is scheduled after 5 min; the launch time is remembered per session; it is
 * postponed if the consent dialog is open, it was dismissed before, all categories are accepted
 * or the age cookie is unset. An open consent dialog pushes the launch 5 min further; the other
 * reasons mean "not for now" with nothing scheduled.
 */
export function cookieModalDecision(context: CookieModalContext): CookieModalDecision {
  const now = context.now.getTime();
  if (!context.hasLegalAgeCookie)
    return { action: 'postpone', reason: 'age-cookie-unset', at: null };
  if (context.dismissedBefore) return { action: 'postpone', reason: 'dismissed-before', at: null };
  if (allNonEssentialAccepted(context.consents)) {
    return { action: 'postpone', reason: 'all-accepted', at: null };
  }
  if (context.nextLaunchAt === null) return { action: 'schedule', at: now + COOKIE_MODAL_DELAY_MS };
  if (now < context.nextLaunchAt) return { action: 'schedule', at: context.nextLaunchAt };
  if (context.consentDialogOpen) {
    return { action: 'postpone', reason: 'consent-dialog-open', at: now + COOKIE_MODAL_DELAY_MS };
  }
  return { action: 'show' };
}

export type CookieModalEvent = { type: 'acceptAll' } | { type: 'dismiss' };
export type CookieModalEffect =
  | { type: 'acceptAllCategories' }
  | { type: 'close'; delayMs: number }
  | { type: 'saveDismissedCookie'; maxAgeDays: number };

/**
 * SPEC §4: dismissal is stored in a cookie for 365 days; accept-all closes it after about 0.5 s.
 * The modal is closable (SPEC §2).
 */
export function cookieModalEffects(event: CookieModalEvent): CookieModalEffect[] {
  if (event.type === 'acceptAll') {
    return [{ type: 'acceptAllCategories' }, { type: 'close', delayMs: ACCEPT_ALL_DELAY_MS }];
  }
  return [
    { type: 'saveDismissedCookie', maxAgeDays: COOKIE_MODAL_DISMISSED_COOKIE.maxAgeDays },
    { type: 'close', delayMs: 0 },
  ];
}
