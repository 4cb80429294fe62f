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
  /**
   * Issue #14: issues a Pix charge of `amount` centavos for `reference` (the order number),
   * payable until `expiresAt`. Idempotent per reference: issuing again answers the first charge.
   */
  issuePix(reference: string, amount: number, expiresAt: Date): Promise<PixCharge>;
  /** Issues a boleto due on `dueDate` (yyyy-mm-dd); idempotent per reference. */
  issueBoleto(
    reference: string,
    amount: number,
    dueDate: string,
    expiresAt: Date,
    payer: BoletoPayer,
  ): Promise<BoletoCharge>;
  /** Cancels an unpaid charge of `reference` (idempotent; a paid one is left alone). */
  cancelCharge(reference: string): Promise<void>;
  /** Gives back the money of a paid charge (idempotent). */
  refundCharge(reference: string): Promise<void>;
  /**
   * Issue #33 F14 (ADR 0047): gives back `amount` centavos received on the charge of `reference`
   * that the order could not take (another amount than the charge's). Once per charge: a second
   * call refunds nothing and answers false.
   */
  refundReceived(reference: string, amount: number): Promise<boolean>;
  /** The charge of `reference`, or null when none was issued. */
  charge(reference: string): Promise<Charge | null>;
}

export type ChargeStatus = 'WAITING' | 'PAID' | 'EXPIRED' | 'CANCELLED' | 'REFUSED' | 'REFUNDED';

export interface BoletoPayer {
  name: string;
  /** CPF or CNPJ digits, or null. */
  document: string | null;
}

export interface PixCharge {
  kind: 'PIX';
  /** The gateway's charge id (webhooks name it). */
  id: string;
  reference: string;
  status: ChargeStatus;
  amount: number;
  brCode: string;
  expiresAt: Date;
}

export interface BoletoCharge {
  kind: 'BOLETO';
  id: string;
  reference: string;
  status: ChargeStatus;
  amount: number;
  barcode: string;
  digitableLine: string;
  dueDate: string;
  expiresAt: Date;
}

export type Charge = PixCharge | BoletoCharge;

export type GatewayPaymentStatus = 'AUTHORIZED' | 'CAPTURED' | 'VOIDED' | 'REFUNDED' | 'REFUSED';

/**
 * What pays: a card token (a saved card's, or a new card's just tokenised) with the security code
 * asked again, encrypted in the browser (never stored).
 */
export interface PaymentSource {
  token: string;
  encryptedSecurityCode: string;
  /**
   * Issue #15: a merchant-initiated renewal of a subscription with the card kept on file; no
   * security code is asked (the customer is not there).
   */
  recurring?: boolean;
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
