/**
 * Payment methods without a sandbox (ADR 0053). SPEC §9: "Payment environments are test or
 * sandbox in this build"; PayPal (and PayPal Express), Apple Pay, Google Pay (and the older Google
 * Checkout) and NuPay have no sandbox this store can use, so it does not offer them. Every call that
 * would start one (RPC `payPalLogin`, `billingTokenRegister`; an order paid with one) answers the
 * same pt-BR text, and the checkout never lists them (it lists only the accepted methods).
 */
import { AppError } from '../errors.ts';
import type { PaymentType } from '../enums.ts';

/** The providers the store does not offer, by SPEC §3 payment type, with the name shown. */
export const UNAVAILABLE_METHOD_NAMES = {
  PAY_PAL: 'PayPal',
  PAYPAL_EXPRESS: 'PayPal',
  APPLE_PAY: 'Apple Pay',
  GOOGLE_PAY: 'Google Pay',
  GOOGLE_CHECKOUT: 'Google Pay',
  NUPAY: 'NuPay',
} as const satisfies Partial<Record<PaymentType, string>>;

export type UnavailableMethod = keyof typeof UNAVAILABLE_METHOD_NAMES;

export function isUnavailableMethod(type: string): type is UnavailableMethod {
  return Object.hasOwn(UNAVAILABLE_METHOD_NAMES, type);
}

/** 'O pagamento com PayPal está indisponível nesta loja.' */
export function unavailableMethodText(type: UnavailableMethod): string {
  return `O pagamento com ${UNAVAILABLE_METHOD_NAMES[type]} está indisponível nesta loja.`;
}

/** The text for a method the store does not offer, or null for any other type. */
export function unavailableMethodMessage(type: string): string | null {
  return isUnavailableMethod(type) ? unavailableMethodText(type) : null;
}

/** The error a call of an unavailable provider answers: 501 UNAVAILABLE with its text. */
export function unavailableMethodError(type: UnavailableMethod): AppError {
  return new AppError('UNAVAILABLE', unavailableMethodText(type));
}
