import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TEXTS, checkCertificate, MAX_CART_CERTIFICATES } from './gift-certificates.ts';

const NOW = new Date('2026-11-22T18:00:00Z');

describe('checkCertificate', () => {
  const base = { code: 'VALE-100', balance: 10_000, expiresAt: null, active: true };
  it('a certificate with balance and no expiry pays', () => {
    expect(checkCertificate(base, NOW)).toEqual({ ok: true });
    expect(checkCertificate({ ...base, expiresAt: NOW }, NOW)).toEqual({ ok: true });
  });
  it('expired or inactive', () => {
    const expired = { ok: false, reason: 'expired', message: CERTIFICATE_TEXTS.expired };
    expect(checkCertificate({ ...base, expiresAt: new Date(NOW.getTime() - 1) }, NOW)).toEqual(
      expired,
    );
    expect(checkCertificate({ ...base, active: false }, NOW)).toEqual(expired);
  });
  it('without balance', () => {
    expect(checkCertificate({ ...base, balance: 0 }, NOW)).toEqual({
      ok: false,
      reason: 'empty',
      message: 'Este vale-presente não tem saldo.',
    });
  });
  it('the per-cart limit is in its text', () => {
    expect(CERTIFICATE_TEXTS.tooMany).toContain(String(MAX_CART_CERTIFICATES));
  });
});
