/**
 * The subscription items in the cart: the prime/pass item (SPEC §3 "The subscription product has
 * productType 'ClubePrime'", §4 Prime toggle) and the club box line (productType 'Clube', ADR 0022).
 * Both are subscriptions, not merchandise: quantity 1, no bottle, no promotion, no cashback.
 * `clubePrimeOnCart`, the prime toggle and "already prime" mean the prime item only.
 */
import { PASS_TOGGLE_REENABLE_MS } from '../constants.ts';
import type { SubscriptionFlags } from '../roles.ts';

export const SUBSCRIPTION_PRODUCT_TYPE = 'ClubePrime';
/** A club box line's product (one per line and billing kind, domain `clubSku`). */
export const CLUB_PRODUCT_TYPE = 'Clube';
/** SPEC §4: "That flag is stored locally as hasPrimeOnCart." */
export const HAS_PRIME_ON_CART_STORAGE_KEY = 'hasPrimeOnCart';

export interface TypedCartItem {
  productType?: string | null;
  quantity?: number | null;
}

/** The prime/pass item (SPEC §3 clubePrimeOnCart). */
export function isPrimeItem(item: TypedCartItem): boolean {
  return item.productType === SUBSCRIPTION_PRODUCT_TYPE;
}

/** A club box line (ADR 0022). */
export function isClubItem(item: TypedCartItem): boolean {
  return item.productType === CLUB_PRODUCT_TYPE;
}

/** A subscription rather than merchandise: the prime item or a club box line. */
export function isSubscriptionItem(item: TypedCartItem): boolean {
  return isPrimeItem(item) || isClubItem(item);
}

/**
 * SPEC §4: "Prime is excluded from the cart item count"; so is a club box line (not a bottle,
 * ADR 0022). The count is the number of units
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
  return Boolean(customer?.socioPrime) && items.some(isPrimeItem);
}

export interface PrimeToggleState {
  loading: boolean;
  /** Mirrors the cart's clubePrimeOnCart. */
  hasPrimeOnCart: boolean;
  /**
   * The pass card's toggle stays disabled after its click until PASS_TOGGLE_REENABLE_MS after
   * the active state changed (SPEC §4 "Subscription toggle", §9 "Pass toggle re-enable 4000 ms").
   */
  coolingDown?: boolean;
}

/** The two offers of SPEC §2: the discount variant and the pass card. */
export type PrimeOfferVariant = 'discount' | 'pass';

/**
 * How long the toggle stays disabled once the active state changed: the discount toggle
 * re-enables at once (loading ends when clubePrimeOnCart changes), the pass card after 4 s.
 */
export const PRIME_TOGGLE_REENABLE_MS: Readonly<Record<PrimeOfferVariant, number>> = {
  discount: 0,
  pass: PASS_TOGGLE_REENABLE_MS,
};

export type PrimeToggleCommand = { type: 'add-prime-sku' } | { type: 'remove-prime-item' };

/**
 * SPEC §4: the toggle sets a loading state; adding offers the prime sku, removing deletes the cart
 * item. Toggling to the state the cart already has, or a disabled toggle, does nothing.
 */
export function togglePrime(
  state: PrimeToggleState,
  on: boolean,
): { state: PrimeToggleState; command: PrimeToggleCommand | null } {
  if (on === state.hasPrimeOnCart || isPrimeToggleDisabled(state)) return { state, command: null };
  return {
    state: { ...state, loading: true },
    command: on ? { type: 'add-prime-sku' } : { type: 'remove-prime-item' },
  };
}

/**
 * SPEC §4: "Loading ends when clubePrimeOnCart changes." After a click on the pass card the
 * toggle then cools down: it re-enables PRIME_TOGGLE_REENABLE_MS.pass later (`primeCooledDown`).
 */
export function primeCartUpdated(
  state: PrimeToggleState,
  clubePrimeOnCart: boolean,
  variant: PrimeOfferVariant = 'discount',
): PrimeToggleState {
  if (clubePrimeOnCart === state.hasPrimeOnCart) return state;
  const coolingDown = state.loading && PRIME_TOGGLE_REENABLE_MS[variant] > 0;
  return {
    loading: false,
    hasPrimeOnCart: clubePrimeOnCart,
    ...(coolingDown ? { coolingDown: true } : {}),
  };
}

/** The re-enable delay after a change has passed. */
export function primeCooledDown(state: PrimeToggleState): PrimeToggleState {
  if (!state.coolingDown) return state;
  return { loading: state.loading, hasPrimeOnCart: state.hasPrimeOnCart };
}

/** A failed add or remove re-enables the toggle at once (the state did not change). */
export function primeToggleFailed(state: PrimeToggleState): PrimeToggleState {
  return { loading: false, hasPrimeOnCart: state.hasPrimeOnCart };
}

/** The toggle is disabled while loading and, on the pass card, while cooling down. */
export function isPrimeToggleDisabled(state: PrimeToggleState): boolean {
  return state.loading || state.coolingDown === true;
}
