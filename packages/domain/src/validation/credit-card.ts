import cardValidator from 'card-validator';
import luhn10 from 'card-validator/dist/luhn-10.js';
import { CREDIT_CARD } from './messages.ts';
import { ruleSchema } from './rule-schema.ts';

/**
 * Card number lengths accepted: 12 to 19 digits (ISO/IEC 7812 payment card numbers; Maestro
 * goes down to 12, UnionPay up to 19). The spec names no length; without one, '18' would pass
 * the Luhn check as a "card".
 */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/**
 * The digits of a typed card number. Decision: spaces and hyphens are formatting (the card input
 * shows '4111 1111 1111 1111') and are removed; any other character makes the number invalid,
 * which is how "digits only" (SPEC §5) is kept. Returns null when a non-digit remains.
 */
export function cardNumberDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^[0-9]+$/.test(digits) ? digits : null;
}

function digitSum(digits: string): number {
  let sum = 0;
  for (const d of digits) sum += d.charCodeAt(0) - 48;
  return sum;
}

/**
 * SPEC §5 credit card: digits only, Luhn check (card-validator's implementation), and a zero sum
 * is invalid — '0000000000000000' passes Luhn (0 mod 10 = 0) but is no card.
 */
export function isValidCreditCard(value: string): boolean {
  const digits = cardNumberDigits(value);
  if (digits === null) return false;
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS)
    return false;
  if (digitSum(digits) === 0) return false;
  return luhn10(digits);
}

/** SPEC §5 credit_card → 'O cartão de crédito inserido não é válido.' */
export function validateCreditCard(value: string): string | null {
  return isValidCreditCard(value) ? null : CREDIT_CARD;
}

/** Card brands as stored with a saved card (only the brand, the last 4 digits and a token). */
export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'elo'
  | 'hipercard'
  | 'hiper'
  | 'diners'
  | 'discover'
  | 'jcb'
  | 'unionpay'
  | 'maestro'
  | 'other';

const BRAND_BY_LIBRARY_ID: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  elo: 'elo',
  hipercard: 'hipercard',
  hiper: 'hiper',
  'diners-club': 'diners',
  discover: 'discover',
  jcb: 'jcb',
  unionpay: 'unionpay',
  maestro: 'maestro',
};

/**
 * The brand of a card number from its prefix and length (card-validator / credit-card-type
 * tables: Elo and Hipercard ranges are checked before Visa/Mastercard). Null when the number is
 * not digits or the prefix is unknown or still ambiguous; 'other' for a brand the store does not
 * name. Independent of the Luhn check.
 */
export function cardBrand(value: string): CardBrand | null {
  const digits = cardNumberDigits(value);
  if (digits === null) return null;
  const id = cardValidator.number(digits).card?.type;
  if (id === undefined) return null;
  return BRAND_BY_LIBRARY_ID[id] ?? 'other';
}

/** Last four digits, the only part of a number kept with a saved card (SPEC §3 "number"). */
export function cardLastFour(value: string): string | null {
  const digits = cardNumberDigits(value);
  return digits === null || digits.length < 4 ? null : digits.slice(-4);
}

/** Card number field: empty → 'O campo é obrigatório'; otherwise the credit_card rule. */
export const creditCardSchema = ruleSchema(validateCreditCard);
