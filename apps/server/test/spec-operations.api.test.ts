/**
 * Issue #34 (ADR 0053): the SPEC §7 RPC names of the cart and of payment that answered 'unknown
 * operation'. `addCartItem`, `setCouponCode` and the four `wineBoxGift` calls are existing
 * operations under the SPEC's names (same answers, same refusals); `payPalLogin` and
 * `billingTokenRegister` answer 501 'indisponível' after the session and body checks, and an order
 * paid with PayPal is refused with the same text. Every refusal is a pt-BR 4xx with nothing
 * changed; one customer's call never touches another's cart.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_TEXTS } from '@adega/domain/cart/coupons';
import { ORDER_GIFT_TEXTS } from '@adega/domain/checkout/order-gift';
import { UNAVAILABLE_METHOD_NAMES } from '@adega/domain/checkout/unavailable-methods';
import { QUANTITY_RANGE } from '@adega/domain/validation/quantity';
import { LOGIN_REQUIRED_MESSAGE } from '../src/modules/auth/guard.ts';
import { SKU_REQUIRED } from '../src/modules/cart/routes.ts';
import { BILLING_TOKEN_TEXTS } from '../src/modules/payments/unavailable.ts';
import { carts } from '../src/db/schema.ts';
import { signUpCustomer, type TestSession } from './support/auth.ts';
import { cartOf, client, MID_PRICED_WINE, type Answer, type Who } from './support/cart-client.ts';
import { freshKey, placeOrder } from './support/orders.ts';
import { useTestApp } from './support/suite.ts';

const PAYPAL = 'O pagamento com PayPal está indisponível nesta loja.';

const t = useTestApp({ products: 120 });
const api = client(t);
let wine: { id: number; code: string; sale_price: number };
beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
});

type Session = TestSession & { customerId: number };

async function customerWith(quantity: number): Promise<Session> {
  const session = await signUpCustomer(t);
  if (quantity > 0) expect((await api.addItem(session, wine.code, quantity)).status).toBe(200);
  return session;
}

function ok(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return cartOf(answer);
}

/** The cart as a JSON string: what a refused call must leave as it was. */
async function cartJson(who: Who) {
  return JSON.stringify(await api.getCart(who));
}

async function cartRow(customerId: number) {
  const [row] = await t.deps.db.select().from(carts).where(eq(carts.customerId, customerId));
  return JSON.stringify(row);
}

