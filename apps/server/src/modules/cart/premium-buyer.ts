/**
 * Whether the caller gets the premium benefits the checkout gives (issue #34 'Calcular frete'):
 * the domain's `isPremiumBuyer` over the cart owner's record and their cart of this store (the
 * prime line counts, as it does when the checkout prices the cart). A read, no lock.
 */
import { isPremiumBuyer } from '@adega/domain/roles';
import { customerFlags } from '../../db/cart-inputs.ts';
import type { Queryable } from '../../db/client.ts';
import type { Store } from '@adega/domain/store';
import type { CartOwner } from './identity.ts';
import { findCart, hasPrimeLine } from './repo.ts';

export async function premiumBuyerOf(
  q: Queryable,
  owner: CartOwner,
  store: Store,
): Promise<boolean> {
  const flags = owner.kind === 'customer' ? await customerFlags(q, owner.customerId) : null;
  if (isPremiumBuyer(flags)) return true;
  const cart = await findCart(q, owner, store);
  return cart ? hasPrimeLine(q, cart.id) : false;
}
