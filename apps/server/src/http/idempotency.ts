/**
 * The request side of `Idempotency-Key` (issue #6, ADR 0009): the header's key and the request's
 * fingerprint. The handler kit reads them for every `idempotent` operation; the module's service
 * checks and records them inside its own transaction (the stored answers: `db/idempotency.ts`).
 */
import { createHash } from 'node:crypto';
import { AppError } from '@adega/domain/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const KEY_INVALID =
  'A chave de idempotência deve ter de 1 a 255 caracteres visíveis (letras, números, sinais).';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyRequest {
  key: string;
  fingerprint: string;
}

/** The header's key (absent → null; malformed → 400) and the request's fingerprint. */
export function idempotencyOf(
  header: string | undefined,
  method: string,
  path: string,
  body: string,
): IdempotencyRequest | null {
  if (header === undefined) return null;
  if (!KEY_PATTERN.test(header)) throw new AppError('BAD_REQUEST', KEY_INVALID);
  const fingerprint = createHash('sha256')
    .update(`${method.toUpperCase()}\n${path}\n${body}`)
    .digest('hex');
  return { key: header, fingerprint };
}
