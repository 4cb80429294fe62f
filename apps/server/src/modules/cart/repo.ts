/**
 * Cart SQL: finding and locking a cart, its lines with the product columns the rules need.
 * Selects only what the cart document shows (STYLE: never whole rows out).
 */
import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Store } from '@adega/domain/store';
import type { Queryable, Tx } from '../../db/client.ts';
import { cartItems, carts, products } from '../../db/schema.ts';
import { cartProductColumns } from '../../db/cart-inputs.ts';
import { digest } from '../auth/tokens.ts';
import type { CartOwner } from './identity.ts';

export type CartRow = typeof carts.$inferSelect;

export async function productsByIds(q: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return q
    .select(cartProductColumns)
    .from(products)
    .where(
      sql`${products.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}

/** The owner's open cart of this store, if any (no lock). */
export async function findCart(
  q: Queryable,
  owner: CartOwner,
  store: Store,
  forUpdate = false,
): Promise<CartRow | undefined> {
  let condition;
  if (owner.kind === 'customer') {
    condition = and(eq(carts.customerId, owner.customerId), eq(carts.store, store));
  } else if (owner.token) {
    condition = and(eq(carts.tokenHash, digest(owner.token)), eq(carts.store, store));
  } else {
    return undefined;
  }
  const query = q.select().from(carts).where(condition).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** Locks a cart row for the rest of the transaction (every mutation of one cart runs in turn). */
export async function lockCartById(tx: Tx, cartId: number): Promise<CartRow | undefined> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row;
}

/**
 * The customer's cart of this store, created when missing, locked. Two first requests at once
 * both insert; the unique index lets one win and the other waits for it and finds its row.
 */
export async function lockCustomerCart(
  tx: Tx,
  customerId: number,
  store: Store,
  now: Date,
): Promise<CartRow> {
  await createCustomerCart(tx, customerId, store, now);
  const row = await findCart(tx, { kind: 'customer', customerId }, store, true);
  if (!row) throw new Error('cart vanished after insert');
  return row;
}

/**
 * The customer's cart of this store, created when missing (not locked). Two first requests at
 * once both insert; the unique index lets one win and the other waits for it and inserts nothing.
 */
export async function createCustomerCart(
  tx: Tx,
  customerId: number,
  store: Store,
  now: Date,
): Promise<void> {
  await tx
    .insert(carts)
    .values({ store, customerId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({
      target: [carts.customerId, carts.store],
      where: sql`${carts.customerId} is not null`,
    });
}

/**
 * A new visitor cart for a fresh token (the caller sets the cookie), locked by creation. Its
 * first change is counted at creation (version 1), as the lock of a change counts it.
 */
export async function createVisitorCart(
  tx: Tx,
  token: string,
  store: Store,
  now: Date,
): Promise<CartRow> {
  const [row] = await tx
    .insert(carts)
    .values({ store, tokenHash: digest(token), version: 1, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

/** Whether the cart holds the premium line (a prime-required product may be bought with it). */
export async function hasPrimeLine(q: Queryable, cartId: number): Promise<boolean> {
  const rows = await q
    .select({ id: cartItems.id })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.cartId, cartId), eq(products.productType, 'ClubePrime')))
    .limit(1);
  return rows.length > 0;
}

/** SQL: the producer-gift record that granted a cart item (its gift mark; null for a bought line). */
export function giftMarkSql(cartItemId: AnyColumn | SQL): SQL {
  return sql`(select g.campaign_item_promotion_id from cart_item_gifts g where g.cart_item_id = ${cartItemId})`;
}
