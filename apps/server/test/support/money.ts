/**
 * Money an order can use, inserted directly by API tests: coupons and cashback credits.
 */
import { cashbackLedger, coupons } from '../../src/db/schema.ts';
import type { Db } from '../../src/db/client.ts';

/** A coupon, 5% off in both stores unless `values` say otherwise; its id. */
export async function insertCoupon(
  db: Db,
  values: Partial<typeof coupons.$inferInsert> & { code: string },
): Promise<number> {
  const [row] = await db
    .insert(coupons)
    .values({ kind: 'PERCENT', value: 5, storeCodes: ['WINE', 'OUTLET'], ...values })
    .returning({ id: coupons.id });
  if (!row) throw new Error('coupon not inserted');
  return row.id;
}

/** A cashback credit of `amount` centavos to the customer, at `createdAt`. */
export async function creditCashback(
  db: Db,
  customerId: number,
  amount: number,
  createdAt: Date,
  values: Partial<typeof cashbackLedger.$inferInsert> = {},
): Promise<void> {
  await db
    .insert(cashbackLedger)
    .values({ customerId, amount, kind: 'CREDIT', description: 'teste', createdAt, ...values });
}
