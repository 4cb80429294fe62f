/**
 * Line changes inside a cart's lock (ADR 0009): adding a product with every rule checked before
 * anything is written (so addOrderProductsToCart can catch a refusal and go on), and the lines
 * with their gift marks (issue #12 A3: no add reaches a gift line).
 */
import { and, eq } from 'drizzle-orm';
import {
  checkAddToLine,
  checkLine,
  MAX_CART_LINES,
  PRODUCT_NOT_FOUND,
  quantityAfterAdd,
  TOO_MANY_LINES,
  type MergeLine,
} from '@adega/domain/cart/cart-rules';
import { AppError } from '@adega/domain/errors';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import type { Store } from '@adega/domain/store';
import { cartItems } from '../../db/schema.ts';
import { giftRecordSql } from '../promotions/service.ts';
import {
  productByCode,
  productsByIds,
  type CartRow,
  type CustomerFlags,
  type Queryable,
  type Tx,
} from './repo.ts';
import { buyerOf, cartProductOf, refuse } from './rules.ts';

/** The cart's lines, oldest first, each with the producer-gift record that granted it (if any). */
export async function linesWithGifts(
  q: Queryable,
  cartId: number,
): Promise<(MergeLine & { id: number })[]> {
  const rows = await q
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      giftRecordId: giftRecordSql(cartItems.id).mapWith((value: unknown) =>
        value === null ? null : Number(value),
      ),
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
  return rows.map(({ giftRecordId, ...line }) =>
    giftRecordId === null ? line : { ...line, giftRecordId },
  );
}

export async function loadProduct(tx: Tx, sku: string, store: Store) {
  const product = await productByCode(tx, sku);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const rules = cartProductOf(product, store);
  if (!rules.inStore) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return { product, rules };
}

/**
 * Adds `quantity` of `sku` to the locked cart, or throws the rule's AppError before writing
 * anything (so a caller may catch it and go on: addOrderProductsToCart).
 */
export async function addProduct(
  {
    tx,
    cart,
    flags,
    store,
    now: at,
  }: { tx: Tx; cart: CartRow; flags: CustomerFlags | null; store: Store; now: Date },
  sku: string,
  quantity: number,
): Promise<void> {
  const { product, rules } = await loadProduct(tx, sku, store);
  const buyer = buyerOf(flags);
  const lines = await linesWithGifts(tx, cart.id);
  const existing = lines.find((line) => line.productId === product.id);
  // Issue #12 A3: a gift line is its promotion's; no add (nor re-buy) adds units to it.
  const gift = checkAddToLine(existing);
  if (!gift.ok) refuse(gift);
  // The quantity asked for must itself be valid before it is added to what is there.
  const asked = checkLine(rules, isSubscriptionItem(product) ? 1 : quantity, buyer);
  if (!asked.ok) refuse(asked);
  const next = quantityAfterAdd(product.productType, existing?.quantity ?? 0, quantity);
  const result = checkLine(rules, next, buyer);
  if (!result.ok) refuse(result);
  if (existing) {
    await tx.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, existing.id));
    return;
  }
  if (lines.length >= MAX_CART_LINES) throw new AppError('VALIDATION', TOO_MANY_LINES);
  if (isSubscriptionItem(product)) {
    // One subscription line at most: another plan replaces the one in the cart.
    const others = await productsByIds(
      tx,
      lines.map((line) => line.productId),
    );
    for (const other of others.filter(isSubscriptionItem)) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, other.id)));
    }
  }
  await tx
    .insert(cartItems)
    .values({ cartId: cart.id, productId: product.id, quantity: next, createdAt: at });
}
