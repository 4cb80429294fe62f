/**
 * Issue #6 / ADR 0010 through the HTTP app on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): coupons (every refusal with its pt-BR text and nothing changed, limits counted
 * from redemption rows, one coupon per cart, a coupon that stops applying), gift certificates,
 * cashback use, validateShoppingCart, addOrderProductsToCart, coupon_mgm, and another
 * visitor's / customer's cart left alone. Expected amounts are read from the cart before the
 * change, so the campaigns of other modules do not matter here.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_TEXTS } from '@adega/domain/cart/coupons';
import { CERTIFICATE_TEXTS } from '@adega/domain/cart/gift-certificates';
import { ADD_TO_CART_GENERIC_ERROR } from '@adega/domain/errors';
import { fromReais, percentOf, toReais } from '@adega/domain/money';
import { CASHBACK_TEXTS } from '@adega/domain/pricing/loyalty';
import { REFERRAL_TEXTS } from '@adega/domain/promotions/referral';
import { PRODUCT_UNAVAILABLE_TEXT } from '@adega/domain/pricing/availability';
import { ALREADY_PRIME } from '@adega/domain/cart/cart-rules';
import { queryRows } from '../src/db/client.ts';
import {
  cartAdjustments,
  cartGiftCertificates,
  carts,
  couponRedemptions,
  coupons,
  customers,
  products,
} from '../src/db/schema.ts';
import { RATE_LIMITED_MESSAGE } from '../src/modules/auth/rate-limit.ts';
import { CODE_RATE_RULES } from '../src/modules/coupons/routes.ts';
import { DEMO_PREMIUM_CASHBACK, DEMO_REFERRAL_CODE } from '../src/seed/coupons.ts';
import { clubLineProduct } from './support/club.ts';
import { TEST_NOW } from './support/app.ts';
import { DEMO_PASSWORD, loginAs, postLogin, sessionFrom, signUpCustomer } from './support/auth.ts';
import {
  cartOf,
  client,
  MID_PRICED_WINE,
  PLAIN_WINE,
  type Visitor,
  type Who,
} from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';
import { insertCoupon as insertCouponIn } from './support/money.ts';

let wine: { id: number; code: string; sale_price: number };
let wine2: { id: number; code: string; sale_price: number };

const t = useTestApp({ products: 200 });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
  wine2 = await api.productWhere(`${PLAIN_WINE} and p.id > ${String(wine.id)}`);
});

/** Units of `wine` that make at least `reais` (before any promotion). */
function unitsFor(reais: number): number {
  return Math.ceil((reais * 100) / wine.sale_price) + 1;
}

async function visitorWith(quantity: number): Promise<Visitor> {
  const visitor: Visitor = { cookie: null };
  expect((await api.addItem(visitor, wine.code, quantity)).status).toBe(200);
  return visitor;
}

async function state(cartId?: number) {
  const where = cartId === undefined ? undefined : eq(cartAdjustments.cartId, cartId);
  return JSON.stringify({
    adjustments: await t.deps.db.select().from(cartAdjustments).where(where),
    certificates: await t.deps.db.select().from(cartGiftCertificates),
    carts: await t.deps.db.select({ id: carts.id, version: carts.version }).from(carts),
  });
}

const insertCoupon = (values: Parameters<typeof insertCouponIn>[1]) =>
  insertCouponIn(t.deps.db, values);

async function expectRefused(
  who: Who,
  code: string,
  status: number,
  message: string,
): Promise<void> {
  const before = await state();
  const answer = await api.rpc(who, 'applyCode', { code });
  expect(answer.status).toBe(status);
  expect(answer.body.message).toEqual(message);
  expect(await state()).toBe(before);
}

