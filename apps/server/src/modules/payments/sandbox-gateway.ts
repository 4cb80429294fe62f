/**
 * The sandbox adapter of the PaymentGateway port (DESIGN payments; SPEC §9 "payment environments
 * are test or sandbox in this build"). It plays the part of a real gateway's client-side
 * encryption: one RSA-OAEP (SHA-256, 2048-bit) key pair shared by every app instance through the
 * settings table; the browser encrypts each card field with the public key; this adapter
 * decrypts, validates with the domain's card rules (SPEC §5 credit_card, expiry, CVV) and answers
 * a random `sbx_` token. The decrypted values live only in local variables of `tokenizeCard` and
 * are never logged, stored or put in an error.
 */
import { createHash, generateKeyPairSync, randomBytes, webcrypto } from 'node:crypto';
import { AppError } from '@adega/domain/errors';
import { cardEntrySchema } from '@adega/domain/validation/schemas';
import { cardBrand, cardLastFour, cardNumberDigits } from '@adega/domain/validation/credit-card';
import { CREDIT_CARD, DATE_FORMAT } from '@adega/domain/validation/messages';
import type { Db } from '../../db/client.ts';
import type { PaymentGatewayKeyDto } from '../../contract.ts';
import { loadOrCreateSecret } from '../secrets/repo.ts';
import type { EncryptedCard, PaymentGateway, TokenizedCard } from './gateway.ts';
import { createSandboxPayments, sandboxToken } from './sandbox-payments.ts';
import { createSandboxCharges, type SandboxCharges } from './sandbox-charges.ts';
import { SANDBOX_PIX_RECEIVER, type PixReceiver } from '@adega/domain/payments/pix';

export const SANDBOX_KEY_SECRET = 'sandbox-gateway-rsa';
/** The webhook secret generated when none is configured (settings key `secret:payments-webhook`). */
export const WEBHOOK_SECRET_KEY = 'payments-webhook';
export const CARD_UNREADABLE = 'Não foi possível ler os dados do cartão. Tente novamente.';
/** A card valid for more than this many years is not a real card. */
export const MAX_CARD_YEARS_AHEAD = 20;

const MODULUS_BITS = 2048;
/** RSA-OAEP ciphertext is exactly the modulus length. */
const CIPHERTEXT_BYTES = MODULUS_BITS / 8;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Stored once in `settings` (key `secret:sandbox-gateway-rsa`). */
export interface SandboxKeyRecord {
  keyId: string;
  publicKeyPem: string;
  privateKeyPem: string;
}

function pemBody(pem: string): string {
  return pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
}

export function createSandboxKey(): SandboxKeyRecord {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: MODULUS_BITS,
    publicExponent: 0x10001,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const spki = Buffer.from(pemBody(publicKey), 'base64');
  const keyId = `sbx-${createHash('sha256').update(spki).digest('hex').slice(0, 16)}`;
  return { keyId, publicKeyPem: publicKey, privateKeyPem: privateKey };
}

interface LoadedKey {
  dto: PaymentGatewayKeyDto;
  privateKey: webcrypto.CryptoKey;
}

async function loadKey(db: Db): Promise<LoadedKey> {
  const record = await loadOrCreateSecret(db, SANDBOX_KEY_SECRET, createSandboxKey);
  const privateKey = await webcrypto.subtle.importKey(
    'pkcs8',
    Buffer.from(pemBody(record.privateKeyPem), 'base64'),
    ALGORITHM,
    false,
    ['decrypt'],
  );
  return { dto: { keyId: record.keyId, spki: pemBody(record.publicKeyPem) }, privateKey };
}

/** A base64 RSA-OAEP ciphertext → its UTF-8 plaintext, or null when it cannot be read. */
async function decryptField(key: webcrypto.CryptoKey, ciphertext: string): Promise<string | null> {
  const compact = ciphertext.replace(/\s+/g, '');
  if (compact.length > 2 * CIPHERTEXT_BYTES || !BASE64.test(compact)) return null;
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length !== CIPHERTEXT_BYTES) return null;
  try {
    const plain = await webcrypto.subtle.decrypt(ALGORITHM, key, bytes);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain).trim();
  } catch {
    return null;
  }
}

/** 'M' or 'MM' → 1..12, else null. */
function expiryMonthOf(value: string): number | null {
  if (!/^[0-9]{1,2}$/.test(value)) return null;
  const month = Number(value);
  return month >= 1 && month <= 12 ? month : null;
}

/** 'YY' (20YY) or 'YYYY' in 2000..2099, else null. */
function expiryYearOf(value: string): number | null {
  if (/^[0-9]{2}$/.test(value)) return 2000 + Number(value);
  if (/^[0-9]{4}$/.test(value)) {
    const year = Number(value);
    return year >= 2000 && year <= 2099 ? year : null;
  }
  return null;
}

const ENCRYPTED_FIELDS = [
  'encryptedCardNumber',
  'encryptedExpiryMonth',
  'encryptedExpiryYear',
  'encryptedSecurityCode',
] as const;

