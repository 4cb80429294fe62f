/**
 * The checkout's SQL (issue #13): the customer's own saved address (by id and customer, so
 * another's is simply not found) and the checkout columns of the cart row (migration 0005).
 */
import { and, eq } from 'drizzle-orm';
import { carts, customerAddresses } from '../../db/schema.ts';
import type { AddressDto, DeliveryMethod, OrderGiftDto } from '../../contract.ts';
import { toAddressDto } from '../account/service.ts';
import type { Tx } from '../../db/client.ts';

/** The customer's saved address `addressId` as its DTO, or null when it is not theirs. */
export async function ownAddress(
  tx: Tx,
  customerId: number,
  addressId: number,
): Promise<AddressDto | null> {
  const [row] = await tx
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId)))
    .limit(1);
  return row ? toAddressDto(row) : null;
}

export interface CheckoutColumns {
  shippingAddress?: AddressDto | null;
  shippingLevelCode?: string | null;
  deliveryMethod?: DeliveryMethod;
  orderGift?: OrderGiftDto | null;
}

/** Writes checkout columns of the (locked) cart. */
export async function setCheckoutColumns(
  tx: Tx,
  cartId: number,
  columns: CheckoutColumns,
): Promise<void> {
  await tx.update(carts).set(columns).where(eq(carts.id, cartId));
}
