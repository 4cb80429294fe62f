/**
 * The placement most API tests make: the cart ready for checkout (address and level), then paid
 * with a new approved card under a fresh Idempotency-Key.
 */
import type { TestApp } from './app.ts';
import type { TestSession } from './auth.ts';
import {
  APPROVED_CARD,
  freshKey,
  newCardBody,
  placeOrder,
  readyForCheckout,
  type PlaceAnswer,
} from './orders.ts';

/** Places the session's cart as it is with a new approved card. */
export async function placeApproved(t: TestApp, session: TestSession): Promise<PlaceAnswer> {
  return placeOrder(t, session, await newCardBody(t, APPROVED_CARD), freshKey());
}

/** Chooses the address (and the level, unless `level: false`), then `placeApproved`. */
export async function readyAndPlace(
  t: TestApp,
  session: TestSession,
  ready?: { level?: boolean },
): Promise<PlaceAnswer> {
  await readyForCheckout(t, session, ready);
  return placeApproved(t, session);
}