describe('applyCode: coupons', () => {
  it('a valid coupon (any case) enters promotionCodes and its discount the totals', async () => {
    const visitor = await visitorWith(unitsFor(120));
    const before = await api.getCart(visitor);
    const answer = await api.rpc(visitor, 'applyCode', { code: '  bemvindo10 ' });
    expect(answer.status).toBe(200);
    const cart = cartOf(answer);
    const discount = percentOf(fromReais(before.total), 10);
    expect(cart.promotionCodes).toEqual(['BEMVINDO10']);
    expect(cart.shoppingCart.promotionCodes).toEqual(['BEMVINDO10']);
    expect(cart.coupon).toMatchObject({
      code: 'BEMVINDO10',
      kind: 'PERCENT',
      value: 10,
      applies: true,
      message: null,
      discount: { amount: toReais(discount) },
    });
    expect(cart.couponDiscountMoney.amount).toBe(toReais(discount));
    expect(fromReais(cart.subtotalDiscountMoney.amount)).toBe(
      fromReais(before.subtotalDiscountMoney.amount) + discount,
    );
    expect(cart.total).toBe(toReais(fromReais(before.total) - discount));
    expect(cart.totalMoney.amount).toBe(cart.total);
    // The cart read afterwards shows the same.
    expect(await api.getCart(visitor)).toEqual(cart);
  });

  it('one coupon per cart: a new one replaces it; removeAllPromotionCodes takes it off', async () => {
    const visitor = await visitorWith(unitsFor(250));
    const before = await api.getCart(visitor);
    expect((await api.rpc(visitor, 'applyCode', { code: 'BEMVINDO10' })).status).toBe(200);
    const fixed = cartOf(await api.rpc(visitor, 'applyCode', { code: 'FRETEGRATIS' }));
    expect(fixed.promotionCodes).toEqual(['FRETEGRATIS']);
    expect(fixed.coupon).toMatchObject({
      freeShipping: true,
      applies: true,
      discount: { amount: 0 },
    });
    expect(fixed.total).toBe(before.total);
    const removed = await api.rpc(visitor, 'removeAllPromotionCodes', {});
    expect(removed.status).toBe(200);
    expect(cartOf(removed)).toMatchObject({
      promotionCodes: [],
      coupon: null,
      total: before.total,
    });
  });

  it('unknown, expired, not yet valid, inactive, other store: clear message, nothing changed', async () => {
    const visitor = await visitorWith(unitsFor(120));
    await expectRefused(visitor, 'NAOEXISTE', 404, COUPON_TEXTS.unknown);
    await expectRefused(
      visitor,
      'natal2025',
      422,
      expect.stringMatching(/^Este cupom expirou em \d\d\/\d\d\/\d{4}\.$/) as unknown as string,
    );
    await expectRefused(
      visitor,
      'VERAO2027',
      422,
      expect.stringMatching(
        /^Este cupom só vale a partir de \d\d\/\d\d\/\d{4}\.$/,
      ) as unknown as string,
    );
    await expectRefused(visitor, 'DESATIVADO', 422, COUPON_TEXTS.inactive);
    await expectRefused(visitor, 'OUTLET20', 422, COUPON_TEXTS.otherStore);
    expect((await api.getCart(visitor)).promotionCodes).toEqual([]);
  });

  it('a refused coupon leaves the coupon already in the cart as it was', async () => {
    const visitor = await visitorWith(unitsFor(120));
    const applied = cartOf(await api.rpc(visitor, 'applyCode', { code: 'BEMVINDO10' }));
    await expectRefused(visitor, 'NATAL2025', 422, expect.any(String) as unknown as string);
    expect(await api.getCart(visitor)).toEqual(applied);
  });

  it('expired at the exact date shown: the date is the São Paulo calendar day', async () => {
    await insertCoupon({ code: 'ONTEM', validUntil: new Date('2026-11-21T02:30:00Z') });
    const visitor = await visitorWith(2);
    await expectRefused(visitor, 'ONTEM', 422, 'Este cupom expirou em 20/11/2026.');
  });

  it('minimum not reached: says the minimum and what is missing', async () => {
    const visitor = await visitorWith(1);
    const cart = await api.getCart(visitor);
    const missing = 10_000 - fromReais(cart.total);
    expect(missing).toBeGreaterThan(0);
    await expectRefused(
      visitor,
      'BEMVINDO10',
      422,
      `Este cupom vale para compras a partir de R$ 100,00. Faltam R$ ${(missing / 100).toFixed(2).replace('.', ',')}.`,
    );
  });

  it('an empty cart is refused', async () => {
    const customer = await signUpCustomer(t);
    await expectRefused(customer, 'BEMVINDO10', 422, COUPON_TEXTS.emptyCart);
  });

  it('members only: 403 for a non-member, applied for a club member', async () => {
    const visitor = await visitorWith(2);
    await expectRefused(visitor, 'SOCIO15', 403, COUPON_TEXTS.membersOnly);
    const member = await loginAs(t, 'socio@adega.dev');
    expect((await api.addItem(member, wine.code, 2)).status).toBe(200);
    const answer = await api.rpc(member, 'applyCode', { code: 'socio15' });
    expect(answer.status).toBe(200);
    expect(cartOf(answer).coupon).toMatchObject({ code: 'SOCIO15', applies: true });
  });

  it('per-customer coupon: a visitor must sign in; a customer at the limit is refused', async () => {
    const visitor = await visitorWith(unitsFor(160));
    await expectRefused(visitor, 'PRIMEIRACOMPRA', 401, COUPON_TEXTS.signInRequired);
    const customer = await signUpCustomer(t);
    expect((await api.addItem(customer, wine.code, unitsFor(160))).status).toBe(200);
    const ok = await api.rpc(customer, 'applyCode', { code: 'PRIMEIRACOMPRA' });
    expect(ok.status).toBe(200);
    // A redemption by this customer (checkout writes these): the coupon now stops applying.
    const [row] = await t.deps.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, 'PRIMEIRACOMPRA'));
    await t.deps.db.insert(couponRedemptions).values({
      couponId: row?.id ?? 0,
      customerId: customer.customerId,
      createdAt: TEST_NOW,
    });
    const after = await api.getCart(customer);
    expect(after.coupon).toMatchObject({
      applies: false,
      discount: { amount: 0 },
      message: COUPON_TEXTS.perCustomerLimit,
    });
    await expectRefused(customer, 'PRIMEIRACOMPRA', 422, COUPON_TEXTS.perCustomerLimit);
    // Another customer is not limited by it.
    const other = await signUpCustomer(t);
    expect((await api.addItem(other, wine.code, unitsFor(160))).status).toBe(200);
    expect((await api.rpc(other, 'applyCode', { code: 'PRIMEIRACOMPRA' })).status).toBe(200);
  });

  it('total usage limit: counted over every customer', async () => {
    const id = await insertCoupon({ code: 'SO2', usageLimit: 2 });
    const visitor = await visitorWith(2);
    expect((await api.rpc(visitor, 'applyCode', { code: 'SO2' })).status).toBe(200);
    await t.deps.db.insert(couponRedemptions).values([
      { couponId: id, customerId: null, createdAt: TEST_NOW },
      { couponId: id, customerId: null, createdAt: TEST_NOW },
    ]);
    expect((await api.getCart(visitor)).coupon).toMatchObject({
      applies: false,
      message: COUPON_TEXTS.usageLimit,
    });
    const late = await visitorWith(2);
    await expectRefused(late, 'SO2', 422, COUPON_TEXTS.usageLimit);
  });

  it('a coupon that stops applying (cart below the minimum) stays listed, gives 0 and says why', async () => {
    const visitor = await visitorWith(unitsFor(120));
    const applied = cartOf(await api.rpc(visitor, 'applyCode', { code: 'BEMVINDO10' }));
    const line = applied.cartItems[0];
    const answer = await api.rpc(visitor, 'updateCartItemQuantity', {
      skuCode: wine.code,
      itemUidPk: line?.itemUidPk,
      quantity: 1,
    });
    expect(answer.status).toBe(200);
    const cart = cartOf(answer);
    expect(cart.promotionCodes).toEqual(['BEMVINDO10']);
    expect(cart.coupon).toMatchObject({ applies: false, discount: { amount: 0 } });
    expect(cart.coupon?.message).toMatch(/^Este cupom vale para compras a partir de R\$ 100,00\./);
    expect(cart.couponDiscountMoney.amount).toBe(0);
  });

  it('the same Idempotency-Key twice applies once and answers the same', async () => {
    const visitor = await visitorWith(unitsFor(120));
    const headers = { 'idempotency-key': 'coupon-once' };
    const first = await api.rpc(visitor, 'applyCode', { code: 'BEMVINDO10' }, headers);
    const second = await api.rpc(visitor, 'applyCode', { code: 'BEMVINDO10' }, headers);
    expect(second.body).toEqual(first.body);
    expect((await api.getCart(visitor)).version).toBe(cartOf(first).version);
  });

  it('bad input: 422 with a pt-BR message', async () => {
    for (const body of [{}, { code: '' }, { code: 'a b' }, { code: 5 }, { code: 'x'.repeat(41) }]) {
      const answer = await api.rpc({ cookie: null }, 'applyCode', body);
      expect(answer.status).toBe(422);
      expect([COUPON_TEXTS.required, COUPON_TEXTS.format]).toContain(answer.body.message);
    }
    const extra = await api.rpc({ cookie: null }, 'applyCode', { code: 'A', more: 1 });
    expect(extra.status).toBe(422);
    expect(extra.body.message).toMatch(/^Campo não reconhecido/);
  });

  it("another visitor's cart is not touched and not visible", async () => {
    const owner = await visitorWith(unitsFor(120));
    const mine = cartOf(await api.rpc(owner, 'applyCode', { code: 'BEMVINDO10' }));
    const stranger: Visitor = { cookie: null };
    expect((await api.getCart(stranger)).promotionCodes).toEqual([]);
    const removed = await api.rpc(stranger, 'removeAllPromotionCodes', {});
    expect(removed.status).toBe(200);
    expect(cartOf(removed).promotionCodes).toEqual([]);
    const customer = await signUpCustomer(t);
    expect((await api.getCart(customer)).promotionCodes).toEqual([]);
    expect(await api.getCart(owner)).toEqual(mine);
  });
});

