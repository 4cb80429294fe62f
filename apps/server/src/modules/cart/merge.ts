/**
 * The sign-in merge of a visitor's cart into the customer's (ADR 0009, issue #12 A3): the domain's
 * `mergeCartLines` decides the lines; gift lines keep the granted quantity and a visitor's gift
 * moves as a gift only onto a cart without that product. The parts' own rows follow (their `merge`).
 */
import { and, eq, sql } from 'drizzle-orm';
import { buyerOf, cartProductOf } from '@adega/domain/cart/cart-inputs';
import { MAX_CART_LINES, mergeCartLines } from '@adega/domain/cart/cart-rules';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import { cartItemGifts, cartItems, carts } from '../../db/schema.ts';
import { digest } from '../auth/tokens.ts';
import { linesWithGifts } from './lines.ts';
import { customerFlags } from '../../db/cart-inputs.ts';
import { lockCartById, lockCustomerCart, productsByIds } from './repo.ts';
import type { CartPart } from './parts.ts';

/**
 * Moves a visitor's cart (cookie token) into the customer's cart of the same store at sign-in:
 * quantities added, the rules re-applied for this customer (domain `mergeCartLines`), the
 * visitor's cart deleted. Locks the customer's cart first, then the visitor's, in one
 * transaction. Returns the customer's cart id, or null when the token had no cart.
 */
export async function mergeAnonymousCart(
  db: Db,
  input: { token: string; customerId: number; store: Store },
  now: () => Date = () => new Date(),
  parts: readonly CartPart[] = [],
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [anonymous] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.tokenHash, digest(input.token)), eq(carts.store, input.store)));
    if (!anonymous) return null;
    const at = now();
    const target = await lockCustomerCart(tx, input.customerId, input.store, at);
    const source = await lockCartById(tx, anonymous.id);
    if (!source) return null;
    const targetLines = await linesWithGifts(tx, target.id);
    const sourceLines = await linesWithGifts(tx, source.id);
    const products = await productsByIds(tx, [
      ...new Set([...targetLines, ...sourceLines].map((line) => line.productId)),
    ]);
    const byId = new Map(products.map((p) => [p.id, cartProductOf(p, input.store)]));
    const buyer = buyerOf(await customerFlags(tx, input.customerId));
    const merged = mergeCartLines(targetLines, sourceLines, (id) => byId.get(id), buyer);
    const kept = new Map(merged.map((line) => [line.productId, line]));
    // The customer's own lines that no longer pass are left as they were (shown unavailable);
    // merging must not silently take them away. Only the visitor's lines are filtered.
    for (const line of targetLines) {
      const quantity = kept.get(line.productId)?.quantity;
      if (quantity !== undefined && quantity !== line.quantity) {
        await tx
          .update(cartItems)
          .set({ quantity })
          .where(and(eq(cartItems.cartId, target.id), eq(cartItems.productId, line.productId)));
      }
      kept.delete(line.productId);
    }
    const targetIds = new Set(targetLines.map((line) => line.productId));
    const room = Math.max(0, MAX_CART_LINES - targetLines.length);
    const fresh = [...kept].filter(([productId]) => !targetIds.has(productId)).slice(0, room);
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(cartItems)
        .values(
          fresh.map(([productId, line]) => ({
            cartId: target.id,
            productId,
            quantity: line.quantity,
            createdAt: at,
          })),
        )
        .returning({ id: cartItems.id, productId: cartItems.productId });
      // A visitor's gift line moves as a gift (its condition is checked again at every read).
      const marks = inserted.flatMap(({ id, productId }) => {
        const recordId = kept.get(productId)?.giftRecordId;
        return recordId === undefined
          ? []
          : [{ cartItemId: id, campaignItemPromotionId: recordId }];
      });
      if (marks.length > 0) await tx.insert(cartItemGifts).values(marks);
    }
    for (const part of parts) await part.merge?.(tx, source.id, target.id, at);
    await tx.delete(carts).where(eq(carts.id, source.id));
    await tx
      .update(carts)
      .set({
        version: sql`${carts.version} + 1`,
        updatedAt: at,
        wantsDropStop: sql`${carts.wantsDropStop} or ${source.wantsDropStop}`,
      })
      .where(eq(carts.id, target.id));
    return target.id;
  });
}
