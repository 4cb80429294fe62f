import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES } from '../enums.ts';
import {
  assertPaymentTypeAccepted,
  PAYMENT_METHOD_TEXTS,
  paymentMethodOptions,
} from './payment-methods.ts';

describe('payment methods', () => {
  it('lists every §3 type; only the credit card is available', () => {
    const options = paymentMethodOptions();
    expect(options).toHaveLength(PAYMENT_TYPES.length);
    expect(options.filter((o) => o.available).map((o) => o.type)).toEqual(['CREDITCARD']);
    expect(options.find((o) => o.type === 'CREDITCARD')).toMatchObject({
      name: 'Cartão de crédito',
      message: null,
    });
    expect(options.find((o) => o.type === 'BOLETO')).toMatchObject({
      name: 'Boleto',
      message: PAYMENT_METHOD_TEXTS.comingSoon,
    });
    expect(options.find((o) => o.type === 'PAY_PAL')).toMatchObject({
      name: 'PAY_PAL',
      message: PAYMENT_METHOD_TEXTS.notOffered,
    });
  });

  it('refuses the others with a pt-BR message', () => {
    expect(assertPaymentTypeAccepted('CREDITCARD')).toBe('CREDITCARD');
    expect(() => assertPaymentTypeAccepted('PIX')).toThrow(PAYMENT_METHOD_TEXTS.comingSoon);
    expect(() => assertPaymentTypeAccepted('APPLE_PAY')).toThrow(PAYMENT_METHOD_TEXTS.notOffered);
    expect(() => assertPaymentTypeAccepted('DINHEIRO')).toThrow(PAYMENT_METHOD_TEXTS.unknown);
  });
});
