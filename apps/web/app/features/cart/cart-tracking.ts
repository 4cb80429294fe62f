/**
 * Cart tracking (SPEC §4 "Opening fires a view-cart analytics event, records a cart-viewed event
 * once"). The view-cart event goes to the data layer (`window.dataLayer`, GA4 `view_cart` shape);
 * the customer-engagement `cart_viewed` event (SPEC §7) goes through `track()`, once per page.
 */
import type { CartDto } from '@adega/server/contract';
import { track } from '../../lib/tracking';
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
  track('cart_viewed', { numItems: cart?.numItems ?? 0, total: cart?.total ?? 0 }, target);
}

type CartLine = CartDto['cartItems'][number];

function lineOf(cart: CartDto | null, ref: { sku?: string; itemUidPk?: number }): CartLine | null {
  if (!cart) return null;
  return (
    cart.cartItems.find(
      (item) =>
        (ref.itemUidPk !== undefined && item.uidPk === ref.itemUidPk) ||
        (ref.sku !== undefined && item.productSku.skuCode === ref.sku),
    ) ?? null
  );
}

/**
 * SPEC §7 product added / removed, from the cart before and after a change of one line (an add,
 * a removal or a quantity change), with the tracking variants of SPEC §4 (cartItemTotal,
 * productCategory, lowestUnitPrice.amount, productSeoUrl, country). Null when the line's quantity
 * did not change.
 */
export function lineChangeEvent(
  before: CartDto | null,
  after: CartDto,
  ref: { sku?: string; itemUidPk?: number },
): { event: 'product_added' | 'product_removed'; properties: Record<string, unknown> } | null {
  const old = lineOf(before, ref);
  const sku = ref.sku ?? old?.productSku.skuCode;
  const now = lineOf(after, sku === undefined ? ref : { sku });
  const delta = (now?.quantity ?? 0) - (old?.quantity ?? 0);
  const line = now ?? old;
  if (delta === 0 || !line) return null;
  return {
    event: delta > 0 ? 'product_added' : 'product_removed',
    properties: {
      sku: line.productSku.skuCode,
      name: line.displayName,
      quantity: Math.abs(delta),
      cartItemTotal: now?.cartItemTotal ?? 0,
      productCategory: line.productCategory,
      price: line.lowestUnitPrice.amount,
      productSeoUrl: line.productSeoUrl,
      country: line.country,
      cartTotal: after.total,
    },
  };
}

export function trackLineChange(
  before: CartDto | null,
  after: CartDto,
  ref: { sku?: string; itemUidPk?: number },
): void {
  const change = lineChangeEvent(before, after, ref);
  if (change) track(change.event, change.properties);
}
