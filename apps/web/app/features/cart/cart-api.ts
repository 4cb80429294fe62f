/**
 * The cart calls of SPEC §7 as the browser makes them (ADR 0009): REST `GET /api/v1/cart`, RPC
 * `addToCart`, `removeCartItem`, `updateCartItemQuantity`, `updateDropStopOption`. Every mutation
 * carries an `Idempotency-Key`; a request that never got an answer (network failure) is sent once
 * more with the same key, so the server applies it at most once ("nothing lost, nothing doubled").
 */
import type { CartDto } from '@adega/server/contract';
import { GENERIC_ERROR_MESSAGE } from '@adega/domain/errors';
import { jsonHeaders, NETWORK_ERROR_MESSAGE, RequestError } from '../../lib/rpc';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh request id (also the Idempotency-Key of the mutation). */
export function newRequestId(): string {
  const c = globalThis.crypto as Crypto | undefined;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `r-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

async function errorOf(response: Response): Promise<RequestError> {
  const body: unknown = await response.json().catch(() => null);
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return new RequestError(
    typeof record.message === 'string' ? record.message : GENERIC_ERROR_MESSAGE,
    response.status,
    typeof record.code === 'string' ? record.code : null,
    record.fields && typeof record.fields === 'object'
      ? (record.fields as Record<string, string>)
      : {},
  );
}

/**
 * `POST /rpc/{operation}` → `data` (the cart document). `key` set: a mutation, sent with that
 * Idempotency-Key and retried once on a network failure.
 */
export async function cartCall(
  operation: string,
  payload: Record<string, unknown>,
  key: string | null,
  doFetch: Fetch = (input, init) => fetch(input, init),
): Promise<CartDto> {
  const headers = { ...jsonHeaders(), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) };
  const init: RequestInit = {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify(payload),
  };
  let response: Response | null = null;
  for (let attempt = 0; attempt < 2 && response === null; attempt += 1) {
    try {
      response = await doFetch(`/rpc/${operation}`, init);
    } catch {
      response = null;
    }
  }
  if (response === null) throw new RequestError(NETWORK_ERROR_MESSAGE, null);
  if (!response.ok) throw await errorOf(response);
  const body = (await response.json().catch(() => null)) as { data?: CartDto } | null;
  if (!body?.data) throw new RequestError(GENERIC_ERROR_MESSAGE, response.status);
  return body.data;
}

/** `GET /api/v1/cart` (SPEC §7 "Cart details"): the same document as RPC getShoppingCart. */
export async function readCart(doFetch: Fetch = (input, init) => fetch(input, init)) {
  let response: Response;
  try {
    response = await doFetch(CART_PATH, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new RequestError(NETWORK_ERROR_MESSAGE, null);
  }
  if (!response.ok) throw await errorOf(response);
  return (await response.json()) as CartDto;
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
