/**
 * 'Avise-me quando chegar' on a sold-out wine's page (issue #34). A visitor leaves an e-mail (the
 * SPEC §5 rule, checked here and again by the server); a signed-in customer asks with one click
 * (their account's e-mail), sees that they will be told, and may cancel. The consent text sits
 * beside the button and its version is stored with the request (as leads, ADR 0033). The page
 * may come from the anonymous cache: the customer's own state is fetched by the browser.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { StockAlertDto, StockAlertRequestedDto } from '@adega/server/contract';
import {
  STOCK_ALERT_CONSENT_TEXT,
  STOCK_ALERT_TEXTS as TEXTS,
  subscribedText,
} from '@adega/domain/stock-alerts';
import { validateEmail } from '@adega/domain/validation/email';
import { REQUIRED } from '@adega/domain/validation/messages';
import { request, RequestError } from '../../lib/rpc';
import { BusySubmit } from '../../components/ui/busy-submit';
import { EmailInput, PrivacyConsent } from '../../components/ui/contact-fields';
import './stock-alert.css';

type State =
  { kind: 'idle' } | { kind: 'subscribed'; email: string | null } | { kind: 'cancelled' };

const ALERTS_PATH = '/api/v1/me/stock-alerts';

function failureText(failure: unknown): { field: string | null; message: string } {
  if (failure instanceof RequestError) {
    return {
      field: failure.fields.email ?? null,
      message: failure.fields.email ?? failure.message,
    };
  }
  return { field: null, message: TEXTS.error };
}

export function StockAlert({ sku, loggedIn }: { sku: string; loggedIn: boolean }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    request('GET', ALERTS_PATH, undefined, { signal: controller.signal }).then(
      (alerts) => {
        const mine = (alerts as StockAlertDto[]).find((alert) => alert.sku === sku);
        if (mine) setState({ kind: 'subscribed', email: mine.email });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [loggedIn, sku]);

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    if (!loggedIn) {
      const problem = typed === '' ? REQUIRED : validateEmail(typed);
      if (problem) {
        setError({ field: problem, message: problem });
        return;
      }
    }
    setSending(true);
    setError(null);
    try {
      const path = `/api/v1/products/${encodeURIComponent(sku)}/stock-alerts`;
      // A repeat is the same request on the server: a lost answer may be asked again.
      const answer = (await request('POST', path, loggedIn ? {} : { email: typed }, {
        retryNetworkFailure: true,
      })) as StockAlertRequestedDto;
      setState({ kind: 'subscribed', email: loggedIn ? answer.email : null });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  }

  async function cancel() {
    setSending(true);
    setError(null);
    try {
      await request('DELETE', `${ALERTS_PATH}/${encodeURIComponent(sku)}`, undefined);
      setState({ kind: 'cancelled' });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSending(false);
    }
  }

  const errorId = `${id}-erro`;
  // Under the field (or the cancel button), where the eye is.
  const errorLine = error ? (
    <p className="stock-alert__error" id={errorId} role="alert">
      {error.message}
    </p>
  ) : null;
  return (
    <section className="stock-alert" aria-labelledby={`${id}-titulo`}>
      <h2 className="stock-alert__title" id={`${id}-titulo`}>
        {TEXTS.title}
      </h2>
      {state.kind === 'subscribed' ? (
        <div className="stock-alert__done">
          <p className="stock-alert__status" role="status">
            {state.email ? subscribedText(state.email) : TEXTS.confirmed}
          </p>
          {loggedIn ? (
            <button
              type="button"
              className="button button--ghost stock-alert__cancel"
              disabled={sending}
              onClick={() => void cancel()}
            >
              {TEXTS.cancel}
            </button>
          ) : null}
          {errorLine}
        </div>
      ) : (
        <form className="stock-alert__form" noValidate onSubmit={(event) => void ask(event)}>
          {state.kind === 'cancelled' ? (
            <p className="stock-alert__status" role="status">
              {TEXTS.cancelled}
            </p>
          ) : null}
          <p className="stock-alert__lead">{loggedIn ? TEXTS.customerLead : TEXTS.lead}</p>
          <div className="stock-alert__row">
            {loggedIn ? null : (
              <div className="stock-alert__field">
                <label htmlFor={`${id}-email`}>{TEXTS.email}</label>
                <EmailInput
                  id={`${id}-email`}
                  value={email}
                  onValue={setEmail}
                  aria-invalid={error?.field ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                />
              </div>
            )}
            <BusySubmit className="button stock-alert__submit" busy={sending}>
              {TEXTS.submit}
            </BusySubmit>
          </div>
          {errorLine}
          <PrivacyConsent className="stock-alert__consent" text={STOCK_ALERT_CONSENT_TEXT} />
        </form>
      )}
    </section>
  );
}
