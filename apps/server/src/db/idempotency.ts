/**
 * The stored answers of `Idempotency-Key` (issue #6, ADR 0009), shared by the cart's changes and
 * order placement (each in its own scope). Checked and recorded inside the caller's lock, in the
 * transaction of the change itself: the same key with the same request
 * gets the first response again and changes nothing; with another request it is refused. A key
 * is kept 24 h. Only successful changes are recorded: a refused request changed nothing, so
 * sending it again simply runs it again.
 */
import { and, eq, lt } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { idempotencyKeys } from './schema.ts';
import type { IdempotencyRequest } from '../http/idempotency.ts';
import type { Queryable, Tx } from './client.ts';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
export const KEY_REUSED = 'Esta chave de idempotência já foi usada com outro pedido.';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** A replayed Idempotency-Key: thrown out of the transaction so that it changes nothing. */
export class Replayed extends Error {
  constructor(readonly response: StoredResponse) {
    super('idempotent replay');
  }
}

/** The stored response of this key, or null when the key is new (expired keys are purged). */
export async function replayOf(
  tx: Queryable,
  scope: string,
  request: IdempotencyRequest,
  now: Date,
): Promise<StoredResponse | null> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)),
      ),
    );
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, request.key)));
  if (!row) return null;
  if (row.fingerprint !== request.fingerprint) throw new AppError('VALIDATION', KEY_REUSED);
  return { status: row.responseStatus, body: row.responseBody };
}

export async function recordResponse(
  tx: Tx,
  scope: string,
  request: IdempotencyRequest,
  response: StoredResponse,
  now: Date,
): Promise<void> {
  await tx.insert(idempotencyKeys).values({
    scope,
    key: request.key,
    fingerprint: request.fingerprint,
    responseStatus: response.status,
    responseBody: response.body,
    createdAt: now,
  });
}

/** Keys older than 24 h, for a periodic purge. */
export async function purgeExpiredKeys(q: Queryable, now: Date): Promise<void> {
  await q
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
