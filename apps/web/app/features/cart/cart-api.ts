/**
 * The cart calls of SPEC §7 as the browser makes them (ADR 0009): REST `GET /api/v1/cart`, RPC
 * `addToCart`, `removeCartItem`, `updateCartItemQuantity`, `updateDropStopOption`. Every mutation
 * carries an `Idempotency-Key`; a request that never got an answer (network failure) is sent once
 * more with the same key, so the server applies it at most once ("nothing lost, nothing doubled").
 */
import type { CartDto } from '@adega/server/contract';
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';
import { IDEMPOTENCY_HEADER, RequestError, request, type Fetch } from '../../lib/rpc';

export { IDEMPOTENCY_HEADER, type Fetch };

/** A fresh request id (also the Idempotency-Key of the mutation). */
export function newRequestId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * `POST /rpc/{operation}` → `data` (the cart document). `key` set: a mutation, sent with that
 * Idempotency-Key; a network failure is retried once (the server applies a key once).
 */
export async function cartCall(
  operation: string,
  payload: Record<string, unknown>,
  key: string | null,
  doFetch?: Fetch,
): Promise<CartDto> {
  const body = (await request('POST', `/rpc/${operation}`, payload, {
    idempotencyKey: key,
    retryNetworkFailure: true,
    ...(doFetch ? { fetch: doFetch } : {}),
  })) as { data?: CartDto } | null;
  if (!body?.data) throw new RequestError(GENERIC_ERROR_MESSAGE, 200);
  return body.data;
}

/** `GET /api/v1/cart` (SPEC §7 "Cart details"): the same document as RPC getShoppingCart. */
export async function readCart(doFetch?: Fetch): Promise<CartDto> {
  return (await request('GET', CART_PATH, undefined, doFetch ? { fetch: doFetch } : {})) as CartDto;
}

export const CART_PATH = '/api/v1/cart';

export const cartApi = {
  get: (doFetch?: Fetch) => readCart(doFetch),
  add: (skuCode: string, quantity: number, key: string, doFetch?: Fetch) =>
    cartCall('addToCart', { skuCode, quantity }, key, doFetch),
  remove: (itemUidPk: number, key: string, doFetch?: Fetch) =>
    cartCall('removeCartItem', { itemUidPk }, key, doFetch),
  setQuantity: (
    skuCode: string,
    itemUidPk: number,
    quantity: number,
    key: string,
    doFetch?: Fetch,
  ) => cartCall('updateCartItemQuantity', { skuCode, itemUidPk, quantity }, key, doFetch),
  setDropStop: (value: boolean, key: string, doFetch?: Fetch) =>
    cartCall('updateDropStopOption', { value }, key, doFetch),
};
