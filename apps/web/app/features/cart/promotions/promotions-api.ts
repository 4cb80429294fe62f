/**
 * The promotion calls of the WineBox (SPEC §7): `PUT /api/v4/cart/promotion/gift/{giftUidpk}`,
 * RPC `applyCode`, `removeAllPromotionCodes`, `removeGiftCertificate`, and the gift packaging REST
 * calls. Cart-changing calls are meant to run inside the cart queue (`useCartActions().run`):
 * each takes the queue's request id as its Idempotency-Key and resolves to the new cart document
 * (re-fetched with `GET /api/v1/cart` when the call itself answers something else).
 */
import type { CartDto, GiftPackagingDto } from '@adega/server/contract';
import { MISSING_GIFT_ID_MESSAGE } from '@adega/domain/errors';
import { addChosenGiftRequest } from '@adega/domain/promotions/chosen-gift';
import { RequestError, request } from '../../../lib/rpc';
import { cartApi, type Fetch } from '../cart-api';

const defaultFetch: Fetch = (input, init) => fetch(input, init);

/** SPEC §8: coupon and other REST errors show the server's message field (lib/rpc). */
function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: unknown,
  key: string | null,
  doFetch: Fetch,
): Promise<unknown> {
  return request(method, url, payload, { idempotencyKey: key, fetch: doFetch });
}

/** Whether a call's answer is the cart document (so no extra re-fetch is needed). */
export function isCartDocument(value: unknown): value is CartDto {
  return (
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as { cartItems?: unknown }).cartItems) &&
    typeof (value as { numItems?: unknown }).numItems === 'number'
  );
}

function dataOf(body: unknown): unknown {
  return body && typeof body === 'object' && 'data' in body
    ? (body as { data: unknown }).data
    : body;
}

async function cartAfter(body: unknown, doFetch: Fetch): Promise<CartDto> {
  const data = dataOf(body);
  return isCartDocument(data) ? data : cartApi.get(doFetch);
}

function rpcCall(operation: string, payload: Record<string, unknown>, key: string, doFetch: Fetch) {
  return send('POST', `/rpc/${operation}`, payload, key, doFetch);
}

/** The chosen gift's path (SPEC §7); the id is required (SPEC §5 'missing giftUidpk param'). */
export function chosenGiftPath(giftUidpk: string): string {
  const request = addChosenGiftRequest(giftUidpk);
  if (!request.ok) throw new RequestError(MISSING_GIFT_ID_MESSAGE, 400);
  return `/api/v4/cart/promotion/gift/${encodeURIComponent(request.giftUidpk)}`;
}

export type GiftPackagingOption = Pick<GiftPackagingDto, 'sku' | 'name' | 'price' | 'image'>;

export interface GiftPackagingState {
  eligible: boolean;
  options: GiftPackagingOption[];
  /** The sku of the packaging in the cart, else null. */
  selectedSku: string | null;
}

/**
 * The answer of GET /api/v1/giftPackaging: `{options, selected, eligible}` (the server's
 * GiftPackagingListDto). Anything else reads as "not offered".
 */
export function packagingStateOf(body: unknown): GiftPackagingState {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const options = Array.isArray(record.options)
    ? (record.options as unknown[]).filter(
        (o): o is GiftPackagingOption =>
          !!o &&
          typeof o === 'object' &&
          typeof (o as GiftPackagingOption).sku === 'string' &&
          typeof (o as GiftPackagingOption).price === 'number',
      )
    : [];
  const selected = record.selected as { sku?: unknown } | null | undefined;
  return {
    eligible: record.eligible === true,
    options,
    selectedSku: selected && typeof selected.sku === 'string' ? selected.sku : null,
  };
}

export function createPromotionsApi(doFetch: Fetch = defaultFetch) {
  return {
    /** PUT the chosen gift, then the cart (SPEC §4: the cart is re-fetched after the change). */
    chooseGift: async (giftUidpk: string, key: string): Promise<CartDto> => {
      await send('PUT', chosenGiftPath(giftUidpk), undefined, key, doFetch);
      return cartApi.get(doFetch);
    },
    applyCode: async (code: string, key: string): Promise<CartDto> =>
      cartAfter(await rpcCall('applyCode', { code }, key, doFetch), doFetch),
    removeAllPromotionCodes: async (key: string): Promise<CartDto> =>
      cartAfter(await rpcCall('removeAllPromotionCodes', {}, key, doFetch), doFetch),
    removeGiftCertificate: async (code: string, key: string): Promise<CartDto> =>
      cartAfter(await rpcCall('removeGiftCertificate', { code }, key, doFetch), doFetch),
    /** One GET answers the options and the eligibility (isEligible says the same alone). */
    giftPackaging: async (): Promise<GiftPackagingState> =>
      packagingStateOf(await send('GET', '/api/v1/giftPackaging', undefined, null, doFetch)),
    chooseGiftPackaging: async (skuGiftPackaging: string, key: string): Promise<CartDto> =>
      cartAfter(
        await send(
          'POST',
          '/api/v1/giftPackaging/giftPackaging',
          { skuGiftPackaging },
          key,
          doFetch,
        ),
        doFetch,
      ),
    removeGiftPackaging: async (key: string): Promise<CartDto> =>
      cartAfter(await send('DELETE', '/api/v1/giftPackaging', undefined, key, doFetch), doFetch),
  };
}

export type PromotionsApi = ReturnType<typeof createPromotionsApi>;

export const promotionsApi: PromotionsApi = createPromotionsApi();
