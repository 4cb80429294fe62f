/**
 * The next instant at which an anonymous page changes by itself (issue #19, ADR 0035): a
 * campaign or banner starts or ends, a product promotion's countdown ends. The page cache treats
 * it as a site-wide change.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

export function nextBoundaryReader(db: Db) {
  return async (now: Date): Promise<Date | null> => {
    const at = now.toISOString();
    const rows = await queryRows<{ next: string | Date | null }>(
      db,
      sql`select least(
            (select min(starts_at) from campaigns where starts_at > ${at}::timestamptz),
            (select min(ends_at) from campaigns where ends_at > ${at}::timestamptz),
            (select min(starts_at) from banners where starts_at > ${at}::timestamptz),
            (select min(ends_at) from banners where ends_at > ${at}::timestamptz),
            (select min(final_date) from (
               select (promotion->>'final_date')::timestamptz as final_date from products
               where promotion ? 'final_date' and jsonb_typeof(promotion->'final_date') = 'string'
             ) promotions where final_date > ${at}::timestamptz)
          ) as next`,
    );
    const next = rows[0]?.next;
    return next ? new Date(next) : null;
  };
}
