/**
 * The welcome gate and the cookie-policy modal (SPEC §2, §4, §9; issue #17): when each shows.
 * Pure decisions; the page supplies the cookies, the path, the session state and the clock.
 */
import { COOKIE_MODAL_DELAY_MS } from '../constants.ts';

/** SPEC §2: 'Não' leaves for the advertising self-regulation body (CONAR). */
export const SELF_REGULATION_URL = 'https://www.conar.org.br/';
/** SPEC §2: the gate never shows on pages whose address contains this. */
export const GATE_EXEMPT_PATH_PART = 'politica-de-privacidade';

export interface GateInputs {
  /** A signed-in customer never sees the gate (SPEC §4 "not needed once logged in"). */
  signedIn: boolean;
  /** The legal-age cookie is present. */
  legalAge: boolean;
  /** The page's address (path and query). */
  address: string;
}

export function shouldShowWelcomeGate({ signedIn, legalAge, address }: GateInputs): boolean {
  if (signedIn || legalAge) return false;
  return !address.toLowerCase().includes(GATE_EXEMPT_PATH_PART);
}

export interface CookieModalInputs {
  legalAge: boolean;
  /** The dismissal cookie is present. */
  dismissed: boolean;
  allAccepted: boolean;
  /** The consent dialog is open right now. */
  dialogOpen: boolean;
  /** The remembered launch time of this session (ms since epoch), if any. */
  nextLaunchAt: number | null;
  now: number;
}

export type CookieModalPlan =
  /** Not now, and nothing to schedule (re-evaluate when an input changes). */
  | { kind: 'postpone' }
  /** Show at `at` (remember it for the session). */
  | { kind: 'schedule'; at: number }
  | { kind: 'show' };

/**
 * SPEC §4: after the legal-age cookie is set and not every non-essential category is accepted,
 * the modal is scheduled 5 minutes later; the launch time is remembered per session; it is
 * postponed while the consent dialog is open, after a dismissal, when everything is accepted or
 * when the age cookie is unset.
 */
export function cookieModalPlan(input: CookieModalInputs): CookieModalPlan {
  if (!input.legalAge || input.dismissed || input.allAccepted || input.dialogOpen) {
    return { kind: 'postpone' };
  }
  const at = input.nextLaunchAt ?? input.now + COOKIE_MODAL_DELAY_MS;
  return input.now >= at ? { kind: 'show' } : { kind: 'schedule', at };
}
