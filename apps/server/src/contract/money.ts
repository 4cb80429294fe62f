/** Money in the public JSON (ADR 0004): decimal reais, read by every document that shows money. */

/** Money as the spec's clients read it: `amount` in reais. */
export interface MoneyAmountDto {
  amount: number;
}
