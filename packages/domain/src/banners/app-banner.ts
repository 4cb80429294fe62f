/**
 * The mobile-app banner (SPEC §4, §9; issue #18 part C, ADR 0034): shown unless disabled; it
 * waits up to MOBILE_BANNER_SESSION_WAIT_MS for its session, then up to
 * MOBILE_BANNER_CLOSE_WAIT_MS for dismissal, and hides itself on timeout.
 *
 * "Its session" is the viewer's session lookup (`GET /api/v1/session`'s answer in the browser):
 * the banner needs to know who looks before it offers the app. A pure state machine: the browser
 * component feeds it events and schedules the one pending timer it names.
 */
import { MOBILE_BANNER_CLOSE_WAIT_MS, MOBILE_BANNER_SESSION_WAIT_MS } from '../constants.ts';

export type AppBannerState =
  | { phase: 'disabled' }
  | { phase: 'waiting-session' }
  | { phase: 'shown' }
  | { phase: 'hidden'; reason: 'session-timeout' | 'close-timeout' | 'dismissed' };

export type AppBannerEvent =
  | { type: 'session-ready' }
  | { type: 'session-timeout' }
  | { type: 'close-timeout' }
  | { type: 'dismiss' };

/** Cookie that remembers a dismissal (one year, like the other dismissed modals). */
export const APP_BANNER_DISMISSED_COOKIE = 'adega_app_banner_dismissed';

export function initialAppBanner(input: {
  /** The operators' switch (setting/flag) is off. */
  disabled: boolean;
  /** The visitor dismissed it before. */
  dismissedBefore: boolean;
  /** A phone: a small viewport or a mobile user agent. */
  phone: boolean;
}): AppBannerState {
  if (input.disabled || input.dismissedBefore || !input.phone) return { phase: 'disabled' };
  return { phase: 'waiting-session' };
}

export function nextAppBanner(state: AppBannerState, event: AppBannerEvent): AppBannerState {
  switch (state.phase) {
    case 'waiting-session':
      if (event.type === 'session-ready') return { phase: 'shown' };
      if (event.type === 'session-timeout') return { phase: 'hidden', reason: 'session-timeout' };
      return state;
    case 'shown':
      if (event.type === 'dismiss') return { phase: 'hidden', reason: 'dismissed' };
      if (event.type === 'close-timeout') return { phase: 'hidden', reason: 'close-timeout' };
      return state;
    default:
      return state;
  }
}

/** The timer a state waits on, if any: its event and its delay. */
export function pendingTimer(
  state: AppBannerState,
): { event: 'session-timeout' | 'close-timeout'; ms: number } | null {
  if (state.phase === 'waiting-session')
    return { event: 'session-timeout', ms: MOBILE_BANNER_SESSION_WAIT_MS };
  if (state.phase === 'shown') return { event: 'close-timeout', ms: MOBILE_BANNER_CLOSE_WAIT_MS };
  return null;
}

const MOBILE_UA = /Android|iPhone|iPod|iPad|Mobile|Windows Phone/i;

/** A phone: a mobile user agent, or a viewport narrower than the desktop breakpoint (992). */
export function isPhone(userAgent: string, viewportWidth: number): boolean {
  return MOBILE_UA.test(userAgent) || viewportWidth < 992;
}
