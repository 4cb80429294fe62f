/**
 * What `POST /api/v1/checkout/orders` and RPC `placeOrder` accept (issues #13, #14): a card
 * payment with a saved card (its uidPk and the security code asked again, encrypted) or a new
 * card (the SPEC §3 card fields, encrypted in the browser for the gateway, optionally saved);
 * or `{paymentMethod: 'PIX' | 'BOLETO' | 'CREDITOCLUBE'}` (installments optional and 1, no card
 * fields). The other SPEC §3 payment types are known and refused with a clear pt-BR message
 * (the providers without a sandbox by name, ADR 0053).
 * Whether the boleto's flag is on and the cashback covers the order is checked by the server.
 */
import { z } from 'zod';
import { INSTALLMENT_RULES } from '../checkout/installments.ts';
import { isPaymentType, type PaymentType } from '../enums.ts';
import { fromReais, type Centavos } from '../money.ts';
import { validateAlphaSpaces } from '../validation/alpha-spaces.ts';
import { validateMax } from '../validation/length.ts';
import { NUMERIC, REQUIRED } from '../validation/messages.ts';
import { ruleSchema } from '../validation/rule-schema.ts';
import { CARD_HOLDER_MAX, ENCRYPTED_FIELD_MAX } from '../validation/schemas.ts';
import { isOneOf } from '../one-of.ts';
import { unavailableMethodMessage } from '../checkout/unavailable-methods.ts';

/** Installments 'sem juros' (issue #13; the table and its minimum: checkout/installments.ts). */
export const MAX_INSTALLMENTS = INSTALLMENT_RULES.maxInstallments;
/** Longest payment method name we read (the longest §3 type has 22 characters). */
export const PAYMENT_METHOD_MAX = 40;

export const PLACEMENT_TEXTS = {
  unknownMethod: 'Forma de pagamento inválida.',
  methodNotAccepted:
    'Esta forma de pagamento não é aceita. Pague com cartão de crédito, Pix, boleto ou cashback.',
  oneInstallment: 'Pix, boleto e cashback são pagos em 1 parcela.',
  noCardFields: 'Os dados de cartão só valem para pagamento com cartão de crédito.',
  installments: `Escolha de 1 a ${String(MAX_INSTALLMENTS)} parcelas.`,
  cardChoice: 'Escolha um cartão salvo ou informe um novo cartão.',
  securityCode: 'Informe o código de segurança do cartão.',
  saveCardOnlyNew: 'Só um cartão novo pode ser salvo.',
  expectedTotal: 'O total do pedido informado não é um valor válido.',
} as const;

/** The message for a payment method the store knows but does not accept yet. */
export const NON_CARD_METHODS = ['PIX', 'BOLETO', 'CREDITOCLUBE'] as const;
export type NonCardMethod = (typeof NON_CARD_METHODS)[number];

function isNonCard(method: string): method is NonCardMethod {
  return isOneOf(NON_CARD_METHODS, method);
}

export function paymentMethodMessage(method: string): string | null {
  if (method === 'CREDITCARD' || isNonCard(method)) return null;
  // ADR 0053: PayPal, Apple Pay, Google Pay and NuPay have no sandbox: said by name.
  const unavailable = unavailableMethodMessage(method);
  if (unavailable !== null) return unavailable;
  return isPaymentType(method) ? PLACEMENT_TEXTS.methodNotAccepted : PLACEMENT_TEXTS.unknownMethod;
}

const encrypted = ruleSchema(() => null, { max: ENCRYPTED_FIELD_MAX });
const holderName = ruleSchema((v) => validateAlphaSpaces(v) ?? validateMax(v, CARD_HOLDER_MAX));

const cardSchema = z
  .object({
    holderName,
    /** The last four digits as typed (optional: checked against the number when present). */
    number: z
      .string({ error: NUMERIC })
      .regex(/^[0-9]{4}$/, { error: NUMERIC })
      .optional(),
    encryptedCardNumber: encrypted,
    encryptedExpiryMonth: encrypted,
    encryptedExpiryYear: encrypted,
    encryptedSecurityCode: encrypted,
  })
  .strict();

/** A uidPk as a number or a string of digits (as the account endpoints accept it). */
const uidPk = z.preprocess(
  (value) =>
    typeof value === 'string' && /^\s*[0-9]{1,15}\s*$/.test(value) ? Number(value) : value,
  z.number({ error: NUMERIC }).int({ error: NUMERIC }),
);

