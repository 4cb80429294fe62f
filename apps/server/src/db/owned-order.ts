/**
 * A customer's own placed order, by the number they sent (issue #13: the owner's only). Another
 * customer's order, a malformed number and an order still being placed are simply not found.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { normaliseOrderNumber } from '@adega/domain/orders/number';
import { orders } from './schema.ts';

/** The condition on `orders`; a malformed number is `notFound` (404) before any query. */
export function ownPlacedOrder(customerId: number, orderNumber: string, notFound: string): SQL {
  const number = normaliseOrderNumber(orderNumber);
  if (!number) throw new AppError('NOT_FOUND', notFound);
  return and(
    eq(orders.number, number),
    eq(orders.customerId, customerId),
    eq(orders.placement, 'DONE'),
  ) as SQL;
}