describe('code guessing is throttled per client IP', () => {
  it('applyCode: the 61st attempt in 10 minutes → 429 with a pt-BR message', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.61' };
    const visitor: Visitor = { cookie: null };
    for (let i = 0; i < CODE_RATE_RULES.applyCodeIp.limit; i += 1) {
      const answer = await api.rpc(visitor, 'applyCode', { code: `CHUTE${String(i)}` }, headers);
      expect(answer.status).toBe(404);
    }
    const blocked = await api.rpc(visitor, 'applyCode', { code: 'BEMVINDO10' }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(RATE_LIMITED_MESSAGE);
    // Another client is not affected.
    const other = await api.rpc(
      visitor,
      'applyCode',
      { code: 'CHUTE' },
      {
        'x-forwarded-for': '198.51.100.62',
      },
    );
    expect(other.status).toBe(404);
  });

  it('coupon_mgm: the 31st attempt → 429', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.31' };
    const path = '/api/v1/club/promotions/coupon_mgm';
    for (let i = 0; i < CODE_RATE_RULES.referralIp.limit; i += 1) {
      expect((await api.send(null, 'POST', path, { code: `X${String(i)}` }, headers)).status).toBe(
        404,
      );
    }
    const blocked = await api.send(null, 'POST', path, { code: DEMO_REFERRAL_CODE }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(RATE_LIMITED_MESSAGE);
  });
});

