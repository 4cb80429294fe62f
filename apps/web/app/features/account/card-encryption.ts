/**
 * Client-side encryption of a card for the sandbox payment gateway (SPEC §3 "Credit card save":
 * encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear, encryptedSecurityCode). The
 * gateway's public key arrives as base64 SPKI (RPC getPaymentGatewayKey); every field is encrypted
 * on its own with RSA-OAEP / SHA-256 through WebCrypto and sent as base64. The plain number and
 * the security code never leave the page: the store keeps only the last four digits.
 */
import type { PaymentGatewayKeyDto } from '@adega/server/contract';
import { cardLastFour, cardNumberDigits } from '@adega/domain/validation/credit-card';
import { parseCardExpiry } from '@adega/domain/validation/card-expiry';

export const OAEP_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** What the customer typed, already validated (cardEntrySchema). */
export interface CardEntry {
  holderName: string;
  /** Digits, with or without the display spaces. */
  number: string;
  /** 'MM/AA'. */
  expiry: string;
  securityCode: string;
}

/** The fields of SPEC §3 that carry secrets, each as it is encrypted. */
export interface CardSecrets {
  cardNumber: string;
  /** 'MM' */
  expiryMonth: string;
  /** 'YYYY' */
  expiryYear: string;
  securityCode: string;
}

/** The saveCustomerCreditCard payload (SPEC §3 credit card save). */
export interface CreditCardSavePayload {
  holderName: string;
  isPreferredCreditCard: boolean;
  /** Last four digits only. */
  number: string;
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The secrets of a validated entry: number digits, 'MM', 'YYYY', security code. */
export function cardSecretsOf(entry: CardEntry): CardSecrets {
  const cardNumber = cardNumberDigits(entry.number);
  const expiry = parseCardExpiry(entry.expiry);
  if (cardNumber === null || expiry === null) {
    throw new Error('cardSecretsOf: entrada de cartão não validada');
  }
  return {
    cardNumber,
    expiryMonth: String(expiry.month).padStart(2, '0'),
    expiryYear: String(expiry.year),
    securityCode: entry.securityCode.trim(),
  };
}

export async function importGatewayKey(
  spkiBase64: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<CryptoKey> {
  return subtle.importKey('spki', base64ToBytes(spkiBase64), OAEP_PARAMS, false, ['encrypt']);
}

/** Encrypts one text (UTF-8) with the gateway key: base64 of the RSA-OAEP ciphertext. */
export async function encryptField(
  key: CryptoKey,
  text: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<string> {
  const ciphertext = await subtle.encrypt(OAEP_PARAMS, key, new TextEncoder().encode(text));
  return bytesToBase64(ciphertext);
}

/**
 * The payload of saveCustomerCreditCard for a validated entry: the holder, the preference, the
 * last four digits and the four encrypted fields.
 */
export async function encryptCard(
  gatewayKey: PaymentGatewayKeyDto,
  entry: CardEntry,
  isPreferredCreditCard: boolean,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<CreditCardSavePayload> {
  const secrets = cardSecretsOf(entry);
  const key = await importGatewayKey(gatewayKey.spki, subtle);
  const [encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear, encryptedSecurityCode] =
    await Promise.all([
      encryptField(key, secrets.cardNumber, subtle),
      encryptField(key, secrets.expiryMonth, subtle),
      encryptField(key, secrets.expiryYear, subtle),
      encryptField(key, secrets.securityCode, subtle),
    ]);
  return {
    holderName: entry.holderName.trim().replace(/\s+/g, ' '),
    isPreferredCreditCard,
    number: cardLastFour(secrets.cardNumber) ?? '',
    encryptedCardNumber,
    encryptedExpiryMonth,
    encryptedExpiryYear,
    encryptedSecurityCode,
  };
}