describe('addCartItem: the REST add under its RPC name', () => {
  it('adds to the caller’s cart like POST /api/v1/cart/items (quantity defaults to 1)', async () => {
    const visitor = { cookie: null };
    const first = ok(await api.rpc(visitor, 'addCartItem', { sku: wine.code, quantity: 2 }));
    expect(first.cartItems.map((item) => [item.productSku.skuCode, item.quantity])).toEqual([
      [wine.code, 2],
    ]);
    expect(visitor.cookie).not.toBeNull();
    const again = ok(await api.rpc(visitor, 'addCartItem', { sku: wine.code }));
    expect(again.cartItems[0]?.quantity).toBe(3);
    const rest = cartOf(await api.addItem(visitor, wine.code, 1));
    expect(rest.cartItems[0]?.quantity).toBe(4);
  });

  it('bad input is a 422 in pt-BR and changes nothing', async () => {
    const session = await customerWith(1);
    const before = await cartJson(session);
    const cases: [unknown, string][] = [
      [{ sku: '', quantity: 1 }, SKU_REQUIRED],
      [{ sku: wine.code, quantity: 0 }, QUANTITY_RANGE],
      [{ sku: wine.code, quantity: 10_000 }, QUANTITY_RANGE],
      [{ sku: 'x'.repeat(65) }, 'O código do produto deve ter no máximo 64 caracteres.'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.rpc(session, 'addCartItem', body);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(message);
    }
    expect((await api.rpc(session, 'addCartItem', { skuCode: wine.code })).status).toBe(422);
    expect(await cartJson(session)).toBe(before);
  });

  it('one customer’s add never touches another customer’s cart', async () => {
    const mine = await customerWith(1);
    const theirs = await customerWith(2);
    const before = await cartJson(theirs);
    ok(await api.rpc(mine, 'addCartItem', { sku: wine.code, quantity: 5 }));
    expect(await cartJson(theirs)).toBe(before);
    expect((await api.getCart(mine)).cartItems[0]?.quantity).toBe(6);
  });
});

describe('setCouponCode: applyCode under the SPEC’s other name', () => {
  it('applies the code to the caller’s cart, as applyCode does', async () => {
    const session = await customerWith(3);
    const cart = ok(await api.rpc(session, 'setCouponCode', { code: ' bemvindo10 ' }));
    expect(cart.coupon).toMatchObject({ code: 'BEMVINDO10', kind: 'PERCENT', applies: true });
    const viaApply = await customerWith(3);
    const same = ok(await api.rpc(viaApply, 'applyCode', { code: 'BEMVINDO10' }));
    expect(same.coupon).toEqual(cart.coupon);
  });

  it('refusals are applyCode’s: 422/404 in pt-BR, the cart unchanged', async () => {
    const session = await customerWith(3);
    const before = await cartJson(session);
    const cases: [unknown, number, string][] = [
      [{}, 422, COUPON_TEXTS.required],
      [{ code: '' }, 422, COUPON_TEXTS.required],
      [{ code: 'x'.repeat(41) }, 422, COUPON_TEXTS.format],
      [{ code: 'ÇUPOM' }, 422, COUPON_TEXTS.format],
      [{ code: 'NAOEXISTE' }, 404, COUPON_TEXTS.unknown],
      [{ code: 'DESATIVADO' }, 422, COUPON_TEXTS.inactive],
    ];
    for (const [body, status, message] of cases) {
      const answer = await api.rpc(session, 'setCouponCode', body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.message).toBe(message);
    }
    expect(await cartJson(session)).toBe(before);
  });

  it('a coupon set by one customer is not on another customer’s cart', async () => {
    const mine = await customerWith(3);
    const theirs = await customerWith(3);
    const before = await cartJson(theirs);
    ok(await api.rpc(mine, 'setCouponCode', { code: 'BEMVINDO10' }));
    expect(await cartJson(theirs)).toBe(before);
    expect((await api.getCart(theirs)).coupon).toBeNull();
  });
});

const GIFT = { from: 'Ana', to: 'Bia', message: 'Saúde!' };

describe('wineBoxGift insert/update/delete/remove: the order gift card', () => {
  it('insert and update set the card, delete and remove take it off', async () => {
    const session = await customerWith(1);
    expect(ok(await api.rpc(session, 'wineBoxGiftInsert', GIFT)).orderGift).toEqual(GIFT);
    const changed = { ...GIFT, message: 'Feliz aniversário!' };
    expect(ok(await api.rpc(session, 'wineBoxGiftUpdate', changed)).orderGift).toEqual(changed);
    expect((await api.getCart(session)).orderGift).toEqual(changed);
    expect(ok(await api.rpc(session, 'wineBoxGiftDelete', {})).orderGift).toBeNull();
    ok(await api.rpc(session, 'wineBoxGiftInsert', GIFT));
    expect(ok(await api.rpc(session, 'wineBoxGiftRemove', {})).orderGift).toBeNull();
    // The same operations as setOrderGift / removeOrderGift.
    expect(ok(await api.rpc(session, 'setOrderGift', GIFT)).orderGift).toEqual(GIFT);
    expect(ok(await api.rpc(session, 'wineBoxGiftRemove', {})).orderGift).toBeNull();
  });

  it('a visitor gets 401 with the login message', async () => {
    for (const name of ['wineBoxGiftInsert', 'wineBoxGiftUpdate']) {
      const answer = await api.rpc({ cookie: null }, name, GIFT);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(LOGIN_REQUIRED_MESSAGE);
    }
    for (const name of ['wineBoxGiftDelete', 'wineBoxGiftRemove']) {
      expect((await api.rpc({ cookie: null }, name, {})).status).toBe(401);
    }
  });

  it('bad input is a 422 in pt-BR and leaves the cart as it was', async () => {
    const session = await customerWith(1);
    ok(await api.rpc(session, 'wineBoxGiftInsert', GIFT));
    const before = await cartRow(session.customerId);
    const cases: [string, unknown, string][] = [
      ['wineBoxGiftInsert', { ...GIFT, from: '  ' }, ORDER_GIFT_TEXTS.fromRequired],
      ['wineBoxGiftUpdate', { ...GIFT, to: 'x'.repeat(61) }, ORDER_GIFT_TEXTS.toMax],
      ['wineBoxGiftUpdate', { ...GIFT, message: 'x'.repeat(301) }, ORDER_GIFT_TEXTS.messageMax],
      ['wineBoxGiftInsert', { from: 'Ana', to: 'Bia' }, ORDER_GIFT_TEXTS.messageRequired],
      ['wineBoxGiftDelete', { orderGift: true }, 'Campo não reconhecido: orderGift.'],
      ['wineBoxGiftRemove', { x: 1 }, 'Campo não reconhecido: x.'],
    ];
    for (const [name, body, message] of cases) {
      const answer = await api.rpc(session, name, body);
      expect(answer.status, name).toBe(422);
      expect(answer.body.message).toBe(message);
    }
    expect(await cartRow(session.customerId)).toBe(before);
  });

  it('one customer’s gift calls never touch another customer’s card', async () => {
    const mine = await customerWith(1);
    const theirs = await customerWith(1);
    ok(await api.rpc(theirs, 'wineBoxGiftInsert', GIFT));
    ok(await api.rpc(mine, 'wineBoxGiftInsert', { ...GIFT, to: 'Carla' }));
    ok(await api.rpc(mine, 'wineBoxGiftRemove', {}));
    ok(await api.rpc(mine, 'wineBoxGiftDelete', {}));
    expect((await api.getCart(theirs)).orderGift).toEqual(GIFT);
  });
});

describe('PayPal: payPalLogin and billingTokenRegister answer indisponível (ADR 0053)', () => {
  it('a signed-in customer gets 501 UNAVAILABLE with the pt-BR text', async () => {
    const session = await customerWith(0);
    const login = await api.rpc(session, 'payPalLogin', {});
    expect(login.status).toBe(501);
    expect(login.body).toEqual({ message: PAYPAL, code: 'UNAVAILABLE' });
    const token = await api.rpc(session, 'billingTokenRegister', {
      billingToken: 'BA-8A802366G0648845Y',
    });
    expect(token.status).toBe(501);
    expect(token.body).toEqual({ message: PAYPAL, code: 'UNAVAILABLE' });
  });

  it('a visitor gets 401 first', async () => {
    for (const [name, body] of [
      ['payPalLogin', {}],
      ['billingTokenRegister', { billingToken: 'BA-1' }],
    ] as const) {
      const answer = await api.rpc({ cookie: null }, name, body);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(LOGIN_REQUIRED_MESSAGE);
    }
  });

  it('a malformed body is a 422 in pt-BR, before the answer', async () => {
    const session = await customerWith(1);
    const before = await cartRow(session.customerId);
    const cases: [string, unknown, string][] = [
      ['billingTokenRegister', {}, BILLING_TOKEN_TEXTS.required],
      ['billingTokenRegister', { billingToken: ' ' }, BILLING_TOKEN_TEXTS.required],
      ['billingTokenRegister', { billingToken: 'B'.repeat(129) }, BILLING_TOKEN_TEXTS.format],
      ['billingTokenRegister', { billingToken: 'BA 1;drop' }, BILLING_TOKEN_TEXTS.format],
      ['billingTokenRegister', { billingToken: 42 }, BILLING_TOKEN_TEXTS.required],
      ['payPalLogin', { email: 'ana@exemplo.com' }, 'Campo não reconhecido: email.'],
    ];
    for (const [name, body, message] of cases) {
      const answer = await api.rpc(session, name, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.message).toBe(message);
    }
    expect(await cartRow(session.customerId)).toBe(before);
  });

  it('an order paid with a provider without a sandbox is refused by name; the checkout never lists them', async () => {
    const session = await customerWith(1);
    for (const [method, text] of [
      ['PAY_PAL', PAYPAL],
      ['APPLE_PAY', 'O pagamento com Apple Pay está indisponível nesta loja.'],
      ['NUPAY', 'O pagamento com NuPay está indisponível nesta loja.'],
    ] as const) {
      const answer = await placeOrder(t, session, { paymentMethod: method }, freshKey());
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe(text);
    }
    expect((await api.getCart(session)).numItems).toBe(1);
    const details = await api.rpc(session, 'getPaymentDetails', {});
    expect(details.status).toBe(200);
    const listed = (details.body.data.methods as { type: string }[]).map((m) => m.type);
    expect(listed).toContain('CREDITCARD');
    for (const type of Object.keys(UNAVAILABLE_METHOD_NAMES)) expect(listed).not.toContain(type);
  });
});
