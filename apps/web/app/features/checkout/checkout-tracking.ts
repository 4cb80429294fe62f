/**
 * Checkout tracking (SPEC §7 Tracking: checkout started, shipment chosen, payment method chosen,
 * installment chosen, coupon applied). Each event is dispatched on the page's `adega:tracking`
 * bus (lib/tracking.ts), like the cart's and the search's events.
 */
import type { CartDto } from '@adega/server/contract';
import type { TrackingEvent } from '@adega/domain/tracking';
import { TRACKING_DOM_EVENT } from '../../lib/tracking';

export type CheckoutTrackingEvent = Extract<
  TrackingEvent,
  | 'checkout_started'
  | 'shipment_chosen'
  | 'payment_method_chosen'
  | 'installment_chosen'
  | 'coupon_applied'
>;

export interface CheckoutTrackingDetail {
  event: CheckoutTrackingEvent;
  [field: string]: unknown;
}

export function track(detail: CheckoutTrackingDetail, target: Window = window): void {
  target.dispatchEvent(new CustomEvent(TRACKING_DOM_EVENT, { detail }));
}

/** checkout_started: once per page, with what is being bought. */
export function checkoutStartedDetail(cart: CartDto): CheckoutTrackingDetail {
  return {
    event: 'checkout_started',
    numItems: cart.numItems,
    total: cart.total,
    skus: cart.cartItems.map((item) => item.productSku.skuCode),
  };
}
