/**
 * Stock line and limited-discount warning (SPEC §3 promotion fields stock, trigger_stock_out,
 * hide_stock_amount, limit_per_unit; §5 stock line and limited-discount warning; §9 stock text).
 */

/** SPEC §3 product promotion fields about stock. */
export interface StockPromotion {
  stock?: number | null;
  trigger_stock_out?: number | null;
  hide_stock_amount?: boolean | null;
}

export const LAST_UNITS_TEXT = 'Últimas unidades';

/** 'Restam só {n} un.' */
export function remainingUnitsText(stock: number): string {
  return `Restam só ${stock} un.`;
}

/**
 * SPEC §9: the stock line is shown only when stock is at or below trigger_stock_out, and §5: only
 * when stock is above 0 (an empty stock is 'Produto sem estoque', not a stock line). Without a
 * trigger nothing is shown. 'Últimas unidades' replaces the number when the amount is hidden.
 */
export function isStockLineShown(promotion: StockPromotion | null | undefined): boolean {
  return shownStock(promotion) !== null;
}

/** The stock to show, or null when the line is not shown. */
function shownStock(promotion: StockPromotion | null | undefined): number | null {
  const stock = promotion?.stock;
  const trigger = promotion?.trigger_stock_out;
  if (typeof stock !== 'number' || typeof trigger !== 'number') return null;
  return stock > 0 && stock <= trigger ? stock : null;
}

export function stockLine(promotion: StockPromotion | null | undefined): string | null {
  const stock = shownStock(promotion);
  if (stock === null) return null;
  return promotion?.hide_stock_amount ? LAST_UNITS_TEXT : remainingUnitsText(stock);
}

/** 'Desconto promocional limitado a N un.' */
export function limitedDiscountText(limitPerUnit: number): string {
  return `Desconto promocional limitado a ${limitPerUnit} un.`;
}

/**
 * SPEC §5: the warning shows when the quantity exceeds limit_per_unit. A missing or non-positive
 * limit means no limit (our reading: a limit of 0 would forbid the promotion, which the server
 * expresses by not sending it).
 */
export function limitedDiscountWarning(
  quantity: number,
  limitPerUnit: number | null | undefined,
): string | null {
  if (typeof limitPerUnit !== 'number' || !(limitPerUnit > 0)) return null;
  return quantity > limitPerUnit ? limitedDiscountText(limitPerUnit) : null;
}
