import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';

/**
 * Locks the customer's row for the rest of the transaction, so two concurrent writes of one
 * customer's addresses or cards run one after the other: the limits (count) and the single
 * preferred row are decided on what the other one committed.
 */
export async function lockCustomer(tx: Tx, customerId: number): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}
