/**
 * What a customer keeps (issue #34, the recommendations' taste): the products of their favourites
 * and of their Winelists, each with where it is. Both are bounded by the lists' own limits.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { winelistItems, winelists, wishlistItems } from '../../db/schema.ts';

export interface ListedProduct {
  productId: number;
  source: 'favourite' | 'winelist';
}

export async function listedProductIds(db: Db, customerId: number): Promise<ListedProduct[]> {
  const [favourites, listed] = await Promise.all([
    db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId)),
    db
      .selectDistinct({ productId: winelistItems.productId })
      .from(winelistItems)
      .innerJoin(winelists, eq(winelists.id, winelistItems.winelistId))
      .where(eq(winelists.customerId, customerId)),
  ]);
  return [
    ...favourites.map((row) => ({ productId: row.productId, source: 'favourite' as const })),
    ...listed.map((row) => ({ productId: row.productId, source: 'winelist' as const })),
  ];
}
