/**
 * What a customer may see of a product's stock, the same on every surface: the card, the product
 * page, search, Winelists, the product API and the sitemap (issue #33 F16/F18, ADR 0050).
 * - Available: flagged available with a list price (SPEC §4, `isAvailable`) **and** units left,
 *   the very units the cart sells (`sellableStock`): the page never offers what the cart refuses.
 * - The stock line: the units really left (the promotion's units, which orders take and give
 *   back, never more than the product's stock), under the rules of stock.ts; nothing else of the
 *   stock leaves the server, so the API shows exactly what the page shows.
 */
import { sellableStock, type CartProduct } from '../cart/cart-rules.ts';
import { isAvailable } from './availability.ts';
import { isStockLineShown, LAST_UNITS_TEXT, remainingUnitsText } from './stock.ts';

export interface ShelfPromotion {
  active: boolean;
  /** The promotion's units left (orders take them). */
  stock?: number | null;
  trigger_stock_out?: number | null;
  hide_stock_amount?: boolean | null;
}

export interface ShelfProduct {
  available: boolean;
  listPrice: number;
  /** The product's units (orders take them). */
  stock: number;
  promotion?: ShelfPromotion | null;
}

/** Units that can still be sold: the product's, no more than an active promotion's (the cart's). */
export function unitsLeft(product: ShelfProduct): number {
  return sellableStock(product as Pick<CartProduct, 'stock' | 'promotion'>);
}

/** F18: the flag **and** stock above zero. */
export function isInStock(product: ShelfProduct): boolean {
  return isAvailable(product) && unitsLeft(product) > 0;
}

/**
 * The stock a page shows: `stock` is the number of 'Restam só {n} un.', `lastUnits` says
 * 'Últimas unidades' (the amount hidden); neither when the line is not shown.
 */
export interface StockShown {
  stock: number | null;
  lastUnits: boolean;
}

export const NO_STOCK_SHOWN: StockShown = { stock: null, lastUnits: false };

/** F16: what a customer may know of the stock, for the page and the API alike. */
export function stockShown(product: ShelfProduct): StockShown {
  const promotion = product.promotion;
  if (!promotion?.active || !isInStock(product)) return NO_STOCK_SHOWN;
  const units = unitsLeft(product);
  if (!isStockLineShown({ ...promotion, stock: units })) return NO_STOCK_SHOWN;
  return promotion.hide_stock_amount
    ? { stock: null, lastUnits: true }
    : { stock: units, lastUnits: false };
}

/** The stock line's text ('Restam só {n} un.' or 'Últimas unidades'), or null. */
export function stockShownText(shown: StockShown | null | undefined): string | null {
  if (shown?.lastUnits) return LAST_UNITS_TEXT;
  return typeof shown?.stock === 'number' && shown.stock > 0
    ? remainingUnitsText(shown.stock)
    : null;
}
