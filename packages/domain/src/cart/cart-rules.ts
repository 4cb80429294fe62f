/**
 * What may go into a cart, and how much (SPEC §4 availability, §5 quantity 1..9999, §6
 * members-only). Expected failures are returned as typed results with the pt-BR text to show
 * (STYLE §3); the server maps them to HTTP statuses.
 */
import { QUANTITY_MAX } from '../constants.ts';
import { isAvailable, PRODUCT_UNAVAILABLE_TEXT } from '../pricing/availability.ts';
import { isSubscriptionItem } from '../pricing/prime-toggle.ts';
import { canPurchase, MEMBERS_ONLY_LABEL, type MembersOnlyPromotion } from '../roles.ts';
import { isValidQuantity, QUANTITY_RANGE } from '../validation/quantity.ts';

export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';
export const ITEM_NOT_FOUND = 'Item não encontrado na sua WineBox.';
/** Our text: the spec has none for a quantity above the stock. */
export function stockLimitMessage(stock: number): string {
  return stock === 1
    ? 'Só temos 1 unidade deste produto.'
    : `Só temos ${String(stock)} unidades deste produto.`;
}
export const PRIME_QUANTITY_FIXED = 'A assinatura Prime entra na WineBox com quantidade 1.';
export const ALREADY_PRIME = 'Você já é assinante Prime.';
/** A cart holds at most this many different products (a bound on the work of every request). */
export const MAX_CART_LINES = 100;
export const TOO_MANY_LINES = `Sua WineBox pode ter no máximo ${String(MAX_CART_LINES)} produtos diferentes.`;

export interface CartProduct {
  productType: string;
  available: boolean;
  listPrice: number;
  stock: number;
  promotion?: (MembersOnlyPromotion & { stock?: number | null }) | null;
  /** Sold in the store of this cart (WINE or OUTLET). */
  inStore: boolean;
}

export type CartRuleFailure =
  | { ok: false; reason: 'not-found'; message: string }
  | { ok: false; reason: 'unavailable'; message: string }
  | { ok: false; reason: 'members-only'; message: string }
  | { ok: false; reason: 'out-of-stock'; message: string }
  | { ok: false; reason: 'quantity'; message: string }
  | { ok: false; reason: 'already-prime'; message: string };

export type CartRuleResult = { ok: true } | CartRuleFailure;

/**
 * Units that can be sold: the product's stock, and while a promotion is active, no more than the
 * promotion's own stock (the units offered at that price; SPEC §3 promotion.stock).
 */
export function sellableStock(product: Pick<CartProduct, 'stock' | 'promotion'>): number {
  const promotionStock = product.promotion?.active ? product.promotion.stock : null;
  const stock = Math.max(0, Math.trunc(product.stock));
  return typeof promotionStock === 'number' && Number.isFinite(promotionStock)
    ? Math.min(stock, Math.max(0, Math.trunc(promotionStock)))
    : stock;
}

/**
 * Whether `quantity` units of `product` may be in this buyer's cart.
 * Order: not sold here, unavailable, members-only, prime already owned, quantity bounds, stock.
 */
export interface Buyer {
  /** An active subscription on the customer's record (SPEC §6 "only by active subscribers"). */
  subscriber: boolean;
  /** Already a prime subscriber: the subscription line is not offered again (SPEC §4). */
  primeSubscriber?: boolean;
}

export function checkLine(product: CartProduct, quantity: number, buyer: Buyer): CartRuleResult {
  if (!product.inStore) return { ok: false, reason: 'not-found', message: PRODUCT_NOT_FOUND };
  if (!isAvailable(product)) {
    return { ok: false, reason: 'unavailable', message: PRODUCT_UNAVAILABLE_TEXT };
  }
  if (!canPurchase(product.promotion, buyer.subscriber).ok) {
    return { ok: false, reason: 'members-only', message: MEMBERS_ONLY_LABEL };
  }
  if (isSubscriptionItem(product) && buyer.primeSubscriber === true) {
    return { ok: false, reason: 'already-prime', message: ALREADY_PRIME };
  }
  if (!isValidQuantity(quantity)) return { ok: false, reason: 'quantity', message: QUANTITY_RANGE };
  if (isSubscriptionItem(product) && quantity !== 1) {
    return { ok: false, reason: 'quantity', message: PRIME_QUANTITY_FIXED };
  }
  const stock = sellableStock(product);
  if (stock === 0) return { ok: false, reason: 'unavailable', message: PRODUCT_UNAVAILABLE_TEXT };
  if (quantity > stock) {
    return { ok: false, reason: 'out-of-stock', message: stockLimitMessage(stock) };
  }
  return { ok: true };
}

/** Whether a line can be bought now (for the cart document's `available`). */
export function isLineAvailable(product: CartProduct, quantity: number, buyer: Buyer): boolean {
  return checkLine(product, Math.min(quantity, QUANTITY_MAX), buyer).ok;
}

/**
 * Adding `added` units to a line that has `current` (0 when new): the quantities add up, except
 * the subscription line, which is always 1 (SPEC §5 "Prime items have no quantity input").
 */
export function quantityAfterAdd(productType: string, current: number, added: number): number {
  if (isSubscriptionItem({ productType })) return 1;
  return current + added;
}

export interface MergeLine {
  productId: number;
  quantity: number;
}

/**
 * Merging a visitor's cart into the customer's at sign-in (issue #6): quantities of the same
 * product add up, capped at 9999 and at the sellable stock; a line the customer may not have
 * (not sold here, unavailable, members-only, out of stock) is dropped; at most one subscription
 * line is kept (the customer's own, else the first of the visitor's), and none when the customer
 * already is a prime subscriber (SPEC §4). Lines keep the customer's order, then the visitor's.
 */
export function mergeCartLines(
  target: readonly MergeLine[],
  source: readonly MergeLine[],
  productOf: (productId: number) => CartProduct | undefined,
  customer: Required<Buyer>,
): MergeLine[] {
  const merged = new Map<number, number>();
  for (const line of [...target, ...source]) {
    merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  }
  const result: MergeLine[] = [];
  let primeKept = false;
  for (const [productId, wanted] of merged) {
    const product = productOf(productId);
    if (!product) continue;
    const prime = isSubscriptionItem(product);
    if (prime && (primeKept || customer.primeSubscriber)) continue;
    const quantity = prime ? 1 : Math.min(wanted, QUANTITY_MAX, sellableStock(product));
    if (quantity < 1 || !checkLine(product, quantity, customer).ok) continue;
    if (prime) primeKept = true;
    result.push({ productId, quantity });
    if (result.length === MAX_CART_LINES) break;
  }
  return result;
}