/** Which request field a rule of the card entry form belongs to. */
const FIELDS_OF_ENTRY: Readonly<Record<string, readonly string[]>> = {
  holderName: ['holderName'],
  number: ['encryptedCardNumber'],
  expiry: ['encryptedExpiryMonth', 'encryptedExpiryYear'],
  securityCode: ['encryptedSecurityCode'],
};

function validationFailure(fields: Record<string, string>): AppError {
  const first = Object.values(fields)[0] ?? CREDIT_CARD;
  return new AppError('VALIDATION', first, fields);
}

export interface SandboxGatewayDeps {
  db: Db;
  now: () => Date;
  /** The Pix receiver (key, name, city); default: the sandbox's EVP key. */
  pixReceiver?: PixReceiver;
  /** PAYMENTS_WEBHOOK_SECRET, or null to generate one (see `webhookSecret`). */
  webhookSecret: string | null;
}

/** The sandbox gateway: the port, plus the sandbox control's hooks (issue #14). */
export type SandboxGateway = PaymentGateway &
  Pick<SandboxCharges, 'chargeById' | 'emit'> & {
    /**
     * The HMAC secret the gateway signs its webhooks with and the store verifies them with: the
     * configured one, else a random 256-bit secret created once per database — so with PGlite,
     * per data directory — and shared by every instance (issue #33 F13: never a public default).
     */
    webhookSecret(): Promise<string>;
  };

export function createSandboxGateway(deps: SandboxGatewayDeps): SandboxGateway {
  let key: Promise<LoadedKey> | undefined;
  function loadedKey(): Promise<LoadedKey> {
    key ??= loadKey(deps.db).catch((error: unknown) => {
      key = undefined; // try again on the next call
      throw error;
    });
    return key;
  }
  const configured = deps.webhookSecret;
  let secret: Promise<string> | undefined = configured ? Promise.resolve(configured) : undefined;
  function webhookSecret(): Promise<string> {
    secret ??= loadOrCreateSecret(deps.db, WEBHOOK_SECRET_KEY, () =>
      randomBytes(32).toString('base64url'),
    ).catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  }

  const payments = createSandboxPayments({
    db: deps.db,
    now: deps.now,
    securityCode: async (encrypted) => decryptField((await loadedKey()).privateKey, encrypted),
  });

  const charges = createSandboxCharges({
    db: deps.db,
    now: deps.now,
    receiver: deps.pixReceiver ?? SANDBOX_PIX_RECEIVER,
  });

  return {
    ...payments,
    ...charges,
    webhookSecret,
    async publicKey() {
      return (await loadedKey()).dto;
    },

    async tokenizeCard(card: EncryptedCard): Promise<TokenizedCard> {
      const { privateKey } = await loadedKey();
      const plain: Partial<Record<(typeof ENCRYPTED_FIELDS)[number], string>> = {};
      const unreadable: Record<string, string> = {};
      for (const field of ENCRYPTED_FIELDS) {
        const value = await decryptField(privateKey, card[field]);
        if (value === null) unreadable[field] = CARD_UNREADABLE;
        else plain[field] = value;
      }
      if (Object.keys(unreadable).length > 0) {
        throw new AppError('VALIDATION', CARD_UNREADABLE, unreadable);
      }
      const numberText = plain.encryptedCardNumber ?? '';
      const month = expiryMonthOf(plain.encryptedExpiryMonth ?? '');
      const year = expiryYearOf(plain.encryptedExpiryYear ?? '');

      const fields: Record<string, string> = {};
      if (month === null) fields.encryptedExpiryMonth = DATE_FORMAT;
      if (year === null) fields.encryptedExpiryYear = DATE_FORMAT;
      const now = deps.now();
      if (year !== null && year > now.getUTCFullYear() + MAX_CARD_YEARS_AHEAD) {
        fields.encryptedExpiryYear = DATE_FORMAT;
      }
      const expiry =
        month !== null && year !== null
          ? `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`
          : '01/00';
      // The domain's card form rules: Luhn (SPEC §5 credit_card), expiry in the future, CVV.
      const entry = cardEntrySchema(now).safeParse({
        holderName: card.holderName,
        number: numberText,
        expiry,
        securityCode: plain.encryptedSecurityCode ?? '',
      });
      if (!entry.success) {
        for (const issue of entry.error.issues) {
          const targets = FIELDS_OF_ENTRY[String(issue.path[0])] ?? ['encryptedCardNumber'];
          for (const target of targets) fields[target] ??= issue.message;
        }
      }
      const digits = cardNumberDigits(numberText);
      const lastFour = digits === null ? null : cardLastFour(digits);
      if (
        fields.encryptedCardNumber === undefined &&
        card.number !== undefined &&
        lastFour !== card.number
      ) {
        fields.number = CREDIT_CARD;
      }
      if (
        Object.keys(fields).length > 0 ||
        digits === null ||
        lastFour === null ||
        month === null ||
        year === null
      ) {
        throw validationFailure(fields);
      }
      return {
        token: sandboxToken(digits),
        lastFour,
        brand: cardBrand(digits) ?? 'other',
        expiryMonth: month,
        expiryYear: year,
      };
    },
  };
}
