/**
 * The 'Novo cartão' form (before encryption) and how a saved card is shown: 'Visa final 1111',
 * validity 'MM/AA'. Validation is the domain's cardEntrySchema: SPEC §5 credit_card (digits,
 * Luhn: 'O cartão de crédito inserido não é válido.') and expiry MM/YY in the future ('A data não
 * pode ser no passado').
 */
import type { CreditCardDto } from '@adega/server/contract';
import type { CardEntry } from './card-encryption';

export interface CardFormValues extends CardEntry {
  preferred: boolean;
}

export const EMPTY_CARD_FORM: CardFormValues = {
  holderName: '',
  number: '',
  expiry: '',
  securityCode: '',
  preferred: false,
};

const BRAND_LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  elo: 'Elo',
  hipercard: 'Hipercard',
  hiper: 'Hiper',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** The brand as printed on the card list; an unknown brand is 'Cartão'. */
export function brandLabel(brand: string): string {
  return BRAND_LABELS[brand.trim().toLowerCase()] ?? 'Cartão';
}

/** 'Visa final 1111' */
export function cardTitle(card: Pick<CreditCardDto, 'brand' | 'lastFour'>): string {
  return `${brandLabel(card.brand)} final ${card.lastFour}`;
}

/** Validity as 'MM/AA': 3, 2031 → '03/31'. */
export function cardValidity(card: Pick<CreditCardDto, 'expiryMonth' | 'expiryYear'>): string {
  const month = String(card.expiryMonth).padStart(2, '0');
  const year = String(card.expiryYear % 100).padStart(2, '0');
  return `${month}/${year}`;
}
