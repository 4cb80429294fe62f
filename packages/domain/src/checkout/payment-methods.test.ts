import { describe, expect, it } from 'vitest';
import {
  assertPaymentTypeAccepted,
  PAYMENT_METHOD_TEXTS,
  paymentMethodOptions,
  paymentRefusal,
} from './payment-methods.ts';

const open = { bankSlipEnabled: true, cashbackBalance: 10_000, amountDue: 10_000 };

describe('payment methods', () => {
  it('card, Pix, boleto and cashback credit when their conditions hold', () => {
    const options = paymentMethodOptions(open);
    expect(options.map((o) => [o.type, o.available])).toEqual([
      ['CREDITCARD', true],
      ['PIX', true],
      ['BOLETO', true],
      ['CREDITOCLUBE', true],
    ]);
    expect(options.find((o) => o.type === 'PIX')?.name).toBe('Pix');
  });

  it('the boleto only while enable/bank_slip is on', () => {
    const off = paymentMethodOptions({ ...open, bankSlipEnabled: false });
    expect(off.find((o) => o.type === 'BOLETO')).toMatchObject({
      available: false,
      message: PAYMENT_METHOD_TEXTS.bankSlipOff,
    });
    expect(() => assertPaymentTypeAccepted('BOLETO', { ...open, bankSlipEnabled: false })).toThrow(
      PAYMENT_METHOD_TEXTS.bankSlipOff,
    );
  });

  it('the cashback credit only when the balance covers the whole order', () => {
    const message = paymentRefusal('CREDITOCLUBE', { ...open, cashbackBalance: 9_999 });
    expect(message).toBe(PAYMENT_METHOD_TEXTS.cashbackShort(9_999, 10_000));
    expect(message).toContain('R$ 99,99');
    expect(paymentRefusal('CREDITOCLUBE', { ...open, cashbackBalance: 20_000 })).toBeNull();
  });

  it('refuses the others with a pt-BR message', () => {
    expect(assertPaymentTypeAccepted('CREDITCARD', open)).toBe('CREDITCARD');
    expect(assertPaymentTypeAccepted('PIX', open)).toBe('PIX');
    expect(() => assertPaymentTypeAccepted('PIC_PAY', open)).toThrow(
      PAYMENT_METHOD_TEXTS.notOffered,
    );
    expect(() => assertPaymentTypeAccepted('APPLE_PAY', open)).toThrow(
      'O pagamento com Apple Pay está indisponível nesta loja.',
    );
    expect(paymentMethodOptions(open).map((o) => o.type)).not.toContain('PAY_PAL');
    expect(() => assertPaymentTypeAccepted('DINHEIRO', open)).toThrow(PAYMENT_METHOD_TEXTS.unknown);
  });
});
