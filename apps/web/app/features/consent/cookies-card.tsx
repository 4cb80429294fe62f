/**
 * 'Cookies' in my account's 'Privacidade' (issue #17): the customer's current cookie choice, its
 * history from the ledger (one line per change, newest first) and the button that opens the
 * consent dialog. The card reads the server (the customer's choice may come from another device).
 */
import { formatDateTime } from '../../lib/format';
import { useCallback, useEffect, useState } from 'react';
import {
  CONSENT_CATEGORY_TEXTS,
  OPTIONAL_CATEGORIES,
  type ConsentSource,
  type ConsentStatuses,
} from '@adega/domain/consent/consent';
import type { ConsentRecordDto, ConsentStateDto } from '@adega/server/contract';
import { api } from '../../lib/rpc';
import { consentStore, openConsentDialog, useConsent } from './consent-store';

export const CONSENT_SOURCE_LABELS: Readonly<Record<ConsentSource, string>> = {
  gate: 'Boas-vindas',
  'cookie-modal': 'Aviso de cookies',
  dialog: 'Preferências de cookies',
  account: 'Minha conta',
  'sign-in': 'Login (escolha feita antes de entrar)',
};

/** 'Desempenho e análise: sim · Marketing e publicidade: não'. */
export function statusesSummary(statuses: ConsentStatuses): string {
  return OPTIONAL_CATEGORIES.map(
    (category) =>
      `${CONSENT_CATEGORY_TEXTS[category].title}: ${statuses[category] ? 'sim' : 'não'}`,
  ).join(' · ');
}

type Loaded = { state: ConsentStateDto; history: ConsentRecordDto[] };

export function CookiesCard() {
  const consent = useConsent();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    try {
      const [state, history] = await Promise.all([
        api<ConsentStateDto>('GET', '/api/v1/consent'),
        api<ConsentRecordDto[]>('GET', '/api/v1/me/consent/history'),
      ]);
      consentStore.adopt(state);
      setLoaded({ state, history });
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  // Reloaded after every choice (the dialog closed, the statuses changed).
  const dialogClosed = consent.dialog === null;
  useEffect(() => {
    if (dialogClosed) void load();
  }, [load, dialogClosed, consent.statuses]);

  return (
    <section className="acc-card consent-card" aria-labelledby="cookies-titulo">
      <h3 className="acc-item__title" id="cookies-titulo">
        Cookies
      </h3>
      <p className="acc-card__text">
        Os cookies essenciais estão sempre ativos. Os demais, só com a sua permissão.
      </p>
      {failed ? (
        <p role="alert">Não foi possível carregar suas preferências de cookies.</p>
      ) : !loaded ? (
        <p className="acc-item__muted">Carregando suas preferências de cookies…</p>
      ) : (
        <>
          <ul className="consent-card__current" aria-label="Sua escolha de cookies">
            {OPTIONAL_CATEGORIES.map((category) => (
              <li key={category}>
                {CONSENT_CATEGORY_TEXTS[category].title}:{' '}
                <strong data-testid={`cookies-${category.toLowerCase()}`}>
                  {loaded.state.statuses[category] ? 'Ativado' : 'Desativado'}
                </strong>
              </li>
            ))}
          </ul>
          <div className="acc-history">
            <h4 className="acc-history__title">Histórico</h4>
            {loaded.history.length === 0 ? (
              <p className="acc-item__muted">Sem registros.</p>
            ) : (
              <ol className="acc-history__list" aria-label="Histórico de cookies">
                {loaded.history.map((row, index) => (
                  <li key={`${row.at}-${String(index)}`} className="acc-history__item">
                    <span className="acc-history__date">{formatDateTime(row.at)}</span>
                    <span>{statusesSummary(row.statuses)}</span>
                    <span className="acc-history__source">{CONSENT_SOURCE_LABELS[row.source]}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </>
      )}
      <button
        type="button"
        className="button button--small"
        onClick={() => openConsentDialog('account')}
      >
        Alterar preferências de cookies
      </button>
    </section>
  );
}
