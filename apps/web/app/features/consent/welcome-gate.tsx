/**
 * The welcome gate (SPEC §2, §4; issue #17): step 1 asks the age ('Não' leaves for the
 * advertising self-regulation body; 'Sim' goes on), step 2 the cookies: 'Aceito' records every
 * category (source 'gate') and, WELCOME_MODAL_SAVE_DELAY_MS after the click, saves the legal-age
 * cookie and closes; 'Entrar no site' saves the cookie at once without accepting. A native modal
 * dialog (the page behind is inert); Esc does not close it; the page does not scroll meanwhile.
 *
 * Before hydration (`armed` false) it is the server's closed dialog and, right after it, the inline
 * script that opens it with the first paint when there is no legal-age cookie (gate-open-script.ts).
 * Armed, it opens itself if that script did not, and locks the scroll.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ALL_ACCEPTED } from '@adega/domain/consent/consent';
import { SELF_REGULATION_URL } from '@adega/domain/consent/gate';
import { WELCOME_MODAL_SAVE_DELAY_MS } from '@adega/domain/constants';
import { ROUTES } from '@adega/domain/urls';
import { useNotify } from '../../components/ui/toast';
import { consentStore, openConsentDialog } from './consent-store';
import { GATE_OPEN_SCRIPT } from './gate-open-script';
import { useScrollLock } from './scroll-lock';
import { DIALOG_TEXTS, GATE_TEXTS } from './texts';

/**
 * The gate's state: step 2 is reached only by answering 'Sim', and the step's buttons are enabled
 * only once the visitor said they are of legal age (SPEC §4), and not while closing.
 */
export interface GateState {
  step: 1 | 2;
  ofLegalAge: boolean;
  closing: boolean;
}

export const GATE_START: GateState = { step: 1, ofLegalAge: false, closing: false };

export function gateButtonsEnabled(state: GateState): boolean {
  return state.step === 2 && state.ofLegalAge && !state.closing;
}

export function WelcomeGate({
  leave,
  armed = true,
  nonce,
}: {
  leave?: (url: string) => void;
  /** Hydrated, and the visitor has no legal-age cookie: the gate is the component's. */
  armed?: boolean;
  /** The response's CSP nonce, for the inline opener rendered while not armed. */
  nonce?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const [state, setState] = useState<GateState>(GATE_START);
  const toast = useNotify();
  useScrollLock(armed);

  useEffect(() => {
    if (!armed) return;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, [armed]);
  useEffect(() => {
    if (state.step === 2) stepRef.current?.focus();
  }, [state.step]);
  useEffect(() => {
    if (!state.closing) return;
    const timer = setTimeout(() => consentStore.confirmLegalAge(), WELCOME_MODAL_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.closing]);

  const enabled = gateButtonsEnabled(state);
  const acceptAll = () => {
    if (!enabled) return;
    setState((s) => ({ ...s, closing: true }));
    consentStore.save(ALL_ACCEPTED, 'gate').catch(() => toast(DIALOG_TEXTS.saveFailed, 'error'));
  };

  return (
    <>
      <dialog
        ref={ref}
        className="consent-gate"
        aria-labelledby={`${id}-titulo`}
        aria-modal="true"
        data-step={state.step}
        onCancel={(event) => event.preventDefault()}
      >
        <div className="consent-gate__box">
          <p className="consent-gate__brand" aria-hidden="true">
            Adega
          </p>
          {state.step === 1 ? (
            <>
              <h2 id={`${id}-titulo`} className="consent-gate__title">
                {GATE_TEXTS.ageQuestion}
              </h2>
              <p className="consent-gate__required">{GATE_TEXTS.required}</p>
              <p className="consent-gate__text">{GATE_TEXTS.ageNote}</p>
              <div className="consent-gate__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() =>
                    (leave ?? ((url) => window.location.assign(url)))(SELF_REGULATION_URL)
                  }
                >
                  {GATE_TEXTS.no}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => setState({ step: 2, ofLegalAge: true, closing: false })}
                >
                  {GATE_TEXTS.yes}
                </button>
              </div>
            </>
          ) : (
            <>
              <h2 id={`${id}-titulo`} ref={stepRef} tabIndex={-1} className="consent-gate__title">
                {GATE_TEXTS.cookieQuestion}
              </h2>
              <p className="consent-gate__text">{GATE_TEXTS.cookieExplanation}</p>
              <button
                type="button"
                className="consent-link"
                onClick={() => openConsentDialog('gate')}
              >
                {GATE_TEXTS.preferences}
              </button>
              <div className="consent-gate__actions">
                <button type="button" className="button" disabled={!enabled} onClick={acceptAll}>
                  {GATE_TEXTS.accept}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={!enabled}
                  onClick={() => {
                    setState((s) => ({ ...s, closing: true }));
                    consentStore.confirmLegalAge();
                  }}
                >
                  {GATE_TEXTS.enter}
                </button>
              </div>
              <a className="consent-gate__privacy" href={ROUTES.privacyPolicy}>
                {GATE_TEXTS.privacy}
              </a>
            </>
          )}
        </div>
      </dialog>
      {armed ? null : (
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: GATE_OPEN_SCRIPT }}
        />
      )}
    </>
  );
}
