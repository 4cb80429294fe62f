/**
 * A customer's saved rows of which exactly one is preferred while any exist: the delivery
 * addresses and the credit cards. Writes run in a transaction holding the customer's lock
 * (`lockCustomer`), so the limits (count) and the single preferred row are decided on what a
 * concurrent write committed.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import type { customerAddresses, customerCreditCards } from '../../db/schema.ts';
import { lockCustomer } from './customer-lock.ts';

type SavedRows = typeof customerAddresses | typeof customerCreditCards;

/** `max`: how many rows a customer may keep; `full`: the 409 text when they have that many. */
export function preferredRows<T extends SavedRows>(rows: T, limit: { max: number; full: string }) {
  const table: SavedRows = rows;
  /** The customer's own row `id` (another customer's is simply not found). */
  const owned = (customerId: number, id: number) =>
    and(eq(table.customerId, customerId), eq(table.id, id));

  async function unsetPreferred(tx: Tx, customerId: number, exceptId?: number): Promise<void> {
    await tx
      .update(table)
      .set({ preferred: false })
      .where(
        and(
          eq(table.customerId, customerId),
          eq(table.preferred, true),
          exceptId === undefined ? undefined : ne(table.id, exceptId),
        ),
      );
  }

  return {
    owned,
    unsetPreferred,

    /** The customer's rows, the preferred first, then the newest. */
    async list(q: Queryable, customerId: number): Promise<T['$inferSelect'][]> {
      const found = await q
        .select()
        .from(table)
        .where(eq(table.customerId, customerId))
        .orderBy(desc(table.preferred), desc(table.createdAt), desc(table.id));
      return found as T['$inferSelect'][];
    },

    /** Refuses (409) a new row when the customer already keeps as many as allowed. */
    async ensureRoom(q: Queryable, customerId: number): Promise<void> {
      const [row] = await q
        .select({ total: count() })
        .from(table)
        .where(eq(table.customerId, customerId));
      if ((row?.total ?? 0) >= limit.max) throw new AppError('CONFLICT', limit.full);
    },

    /**
     * Whether a new row is the preferred one: when asked, or when it is the first (or none is
     * preferred); the mark is then taken from the row that had it.
     */
    async preferNew(tx: Tx, customerId: number, wanted: boolean): Promise<boolean> {
      const [current] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.customerId, customerId), eq(table.preferred, true)))
        .limit(1);
      const preferred = wanted || current === undefined;
      if (preferred) await unsetPreferred(tx, customerId);
      return preferred;
    },

    /**
     * Deletes the customer's row `id` (false when they have none such); when it was the preferred
     * one, the newest row left becomes preferred.
     */
    async remove(db: Db, customerId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, customerId);
        const [removed] = await tx
          .delete(table)
          .where(owned(customerId, id))
          .returning({ preferred: table.preferred });
        if (!removed) return false;
        if (!removed.preferred) return true;
        const [newest] = await tx
          .select({ id: table.id })
          .from(table)
          .where(eq(table.customerId, customerId))
          .orderBy(desc(table.createdAt), desc(table.id))
          .limit(1);
        if (newest) {
          await tx.update(table).set({ preferred: true }).where(owned(customerId, newest.id));
        }
        return true;
      });
    },
  };
}
