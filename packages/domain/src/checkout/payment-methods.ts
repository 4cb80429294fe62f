/**
 * Payment methods at checkout (issues #13 and #14, ADR 0017): every SPEC §3 payment type is
 * known, plus 'PIX'. Accepted: the credit card, Pix, the boleto (only while the flag
 * `enable/bank_slip` is on) and the cashback credit CREDITOCLUBE (only when the customer's
 * cashback balance covers the whole order). The others are not offered by this store (PayPal,
 * Apple Pay, Google Pay and NuPay, which have no sandbox, say so by name: ADR 0053). Every
 * refusal is a clear pt-BR message; the rule takes the flag and the balance as inputs.
 */
import { AppError } from '../errors.ts';
import { PAYMENT_TYPES, type PaymentType } from '../enums.ts';
import { formatBRL } from '../money.ts';
import { isOneOf } from '../one-of.ts';
import { unavailableMethodMessage } from './unavailable-methods.ts';

export type CheckoutMethod = PaymentType | 'PIX';

/** The methods the store accepts (when their condition holds), in the order shown. */
export const ACCEPTED_PAYMENT_TYPES: readonly CheckoutMethod[] = [
  'CREDITCARD',
  'PIX',
  'BOLETO',
  'CREDITOCLUBE',
];

/** Names shown; a type without one is shown by its code. */
export const PAYMENT_TYPE_NAMES: Partial<Record<CheckoutMethod, string>> = {
  CREDITCARD: 'Cartão de crédito',
  PIX: 'Pix',
  BOLETO: 'Boleto',
  CREDITOCLUBE: 'Crédito de cashback',
  GIFT_CERTIFICATE: 'Vale-presente',
};

export const PAYMENT_METHOD_TEXTS = {
  bankSlipOff:
    'O pagamento por boleto está indisponível no momento. Escolha outra forma de pagamento.',
  notOffered: 'Esta forma de pagamento não é aceita pela loja. Escolha outra forma de pagamento.',
  unknown: 'Forma de pagamento desconhecida. Escolha outra forma de pagamento.',
  cashbackShort: (balance: number, total: number) =>
    `Seu saldo de cashback (${formatBRL(balance)}) não cobre o total do pedido (${formatBRL(total)}). Escolha outra forma de pagamento.`,
} as const;

/** What the rule needs to know about this checkout. */
export interface PaymentContext {
  /** The flag `enable/bank_slip`. */
  bankSlipEnabled: boolean;
  /** Centavos of cashback the customer has (after what the cart already uses). */
  cashbackBalance: number;
  /** Centavos still to pay (the cart total after cashback and gift certificates). */
  amountDue: number;
}

export interface PaymentMethodOption {
  type: CheckoutMethod;
  name: string;
  available: boolean;
  message: string | null;
}

/** Why `type` cannot pay this checkout, or null when it can. */
export function paymentRefusal(type: string, context: PaymentContext): string | null {
  if (type === 'CREDITCARD' || type === 'PIX') return null;
  if (type === 'BOLETO') return context.bankSlipEnabled ? null : PAYMENT_METHOD_TEXTS.bankSlipOff;
  if (type === 'CREDITOCLUBE') {
    return context.cashbackBalance >= context.amountDue
      ? null
      : PAYMENT_METHOD_TEXTS.cashbackShort(context.cashbackBalance, context.amountDue);
  }
  // ADR 0053: the providers without a sandbox say so by name.
  const unavailable = unavailableMethodMessage(type);
  if (unavailable !== null) return unavailable;
  if (isOneOf(PAYMENT_TYPES, type)) return PAYMENT_METHOD_TEXTS.notOffered;
  return PAYMENT_METHOD_TEXTS.unknown;
}

/** The accepted methods with whether they can pay this checkout and why not. */
export function paymentMethodOptions(context: PaymentContext): PaymentMethodOption[] {
  return ACCEPTED_PAYMENT_TYPES.map((type) => {
    const message = paymentRefusal(type, context);
    return { type, name: PAYMENT_TYPE_NAMES[type] ?? type, available: message === null, message };
  });
}

/** Throws a VALIDATION AppError (422) for a type that cannot pay this checkout. */
export function assertPaymentTypeAccepted(type: string, context: PaymentContext): CheckoutMethod {
  const message = paymentRefusal(type, context);
  if (message !== null) throw new AppError('VALIDATION', message, { paymentMethod: message });
  return type as CheckoutMethod;
}
