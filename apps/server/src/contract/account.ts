/** My account (issue #5): addresses, cards, notification preferences and consents. */

/** SPEC §3 Address as the account answers it (phoneNumberFull joined from ddd + number). */
export interface AddressDto {
  uidPk: number;
  preferred: boolean;
  caixaPostal: boolean;
  fullTimeConcierge: boolean;
  titulo: string | null;
  firstName: string;
  street1: string;
  numero: string;
  bairro: string;
  city: string;
  complemento: string | null;
  pontoReferencia: string | null;
  subCountry: string;
  country: string;
  zipOrPostalCode: string;
  deliveryTime: string | null;
  ddd1: string;
  phoneNumber: string;
  ddd2: string | null;
  phoneNumber2: string | null;
  phoneNumberFull: string;
  phoneNumberFull2: string | null;
}

/** A saved card: never the number or the security code. */
export interface CreditCardDto {
  uidPk: number;
  holderName: string;
  lastFour: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  preferred: boolean;
}

/** `getPaymentGatewayKey`: the sandbox gateway's RSA-OAEP (SHA-256) public key, SPKI base64. */
export interface PaymentGatewayKeyDto {
  keyId: string;
  spki: string;
}

export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS/WHATSAPP', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** SPEC §3 notification preference (channel, title, description) with the customer's choice. */
export interface NotificationPreferenceDto {
  channel: NotificationChannel;
  title: string;
  description: string;
  optIn: boolean;
}

export interface ConsentEventDto {
  granted: boolean;
  source: string;
  /** ISO date-time. */
  at: string;
}

/** One consent purpose with its current state and history (newest first). */
export interface ConsentDto {
  purpose: string;
  title: string;
  description: string;
  granted: boolean;
  history: ConsentEventDto[];
}
