/**
 * Issue #13: the gateway misbehaves after authorising. A capture that fails (and left no capture)
 * voids the authorisation and gives every reservation back at once: 504 'nothing charged', the
 * order CANCELADO, stock back, the cart kept. A placement whose order a recovery pass undid while
 * this request was capturing refunds what it captured: no charge is ever left without its order.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, payments, products, sandboxAuthorizations } from '../src/db/schema.ts';
import { PAYMENT_FAILED } from '../src/modules/orders/service.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import { oneCustomer, readyForCheckout } from './support/orders.ts';
import { placeApproved } from './support/place.ts';
import { useTestApp } from './support/suite.ts';

let wine: { id: number; code: string };

const t = useTestApp({ products: 100 });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
});
afterAll(async () => {
  vi.restoreAllMocks();
});

async function stockOf(): Promise<number> {
  const [row] = await t.deps.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, wine.id));
  return row?.stock ?? -1;
}

async function ready() {
  const session = await oneCustomer(t);
  expect((await api.addItem(session, wine.code, 2)).status).toBe(200);
  await readyForCheckout(t, session);
  return session;
}

async function gatewayRowOf(customerId: number) {
  const [order] = await t.deps.db.select().from(orders).where(eq(orders.customerId, customerId));
  if (!order) throw new Error('no order row');
  const [auth] = await t.deps.db
    .select()
    .from(sandboxAuthorizations)
    .where(eq(sandboxAuthorizations.reference, order.number));
  const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { order, auth, payment };
}

describe('placement when the gateway fails after authorising', () => {
  it('a failed capture voids the authorisation, undoes the order and keeps the cart', async () => {
    const session = await ready();
    const before = await stockOf();
    const gateway = t.services.account.gateway;
    const capture = vi.spyOn(gateway, 'capture').mockRejectedValueOnce(new Error('rede caiu'));
    const answer = await placeApproved(t, session);
    capture.mockRestore();
    expect(answer.status).toBe(504);
    expect(answer.body.message).toBe(PAYMENT_FAILED);
    const { order, auth, payment } = await gatewayRowOf(session.customerId);
    expect(order.status).toBe('CANCELADO');
    expect(order.placement).not.toBe('PLACING');
    expect(auth?.status).toBe('VOIDED');
    expect(payment?.status).toBe('VOIDED');
    expect(await stockOf()).toBe(before);
    const cart = await api.getCart(session);
    expect(cart.cartItems.map((item) => item.quantity)).toEqual([2]);
  });

  it('a payment captured after a recovery pass undid its order is refunded (4xx, nothing kept)', async () => {
    const session = await ready();
    const before = await stockOf();
    const gateway = t.services.account.gateway;
    const realAuthorise = gateway.authorise.bind(gateway);
    const authorise = vi.spyOn(gateway, 'authorise').mockImplementationOnce(async (request) => {
      // Another instance's recovery pass sees the placement before the gateway holds anything
      // for it and undoes it; then this request's authorisation still goes through.
      await t.services.orders.recover(0);
      return realAuthorise(request);
    });
    const answer = await placeApproved(t, session);
    authorise.mockRestore();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    const { order, auth } = await gatewayRowOf(session.customerId);
    expect(order.status).not.toBe('PAGO');
    expect(['VOIDED', 'REFUNDED']).toContain(auth?.status);
    expect(await stockOf()).toBe(before);
  });
});
