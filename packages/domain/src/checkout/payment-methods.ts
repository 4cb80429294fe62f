/**
 * Payment methods at checkout (issue #13): every SPEC §3 payment type is known; only the credit
 * card is accepted now. Boleto and Pix come in the next issue; the others are not offered by
 * this store. A refusal is a clear pt-BR message.
 */
import { AppError } from '../errors.ts';
import { PAYMENT_TYPES, type PaymentType } from '../enums.ts';

export const AVAILABLE_PAYMENT_TYPES: readonly PaymentType[] = ['CREDITCARD'];

/** Names shown; a type without one is shown by its code. */
export const PAYMENT_TYPE_NAMES: Partial<Record<PaymentType, string>> = {
  CREDITCARD: 'Cartão de crédito',
  BOLETO: 'Boleto',
  GIFT_CERTIFICATE: 'Vale-presente',
};

export const PAYMENT_METHOD_TEXTS = {
  comingSoon: 'Esta forma de pagamento estará disponível em breve. Pague com cartão de crédito.',
  notOffered: 'Esta forma de pagamento não é aceita pela loja. Pague com cartão de crédito.',
  unknown: 'Forma de pagamento desconhecida. Pague com cartão de crédito.',
} as const;

/** Types coming in the next issue (a softer message); Pix is not a §3 type yet. */
const COMING_SOON: readonly string[] = ['BOLETO', 'PIX'];

export interface PaymentMethodOption {
  type: PaymentType;
  name: string;
  available: boolean;
  message: string | null;
}

function refusalOf(type: string): string | null {
  if ((AVAILABLE_PAYMENT_TYPES as readonly string[]).includes(type)) return null;
  if (COMING_SOON.includes(type)) return PAYMENT_METHOD_TEXTS.comingSoon;
  if ((PAYMENT_TYPES as readonly string[]).includes(type)) return PAYMENT_METHOD_TEXTS.notOffered;
  return PAYMENT_METHOD_TEXTS.unknown;
}

/** Every known type with whether it can be used now and why not. */
export function paymentMethodOptions(): PaymentMethodOption[] {
  return PAYMENT_TYPES.map((type) => {
    const message = refusalOf(type);
    return { type, name: PAYMENT_TYPE_NAMES[type] ?? type, available: message === null, message };
  });
}

/** Throws a VALIDATION AppError for a type that cannot be used now. */
export function assertPaymentTypeAccepted(type: string): PaymentType {
  const message = refusalOf(type);
  if (message !== null) throw new AppError('VALIDATION', message);
  return type as PaymentType;
}
