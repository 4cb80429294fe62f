import {
  QUANTITY_DEFAULT,
  QUANTITY_MASK_DIGITS,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '../constants.ts';
import { isSubscriptionItem } from '../pricing/prime-toggle.ts';

/**
 * Message for a quantity outside 1..9999 sent to the API. Our wording: the spec has no message
 * because the selector never lets such a value through (it reverts, see `nextQuantity`).
 */
export const QUANTITY_RANGE = `A quantidade deve estar entre ${String(QUANTITY_MIN)} e ${String(QUANTITY_MAX)}`;

/** SPEC §5 quantity: an integer from 1 to 9999. */
export function isValidQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX;
}

/** SPEC §5 quantity → our range message (see QUANTITY_RANGE) or null. */
export function validateQuantity(value: number): string | null {
  return isValidQuantity(value) ? null : QUANTITY_RANGE;
}

/**
 * SPEC §5 "mask of up to 4 digits": what the input shows while typing. Non-digits (including a
 * decimal separator) are dropped, then only the first 4 digits are kept.
 */
export function maskQuantity(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, QUANTITY_MASK_DIGITS);
}

/** The quantity to show before any typing, or to fall back to when `previous` is itself bad. */
function safe(previous: number): number {
  return isValidQuantity(previous) ? previous : QUANTITY_DEFAULT;
}

/**
 * SPEC §5 "Decimals or out-of-range typed values revert to the previous value". A typed value is
 * accepted only when it is a whole number written with digits (surrounding spaces allowed) inside
 * 1..9999; '1.5', '1,5', '0', '10000', '-2', '' and 'abc' all give back `previous` (or the
 * default 1 if `previous` is not a valid quantity).
 */
export function nextQuantity(previous: number, typed: string | number): number {
  const fallback = safe(previous);
  if (typeof typed === 'number') return isValidQuantity(typed) ? typed : fallback;
  const text = typed.trim();
  if (!/^[0-9]+$/.test(text)) return fallback;
  const value = Number(text);
  return isValidQuantity(value) ? value : fallback;
}

/** SPEC §5 "Minus and plus respect the bounds". */
export function canDecrement(quantity: number): boolean {
  return safe(quantity) > QUANTITY_MIN;
}

export function canIncrement(quantity: number): boolean {
  return safe(quantity) < QUANTITY_MAX;
}

/** Minus: one less, never below 1. */
export function decrementQuantity(quantity: number): number {
  return Math.max(QUANTITY_MIN, safe(quantity) - 1);
}

/** Plus: one more, never above 9999. */
export function incrementQuantity(quantity: number): number {
  return Math.min(QUANTITY_MAX, safe(quantity) + 1);
}

/** The initial value of the selector (SPEC §5 "default 1"). */
export function initialQuantity(quantity?: number | null): number {
  return quantity === undefined || quantity === null ? QUANTITY_DEFAULT : safe(quantity);
}

/** 'editable' input, 'locked' (shown, read-only) or 'none' (no quantity input at all). */
export type QuantityInputMode = 'editable' | 'locked' | 'none';

export interface QuantityItem {
  /** Product type name; the subscription product is 'ClubePrime' (SPEC §3). */
  readonly productType?: string | null;
  /** True when the line is a promotional item (gift, campaign or promotion line). */
  readonly promotional?: boolean;
}

/** The subscription (prime) product type (SPEC §3 "The subscription product has productType 'ClubePrime'"). */
export const PRIME_PRODUCT_TYPE = 'ClubePrime';

/**
 * SPEC §5 "Quantity is locked for promotional items. Prime items have no quantity input."
 * A prime item has no input even if it were also marked promotional; nor has a club box line
 * (ADR 0022: a subscription, quantity 1).
 */
export function quantityInputMode(item: QuantityItem): QuantityInputMode {
  if (isSubscriptionItem(item)) return 'none';
  return item.promotional === true ? 'locked' : 'editable';
}
