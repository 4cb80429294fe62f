/**
 * Issue #15 "Benefits, everywhere" (ADR 0010, ADR 0021, ADR 0023): `POST /api/v1/me/loyalty/dry_run`
 * (PRODUCT and CART) uses the real rate of each role — a visitor 401, a customer 1.2 %, premium
 * 3× (3.6 %) on the record or with the premium line in the cart, and a customer whose premium
 * subscription was cancelled keeps 3× until the paid period ends, then 1.2 %.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromReais, percentOf } from '@adega/domain/money';
import { queryRows } from '../src/db/client.ts';
import { BILLING_JOB } from '../src/modules/subscriptions/service.ts';
import { TEST_NOW } from './support/app.ts';
import { client, MID_PRICED_WINE, type Who } from './support/cart-client.ts';
import { oneCustomer } from './support/orders.ts';
import { readyAndPlace } from './support/place.ts';
import { jobsOf, movableClock } from './support/payments.ts';
import { useTestApp } from './support/suite.ts';

const clock = movableClock(TEST_NOW);
let wine: { code: string; sale_price: number };
let prime: string;

const t = useTestApp({ products: 150, now: clock.now });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
  const [row] = await queryRows<{ code: string }>(
    t.deps.db,
    sql`select code from products where product_type = 'ClubePrime' and in_wine and available
      order by id limit 1`,
  );
  if (!row) throw new Error('no premium product');
  prime = row.code;
});

const dryRun = (who: Who, body: unknown) =>
  api.send(who, 'POST', '/api/v1/me/loyalty/dry_run', body);

async function customer() {
  return oneCustomer(t);
}

async function rates(who: Who) {
  const product = await dryRun(who, { type: 'PRODUCT', sku: wine.code });
  const cart = await dryRun(who, { type: 'CART' });
  expect(product.status).toBe(200);
  expect(cart.status).toBe(200);
  return {
    product: product.body.percent as number,
    cart: cart.body.percent as number,
    premium: [product.body.premium as boolean, cart.body.premium as boolean],
    productCashback: product.body.cashback as number,
    productAmount: product.body.amount as number,
  };
}

describe('dry_run per role', () => {
  it('a visitor: 401 for both kinds', async () => {
    expect((await dryRun(null, { type: 'PRODUCT', sku: wine.code })).status).toBe(401);
    expect((await dryRun(null, { type: 'CART' })).status).toBe(401);
  });

  it('a customer: 1.2 %; the premium line in the cart makes the CART preview 3×', async () => {
    const session = await customer();
    expect((await api.addItem(session, wine.code, 2)).status).toBe(200);
    const plain = await rates(session);
    expect(plain).toMatchObject({ product: 1.2, cart: 1.2, premium: [false, false] });
    expect(plain.productCashback).toBe(percentOf(fromReais(plain.productAmount), 1.2) / 100);
    expect((await api.addItem(session, prime, 1)).status).toBe(200);
    const withLine = await dryRun(session, { type: 'CART' });
    expect(withLine.body).toMatchObject({ percent: 3.6, multiplier: 3, premium: true });
  });

  it('premium (paid subscription): 3× for both; cancelled, 3× until the paid period ends', async () => {
    const session = await customer();
    expect((await api.addItem(session, wine.code, 1)).status).toBe(200);
    expect((await api.addItem(session, prime, 1)).status).toBe(200);
    const placed = await readyAndPlace(t, session);
    expect(placed.status).toBe(201);
    expect((await api.addItem(session, wine.code, 1)).status).toBe(200);
    expect(await rates(session)).toMatchObject({ product: 3.6, cart: 3.6, premium: [true, true] });

    const list = await api.send(session, 'GET', '/api/v1/winepass');
    const [sub] = list.body as { assinaturaUid: string; currentPeriodEnd: string }[];
    if (!sub) throw new Error('no subscription');
    const cancel = await api.send(session, 'POST', `/api/v1/winepass/${sub.assinaturaUid}/cancel`);
    expect(cancel.status).toBe(200);
    // Paid until currentPeriodEnd: still premium.
    expect(await rates(session)).toMatchObject({ product: 3.6, cart: 3.6 });

    // The day the paid period ends, the daily job lets the benefits lapse: 1.2 % again.
    clock.set(new Date(`${sub.currentPeriodEnd}T12:00:00-03:00`));
    try {
      await jobsOf(t).runCron(BILLING_JOB);
    } finally {
      // Back to today for the session (the flags the job refreshed stay).
      clock.set(TEST_NOW);
    }
    expect(await rates(session)).toMatchObject({
      product: 1.2,
      cart: 1.2,
      premium: [false, false],
    });
  });
});
