/**
 * What a paid order starts, inside the paying transaction (card capture in settle.ts, Pix or
 * boleto in charges.ts). Orders know none of it: the modules that react to 'order paid'
 * (subscriptions: the club or premium lines subscribe, ADR 0021; coupons: a friend's referral
 * code rewards its owner, ADR 0023) hand their hooks in at wiring (services.ts), so orders import
 * no reacting module (DESIGN: module seams).
 */
import type { Tx } from '../../db/client.ts';

/** The paid order as the hooks see it. */
export interface PaidOrder {
  id: number;
  number: string;
  customerId: number;
}

/** A reaction to 'order paid', run in the paying transaction: it commits or rolls back with it. */
export type OrderPaidHook = (tx: Tx, order: PaidOrder, at: Date) => Promise<unknown>;

/** Runs every hook, in the order they were handed in. */
export async function runPaidHooks(
  hooks: readonly OrderPaidHook[],
  tx: Tx,
  order: PaidOrder,
  at: Date,
): Promise<void> {
  for (const hook of hooks) await hook(tx, order, at);
}
