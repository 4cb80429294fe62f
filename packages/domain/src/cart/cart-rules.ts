/**
 * What may go into a cart, and how much (SPEC §4 availability, §5 quantity 1..9999, §6
 * members-only). Expected failures are returned as typed results with the pt-BR text to show
 * (STYLE §3); the server maps them to HTTP statuses.
 */
import { QUANTITY_MAX } from '../constants.ts';
import { isAvailable, PRODUCT_UNAVAILABLE_TEXT } from '../pricing/availability.ts';
import { isClubItem, isPrimeItem, isSubscriptionItem } from '../pricing/prime-toggle.ts';
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
/** Ours (ADR 0022): a club box line is a subscription, bought once. */
export const CLUB_QUANTITY_FIXED = 'A assinatura do Clube Wine entra na WineBox com quantidade 1.';
export const ALREADY_PRIME = 'Você já é assinante Prime.';
/** Issue #15 brief: a member changes line in the account, not by buying a second subscription. */
/**
 * Issue #15 `isPrimeRequiredOnPurchase`: a product that needs premium (its PRIME_REQUIRED
 * attribute). SPEC §8: an add-to-cart text with 'Prime' is shown as is.
 */
export const PRIME_REQUIRED_TEXT =
  'Este produto é exclusivo para assinantes Prime. Adicione o Prime à sua WineBox ou assine para comprar.';
export const ALREADY_CLUB_MEMBER =
  'Você já é sócio do Clube Wine. Para trocar de linha, acesse Minha conta › Clube.';
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
  /** Only premium customers may buy it (issue #15, the product's PRIME_REQUIRED attribute). */
  primeRequired?: boolean;
}

export type CartRuleFailure =
  | { ok: false; reason: 'not-found'; message: string }
  | { ok: false; reason: 'unavailable'; message: string }
  | { ok: false; reason: 'members-only'; message: string }
  | { ok: false; reason: 'out-of-stock'; message: string }
  | { ok: false; reason: 'quantity'; message: string }
  | { ok: false; reason: 'already-prime'; message: string }
  | { ok: false; reason: 'already-club'; message: string }
  | { ok: false; reason: 'prime-required'; message: string }
  | { ok: false; reason: 'gift'; message: string };

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
 * Order: not sold here, unavailable, members-only, prime required, prime already owned, quantity bounds, stock.
 */
export interface Buyer {
  /** An active subscription on the customer's record (SPEC §6 "only by active subscribers"). */
  subscriber: boolean;
  /** Already a prime subscriber: the subscription line is not offered again (SPEC §4). */
  primeSubscriber?: boolean;
  /** Has a club subscription that is not cancelled: no second club line (ADR 0022). */
  clubMember?: boolean;
  /** The premium line is in this cart: a prime-required product may be bought with it. */
  primeInCart?: boolean;
}

