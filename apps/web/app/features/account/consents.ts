/**
 * 'Privacidade' of my account: each consent purpose with its state and its history (date,
 * concedido/revogado, origem). The terms of use are the condition of having an account: they
 * cannot be revoked here (closing the account is another matter).
 */
import type { ConsentDto, ConsentEventDto } from '@adega/server/contract';
import { formatDateTime } from '../../lib/format';

export const TERMS_PURPOSE = 'TERMS';

/** '03/05/2026 14:20' in the store's time zone (São Paulo); '' for a date that cannot be read. */
export const formatConsentDate = formatDateTime;

export function consentStateLabel(granted: boolean): 'Concedido' | 'Revogado' {
  return granted ? 'Concedido' : 'Revogado';
}

export function consentActionLabel(granted: boolean): 'concedido' | 'revogado' {
  return granted ? 'concedido' : 'revogado';
}

const SOURCE_LABELS: Readonly<Record<string, string>> = {
  cadastro: 'Cadastro',
  'minha-wine': 'Minha conta',
  'minha-conta': 'Minha conta',
  conta: 'Minha conta',
  checkout: 'Checkout',
  api: 'API',
};

/** Where a consent was given or revoked, as the customer reads it. */
export function consentSourceLabel(source: string): string {
  const known = SOURCE_LABELS[source.trim().toLowerCase()];
  if (known) return known;
  const text = source.trim().replace(/[-_]+/g, ' ');
  return text === '' ? '—' : text.charAt(0).toUpperCase() + text.slice(1);
}

export interface ConsentHistoryLine {
  date: string;
  action: 'concedido' | 'revogado';
  source: string;
}

export function consentHistory(events: readonly ConsentEventDto[]): ConsentHistoryLine[] {
  return events.map((event) => ({
    date: formatConsentDate(event.at),
    action: consentActionLabel(event.granted),
    source: consentSourceLabel(event.source),
  }));
}

/** The button a purpose offers: 'Revogar' while granted (never for the terms), else 'Conceder'. */
export function consentAction(
  consent: Pick<ConsentDto, 'purpose' | 'granted'>,
): 'Revogar' | 'Conceder' | null {
  if (!consent.granted) return 'Conceder';
  return consent.purpose === TERMS_PURPOSE ? null : 'Revogar';
}
