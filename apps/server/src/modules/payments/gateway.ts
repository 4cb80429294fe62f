/**
 * The payment gateway port (DESIGN payments). The browser encrypts the card fields with the
 * gateway's public key (client-side encryption, field names as in Adyen CSE); the server only
 * relays the ciphertexts and keeps what the gateway hands back: a token, the last four digits,
 * the brand and the expiry. The number and the security code never exist outside the gateway.
 */
import type { PaymentGatewayKeyDto } from '../../contract.ts';

/** SPEC §3 credit card save, as the gateway receives it. */
export interface EncryptedCard {
  holderName: string;
  /** The last four digits as typed (SPEC §3 "number"); must match the decrypted number. */
  number: string;
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

/** What may be stored with a saved card (and nothing more). */
export interface TokenizedCard {
  token: string;
  lastFour: string;
  brand: string;
  /** 1..12 */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

export interface PaymentGateway {
  /** The public key the browser encrypts the card fields with. */
  publicKey(): Promise<PaymentGatewayKeyDto>;
  /**
   * Decrypts and validates a card and returns its token. Unreadable ciphertexts and invalid
   * cards are AppError VALIDATION (422) with the field that failed.
   */
  tokenizeCard(card: EncryptedCard): Promise<TokenizedCard>;
}
