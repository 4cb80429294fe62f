/**
 * The Pix of an order (issue #14, ADR 0017): a BR Code ("Pix Copia e Cola", the QR's content)
 * built with `generatePixPayload` of @brazilian-utils — the store's key, merchant name and city,
 * the amount and a txid unique to the charge — and checked with the library's own parser (TLV
 * structure and CRC-16). Static-with-txid: the sandbox has no PSP location to host a dynamic
 * payload (see the ADR); the txid and the amount tie a payment to its order.
 */
import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';
import { getPixPayloadInfo } from '@brazilian-utils/brazilian-utils/get-pix-payload-info';
import { isValidPixPayload } from '@brazilian-utils/brazilian-utils/is-valid-pix-payload';

/** Minutes a Pix may be paid after it is issued. */
export const PIX_EXPIRY_MINUTES = 30;
/** The txid: 1..25 characters of [A-Za-z0-9] (BR Code 62-05); ours always has 25. */
export const PIX_TXID_LENGTH = 25;
const TXID = /^[A-Za-z0-9]{25}$/;

export interface PixReceiver {
  /** A Pix key in any DICT form (the sandbox uses a random EVP key). */
  key: string;
  merchantName: string;
  merchantCity: string;
}

/** The default receiver of the sandbox (ADR 0017): a random (EVP) key that is nobody's. */
export const SANDBOX_PIX_RECEIVER: PixReceiver = {
  key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'ADEGA VINHOS',
  merchantCity: 'SAO PAULO',
};

/**
 * A txid from an order number and a unique suffix: letters and digits only, exactly 25. The
 * suffix (hex or base36 of random bytes) makes a re-issued charge distinct.
 */
export function pixTxid(orderNumber: string, suffix: string): string {
  const base = `ADEGA${orderNumber}${suffix}`.replace(/[^A-Za-z0-9]/g, '');
  const txid = base.padEnd(PIX_TXID_LENGTH, '0').slice(0, PIX_TXID_LENGTH);
  if (!TXID.test(txid)) throw new Error('txid not alphanumeric');
  return txid;
}

/** The BR Code of a charge of `centavos`; throws when the library refuses the parameters. */
export function pixBrCode(receiver: PixReceiver, centavos: number, txid: string): string {
  if (!Number.isInteger(centavos) || centavos <= 0) throw new Error('Pix amount must be > 0');
  if (!TXID.test(txid)) throw new Error('invalid txid');
  const payload = generatePixPayload({
    key: receiver.key,
    merchantName: receiver.merchantName,
    merchantCity: receiver.merchantCity,
    amount: centavos / 100,
    txid,
  });
  if (payload === null || !isValidPixPayload(payload)) throw new Error('invalid Pix parameters');
  return payload;
}

export interface PixCodeInfo {
  key: string | null;
  /** Centavos. */
  amount: number | null;
  txid: string | null;
  merchantName: string;
  merchantCity: string;
}

/** Reads a BR Code back (null when it is not a valid Pix payload: structure or CRC). */
export function readPixBrCode(value: string): PixCodeInfo | null {
  if (!isValidPixPayload(value)) return null;
  const info = getPixPayloadInfo(value);
  if (!info) return null;
  return {
    key: info.key ?? null,
    amount: info.amount === undefined ? null : Math.round(info.amount * 100),
    txid: info.txid ?? null,
    merchantName: info.merchantName,
    merchantCity: info.merchantCity,
  };
}

/** When an issued Pix stops being payable. */
export function pixExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + PIX_EXPIRY_MINUTES * 60_000);
}
