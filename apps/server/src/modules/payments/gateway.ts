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
  /**
   * The last four digits as typed (SPEC §3 "number"); must match the decrypted number. Optional
   * at checkout (the new-card payment of issue #13 need not repeat them).
   */
  number?: string;
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
  /**
   * Authorises `amount` on a card (issue #13). `reference` is the idempotency reference (the
   * order number): authorising the same reference again answers the first result and never
   * charges twice.
   */
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  /** Captures the authorisation of `reference` (idempotent). */
  capture(reference: string): Promise<void>;
  /** Voids the authorisation of `reference`, if there is one (idempotent; none → nothing). */
  void(reference: string): Promise<void>;
  /** Refunds a captured payment of `reference` (idempotent). */
  refund(reference: string): Promise<void>;
  /** What the gateway knows of `reference` (recovery after a crash), or null. */
  status(reference: string): Promise<GatewayPaymentStatus | null>;
}

export type GatewayPaymentStatus = 'AUTHORIZED' | 'CAPTURED' | 'VOIDED' | 'REFUNDED' | 'REFUSED';

/**
 * What pays: a card token (a saved card's, or a new card's just tokenised) with the security code
 * asked again, encrypted in the browser (never stored).
 */
export interface PaymentSource {
  token: string;
  encryptedSecurityCode: string;
}

export interface AuthoriseRequest {
  reference: string;
  /** Centavos. */
  amount: number;
  installments: number;
  source: PaymentSource;
}

export type AuthoriseResult =
  | {
      outcome: 'AUTHORIZED';
      pspReference: string;
      brand: string | null;
      lastFour: string | null;
    }
  | { outcome: 'REFUSED'; message: string }
  /** No answer in time: the payment may or may not be authorised (the caller voids it). */
  | { outcome: 'TIMEOUT'; message: string };
