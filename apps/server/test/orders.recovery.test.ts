/**
 * Issue #13: placements a killed process left in the middle are settled by the recovery pass
 * (boot). Each state a kill can leave — reserved (before the gateway), authorised, captured — is
 * made in process with the placement's own steps, then `recover()` runs: no order stays PLACING,
 * none is without its payment record, and nothing reserved is lost (stock, coupon use, cashback).
 * The real SIGKILL of a child process at each step is `orders.kill.test.ts`.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { couponRedemptions, orders, payments, sandboxAuthorizations } from '../src/db/schema.ts';
import { reserve, type Reservation } from '../src/modules/orders/placement.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import { APPROVED_CARD, newCard, oneCustomer, readyForCheckout } from './support/orders.ts';
import { stockOf } from './support/payments.ts';
import { useTestApp } from './support/suite.ts';
import { creditCashback, insertCoupon } from './support/money.ts';

let wine: { id: number; code: string };

const t = useTestApp({ products: 100 });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
  await insertCoupon(t.deps.db, { code: 'RECUPERA', storeCodes: ['WINE'] });
});

async function cashbackOf(customerId: number): Promise<number> {
  const [row] = await queryRows<{ sum: number }>(
    t.deps.db,
    sql`select coalesce(sum(amount), 0)::int as sum from cashback_ledger
      where customer_id = ${customerId}`,
  );
  return row?.sum ?? 0;
}

/** A customer with 2 units, a coupon and cashback in use, reserved as placement does. */
async function reserved(): Promise<{ reservation: Reservation; customerId: number }> {
  const session = await oneCustomer(t);
  expect((await api.addItem(session, wine.code, 2)).status).toBe(200);
  expect((await api.rpc(session, 'applyCode', { code: 'RECUPERA' })).status).toBe(200);
  await creditCashback(t.deps.db, session.customerId, 500, new Date());
  expect((await api.rpc(session, 'setUseCashBack', { value: true })).status).toBe(200);
  await readyForCheckout(t, session);
  let reservation: Reservation | null = null;
  await t.services.cart.change(
    {
      owner: { kind: 'customer', customerId: session.customerId },
      store: 'WINE',
      idempotency: null,
      respond: () => ({ status: 200, body: null }),
    },
    false,
    async (ctx) => {
      reservation = await reserve(ctx, {
        customerId: session.customerId,
        store: 'WINE',
        installments: 1,
        payment: {
          type: 'CREDITCARD',
          brand: 'visa',
          lastFour: '1111',
          installments: 1,
          creditCardId: null,
        },
        idempotency: null,
        expectedTotal: null,
      });
    },
  );
  if (!reservation) throw new Error('nothing reserved');
  return { reservation, customerId: session.customerId };
}

async function authorise(reservation: Reservation) {
  const card = await newCard(t, APPROVED_CARD);
  const token = await t.services.account.gateway.tokenizeCard(card);
  const result = await t.services.account.gateway.authorise({
    reference: reservation.orderNumber,
    amount: reservation.amount,
    installments: 1,
    source: { token: token.token, encryptedSecurityCode: card.encryptedSecurityCode },
  });
  expect(result.outcome).toBe('AUTHORIZED');
}

async function orderOf(reservation: Reservation) {
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, reservation.orderId));
  const [payment] = await t.deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, reservation.orderId));
  const [auth] = await t.deps.db
    .select()
    .from(sandboxAuthorizations)
    .where(eq(sandboxAuthorizations.reference, reservation.orderNumber));
  const redemptions = await t.deps.db
    .select()
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderNumber, reservation.orderNumber));
  return { order, payment, auth, redemptions };
}

describe('the recovery pass', () => {
  it('killed after reserving: the order is undone and everything given back', async () => {
    const stock = await stockOf(t, wine.id);
    const { reservation, customerId } = await reserved();
    expect(await stockOf(t, wine.id)).toBe(stock - 2);
    expect(await cashbackOf(customerId)).toBe(0);
    // A PLACING order already has its payment record.
    expect((await orderOf(reservation)).payment?.status).toBe('PENDING');

    expect(await t.services.orders.recover()).toEqual({ completed: 0, undone: 1 });
    const { order, payment, redemptions } = await orderOf(reservation);
    expect(order).toMatchObject({ status: 'CANCELADO', placement: 'UNDONE' });
    expect(payment?.status).toBe('VOIDED');
    expect(redemptions).toHaveLength(0);
    expect(await stockOf(t, wine.id)).toBe(stock);
    expect(await cashbackOf(customerId)).toBe(500);
    // The cart is kept.
    expect((await t.services.cart.view({ kind: 'customer', customerId }, 'WINE')).numItems).toBe(2);
  });

  for (const captured of [false, true]) {
    it(`killed after ${captured ? 'capturing' : 'authorising'}: the order is completed`, async () => {
      const stock = await stockOf(t, wine.id);
      const { reservation, customerId } = await reserved();
      await authorise(reservation);
      if (captured) await t.services.account.gateway.capture(reservation.orderNumber);

      expect(await t.services.orders.recover()).toEqual({ completed: 1, undone: 0 });
      const { order, payment, auth, redemptions } = await orderOf(reservation);
      expect(order).toMatchObject({ status: 'PAGO', placement: 'DONE' });
      expect(payment?.status).toBe('CAPTURED');
      expect(auth?.status).toBe('CAPTURED');
      expect(redemptions).toHaveLength(1);
      expect(await stockOf(t, wine.id)).toBe(stock - 2);
      expect(await cashbackOf(customerId)).toBe(500 - (order?.cashbackUsed ?? 0));
      expect((await t.services.orders.list(customerId)).map((o) => o.orderNumber)).toEqual([
        reservation.orderNumber,
      ]);
      // A second pass finds nothing to do.
      expect(await t.services.orders.recover()).toEqual({ completed: 0, undone: 0 });
    });
  }
});
