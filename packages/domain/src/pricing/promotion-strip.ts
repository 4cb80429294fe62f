/**
 * Product promotion strip (SPEC §3 "Promotion strip: countdownArray, stockOut, hideStockAmount,
 * productUnavailable"; texts from §9).
 */
import { PRODUCT_UNAVAILABLE_TEXT } from './availability.ts';
import { countdownArray, formatCountdown, secondsUntil, type CountdownArray } from './countdown.ts';
import { stockShownText, type StockShown } from './shelf.ts';

export interface PromotionStripInputs {
  /** The promotion's final_date; null when the promotion has no end. */
  finalDate?: Date | null;
  now: Date;
  /** stockOut and hideStockAmount as the server shows them (shelf.ts `stockShown`). */
  stock?: StockShown | null;
  productUnavailable: boolean;
}

export interface PromotionStripView {
  countdownArray: CountdownArray | null;
  countdownText: string | null;
  stockText: string | null;
  unavailableText: typeof PRODUCT_UNAVAILABLE_TEXT | null;
}

/**
 * The strip: a countdown while the promotion runs, the stock line (§5/§9 rules in shelf.ts) and
 * 'Produto sem estoque' when the product is unavailable — in which case the stock line is not
 * shown (there is nothing left to count).
 */
export function promotionStrip(inputs: PromotionStripInputs): PromotionStripView {
  const running = inputs.finalDate ? secondsUntil(inputs.finalDate, inputs.now) > 0 : false;
  const array = running && inputs.finalDate ? countdownArray(inputs.finalDate, inputs.now) : null;
  return {
    countdownArray: array,
    countdownText: array ? `Acaba em ${formatCountdown(array)}` : null,
    stockText: inputs.productUnavailable ? null : stockShownText(inputs.stock),
    unavailableText: inputs.productUnavailable ? PRODUCT_UNAVAILABLE_TEXT : null,
  };
}
