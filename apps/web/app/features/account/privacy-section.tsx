/**
 * 'Privacidade': each consent purpose with its state, its history (date in São Paulo time,
 * concedido/revogado, origin) and the action it allows. Revoking MARKETING also switches every
 * notification channel off on the server; the Notificações section reads them afresh.
 */
import { useState } from 'react';
import type { ConsentDto } from '@adega/server/contract';
import { accountApi, errorMessage } from './account-api';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { consentAction, consentHistory, consentStateLabel, TERMS_PURPOSE } from './consents';
import { SectionStatus } from './section-status';
import { useNotify } from '../../components/ui/toast';
import { useRemote } from './use-remote';
import { CookiesCard } from '../consent';

export const CONSENT_REVOKED = 'Consentimento revogado.';
export const CONSENT_GRANTED = 'Consentimento concedido.';

export function PrivacySection() {
  const { state, reload, setData } = useRemote(accountApi.consents);
  const [busy, setBusy] = useState<string | null>(null);
  const [confirmDialog, confirm] = useConfirm();
  const toast = useNotify();

  if (state.status !== 'ready') {
    return (
      <SectionStatus state={state} reload={reload} loadingText="Carregando seus consentimentos…" />
    );
  }

  const change = async (consent: ConsentDto, granted: boolean) => {
    if (!granted) {
      const confirmed = await confirm({
        title: 'Revogar consentimento',
        message: `Revogar "${consent.title}"? Você deixará de receber essas comunicações e todos os canais de notificação serão desativados.`,
      });
      if (!confirmed) return;
    }
    setBusy(consent.purpose);
    try {
      const consents = await accountApi.saveConsent(consent.purpose, granted);
      setData(consents);
      toast(granted ? CONSENT_GRANTED : CONSENT_REVOKED);
    } catch (error) {
      toast(errorMessage(error), 'error');
      await reload();
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <ul className="acc-list bare-list" aria-label="Consentimentos">
        {state.data.map((consent) => {
          const action = consentAction(consent);
          const history = consentHistory(consent.history);
          const id = `consentimento-${consent.purpose.toLowerCase()}`;
          return (
            <li
              key={consent.purpose}
              className="acc-card acc-consent"
              aria-labelledby={`${id}-titulo`}
              aria-busy={busy === consent.purpose}
            >
              <div className="acc-consent__head row-between">
                <h3 className="acc-item__title" id={`${id}-titulo`}>
                  {consent.title}
                </h3>
                <span
                  className={`acc-badge${consent.granted ? '' : ' acc-badge--off'}`}
                  data-testid="estado-consentimento"
                >
                  {consentStateLabel(consent.granted)}
                </span>
              </div>
              <p className="acc-card__text">{consent.description}</p>
              {consent.purpose === TERMS_PURPOSE && consent.granted ? (
                <p className="acc-item__muted">
                  Necessário para manter a sua conta; não pode ser revogado aqui.
                </p>
              ) : null}
              {action ? (
                <button
                  type="button"
                  className={`button button--small${action === 'Revogar' ? ' button--danger' : ''}`}
                  disabled={busy !== null}
                  aria-describedby={`${id}-titulo`}
                  onClick={() => void change(consent, action === 'Conceder')}
                >
                  {action}
                </button>
              ) : null}
              <div className="acc-history">
                <h4 className="acc-history__title">Histórico</h4>
                {history.length === 0 ? (
                  <p className="acc-item__muted">Sem registros.</p>
                ) : (
                  <ol className="acc-history__list" aria-label={`Histórico de ${consent.title}`}>
                    {history.map((line, index) => (
                      <li key={`${line.date}-${String(index)}`} className="acc-history__item">
                        <span className="acc-history__date">{line.date}</span>
                        <span className={`acc-history__action acc-history__action--${line.action}`}>
                          {line.action}
                        </span>
                        <span className="acc-history__source">{line.source}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {/* Issue #17: the cookie choice, its ledger and the consent dialog. */}
      <CookiesCard />
      {confirmDialog}
    </>
  );
}
