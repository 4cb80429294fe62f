/**
 * Cart tracking (SPEC §4 "Opening fires a view-cart analytics event, records a cart-viewed event
 * once"). The view-cart event goes to the data layer (`window.dataLayer`, GA4 `view_cart` shape);
 * the customer-engagement `cart_viewed` event (SPEC §7) is dispatched, once per page, on the same
 * `adega:tracking` window event as the other tracking seams until those services exist.
 */
import type { CartDto } from '@adega/server/contract';
import { TRACKING_DOM_EVENT } from '../../lib/tracking';
import { productLines } from './cart-view';

export interface ViewCartEvent {
  event: 'view_cart';
  ecommerce: {
    currency: 'BRL';
    value: number;
    items: {
      item_id: string;
      item_name: string;
      item_brand: string;
      item_category: string;
      price: number;
      quantity: number;
    }[];
  };
}

export function viewCartEvent(cart: CartDto | null): ViewCartEvent {
  return {
    event: 'view_cart',
    ecommerce: {
      currency: 'BRL',
      value: cart?.total ?? 0,
      items: productLines(cart).map((item) => ({
        item_id: item.productSku.skuCode,
        item_name: item.displayName,
        item_brand: item.productSku.product.brand.code,
        item_category: item.productCategory,
        price: item.lowestUnitPrice.amount,
        quantity: item.quantity,
      })),
    },
  };
}

let cartViewedRecorded = false;

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Fires view_cart on every opening and cart_viewed the first time only. */
export function trackCartOpened(cart: CartDto | null, target: Window = window): void {
  const w = target as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push(viewCartEvent(cart));
  if (cartViewedRecorded) return;
  cartViewedRecorded = true;
  target.dispatchEvent(
    new CustomEvent(TRACKING_DOM_EVENT, {
      detail: { event: 'cart_viewed', numItems: cart?.numItems ?? 0, total: cart?.total ?? 0 },
    }),
  );
}
