/**
 * What a paid order starts, inside the paying transaction (card capture in settle.ts, Pix or
 * boleto in charges.ts): its club or premium lines subscribe (ADR 0021) and a friend's referral
 * code rewards its owner, once (ADR 0023).
 */
import type { Store } from '@adega/domain/store';
import { rewardReferral } from '../coupons/service.ts';
import type { Mailer } from '../mail/mailer.ts';
import { subscribeFromOrder } from '../subscriptions/service.ts';
import type { Tx } from '../cart/service.ts';

export async function startFromPaidOrder(
  deps: { mailer: Mailer; publicUrl: (store: Store) => string },
  tx: Tx,
  order: { id: number; number: string; customerId: number },
  at: Date,
): Promise<void> {
  await subscribeFromOrder(tx, order, at);
  await rewardReferral(tx, order, at, deps.mailer, deps.publicUrl);
}
