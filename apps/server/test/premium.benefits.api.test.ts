/**
 * Premium benefits at the checkout (issue #15, SPEC §9 "Premium benefit: 15% discount, 3x
 * cashback"): 15 % off the merchandise for a premium customer or with the premium line in the cart
 * (never on the subscription line), recorded on the order and on the nota fiscal's discount; and
 * `isPrimeRequiredOnPurchase` enforced: a prime-required product is refused to others with a text
 * containing 'Prime' (SPEC §8), and nothing changes.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIME_REQUIRED_TEXT } from '@adega/domain/cart/cart-rules';
import { fromReais, percentOf } from '@adega/domain/money';
import { customers, products } from '../src/db/schema.ts';
import { client, MID_PRICED_WINE, PLAIN_WINE } from './support/cart-client.ts';
import { oneCustomer } from './support/orders.ts';
import { readyAndPlace } from './support/place.ts';
import { orderRow } from './support/payments.ts';
import { useTestApp } from './support/suite.ts';

let wine: { id: number; code: string; sale_price: number };
let exclusive: { id: number; code: string; sale_price: number };
let prime: { id: number; code: string; sale_price: number };

const t = useTestApp({ products: 120 });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
  exclusive = await api.productWhere(
    `${PLAIN_WINE} and p.sale_price between 5000 and 20000 and p.id <> ${String(wine.id)}`,
  );
  prime = await api.productWhere(`p.product_type = 'ClubePrime' and p.in_wine and p.available`);
  const [row] = await t.deps.db
    .select({ attributes: products.attributes })
    .from(products)
    .where(eq(products.id, exclusive.id));
  await t.deps.db
    .update(products)
    .set({ attributes: { ...(row?.attributes ?? {}), PRIME_REQUIRED: 'true' } })
    .where(eq(products.id, exclusive.id));
});

async function customer(premium = false) {
  const session = await oneCustomer(t);
  // The flag cache as the subscriptions module keeps it (ADR 0021).
  if (premium) {
    await t.deps.db
      .update(customers)
      .set({ socioPrime: true })
      .where(eq(customers.id, session.customerId));
  }
  return session;
}

const cents = (reais: number) => fromReais(reais);

describe('premium takes 15 % off the merchandise at every checkout', () => {
  it('a premium customer: the discount in the cart, on the order and on the nota fiscal', async () => {
    const session = await customer(true);
    expect((await api.addItem(session, wine.code, 2)).status).toBe(200);
    const cart = await api.getCart(session);
    const merchandise = cents(cart.cashbackPreview.base) + cents(cart.premiumDiscountMoney.amount);
    expect(cents(cart.premiumDiscountMoney.amount)).toBe(percentOf(merchandise, 15));
    expect(cents(cart.premiumDiscountMoney.amount)).toBeGreaterThan(0);
    expect(cart.primeDiscountRate).toBe(15);

    const placed = await readyAndPlace(t, session);
    expect(placed.status).toBe(201);
    const { order } = await orderRow(t, placed.body.orderNumber as string);
    expect(order.premiumDiscount).toBe(cents(cart.premiumDiscountMoney.amount));
    expect(order.discount).toBeGreaterThanOrEqual(order.premiumDiscount);
  });

  it('with the premium line in the cart: 15 % off the wines, none on the line itself', async () => {
    const session = await customer();
    expect((await api.addItem(session, wine.code, 1)).status).toBe(200);
    const before = await api.getCart(session);
    expect(before.premiumDiscountMoney.amount).toBe(0);
    expect((await api.addItem(session, prime.code, 1)).status).toBe(200);
    const after = await api.getCart(session);
    // Subscriber prices with prime in the cart (SPEC §6), then 15 % off those wines only.
    const wines = cents(after.cashbackPreview.base) + cents(after.premiumDiscountMoney.amount);
    expect(cents(after.premiumDiscountMoney.amount)).toBe(percentOf(wines, 15));
    expect(wines).toBeLessThanOrEqual(cents(before.total));
  });

  it('a customer without premium gets none', async () => {
    const session = await customer();
    expect((await api.addItem(session, wine.code, 3)).status).toBe(200);
    expect((await api.getCart(session)).premiumDiscountMoney.amount).toBe(0);
  });
});

describe('a prime-required product (isPrimeRequiredOnPurchase)', () => {
  it('is refused to a customer without premium, with a text that contains Prime; nothing changes', async () => {
    const session = await customer();
    const version = (await api.getCart(session)).version;
    const answer = await api.addItem(session, exclusive.code, 1);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(PRIME_REQUIRED_TEXT);
    expect(PRIME_REQUIRED_TEXT).toContain('Prime');
    const cart = await api.getCart(session);
    expect(cart.version).toBe(version);
    expect(cart.cartItems).toHaveLength(0);
    const rpc = await api.rpc(session, 'isPrimeRequiredOnPurchase', { sku: exclusive.code });
    expect(rpc.status).toBe(200);
    expect(rpc.body.data ?? rpc.body).toBe(true);
  });

  it('is sold with the premium line in the cart; removing the line makes it unavailable', async () => {
    const session = await customer();
    expect((await api.addItem(session, prime.code, 1)).status).toBe(200);
    expect((await api.addItem(session, exclusive.code, 2)).status).toBe(200);
    const with_ = await api.getCart(session);
    const line = with_.cartItems.find((item) => item.productSku.skuCode === exclusive.code);
    expect(line?.available).toBe(true);
    expect((await api.send(session, 'DELETE', `/api/v1/cart/items/${prime.code}`)).status).toBe(
      200,
    );
    const without = await api.getCart(session);
    expect(
      without.cartItems.find((item) => item.productSku.skuCode === exclusive.code)?.available,
    ).toBe(false);
    // Its only line is unavailable: nothing ships, so no level to choose.
    const placed = await readyAndPlace(t, session, { level: false });
    expect(placed.status).toBe(403);
    expect(placed.body.message).toContain(PRIME_REQUIRED_TEXT);
  });

  it('a premium customer buys it', async () => {
    const session = await customer(true);
    expect((await api.addItem(session, exclusive.code, 1)).status).toBe(200);
    const rpc = await api.rpc(session, 'isPrimeRequiredOnPurchase', { sku: exclusive.code });
    expect(rpc.body.data ?? rpc.body).toBe(false);
  });
});
