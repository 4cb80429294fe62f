/**
 * The prime (subscription) item in the cart (SPEC §3 "The subscription product has productType
 * 'ClubePrime'", §4 Prime toggle).
 */
import type { SubscriptionFlags } from '../roles.ts';

export const SUBSCRIPTION_PRODUCT_TYPE = 'ClubePrime';
/** SPEC §4: "That flag is stored locally as hasPrimeOnCart." */
export const HAS_PRIME_ON_CART_STORAGE_KEY = 'hasPrimeOnCart';

export interface TypedCartItem {
  productType?: string | null;
  quantity?: number | null;
}

export function isSubscriptionItem(item: TypedCartItem): boolean {
  return item.productType === SUBSCRIPTION_PRODUCT_TYPE;
}

/**
 * SPEC §4: "Prime is excluded from the cart item count." The count is the number of units
 * (Σ quantity, a missing quantity counting 1), as the WineBox badge counts bottles.
 */
export function cartItemCount(items: readonly TypedCartItem[]): number {
  return items
    .filter((item) => !isSubscriptionItem(item))
    .reduce((count, item) => count + Math.max(0, item.quantity ?? 1), 0);
}

/** SPEC §4: "The prime item is removed from the cart if the customer is already a prime subscriber." */
export function shouldRemovePrimeItem(
  customer: Pick<SubscriptionFlags, 'socioPrime'> | null | undefined,
  items: readonly TypedCartItem[],
): boolean {
  return Boolean(customer?.socioPrime) && items.some(isSubscriptionItem);
}

export interface PrimeToggleState {
  loading: boolean;
  /** Mirrors the cart's clubePrimeOnCart. */
  hasPrimeOnCart: boolean;
}

export type PrimeToggleCommand = { type: 'add-prime-sku' } | { type: 'remove-prime-item' };

/**
 * SPEC §4: the toggle sets a loading state; adding offers the prime sku, removing deletes the cart
 * item. Toggling to the state the cart already has does nothing.
 */
export function togglePrime(
  state: PrimeToggleState,
  on: boolean,
): { state: PrimeToggleState; command: PrimeToggleCommand | null } {
  if (on === state.hasPrimeOnCart) return { state, command: null };
  return {
    state: { ...state, loading: true },
    command: on ? { type: 'add-prime-sku' } : { type: 'remove-prime-item' },
  };
}

/** SPEC §4: "Loading ends when clubePrimeOnCart changes." */
export function primeCartUpdated(
  state: PrimeToggleState,
  clubePrimeOnCart: boolean,
): PrimeToggleState {
  if (clubePrimeOnCart === state.hasPrimeOnCart) return state;
  return { loading: false, hasPrimeOnCart: clubePrimeOnCart };
}