describe('applyCode: gift certificates', () => {
  it('a certificate pays what is left and shows its balance; removeGiftCertificate', async () => {
    const visitor = await visitorWith(unitsFor(150));
    const before = await api.getCart(visitor);
    const answer = await api.rpc(visitor, 'applyCode', { code: 'vale-100' });
    expect(answer.status).toBe(200);
    const cart = cartOf(answer);
    expect(cart.giftCertificates).toEqual([
      { code: 'VALE-100', balance: 100, applied: 100, message: null },
    ]);
    expect(cart.giftCertificateDiscountMoney.amount).toBe(100);
    expect(cart.total).toBe(toReais(fromReais(before.total) - 10_000));
    expect(cart.promotionCodes).toEqual([]);
    const removed = cartOf(await api.rpc(visitor, 'removeGiftCertificate', { code: 'VALE-100' }));
    expect(removed.giftCertificates).toEqual([]);
    expect(removed.total).toBe(before.total);
  });

  it('coupon first, then the certificate; a certificate never makes the total negative', async () => {
    const visitor = await visitorWith(unitsFor(120));
    const before = await api.getCart(visitor);
    await api.rpc(visitor, 'applyCode', { code: 'BEMVINDO10' });
    const cart = cartOf(await api.rpc(visitor, 'applyCode', { code: 'VALE-500' }));
    const afterCoupon = fromReais(before.total) - percentOf(fromReais(before.total), 10);
    expect(cart.giftCertificates[0]?.applied).toBe(toReais(Math.min(50_000, afterCoupon)));
    expect(cart.total).toBe(toReais(Math.max(0, afterCoupon - 50_000)));
  });

  it('expired, without balance, twice: refused with their texts, nothing changed', async () => {
    const visitor = await visitorWith(2);
    await expectRefused(visitor, 'VALE-EXPIRADO', 422, CERTIFICATE_TEXTS.expired);
    await expectRefused(visitor, 'VALE-SEM-SALDO', 422, CERTIFICATE_TEXTS.empty);
    expect((await api.rpc(visitor, 'applyCode', { code: 'VALE-100' })).status).toBe(200);
    await expectRefused(visitor, 'vale-100', 409, CERTIFICATE_TEXTS.alreadyApplied);
  });

  it("removing a certificate that is not in the cart (or is in another's) → 404, unchanged", async () => {
    const owner = await visitorWith(2);
    await api.rpc(owner, 'applyCode', { code: 'VALE-100' });
    const mine = await api.getCart(owner);
    const stranger = await visitorWith(1);
    const answer = await api.rpc(stranger, 'removeGiftCertificate', { code: 'VALE-100' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(CERTIFICATE_TEXTS.notInCart);
    expect(await api.getCart(owner)).toEqual(mine);
    const bad = await api.rpc(stranger, 'removeGiftCertificate', { code: '' });
    expect(bad.status).toBe(422);
  });
});

describe('sign-in merge', () => {
  it("the visitor's coupon and certificate follow into the customer's cart", async () => {
    const customer = await signUpCustomer(t);
    const visitor = await visitorWith(unitsFor(120));
    await api.rpc(visitor, 'applyCode', { code: 'BEMVINDO10' });
    await api.rpc(visitor, 'applyCode', { code: 'VALE-100' });
    const response = await postLogin(
      t,
      customer.email,
      DEMO_PASSWORD,
      '203.0.113.77',
      visitor.cookie,
    );
    expect(response.status).toBe(200);
    const cart = await api.getCart(sessionFrom(response));
    expect(cart.promotionCodes).toEqual(['BEMVINDO10']);
    expect(cart.coupon?.applies).toBe(true);
    expect(cart.giftCertificates.map((certificate) => certificate.code)).toEqual(['VALE-100']);
  });
});

describe('setUseCashBack', () => {
  it('a visitor gets 401; bad input 422', async () => {
    const visitor = await visitorWith(1);
    const answer = await api.rpc(visitor, 'setUseCashBack', { value: true });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(CASHBACK_TEXTS.useSignIn);
    const premium = await loginAs(t, 'premium@adega.dev');
    expect((await api.rpc(premium, 'setUseCashBack', { value: 'sim' })).status).toBe(422);
    expect((await api.rpc(premium, 'setUseCashBack', [true])).status).toBe(422);
  });

  it('the premium demo customer uses the ledger balance against the total, never below 0', async () => {
    const premium = await loginAs(t, 'premium@adega.dev');
    expect((await api.addItem(premium, wine2.code, 1)).status).toBe(200);
    const before = await api.getCart(premium);
    expect(before.cashBack).toEqual({
      balance: toReais(DEMO_PREMIUM_CASHBACK),
      useCashBack: false,
      used: { amount: 0 },
    });
    const cart = cartOf(await api.rpc(premium, 'setUseCashBack', { value: true }));
    const used = Math.min(DEMO_PREMIUM_CASHBACK, fromReais(before.total));
    expect(cart.cashBack).toEqual({
      balance: toReais(DEMO_PREMIUM_CASHBACK),
      useCashBack: true,
      used: { amount: toReais(used) },
    });
    expect(cart.total).toBe(toReais(fromReais(before.total) - used));
    expect(cart.total).toBeGreaterThanOrEqual(0);
    const off = cartOf(await api.rpc(premium, 'setUseCashBack', { value: false }));
    expect(off.total).toBe(before.total);
  });

  it('a customer without balance is refused, nothing changed', async () => {
    const customer = await signUpCustomer(t);
    await api.addItem(customer, wine.code, 1);
    const before = await state();
    const answer = await api.rpc(customer, 'setUseCashBack', { value: true });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(CASHBACK_TEXTS.noBalance);
    expect(await state()).toBe(before);
  });
});

describe('validateShoppingCart', () => {
  it('a good cart is valid; then a line that became unavailable and a coupon below its minimum', async () => {
    const customer = await signUpCustomer(t);
    const product = await api.productWhere(
      `${PLAIN_WINE} and p.id > ${String(wine2.id)} and p.sale_price between 12000 and 40000`,
    );
    await api.addItem(customer, wine.code, 1);
    await api.addItem(customer, product.code, 1);
    await api.rpc(customer, 'applyCode', { code: 'BEMVINDO10' });
    const ok = await api.rpc(customer, 'validateShoppingCart', {});
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ valid: true, problems: [] });
    expect(ok.body.data.cart.promotionCodes).toEqual(['BEMVINDO10']);
    await t.deps.db.update(products).set({ available: false }).where(eq(products.id, product.id));
    try {
      const answer = await api.rpc(customer, 'validateShoppingCart', {});
      expect(answer.body.data.valid).toBe(false);
      expect(answer.body.data.problems).toContainEqual({
        skuCode: product.code,
        message: PRODUCT_UNAVAILABLE_TEXT,
      });
      const couponProblem = (
        answer.body.data.problems as { skuCode: string | null; message: string }[]
      ).find((problem) => problem.skuCode === null);
      if (fromReais(answer.body.data.cart.total) < 10_000) {
        expect(couponProblem?.message).toMatch(/^Este cupom vale para compras a partir de/);
      }
    } finally {
      await t.deps.db.update(products).set({ available: true }).where(eq(products.id, product.id));
    }
  });

  it('a visitor without a cart: valid and empty; extra fields are refused', async () => {
    const answer = await api.rpc({ cookie: null }, 'validateShoppingCart', {});
    expect(answer.body.data).toMatchObject({ valid: true, problems: [], cart: { cartItems: [] } });
    expect((await api.rpc({ cookie: null }, 'validateShoppingCart', { x: 1 })).status).toBe(422);
  });
});

