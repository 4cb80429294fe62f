/**
 * The referral landing's notice (issue #15): the remembered code before 'Assinar', then the
 * server's answer ('Indicação de {referrer}: … na primeira caixa' or its refusal). A live region,
 * present from the first render so screen readers hear the change.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { ROUTES } from '@adega/domain/urls';
import { pendingReferralText, rememberReferral } from './referral';
import type { ReferralOutcome } from './use-subscribe';

/** The code of this visit: the URL's `indicacao`, else the one remembered (after hydration). */
export function useReferralCode(): string | null {
  const { search } = useLocation();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => setCode(rememberReferral(search)), [search]);
  return code;
}

export function ReferralNotice({
  code,
  outcome = null,
  showCheckoutLink = false,
}: {
  code: string | null;
  outcome?: ReferralOutcome | null;
  /** After a refusal the line is already in the WineBox: the customer may go on without it. */
  showCheckoutLink?: boolean;
}) {
  const text = outcome ? outcome.text : code ? pendingReferralText(code) : null;
  const tone = outcome ? (outcome.ok ? 'is-ok' : 'is-refused') : '';
  return (
    <div role="status" aria-live="polite" className="club-referral-region">
      {text ? (
        <p className={`club-referral ${tone}`} data-testid="referral-notice">
          {text}
          {outcome && !outcome.ok && showCheckoutLink ? (
            <>
              {' '}
              <a href={ROUTES.checkout}>Continuar sem a indicação</a>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
