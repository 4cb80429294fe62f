import { describe, expect, it } from 'vitest';
import {
  consentAction,
  consentHistory,
  consentSourceLabel,
  consentStateLabel,
  formatConsentDate,
} from './consents';

describe('formatConsentDate (São Paulo time)', () => {
  it('prints day, month, year and time of the store time zone', () => {
    expect(formatConsentDate('2026-11-23T13:05:00.000Z')).toBe('23/11/2026 10:05');
    // Just after midnight UTC it is still the previous day in São Paulo.
    expect(formatConsentDate('2026-01-01T02:30:00Z')).toBe('31/12/2025 23:30');
  });

  it('is empty for a date that cannot be read', () => {
    expect(formatConsentDate('ontem')).toBe('');
  });
});

describe('consent labels', () => {
  it('names the state and the action', () => {
    expect(consentStateLabel(true)).toBe('Concedido');
    expect(consentStateLabel(false)).toBe('Revogado');
  });

  it('names where it happened', () => {
    expect(consentSourceLabel('cadastro')).toBe('Cadastro');
    expect(consentSourceLabel('minha-wine')).toBe('Minha conta');
    expect(consentSourceLabel(' Checkout ')).toBe('Checkout');
    expect(consentSourceLabel('app_mobile')).toBe('App mobile');
    expect(consentSourceLabel('')).toBe('—');
  });

  it('turns the history into lines, in the order given', () => {
    expect(
      consentHistory([
        { granted: false, source: 'minha-wine', at: '2026-11-23T13:05:00Z' },
        { granted: true, source: 'cadastro', at: '2026-11-20T12:00:00Z' },
      ]),
    ).toEqual([
      { date: '23/11/2026 10:05', action: 'revogado', source: 'Minha conta' },
      { date: '20/11/2026 09:00', action: 'concedido', source: 'Cadastro' },
    ]);
  });
});

describe('consentAction', () => {
  it('offers Revogar for marketing, nothing for the terms, Conceder when revoked', () => {
    expect(consentAction({ purpose: 'MARKETING', granted: true })).toBe('Revogar');
    expect(consentAction({ purpose: 'TERMS', granted: true })).toBeNull();
    expect(consentAction({ purpose: 'MARKETING', granted: false })).toBe('Conceder');
  });
});
