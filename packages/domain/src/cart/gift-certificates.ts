/**
 * Gift certificates (vale-presente, SPEC §3 Cart giftCertificates, giftCertificateDiscountMoney;
 * ADR 0010): a code with a balance and an expiry. Applied to a cart they pay for what is left
 * after coupon and gift packaging, in the order they were added; the balance is spent at checkout.
 */
import type { Centavos } from '../money.ts';

export const MAX_CART_CERTIFICATES = 5;

export const CERTIFICATE_TEXTS = {
  expired: 'Este vale-presente expirou.',
  empty: 'Este vale-presente não tem saldo.',
  alreadyApplied: 'Este vale-presente já está na sua WineBox.',
  notInCart: 'Este vale-presente não está na sua WineBox.',
  tooMany: `Use no máximo ${String(MAX_CART_CERTIFICATES)} vales-presente por compra.`,
} as const;

export interface GiftCertificate {
  code: string;
  balance: Centavos;
  expiresAt: Date | null;
  active: boolean;
}

export type CertificateCheck =
  { ok: true } | { ok: false; reason: 'expired' | 'empty'; message: string };

/** Whether the certificate can pay now (an inactive one is refused like an expired one). */
export function checkCertificate(certificate: GiftCertificate, now: Date): CertificateCheck {
  if (!certificate.active || (certificate.expiresAt && now > certificate.expiresAt)) {
    return { ok: false, reason: 'expired', message: CERTIFICATE_TEXTS.expired };
  }
  if (certificate.balance <= 0) {
    return { ok: false, reason: 'empty', message: CERTIFICATE_TEXTS.empty };
  }
  return { ok: true };
}
