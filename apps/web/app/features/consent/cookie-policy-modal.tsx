/**
 * The cookie-policy modal (SPEC §2, §4, §9; issue #17). `cookieModalPlan` decides: 5 minutes after
 * the legal-age cookie, when not every optional category is accepted; the launch time is kept in
 * sessionStorage for the session; postponed while the consent dialog is open, after a dismissal
 * (cookie, 365 days), when everything is accepted or without the age cookie. 'Aceito' records every
 * category (source 'cookie-modal') and closes ACCEPT_ALL_DELAY_MS after the click.
 */
import { useEffect, useState } from 'react';
import { ALL_ACCEPTED, allOptionalAccepted } from '@adega/domain/consent/consent';
import { COOKIE_MODAL_NEXT_LAUNCH_KEY } from '@adega/domain/consent/consent';
import { cookieModalPlan } from '@adega/domain/consent/gate';
import { ACCEPT_ALL_DELAY_MS, COOKIE_MODAL_DELAY_MS } from '@adega/domain/constants';
import { ROUTES } from '@adega/domain/urls';
import { Modal } from '../../components/ui/modal';
import { useNotify } from '../../components/ui/toast';
import { hasDismissedCookieModal, writeCookieModalDismissed } from './browser-cookies';
import { consentStore, openConsentDialog, useConsent } from './consent-store';
import { useScrollLock } from './scroll-lock';
import { COOKIE_MODAL_TEXTS, DIALOG_TEXTS } from './texts';

function readNextLaunch(): number | null {
  try {
    const raw = window.sessionStorage.getItem(COOKIE_MODAL_NEXT_LAUNCH_KEY);
    const at = raw === null ? NaN : Number(raw);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

function writeNextLaunch(at: number): void {
  try {
    window.sessionStorage.setItem(COOKIE_MODAL_NEXT_LAUNCH_KEY, String(at));
  } catch {
    // Storage refused (private mode): the modal is simply scheduled again on the next page.
  }
}

export function CookiePolicyModal() {
  const consent = useConsent();
  const [dismissed, setDismissed] = useState(() => hasDismissedCookieModal());
  const [shown, setShown] = useState(false);
  const [closing, setClosing] = useState(false);
  const [wake, setWake] = useState(0);
  const toast = useNotify();
  const allAccepted = allOptionalAccepted(consent.statuses);
  const dialogOpen = consent.dialog !== null;

  useEffect(() => {
    if (shown) return;
    const now = Date.now();
    const plan = cookieModalPlan({
      legalAge: consent.legalAge,
      dismissed,
      allAccepted,
      dialogOpen,
      nextLaunchAt: readNextLaunch(),
      now,
    });
    if (plan.kind === 'postpone') return;
    if (plan.kind === 'show') {
      setShown(true);
      return;
    }
    writeNextLaunch(plan.at);
    const timer = setTimeout(() => setWake((n) => n + 1), plan.at - now);
    return () => clearTimeout(timer);
  }, [shown, consent.legalAge, dismissed, allAccepted, dialogOpen, wake]);

  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => {
      setClosing(false);
      setShown(false);
    }, ACCEPT_ALL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  // While closing after 'Aceito' it stays for its half second even if the answer came first.
  const visible = shown && (closing || (consent.legalAge && !dismissed && !allAccepted));
  useScrollLock(visible);
  if (!visible) return null;

  /** Shown again 5 minutes from now unless the reason to show it is gone by then. */
  const later = () => writeNextLaunch(Date.now() + COOKIE_MODAL_DELAY_MS);
  const accept = () => {
    if (closing) return;
    later();
    setClosing(true);
    consentStore
      .save(ALL_ACCEPTED, 'cookie-modal')
      .catch(() => toast(DIALOG_TEXTS.saveFailed, 'error'));
  };
  const dismiss = () => {
    if (closing) return;
    writeCookieModalDismissed();
    setDismissed(true);
    setShown(false);
  };

  return (
    <Modal open title={COOKIE_MODAL_TEXTS.title} onClose={dismiss} className="consent-modal">
      <p className="consent-modal__text">{COOKIE_MODAL_TEXTS.text}</p>
      <div className="consent-modal__links row-between">
        <button
          type="button"
          className="consent-link"
          onClick={() => {
            later();
            setShown(false);
            openConsentDialog('dialog');
          }}
        >
          {COOKIE_MODAL_TEXTS.preferences}
        </button>
        <a href={ROUTES.privacyPolicy}>{COOKIE_MODAL_TEXTS.privacy}</a>
      </div>
      <button type="button" className="button consent-modal__accept" onClick={accept}>
        {COOKIE_MODAL_TEXTS.accept}
      </button>
    </Modal>
  );
}