describe('addOrderProductsToCart', () => {
  it('adds what it can in one change and reports the rest with the §8 texts', async () => {
    const unavailable = await api.productWhere(
      `${PLAIN_WINE} and p.id > ${String(wine2.id)} and p.sale_price > 50000`,
    );
    await t.deps.db
      .update(products)
      .set({ available: false })
      .where(eq(products.id, unavailable.id));
    const [prime] = await queryRows<{ code: string }>(
      t.deps.db,
      sql.raw(
        `select code from products p where p.product_type = 'ClubePrime' order by id limit 1`,
      ),
    );
    const premium = await loginAs(t, 'premium@adega.dev');
    const before = await api.getCart(premium);
    const answer = await api.rpc(premium, 'addOrderProductsToCart', {
      items: [
        { skuCode: wine.code, quantity: 2 },
        { skuCode: unavailable.code, quantity: 1 },
        { skuCode: 'NAO-EXISTE', quantity: 1 },
        { skuCode: prime?.code ?? 'X', quantity: 1 },
      ],
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.added).toEqual([{ skuCode: wine.code, quantity: 2 }]);
    expect(data.notAdded).toEqual([
      {
        skuCode: unavailable.code,
        quantity: 1,
        message: ADD_TO_CART_GENERIC_ERROR,
        reason: PRODUCT_UNAVAILABLE_TEXT,
      },
      {
        skuCode: 'NAO-EXISTE',
        quantity: 1,
        message: ADD_TO_CART_GENERIC_ERROR,
        reason: 'Produto não encontrado.',
      },
      // SPEC §8: a text containing 'Prime' is shown as is.
      { skuCode: prime?.code, quantity: 1, message: ALREADY_PRIME, reason: ALREADY_PRIME },
    ]);
    expect(data.cart.version).toBe(before.version + 1);
    const line = data.cart.cartItems.find(
      (item: { productSku: { skuCode: string } }) => item.productSku.skuCode === wine.code,
    );
    const had = before.cartItems.find((item) => item.productSku.skuCode === wine.code);
    expect(line.quantity).toBe((had?.quantity ?? 0) + 2);
    await t.deps.db
      .update(products)
      .set({ available: true })
      .where(eq(products.id, unavailable.id));
  });

  it('bad input → 422, nothing changed', async () => {
    const visitor = await visitorWith(1);
    const before = await state();
    for (const body of [
      {},
      { items: [] },
      { items: 'x' },
      { items: [{ skuCode: 'a b', quantity: 1 }] },
      { items: [{ skuCode: wine.code, quantity: 0 }] },
      { items: Array.from({ length: 101 }, () => ({ skuCode: wine.code })) },
    ]) {
      const answer = await api.rpc(visitor, 'addOrderProductsToCart', body);
      expect(answer.status).toBe(422);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await state()).toBe(before);
  });
});

describe('POST /api/v1/club/promotions/coupon_mgm', () => {
  const mgm = (who: Who, body: unknown) =>
    api.send(who, 'POST', '/api/v1/club/promotions/coupon_mgm', body);

  it('a visitor or a non-member customer with a club line gets the benefit of a member’s code', async () => {
    const club = await clubLineProduct(t);
    const visitor: Visitor = { cookie: null };
    expect((await api.addItem(visitor, club.code, 1)).status).toBe(200);
    const answer = await mgm(visitor, { code: DEMO_REFERRAL_CODE.toLowerCase() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: DEMO_REFERRAL_CODE,
      referrer: 'Bruno',
      benefit: 50,
      description:
        'Indicação de Bruno: você ganha R$ 50,00 de desconto na primeira mensalidade do clube.',
    });
    const customer = await signUpCustomer(t);
    expect((await api.addItem(customer, club.code, 1)).status).toBe(200);
    expect((await mgm(customer, { code: DEMO_REFERRAL_CODE })).status).toBe(200);
  });

  it('unknown, own code, already a member, a former member’s code; bad input', async () => {
    expect(await mgm(null, { code: 'NINGUEM' })).toMatchObject({
      status: 404,
      body: { message: REFERRAL_TEXTS.unknown },
    });
    const member = await loginAs(t, 'socio@adega.dev');
    expect(await mgm(member, { code: DEMO_REFERRAL_CODE })).toMatchObject({
      status: 422,
      body: { message: REFERRAL_TEXTS.own },
    });
    const premium = await loginAs(t, 'premium@adega.dev');
    expect(await mgm(premium, { code: DEMO_REFERRAL_CODE })).toMatchObject({
      status: 422,
      body: { message: REFERRAL_TEXTS.alreadyMember },
    });
    await t.deps.db
      .update(customers)
      .set({ socioClube: false, beneficiosClube: false })
      .where(eq(customers.email, 'socio@adega.dev'));
    try {
      expect(await mgm(null, { code: DEMO_REFERRAL_CODE })).toMatchObject({
        status: 422,
        body: { message: REFERRAL_TEXTS.inactive },
      });
    } finally {
      await t.deps.db
        .update(customers)
        .set({ socioClube: true, beneficiosClube: true })
        .where(eq(customers.email, 'socio@adega.dev'));
    }
    for (const body of [{}, { code: '' }, { code: 'com espaço' }, { code: 1 }, '{']) {
      const answer = await mgm(null, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.body.message).toBe('string');
    }
  });
});
