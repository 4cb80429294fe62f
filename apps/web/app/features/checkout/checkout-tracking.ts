/**
 * Checkout tracking (SPEC §7 Tracking: checkout started, shipment chosen, payment method chosen,
 * installment chosen, coupon applied), through the page's one `track()` (lib/tracking.ts).
 */
import type { CartDto } from '@adega/server/contract';
import type { TrackingEvent } from '@adega/domain/tracking';
import { track as trackEvent } from '../../lib/tracking';

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

export function track(detail: CheckoutTrackingDetail, target?: Window): void {
  const { event, ...properties } = detail;
  trackEvent(event, properties, target);
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
