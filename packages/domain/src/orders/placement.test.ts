import { describe, expect, it } from 'vitest';
import { paymentMethodMessage, placeOrderSchema, PLACEMENT_TEXTS } from './placement.ts';

const card = {
  holderName: 'MARINA D LOPES',
  encryptedCardNumber: 'AAAA',
  encryptedExpiryMonth: 'BBBB',
  encryptedExpiryYear: 'CCCC',
  encryptedSecurityCode: 'DDDD',
};

function messages(body: unknown): string[] {
  const parsed = placeOrderSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('placeOrderSchema', () => {
  it('reads the total the client shows (reais → centavos), whole centavos only (ADR 0049)', () => {
    expect(placeOrderSchema.parse({ paymentMethod: 'PIX', expectedTotal: 121.8 })).toMatchObject({
      expectedTotal: 12_180,
    });
    expect(
      placeOrderSchema.parse({
        paymentMethod: 'CREDITCARD',
        card,
        installments: 1,
        expectedTotal: 0,
      }).expectedTotal,
    ).toBe(0);
    for (const expectedTotal of [-1, 121.805, '121,80', Number.NaN, 1e9]) {
      expect(messages({ paymentMethod: 'PIX', expectedTotal })).toEqual([
        PLACEMENT_TEXTS.expectedTotal,
      ]);
    }
  });

  it('reads a saved card payment', () => {
    expect(
      placeOrderSchema.parse({
        paymentMethod: 'CREDITCARD',
        creditCardUidPk: '12',
        encryptedSecurityCode: 'XYZ',
        installments: 3,
      }),
    ).toEqual({
      paymentMethod: 'CREDITCARD',
      installments: 3,
      payment: { kind: 'saved', creditCardUidPk: 12, encryptedSecurityCode: 'XYZ' },
      expectedTotal: null,
    });
  });

  it('reads a new card payment, saved or not', () => {
    expect(
      placeOrderSchema.parse({
        paymentMethod: 'CREDITCARD',
        card,
        installments: 1,
        saveCard: true,
      }),
    ).toEqual({
      paymentMethod: 'CREDITCARD',
      installments: 1,
      payment: { kind: 'new', card, saveCard: true },
      expectedTotal: null,
    });
    expect(
      placeOrderSchema.parse({ paymentMethod: 'CREDITCARD', card, installments: 10 }).payment,
    ).toMatchObject({ kind: 'new', saveCard: false });
  });

  it('refuses other known payment types with a clear message, unknown ones too', () => {
    expect(messages({ paymentMethod: 'PIC_PAY', card, installments: 1 })).toContain(
      PLACEMENT_TEXTS.methodNotAccepted,
    );
    expect(messages({ paymentMethod: 'pay_pal', card, installments: 1 })).toContain(
      'O pagamento com PayPal está indisponível nesta loja.',
    );
    expect(messages({ paymentMethod: 'DINHEIRO', card, installments: 1 })).toContain(
      PLACEMENT_TEXTS.unknownMethod,
    );
    expect(paymentMethodMessage('CREDITCARD')).toBeNull();
    expect(paymentMethodMessage('SAMSUNG_PAY')).toBe(PLACEMENT_TEXTS.methodNotAccepted);
    expect(paymentMethodMessage('NUPAY')).toBe(
      'O pagamento com NuPay está indisponível nesta loja.',
    );
  });

  it('reads Pix, boleto and cashback payments: one installment, no card fields', () => {
    expect(placeOrderSchema.parse({ paymentMethod: 'PIX' })).toEqual({
      paymentMethod: 'PIX',
      installments: 1,
      payment: { kind: 'none' },
      expectedTotal: null,
    });
    expect(placeOrderSchema.parse({ paymentMethod: 'boleto', installments: 1 }).paymentMethod).toBe(
      'BOLETO',
    );
    expect(placeOrderSchema.parse({ paymentMethod: 'CREDITOCLUBE' }).paymentMethod).toBe(
      'CREDITOCLUBE',
    );
    expect(messages({ paymentMethod: 'PIX', installments: 2 })).toEqual([
      PLACEMENT_TEXTS.oneInstallment,
    ]);
    expect(messages({ paymentMethod: 'BOLETO', card })).toEqual([PLACEMENT_TEXTS.noCardFields]);
    expect(messages({ paymentMethod: 'PIX', creditCardUidPk: 1, saveCard: false })).toEqual([
      PLACEMENT_TEXTS.noCardFields,
      PLACEMENT_TEXTS.noCardFields,
    ]);
    expect(messages({ paymentMethod: 'CREDITCARD', card })).toContain(PLACEMENT_TEXTS.installments);
    expect(paymentMethodMessage('PIX')).toBeNull();
  });

  it('asks for exactly one card, the saved one with its security code', () => {
    expect(messages({ paymentMethod: 'CREDITCARD', installments: 1 })).toEqual([
      PLACEMENT_TEXTS.cardChoice,
    ]);
    expect(
      messages({ paymentMethod: 'CREDITCARD', installments: 1, card, creditCardUidPk: 1 }),
    ).toEqual([PLACEMENT_TEXTS.cardChoice]);
    expect(messages({ paymentMethod: 'CREDITCARD', installments: 1, creditCardUidPk: 1 })).toEqual([
      PLACEMENT_TEXTS.securityCode,
    ]);
    expect(
      messages({
        paymentMethod: 'CREDITCARD',
        installments: 1,
        creditCardUidPk: 1,
        encryptedSecurityCode: 'X',
        saveCard: true,
      }),
    ).toEqual([PLACEMENT_TEXTS.saveCardOnlyNew]);
    expect(
      messages({ paymentMethod: 'CREDITCARD', installments: 1, card, encryptedSecurityCode: 'X' }),
    ).toEqual([PLACEMENT_TEXTS.cardChoice]);
  });

  it('bounds installments and strings', () => {
    for (const installments of [0, 11, 1.5, '3']) {
      expect(messages({ paymentMethod: 'CREDITCARD', card, installments })).toEqual([
        PLACEMENT_TEXTS.installments,
      ]);
    }
    expect(messages({ paymentMethod: 'X'.repeat(41), card, installments: 1 })).toContain(
      PLACEMENT_TEXTS.unknownMethod,
    );
    expect(
      messages({
        paymentMethod: 'CREDITCARD',
        card: { ...card, encryptedCardNumber: 'A'.repeat(5000) },
        installments: 1,
      }).length,
    ).toBe(1);
    expect(
      messages({ paymentMethod: 'CREDITCARD', card: { ...card, extra: 1 }, installments: 1 }),
    ).toHaveLength(1);
    expect(
      messages({ paymentMethod: 'CREDITCARD', card: { ...card, number: '12a4' }, installments: 1 }),
    ).toHaveLength(1);
  });
});