export function checkLine(product: CartProduct, quantity: number, buyer: Buyer): CartRuleResult {
  if (!product.inStore) return { ok: false, reason: 'not-found', message: PRODUCT_NOT_FOUND };
  if (!isAvailable(product)) {
    return { ok: false, reason: 'unavailable', message: PRODUCT_UNAVAILABLE_TEXT };
  }
  if (!canPurchase(product.promotion, buyer.subscriber).ok) {
    return { ok: false, reason: 'members-only', message: MEMBERS_ONLY_LABEL };
  }
  if (product.primeRequired === true && !buyer.primeSubscriber && buyer.primeInCart !== true) {
    return { ok: false, reason: 'prime-required', message: PRIME_REQUIRED_TEXT };
  }
  if (isPrimeItem(product) && buyer.primeSubscriber === true) {
    return { ok: false, reason: 'already-prime', message: ALREADY_PRIME };
  }
  if (isClubItem(product) && buyer.clubMember === true) {
    return { ok: false, reason: 'already-club', message: ALREADY_CLUB_MEMBER };
  }
  if (!isValidQuantity(quantity)) return { ok: false, reason: 'quantity', message: QUANTITY_RANGE };
  if (isSubscriptionItem(product) && quantity !== 1) {
    const message = isPrimeItem(product) ? PRIME_QUANTITY_FIXED : CLUB_QUANTITY_FIXED;
    return { ok: false, reason: 'quantity', message };
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
 * a subscription line (prime or club), which is always 1 (SPEC §5 "Prime items have no quantity
 * input"; ADR 0022 for the club line).
 */
export function quantityAfterAdd(productType: string, current: number, added: number): number {
  if (isSubscriptionItem({ productType })) return 1;
  return current + added;
}

export interface MergeLine {
  productId: number;
  quantity: number;
  /**
   * The producer-gift record that granted this line (a gift line: price 0, quantity fixed by its
   * promotion); absent for a bought line.
   */
  giftRecordId?: number;
}

/** Units a producer gift grants: a gift line is created by its promotion at this quantity only. */
export const GIFT_GRANTED_QUANTITY = 1;
export const GIFT_ALREADY_IN_CART = 'Este brinde já está na sua WineBox.';
/** SPEC §5: the quantity of a gift line is locked. */
export const GIFT_QUANTITY_LOCKED = 'A quantidade de um brinde não pode ser alterada.';

/**
 * Issue #12 A3: a gift line's quantity is the promotion's. No path that adds units to an existing
 * line (add to cart, re-buy an order, sign-in merge) may add to a gift line; the quantity change
 * is refused by its own rule (the quantity of a gift is locked).
 */
export function checkAddToLine(
  existing: { giftRecordId?: number | null } | undefined,
): CartRuleResult {
  return existing?.giftRecordId != null
    ? { ok: false, reason: 'gift', message: GIFT_ALREADY_IN_CART }
    : { ok: true };
}

/**
 * Merging a visitor's cart into the customer's at sign-in (issue #6): quantities of the same
 * product add up, capped at 9999 and at the sellable stock; a line the customer may not have
 * (not sold here, unavailable, members-only, out of stock) is dropped; at most one subscription
 * line of each kind (prime, club) is kept (the customer's own, else the first of the visitor's),
 * and none when the customer already is a prime subscriber (SPEC §4) or a club member (ADR 0022). Lines keep the customer's order, then the visitor's.
 * Gift lines (issue #12 A3) are never merchandise: a gift line keeps the granted quantity and
 * nothing is added to it; a visitor's gift line moves as a gift at the granted quantity only when
 * the customer has no line of that product (otherwise it adds nothing).
 */
export function mergeCartLines(
  target: readonly MergeLine[],
  source: readonly MergeLine[],
  productOf: (productId: number) => CartProduct | undefined,
  customer: Buyer & { primeSubscriber: boolean },
): MergeLine[] {
  const merged = new Map<number, { quantity: number; giftRecordId?: number }>();
  for (const [index, line] of [...target, ...source].entries()) {
    const fromTarget = index < target.length;
    const current = merged.get(line.productId);
    if (current?.giftRecordId !== undefined) continue;
    if (line.giftRecordId !== undefined) {
      // A visitor's gift never adds to (or turns into a gift) a line the customer already has.
      if (!current || fromTarget) {
        merged.set(line.productId, {
          quantity: GIFT_GRANTED_QUANTITY,
          giftRecordId: line.giftRecordId,
        });
      }
      continue;
    }
    merged.set(line.productId, { quantity: (current?.quantity ?? 0) + line.quantity });
  }
  const result: MergeLine[] = [];
  const kept = new Set<string>();
  for (const [productId, { quantity: wanted, giftRecordId }] of merged) {
    const product = productOf(productId);
    if (!product) continue;
    const subscription = isSubscriptionItem(product);
    if (subscription && kept.has(product.productType)) continue;
    if (isPrimeItem(product) && customer.primeSubscriber) continue;
    const quantity = subscription ? 1 : Math.min(wanted, QUANTITY_MAX, sellableStock(product));
    if (quantity < 1 || !checkLine(product, quantity, customer).ok) continue;
    if (subscription) kept.add(product.productType);
    result.push(
      giftRecordId === undefined ? { productId, quantity } : { productId, quantity, giftRecordId },
    );
    if (result.length === MAX_CART_LINES) break;
  }
  return result;
}
