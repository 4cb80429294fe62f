/**
 * What a customer bought (issue #34, the recommendations' taste): the products of their placed
 * orders that were not cancelled, the most recently bought first. Gift lines (a producer's gift, a
 * chosen gift) are left out: the customer did not pick them for their taste.
 */
import { and, desc, eq, isNotNull, isNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema.ts';

/** Distinct products read at most (the taste of the last few hundred bought is the taste). */
export const BOUGHT_PRODUCTS_MAX = 200;

export async function boughtProductIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: orderItems.productId, last: max(orders.createdAt) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.placement, 'DONE'),
        ne(orders.status, 'CANCELADO'),
        isNotNull(orderItems.productId),
        isNull(orderItems.promotionGift),
      ),
    )
    .groupBy(orderItems.productId)
    .orderBy(desc(max(orders.createdAt)), orderItems.productId)
    .limit(BOUGHT_PRODUCTS_MAX);
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}
