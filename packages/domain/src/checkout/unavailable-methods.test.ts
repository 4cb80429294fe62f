import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES } from '../enums.ts';
import {
  isUnavailableMethod,
  unavailableMethodError,
  unavailableMethodMessage,
  unavailableMethodText,
  UNAVAILABLE_METHOD_NAMES,
} from './unavailable-methods.ts';

describe('payment methods without a sandbox (ADR 0053)', () => {
  it('names PayPal, Apple Pay, Google Pay and NuPay in the pt-BR text', () => {
    expect(unavailableMethodText('PAY_PAL')).toBe(
      'O pagamento com PayPal está indisponível nesta loja.',
    );
    expect(unavailableMethodText('PAYPAL_EXPRESS')).toBe(unavailableMethodText('PAY_PAL'));
    expect(unavailableMethodText('APPLE_PAY')).toBe(
      'O pagamento com Apple Pay está indisponível nesta loja.',
    );
    expect(unavailableMethodText('GOOGLE_PAY')).toBe(
      'O pagamento com Google Pay está indisponível nesta loja.',
    );
    expect(unavailableMethodText('NUPAY')).toBe(
      'O pagamento com NuPay está indisponível nesta loja.',
    );
  });

  it('every one is a SPEC §3 payment type; the accepted ones are not among them', () => {
    for (const type of Object.keys(UNAVAILABLE_METHOD_NAMES)) {
      expect(PAYMENT_TYPES).toContain(type);
    }
    for (const type of ['CREDITCARD', 'BOLETO', 'CREDITOCLUBE', 'PIX', 'toString', '']) {
      expect(isUnavailableMethod(type)).toBe(false);
      expect(unavailableMethodMessage(type)).toBeNull();
    }
    expect(unavailableMethodMessage('NUPAY')).toBe(unavailableMethodText('NUPAY'));
  });

  it('answers 501 UNAVAILABLE with the text', () => {
    const error = unavailableMethodError('PAY_PAL');
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.status).toBe(501);
    expect(error.message).toBe(unavailableMethodText('PAY_PAL'));
  });
});
