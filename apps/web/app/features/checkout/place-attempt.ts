/**
 * One Idempotency-Key per attempt to place the order (issue #13: "same key and body → the same
 * answer; same key, other body → 422").
 *
 * An attempt is the body built for one choice (card, installments, the cart version it was
 * built on) with its key. The body carries ciphertexts, and RSA-OAEP gives a new ciphertext on
 * every encryption, so a retry must send the very same body again, not re-encrypt:
 * - unanswered (network failure, timeout, a 5xx): the attempt stays open, and a new click with
 *   the same choice sends the same key and body (the server answers what it did, at most once);
 * - answered (placed, or refused with a message): the attempt is closed; the next click is a new
 *   attempt with a new key.
 * A different choice (another card, installments, a changed cart) is a new attempt too.
 */
import { RequestError } from '../../lib/rpc';
import type { PlaceOrderBody } from './checkout-api';

export interface PlaceAttempt {
  key: string;
  /** What the customer chose, in memory only (never sent): decides whether a click retries. */
  choice: string;
  body: PlaceOrderBody;
}

/** The open attempt when it is for this choice, else null (build a new one). */
export function reusableAttempt(open: PlaceAttempt | null, choice: string): PlaceAttempt | null {
  return open && open.choice === choice ? open : null;
}

/** Whether a failure left the attempt unanswered (retry it as it is) or answered (close it). */
export function isUnanswered(error: unknown): boolean {
  if (!(error instanceof RequestError)) return true;
  return error.status === null || error.status >= 500;
}

/** The attempt kept open after a call: only an unanswered failure keeps it. */
export function attemptAfter(attempt: PlaceAttempt, error: unknown | null): PlaceAttempt | null {
  if (error === null) return null;
  return isUnanswered(error) ? attempt : null;
}