const rawSchema = z
  .object({
    paymentMethod: z
      .string({ error: REQUIRED })
      .max(PAYMENT_METHOD_MAX, { error: PLACEMENT_TEXTS.unknownMethod })
      .superRefine((value, ctx) => {
        const message = paymentMethodMessage(value.trim().toUpperCase());
        if (message !== null) ctx.addIssue({ code: 'custom', message });
      }),
    creditCardUidPk: uidPk.optional(),
    encryptedSecurityCode: encrypted.optional(),
    card: cardSchema.optional(),
    installments: z
      .number({ error: PLACEMENT_TEXTS.installments })
      .int({ error: PLACEMENT_TEXTS.installments })
      .min(1, { error: PLACEMENT_TEXTS.installments })
      .max(MAX_INSTALLMENTS, { error: PLACEMENT_TEXTS.installments })
      .optional(),
    saveCard: z.boolean().optional(),
    /**
     * Issue #33 F10 (ADR 0049): the total (reais) the client shows the customer; the order is
     * refused (409) when the cart's total is another. Optional: the server also remembers what it
     * last served.
     */
    expectedTotal: z
      .number({ error: PLACEMENT_TEXTS.expectedTotal })
      .min(0, { error: PLACEMENT_TEXTS.expectedTotal })
      .max(10_000_000, { error: PLACEMENT_TEXTS.expectedTotal })
      // Whole centavos (121.8, not 121.805).
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
        error: PLACEMENT_TEXTS.expectedTotal,
      })
      .optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (isNonCard(value.paymentMethod.trim().toUpperCase())) {
      if (value.installments !== undefined && value.installments !== 1) {
        ctx.addIssue({
          code: 'custom',
          message: PLACEMENT_TEXTS.oneInstallment,
          path: ['installments'],
        });
      }
      for (const field of [
        'creditCardUidPk',
        'encryptedSecurityCode',
        'card',
        'saveCard',
      ] as const) {
        if (value[field] !== undefined) {
          ctx.addIssue({ code: 'custom', message: PLACEMENT_TEXTS.noCardFields, path: [field] });
        }
      }
      return;
    }
    if (value.installments === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: PLACEMENT_TEXTS.installments,
        path: ['installments'],
      });
    }
    const saved = value.creditCardUidPk !== undefined;
    const fresh = value.card !== undefined;
    if (saved === fresh) {
      ctx.addIssue({ code: 'custom', message: PLACEMENT_TEXTS.cardChoice, path: ['card'] });
      return;
    }
    if (saved && value.encryptedSecurityCode === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: PLACEMENT_TEXTS.securityCode,
        path: ['encryptedSecurityCode'],
      });
    }
    if (saved && value.saveCard === true) {
      ctx.addIssue({
        code: 'custom',
        message: PLACEMENT_TEXTS.saveCardOnlyNew,
        path: ['saveCard'],
      });
    }
    if (fresh && value.encryptedSecurityCode !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: PLACEMENT_TEXTS.cardChoice,
        path: ['encryptedSecurityCode'],
      });
    }
  });

export type NewCard = z.infer<typeof cardSchema>;

export type CardPayment =
  | { kind: 'saved'; creditCardUidPk: number; encryptedSecurityCode: string }
  | { kind: 'new'; card: NewCard; saveCard: boolean };

export type PlaceOrderInput = (
  | {
      paymentMethod: Extract<PaymentType, 'CREDITCARD'>;
      installments: number;
      payment: CardPayment;
    }
  | { paymentMethod: NonCardMethod; installments: 1; payment: { kind: 'none' } }
) & {
  /** The total the client shows (centavos), null when it sent none. */
  expectedTotal: Centavos | null;
};

/** The placement body → a card payment or a Pix / boleto / cashback one (422 in pt-BR otherwise). */
export const placeOrderSchema = rawSchema.transform((value): PlaceOrderInput => {
  const method = value.paymentMethod.trim().toUpperCase();
  const expectedTotal = value.expectedTotal === undefined ? null : fromReais(value.expectedTotal);
  if (isNonCard(method))
    return { paymentMethod: method, installments: 1, payment: { kind: 'none' }, expectedTotal };
  return {
    expectedTotal,
    paymentMethod: 'CREDITCARD',
    installments: value.installments ?? 1,
    payment:
      value.card !== undefined
        ? { kind: 'new', card: value.card, saveCard: value.saveCard === true }
        : {
            kind: 'saved',
            creditCardUidPk: value.creditCardUidPk ?? 0,
            encryptedSecurityCode: value.encryptedSecurityCode ?? '',
          },
  };
});
