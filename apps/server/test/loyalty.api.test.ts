/**
 * Issue #6 / ADR 0010: `POST /api/v1/me/loyalty/dry_run` — the signed-in customer's cashback
 * preview for a product or the cart (1.2 %, premium 3x = 3.6 %), 401 for visitors, bad input; and
 * the cart document's cashback preview ('Ganhe até' 3.6 % for visitors).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fromReais, percentOf, toReais } from '@adega/domain/money';
import { CASHBACK_TEXTS } from '@adega/domain/pricing/loyalty';
import { loggedCashbackLine } from '@adega/domain/pricing/cashback';
import { PRODUCT_NOT_FOUND } from '@adega/domain/cart/cart-rules';
import { DEMO_PREMIUM_CASHBACK } from '../src/seed/coupons.ts';
import { loginAs, signUpCustomer } from './support/auth.ts';
import { client, PLAIN_WINE, type Visitor, type Who } from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';

let wine: { code: string; sale_price: number };

const t = useTestApp({ products: 150 });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(PLAIN_WINE);
});

const dryRun = (who: Who, body: unknown) =>
  api.send(who, 'POST', '/api/v1/me/loyalty/dry_run', body);

describe('POST /api/v1/me/loyalty/dry_run', () => {
  it('a visitor gets 401 with a pt-BR message', async () => {
    const answer = await dryRun(null, { type: 'CART' });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(CASHBACK_TEXTS.signInRequired);
  });

  it('PRODUCT: 1.2 % for a customer, 3x (3.6 %) for premium', async () => {
    const customer = await signUpCustomer(t);
    const answer = await dryRun(customer, { type: 'PRODUCT', sku: wine.code });
    expect(answer.status).toBe(200);
    const cashback = percentOf(wine.sale_price, 1.2);
    expect(answer.body).toEqual({
      type: 'PRODUCT',
      sku: wine.code,
      amount: toReais(wine.sale_price),
      cashback: toReais(cashback),
      percent: 1.2,
      multiplier: 1,
      premium: false,
      text: loggedCashbackLine(cashback),
      balance: 0,
    });
    const premium = await loginAs(t, 'premium@adega.dev');
    const answer3x = await dryRun(premium, { type: 'PRODUCT', sku: wine.code });
    expect(answer3x.body).toMatchObject({
      percent: 3.6,
      multiplier: 3,
      premium: true,
      balance: toReais(DEMO_PREMIUM_CASHBACK),
    });
    // Premium pays the club price; its cashback is 3.6 % of it.
    expect(answer3x.body.cashback).toBe(toReais(percentOf(fromReais(answer3x.body.amount), 3.6)));
  });

  it('CART: the preview of the customer’s own cart (not another one’s)', async () => {
    const customer = await signUpCustomer(t);
    const empty = await dryRun(customer, { type: 'CART' });
    expect(empty.body).toMatchObject({ type: 'CART', sku: null, amount: 0, cashback: 0 });
    await api.addItem(customer, wine.code, 3);
    const cart = await api.getCart(customer);
    const answer = await dryRun(customer, { type: 'CART' });
    expect(answer.body).toMatchObject({
      amount: cart.cashbackPreview.base,
      cashback: cart.cashbackPreview.amount,
      percent: 1.2,
      premium: false,
    });
    expect(answer.body.cashback).toBe(
      toReais(percentOf(fromReais(cart.cashbackPreview.base), 1.2)),
    );
    // Another customer's preview does not see this cart.
    const other = await signUpCustomer(t);
    expect((await dryRun(other, { type: 'CART' })).body.amount).toBe(0);
  });

  it('bad input: 4xx with a message; an unknown sku is 404', async () => {
    const customer = await signUpCustomer(t);
    for (const body of [
      {},
      { type: 'ORDER' },
      { type: 'PRODUCT' },
      { type: 'CART', sku: 'x' },
      [],
      '{',
    ]) {
      const answer = await dryRun(customer, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.body.message).toBe('string');
    }
    const unknown = await dryRun(customer, { type: 'PRODUCT', sku: 'NAO-EXISTE' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PRODUCT_NOT_FOUND);
  });
});

describe('the cart document’s cashback preview', () => {
  it('a visitor sees the "Ganhe até" 3.6 % estimate of SPEC §9', async () => {
    const visitor: Visitor = { cookie: null };
    await api.addItem(visitor, wine.code, 2);
    const cart = await api.getCart(visitor);
    expect(cart.cashBack).toBeNull();
    expect(cart.cashbackPreview).toEqual({
      amount: toReais(percentOf(fromReais(cart.cashbackPreview.base), 3.6)),
      percent: 3.6,
      upTo: true,
      base: cart.total,
    });
  });
});
