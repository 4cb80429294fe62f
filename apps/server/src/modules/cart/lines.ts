/**
 * Line changes inside a cart's lock (ADR 0009): adding a product with every rule checked before
 * anything is written (so addOrderProductsToCart can catch a refusal and go on), and the lines
 * with their gift marks (issue #12 A3: no add reaches a gift line).
 */
import { and, eq, sql } from 'drizzle-orm';
import { buyerOf, cartProductOf, subscriptionBuyerOf } from '@adega/domain/cart/cart-inputs';
import {
  checkAddToLine,
  checkLine,
  GIFT_QUANTITY_LOCKED,
  MAX_CART_LINES,
  PRODUCT_NOT_FOUND,
  quantityAfterAdd,
  TOO_MANY_LINES,
  type MergeLine,
} from '@adega/domain/cart/cart-rules';
import { AppError } from '@adega/domain/errors';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import type { Store } from '@adega/domain/store';
import { preparedRows, type PreparedStatements } from '../../db/prepared.ts';
import { cartItemGifts, cartItems } from '../../db/schema.ts';
import { productByCode, type CartProductRow, type CustomerFlags } from '../../db/cart-inputs.ts';
import { giftMarkSql, hasPrimeLine, productsByIds, type CartRow } from './repo.ts';
import { refuse } from './rules.ts';
import { PRODUCT_JSON } from './state.ts';
import type { Queryable, Tx } from '../../db/client.ts';

type LineWithGift = MergeLine & { id: number };

/** A line as its mark says: no `giftRecordId` key on a line no gift record granted. */
function withGiftMark({
  giftRecordId,
  ...line
}: {
  id: number;
  productId: number;
  quantity: number;
  giftRecordId: number | null;
}): LineWithGift {
  return giftRecordId === null ? line : { ...line, giftRecordId };
}

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
      giftRecordId: giftMarkSql(cartItems.id).mapWith((value: unknown) =>
        value === null ? null : Number(value),
      ),
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
  return rows.map(withGiftMark);
}

/**
 * The product of `sku` (its cart columns) and the cart's lines with their gift marks, in one
 * statement (prepared on PGlite); undefined when no product has that code.
 */
async function productWithLines(
  tx: Tx,
  cartId: number,
  sku: string,
  statements: PreparedStatements | null,
) {
  const [row] = await preparedRows<{
    product: NonNullable<CartProductRow>;
    lines: { id: number; productId: number; quantity: number; giftRecordId: number | null }[];
  }>(
    tx,
    statements,
    sql`select ${PRODUCT_JSON} as product, coalesce((select json_agg(json_build_object(
        'id', ci.id, 'productId', ci.product_id, 'quantity', ci.quantity,
        'giftRecordId', ${giftMarkSql(sql`ci.id`)}) order by ci.id)
      from cart_items ci where ci.cart_id = ${cartId}), '[]'::json) as lines
      from products p where p.code = ${sku}`,
  );
  return row && { product: row.product, lines: row.lines.map(withGiftMark) };
}

function rulesOf(product: CartProductRow, store: Store) {
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const rules = cartProductOf(product, store);
  if (!rules.inStore) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return { product, rules };
}

/** SPEC §5: the quantity of a gift line is locked. */
export async function refuseGiftQuantityChange(tx: Tx, itemId: number): Promise<void> {
  const [gift] = await tx
    .select({ id: cartItemGifts.cartItemId })
    .from(cartItemGifts)
    .where(eq(cartItemGifts.cartItemId, itemId));
  if (gift) throw new AppError('VALIDATION', GIFT_QUANTITY_LOCKED);
}

export async function loadProduct(tx: Tx, sku: string, store: Store) {
  return rulesOf(await productByCode(tx, sku), store);
}

/**
 * Adds `quantity` of `sku` to the locked cart, or throws the rule's AppError before writing
 * anything (so a caller may catch it and go on: addOrderProductsToCart). Two statements in the
 * common case: the product with the cart's lines, then the line's insert or update (each
 * prepared on PGlite when the caller passes the session's `statements`).
 */
export async function addProduct(
  {
    tx,
    cart,
    flags,
    store,
    now: at,
    statements = null,
    openSubscriptions,
  }: {
    tx: Tx;
    cart: CartRow;
    flags: CustomerFlags | null;
    store: Store;
    now: Date;
    statements?: PreparedStatements | null;
    /** The customer's open subscription kinds (read only for a subscription line). */
    openSubscriptions?: () => Promise<ReadonlySet<'CLUB' | 'PREMIUM'>>;
  },
  sku: string,
  quantity: number,
): Promise<void> {
  const found = await productWithLines(tx, cart.id, sku, statements);
  const { product, rules } = rulesOf(found?.product, store);
  const lines = found?.lines ?? [];
  const subscription = isSubscriptionItem(product);
  // ADR 0022: a member buys no second club line, a premium subscriber no second premium line.
  // Issue #15: a prime-required product may be bought with the premium line in the cart.
  const primeInCart =
    rules.primeRequired === true && flags?.socioPrime !== true
      ? await hasPrimeLine(tx, cart.id)
      : false;
  const buyer =
    subscription && openSubscriptions
      ? subscriptionBuyerOf(flags, await openSubscriptions())
      : buyerOf(flags, primeInCart);
  const existing = lines.find((line) => line.productId === product.id);
  // Issue #12 A3: a gift line is its promotion's; no add (nor re-buy) adds units to it.
  const gift = checkAddToLine(existing);
  if (!gift.ok) refuse(gift);
  // The quantity asked for must itself be valid before it is added to what is there.
  const asked = checkLine(rules, subscription ? 1 : quantity, buyer);
  if (!asked.ok) refuse(asked);
  const next = quantityAfterAdd(product.productType, existing?.quantity ?? 0, quantity);
  const result = checkLine(rules, next, buyer);
  if (!result.ok) refuse(result);
  if (existing) {
    await preparedRows(
      tx,
      statements,
      sql`update cart_items set quantity = ${next} where id = ${existing.id}`,
    );
    return;
  }
  if (lines.length >= MAX_CART_LINES) throw new AppError('VALIDATION', TOO_MANY_LINES);
  if (subscription) {
    // One subscription line of each kind at most: another plan (prime), another box line or
    // billing kind (club) replaces the one in the cart.
    const others = await productsByIds(
      tx,
      lines.map((line) => line.productId),
    );
    const sameKind = (other: { productType: string }) => other.productType === product.productType;
    for (const other of others.filter(sameKind)) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, other.id)));
    }
  }
  await preparedRows(
    tx,
    statements,
    sql`insert into cart_items (cart_id, product_id, quantity, created_at)
      values (${cart.id}, ${product.id}, ${next}, ${at.toISOString()})`,
  );
}
