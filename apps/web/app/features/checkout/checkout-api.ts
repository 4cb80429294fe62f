/**
 * The checkout's calls (SPEC §7 cart and customer operations; contract/checkout.ts). Cart-changing
 * RPCs run inside the one cart queue (`useCartActions().run`): each takes the queue's request id
 * as its Idempotency-Key and resolves to the new cart document. Placing the order is
 * `POST /api/v1/checkout/orders` with the Idempotency-Key of its attempt (place-attempt.ts).
 */
import type {
  AddressDto,
  CartDto,
  LastPaymentTypeDto,
  PaymentDetailsDto,
  PaymentGatewayKeyDto,
  PlacedOrderDto,
} from '@adega/server/contract';
import type { AddressInput } from '@adega/domain/validation/schemas';
import { request, rpc, type Fetch } from '../../lib/rpc';
import { cartApi } from '../cart';

export const PLACE_ORDER_PATH = '/api/v1/checkout/orders';

/**
 * The body of `POST /api/v1/checkout/orders` (issue #13 "Placing an order"). `expectedTotal`
 * (issue #33 F10, ADR 0049): the total the summary shows (reais); the server refuses (409, the
 * message names what changed) when the cart's total is another, and charges nothing.
 */
export type PlaceOrderBody = { expectedTotal?: number } & (
  | {
      paymentMethod: 'CREDITCARD';
      creditCardUidPk: number;
      encryptedSecurityCode: string;
      installments: number;
    }
  | {
      paymentMethod: 'CREDITCARD';
      card: {
        holderName: string;
        encryptedCardNumber: string;
        encryptedExpiryMonth: string;
        encryptedExpiryYear: string;
        encryptedSecurityCode: string;
      };
      installments: number;
      saveCard: boolean;
    }
  /** Issue #14: Pix, boleto (while offered) and the cashback balance carry nothing else. */
  | { paymentMethod: 'PIX' | 'BOLETO' | 'CREDITOCLUBE' }
);

function isCart(value: unknown): value is CartDto {
  return (
    !!value &&
    typeof value === 'object' &&
    Array.isArray((value as { cartItems?: unknown }).cartItems)
  );
}

/** A cart RPC: the answer's `data` when it is the cart document, else the cart read again. */
async function cartRpc(
  operation: string,
  payload: Record<string, unknown>,
  key: string,
  doFetch?: Fetch,
): Promise<CartDto> {
  const body = (await request('POST', `/rpc/${operation}`, payload, {
    idempotencyKey: key,
    ...(doFetch ? { fetch: doFetch } : {}),
  })) as { data?: unknown } | null;
  const data = body?.data;
  if (isCart(data)) return data;
  if (data && typeof data === 'object' && isCart((data as { cart?: unknown }).cart)) {
    return (data as { cart: CartDto }).cart;
  }
  return cartApi.get(doFetch);
}

export function createCheckoutApi(doFetch?: Fetch) {
  return {
    addresses: () => rpc<AddressDto[]>('getCustomerAddresses'),
    /** Keeps the order gift (SPEC §7). */
    useSavedAddress: (addressUidpk: number, key: string) =>
      cartRpc(
        'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
        { addressUidpk },
        key,
        doFetch,
      ),
    /** A new address: saved to the account (the account's body) and set on the cart. */
    useNewAddress: (address: AddressInput, isPreferredAddress: boolean, key: string) =>
      cartRpc('setShippingAddress', { address, isPreferredAddress }, key, doFetch),
    removeAddress: (key: string) => cartRpc('removeShippingAddress', {}, key, doFetch),
    setServiceLevel: (uidPk: number, key: string) =>
      cartRpc('setShippingServiceLevel', { uidPk }, key, doFetch),
    setOrderGift: (gift: { from: string; to: string; message: string }, key: string) =>
      cartRpc('setOrderGift', gift, key, doFetch),
    removeOrderGift: (key: string) => cartRpc('removeOrderGift', {}, key, doFetch),
    setUseCashBack: (value: boolean, key: string) =>
      cartRpc('setUseCashBack', { value }, key, doFetch),
    paymentDetails: () => rpc<PaymentDetailsDto>('getPaymentDetails'),
    lastPaymentType: () => rpc<LastPaymentTypeDto>('getLastPaymentType'),
    gatewayKey: () => rpc<PaymentGatewayKeyDto>('getPaymentGatewayKey'),
    /**
     * Places the order. `lib/rpc` sends a request that got no answer once more with the same key;
     * the caller keeps key and body for a later retry of the same attempt.
     */
    placeOrder: async (body: PlaceOrderBody, key: string): Promise<PlacedOrderDto> =>
      (await request('POST', PLACE_ORDER_PATH, body, {
        idempotencyKey: key,
        // Authorising a card can take a while; the server answers within its own timeout.
        timeoutMs: 60_000,
        ...(doFetch ? { fetch: doFetch } : {}),
      })) as PlacedOrderDto,
  };
}

export type CheckoutApi = ReturnType<typeof createCheckoutApi>;

export const checkoutApi: CheckoutApi = createCheckoutApi();
