/**
 * Issue #6, the server-side cart through the HTTP app on a real database (PGlite, or PostgreSQL
 * with DATABASE_URL): identity (cookie or customer), integrity under concurrency, idempotency,
 * the rules (stock, bounds, availability, members-only), club prices, the sign-in merge, CSRF.
 * Products are found by trait with SQL, never by a hard-coded code.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_ONLY_LABEL } from '@adega/domain/roles';
import { PRODUCT_UNAVAILABLE_TEXT } from '@adega/domain/pricing/availability';
import { QUANTITY_RANGE } from '@adega/domain/validation/quantity';
import { PRODUCT_NOT_FOUND, ITEM_NOT_FOUND } from '@adega/domain/cart/cart-rules';
import { linePrice } from '@adega/domain/cart/line-price';
import type { PenduraPromotion } from '@adega/domain/pendura';
import { queryRows } from '../src/db/client.ts';
import { cartItems, carts, products } from '../src/db/schema.ts';
import { percentOf } from '@adega/domain/money';
import type { CartDto } from '../src/contract.ts';
import { IDLE_MS } from '../src/modules/auth/sessions.ts';
import { CSRF_MESSAGE } from '../src/http/csrf.ts';
import { KEY_REUSED } from '../src/db/idempotency.ts';
import { DROP_STOP_UNAVAILABLE } from '../src/modules/cart/service.ts';
import { TEST_NOW } from './support/app.ts';
import {
  postLogin,
  DEMO_PASSWORD,
  loginAs,
  sessionFrom,
  signUpCustomer,
  type TestSession,
} from './support/auth.ts';
import { cartOf, client, type Visitor } from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';

let clock = TEST_NOW.getTime();

interface ProductTrait {
  id: number;
  code: string;
  list_price: number;
  sale_price: number;
  club_price: number;
  stock: number;
}

/** A product of the WINE store with the given SQL trait (a fragment over `products p`). */
async function productWhere(condition: string): Promise<ProductTrait> {
  const [row] = await queryRows<ProductTrait>(
    t.deps.db,
    sql.raw(
      `select id, code, list_price, sale_price, club_price, stock from products p where ${condition} order by id limit 1`,
    ),
  );
  if (!row) throw new Error(`no seeded product with ${condition}`);
  return row;
}

const PLAIN = `p.in_wine and p.available and p.list_price > 0 and p.stock >= 40 and p.promotion is null
  and p.pendura_promotion is null and p.category = 'vinho' and p.club_price < p.sale_price`;

let plain: ProductTrait;
let plain2: ProductTrait;
let plain3: ProductTrait;
let promoLowStock: ProductTrait & { promo_stock: number };
let unavailable: ProductTrait;
let membersOnly: ProductTrait;
let outletOnly: ProductTrait;
let prime: ProductTrait;
let pendura: ProductTrait & { factor: number; trigger: number; qlimit: number };

const t = useTestApp({ products: 300, now: () => new Date(clock) });
beforeAll(async () => {
  plain = await productWhere(PLAIN);
  plain2 = await productWhere(`${PLAIN} and p.id > ${String(plain.id)}`);
  plain3 = await productWhere(`${PLAIN} and p.id > ${String(plain2.id)}`);
  const [low] = await queryRows<ProductTrait & { promo_stock: number }>(
    t.deps.db,
    sql.raw(`select id, code, list_price, sale_price, club_price, stock,
      (promotion->>'stock')::int as promo_stock from products p
      where p.in_wine and p.available and p.list_price > 0 and (promotion->>'active')::boolean
      and not (promotion->>'club_member_only')::boolean and (promotion->>'stock')::int between 2 and 9
      and (promotion->>'stock')::int <= p.stock order by id limit 1`),
  );
  if (!low) throw new Error('no low-stock promotion');
  promoLowStock = low;
  unavailable = await productWhere('p.in_wine and not p.available');
  membersOnly = await productWhere(
    `p.in_wine and p.available and p.list_price > 0 and p.stock > 0
     and (promotion->>'active')::boolean and (promotion->>'club_member_only')::boolean
     and (promotion->>'stock')::int > 0`,
  );
  outletOnly = await productWhere('not p.in_wine and p.in_outlet and p.available');
  prime = await productWhere(`p.product_type = 'ClubePrime' and p.category = 'assinatura'`);
  const [withPendura] = await queryRows<
    ProductTrait & { factor: number; trigger: number; qlimit: number }
  >(
    t.deps.db,
    sql.raw(`select id, code, list_price, sale_price, club_price, stock,
      (pendura_promotion->>'discountFactor')::int as factor,
      (pendura_promotion->>'triggerDiscount')::int as trigger,
      (pendura_promotion->>'quantityLimit')::int as qlimit from products p
      where p.in_wine and p.available and p.list_price > 0 and p.stock >= 20 and p.promotion is null
      and pendura_promotion->>'type' = 'PENDURA_DEFAULT' order by id limit 1`),
  );
  if (!withPendura) throw new Error('no pendura product');
  pendura = withPendura;
});

// ---- A visitor is a cookie jar with only `adega_cart`. ----

/** Requests through the shared cart test client (a visitor is a cookie jar with `adega_cart`). */
const send: ReturnType<typeof client>['send'] = (...args) => client(t).send(...args);

const getCart = async (who: Visitor | TestSession | null) =>
  cartOf(await send(who, 'GET', '/api/v1/cart'));
const addItem = (who: Visitor | TestSession | null, sku: string, quantity?: number, headers = {}) =>
  send(
    who,
    'POST',
    '/api/v1/cart/items',
    quantity === undefined ? { sku } : { sku, quantity },
    headers,
  );
const rpc = (who: Visitor | TestSession | null, operation: string, body: unknown, headers = {}) =>
  send(who, 'POST', `/rpc/${operation}`, body, headers);

function lineOf(cart: CartDto, code: string) {
  return cart.cartItems.find((item) => item.productSku.skuCode === code);
}

async function cartRowCount(): Promise<number> {
  return (await t.deps.db.select({ id: carts.id }).from(carts)).length;
}

describe('identity: a visitor by cookie, created lazily', () => {
  it('GET without a cart answers the empty cart, creates nothing and sets no cookie', async () => {
    const before = await cartRowCount();
    const visitor: Visitor = { cookie: null };
    const answer = await send(visitor, 'GET', '/api/v1/cart');
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    expect(answer.response.headers.getSetCookie()).toEqual([]);
    expect(answer.body).toMatchObject({
      cartItems: [],
      numItems: 0,
      total: 0,
      totalMoney: { amount: 0, currency: { currencyCode: 'BRL' } },
      subtotalDiscountMoney: { amount: 0 },
      promotionCodes: [],
      shoppingCart: { promotionCodes: [] },
      clubePrimeOnCart: false,
      wantsDropStop: false,
      primeDiscountRate: 15,
      campaignPromotion: null,
    });
    const v4 = await send(visitor, 'GET', '/api/v4/cart');
    expect(v4.body).toEqual(answer.body);
    const viaRpc = await rpc(visitor, 'getShoppingCart', {});
    expect(viaRpc.status).toBe(200);
    expect(cartOf(viaRpc)).toEqual(answer.body);
    expect(await cartRowCount()).toBe(before);
  });

  it('the first add issues an HttpOnly SameSite=Lax 30-day cookie; only its SHA-256 is stored', async () => {
    const visitor: Visitor = { cookie: null };
    const answer = await addItem(visitor, plain.code);
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get('cache-control')).toBe('no-store');
    const line = answer.response.headers.getSetCookie().find((l) => l.startsWith('adega_cart='));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=2592000/);
    expect(line).not.toMatch(/Secure/); // plain http in tests; https adds Secure
    expect(visitor.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cart = cartOf(answer);
    expect(cart.numItems).toBe(1);
    expect(lineOf(cart, plain.code)).toMatchObject({
      quantity: 1,
      available: true,
      quantityInput: 'editable',
      lowestPrice: { amount: plain.sale_price / 100 },
      total: { amount: plain.sale_price / 100 },
      discount: { amount: 0 },
    });
    expect(cart.totalMoney.amount).toBe(plain.sale_price / 100);
    const hash = createHash('sha256')
      .update(visitor.cookie ?? '')
      .digest('hex');
    const rows = await t.deps.db.select().from(carts).where(eq(carts.tokenHash, hash));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await t.deps.db.select().from(carts))).not.toContain(visitor.cookie);
    // A second add reuses the cart and the cookie.
    const again = await addItem(visitor, plain.code, 2);
    expect(again.response.headers.getSetCookie()).toEqual([]);
    expect(lineOf(cartOf(again), plain.code)?.quantity).toBe(3);
  });

  it('over https the cookie is Secure', async () => {
    const answer = await addItem({ cookie: null }, plain.code, 1, { 'x-forwarded-proto': 'https' });
    const line = answer.response.headers.getSetCookie().find((l) => l.startsWith('adega_cart='));
    expect(line).toMatch(/Secure/);
  });

  it('a cookie that names no cart is not adopted: a fresh token is issued', async () => {
    const planted = 'a'.repeat(43);
    const visitor: Visitor = { cookie: planted };
    expect((await getCart(visitor)).cartItems).toEqual([]);
    await addItem(visitor, plain.code);
    expect(visitor.cookie).not.toBe(planted);
    const hash = createHash('sha256').update(planted).digest('hex');
    expect(await t.deps.db.select().from(carts).where(eq(carts.tokenHash, hash))).toEqual([]);
  });
});

describe('integrity under concurrency', () => {
  it('10 parallel adds of one sku by a visitor end with quantity 10', async () => {
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, plain2.code);
    await rpc(visitor, 'removeCartItem', {
      itemUidPk: lineOf(await getCart(visitor), plain2.code)?.itemUidPk,
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addItem({ cookie: visitor.cookie }, plain.code)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(lineOf(await getCart(visitor), plain.code)?.quantity).toBe(10);
  });

  it('10 parallel first adds of a customer create one cart with quantity 10', async () => {
    const customer = await signUpCustomer(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        rpc(customer, 'addToCart', { skuCode: plain.code, quantity: 1 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(lineOf(await getCart(customer), plain.code)?.quantity).toBe(10);
    const rows = await t.deps.db
      .select()
      .from(carts)
      .where(eq(carts.customerId, customer.customerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toBe(10);
  });
});

describe('Idempotency-Key', () => {
  it('the same key twice → the first response again, one change', async () => {
    const customer = await signUpCustomer(t);
    const headers = { 'idempotency-key': 'add-plain-1' };
    const first = await rpc(customer, 'addToCart', { skuCode: plain.code, quantity: 2 }, headers);
    const second = await rpc(customer, 'addToCart', { skuCode: plain.code, quantity: 2 }, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(lineOf(await getCart(customer), plain.code)?.quantity).toBe(2);
    // Without the key the same request is a new change.
    await rpc(customer, 'addToCart', { skuCode: plain.code, quantity: 2 });
    expect(lineOf(await getCart(customer), plain.code)?.quantity).toBe(4);
    // The key still answers its stored first response (quantity 2), and changes nothing.
    const third = await rpc(customer, 'addToCart', { skuCode: plain.code, quantity: 2 }, headers);
    expect(third.status).toBe(200);
    expect(third.body).toEqual(first.body);
    expect(lineOf(cartOf(third), plain.code)?.quantity).toBe(2);
    expect(lineOf(await getCart(customer), plain.code)?.quantity).toBe(4);
  });

  it('the same key 10 times in parallel → one change, the same response for all', async () => {
    const customer = await signUpCustomer(t);
    await addItem(customer, plain2.code); // the cart exists, as it does for a client with a key
    const headers = { 'idempotency-key': 'parallel-key-0001' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => addItem(customer, plain.code, 3, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    expect(lineOf(await getCart(customer), plain.code)?.quantity).toBe(3);
  });

  it('a visitor’s key works on its cookie cart too', async () => {
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, plain2.code);
    const headers = { 'idempotency-key': 'visitor-key' };
    const first = await addItem(visitor, plain.code, 1, headers);
    const second = await addItem(visitor, plain.code, 1, headers);
    expect(second.body).toEqual(first.body);
    expect(lineOf(await getCart(visitor), plain.code)?.quantity).toBe(1);
  });

  it('the same key with another body → 422 and nothing changes', async () => {
    const customer = await signUpCustomer(t);
    const headers = { 'idempotency-key': 'reused-key' };
    await addItem(customer, plain.code, 1, headers);
    const before = await getCart(customer);
    const other = await addItem(customer, plain.code, 5, headers);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(KEY_REUSED);
    const otherPath = await send(
      customer,
      'DELETE',
      `/api/v1/cart/items/${plain.code}`,
      undefined,
      headers,
    );
    expect(otherPath.status).toBe(422);
    expect(await getCart(customer)).toEqual(before);
  });

  it('a refused change is not recorded: the key can be used once it succeeds', async () => {
    const customer = await signUpCustomer(t);
    const headers = { 'idempotency-key': 'retry-after-error' };
    const refused = await addItem(customer, unavailable.code, 1, headers);
    expect(refused.status).toBe(409);
    const again = await addItem(customer, unavailable.code, 1, headers);
    expect(again.status).toBe(409);
  });

  it('a malformed key → 400 with a message, nothing changes', async () => {
    const customer = await signUpCustomer(t);
    const answer = await addItem(customer, plain.code, 1, { 'idempotency-key': 'x'.repeat(300) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/chave de idempotência/);
    expect((await getCart(customer)).cartItems).toEqual([]);
  });

  it('keys older than 24 h are forgotten', async () => {
    const customer = await signUpCustomer(t);
    await addItem(customer, plain2.code);
    const headers = { 'idempotency-key': 'day-old' };
    await addItem(customer, plain.code, 1, headers);
    clock += 24 * 60 * 60_000 + 1000;
    try {
      const relogged = await loginAs(t, customer.email, undefined, '203.0.113.77');
      await addItem(relogged, plain.code, 1, headers);
      expect(lineOf(await getCart(relogged), plain.code)?.quantity).toBe(2);
    } finally {
      clock = TEST_NOW.getTime();
    }
  });
});

describe('one visitor cannot read or change another’s cart', () => {
  it('another cookie sees its own (empty) cart', async () => {
    const a: Visitor = { cookie: null };
    await addItem(a, plain.code, 2);
    const b: Visitor = { cookie: null };
    expect((await getCart(b)).cartItems).toEqual([]);
    await addItem(b, plain2.code);
    expect((await getCart(b)).cartItems.map((i) => i.productSku.skuCode)).toEqual([plain2.code]);
    expect((await getCart(a)).cartItems.map((i) => i.productSku.skuCode)).toEqual([plain.code]);
  });

  it('another customer’s itemUidPk → 404 and unchanged', async () => {
    const owner = await signUpCustomer(t);
    await addItem(owner, plain.code, 2);
    const ownerCart = await getCart(owner);
    const item = lineOf(ownerCart, plain.code);
    if (!item) throw new Error('no line');
    const intruder = await signUpCustomer(t);
    await addItem(intruder, plain3.code);
    const remove = await rpc(intruder, 'removeCartItem', { itemUidPk: item.itemUidPk });
    expect(remove.status).toBe(404);
    expect(remove.body.message).toBe(ITEM_NOT_FOUND);
    const update = await rpc(intruder, 'updateCartItemQuantity', {
      skuCode: plain.code,
      itemUidPk: item.itemUidPk,
      quantity: 7,
    });
    expect(update.status).toBe(404);
    const visitor = await rpc({ cookie: null }, 'removeCartItem', { itemUidPk: item.itemUidPk });
    expect(visitor.status).toBe(404);
    const bySku = await send(intruder, 'DELETE', `/api/v1/cart/items/${plain.code}`);
    expect(bySku.status).toBe(404);
    expect(await getCart(owner)).toEqual(ownerCart);
  });
});

describe('rules (SPEC §4, §5, §6)', () => {
  it('refusals say why in pt-BR and change nothing', async () => {
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, plain.code, 2);
    const before = await getCart(visitor);
    const cases: [string, unknown, number, string][] = [
      ['unknown sku', { sku: 'NAO-EXISTE-123' }, 404, PRODUCT_NOT_FOUND],
      ['not sold in this store', { sku: outletOnly.code }, 404, PRODUCT_NOT_FOUND],
      ['unavailable', { sku: unavailable.code }, 409, PRODUCT_UNAVAILABLE_TEXT],
      ['members-only', { sku: membersOnly.code }, 403, MEMBERS_ONLY_LABEL],
      ['zero', { sku: plain.code, quantity: 0 }, 422, QUANTITY_RANGE],
      ['too many', { sku: plain.code, quantity: 10000 }, 422, QUANTITY_RANGE],
      ['decimal', { sku: plain.code, quantity: 1.5 }, 422, QUANTITY_RANGE],
      [
        'above stock',
        { sku: plain.code, quantity: plain.stock - 1 },
        409,
        `Só temos ${String(plain.stock)} unidades deste produto.`,
      ],
      [
        'above the promotion’s stock',
        { sku: promoLowStock.code, quantity: promoLowStock.promo_stock + 1 },
        409,
        `Só temos ${String(promoLowStock.promo_stock)} unidades deste produto.`,
      ],
    ];
    for (const [name, body, status, message] of cases) {
      const answer = await send(visitor, 'POST', '/api/v1/cart/items', body);
      expect({ name, status: answer.status, message: answer.body.message }).toEqual({
        name,
        status,
        message,
      });
    }
    expect(await getCart(visitor)).toEqual(before);
  });

  it('updateCartItemQuantity sets the quantity within bounds and stock', async () => {
    const visitor: Visitor = { cookie: null };
    const added = cartOf(await addItem(visitor, plain.code));
    const item = lineOf(added, plain.code);
    if (!item) throw new Error('no line');
    const ok = await rpc(visitor, 'updateCartItemQuantity', {
      skuCode: plain.code,
      itemUidPk: item.itemUidPk,
      quantity: 5,
    });
    expect(ok.status).toBe(200);
    expect(lineOf(cartOf(ok), plain.code)?.quantity).toBe(5);
    expect(cartOf(ok).total).toBe((5 * plain.sale_price) / 100);
    const tooMany = await rpc(visitor, 'updateCartItemQuantity', {
      skuCode: plain.code,
      itemUidPk: item.itemUidPk,
      quantity: plain.stock + 1,
    });
    expect(tooMany.status).toBe(409);
    const wrongSku = await rpc(visitor, 'updateCartItemQuantity', {
      skuCode: plain2.code,
      itemUidPk: item.itemUidPk,
      quantity: 2,
    });
    expect(wrongSku.status).toBe(404);
    expect(lineOf(await getCart(visitor), plain.code)?.quantity).toBe(5);
  });

  it('members-only: refused to a non-member customer, allowed to a subscriber', async () => {
    const customer = await signUpCustomer(t);
    const refused = await rpc(customer, 'addToCart', { skuCode: membersOnly.code, quantity: 1 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MEMBERS_ONLY_LABEL);
    const member = await loginAs(t, 'socio@adega.dev', undefined, '203.0.113.51');
    const allowed = await rpc(member, 'addToCart', { skuCode: membersOnly.code, quantity: 1 });
    expect(allowed.status).toBe(200);
    expect(lineOf(cartOf(allowed), membersOnly.code)?.available).toBe(true);
    await send(member, 'DELETE', `/api/v1/cart/items/${membersOnly.code}`);
  });

  it('a subscriber sees club prices in the cart; a visitor the sale price', async () => {
    const member = await loginAs(t, 'socio@adega.dev', undefined, '203.0.113.52');
    const cart = cartOf(await addItem(member, plain3.code, 2));
    expect(lineOf(cart, plain3.code)).toMatchObject({
      lowestPrice: { amount: plain3.club_price / 100 },
      total: { amount: (2 * plain3.club_price) / 100 },
    });
    const visitorCart = cartOf(await addItem({ cookie: null }, plain3.code, 2));
    expect(lineOf(visitorCart, plain3.code)?.total.amount).toBe((2 * plain3.sale_price) / 100);
    await send(member, 'DELETE', `/api/v1/cart/items/${plain3.code}`);
  });

  it('pendura: the units of the reached tier cost the pendura price', async () => {
    const visitor: Visitor = { cookie: null };
    const cart = cartOf(await addItem(visitor, pendura.code, pendura.trigger));
    const unit = Math.round((pendura.sale_price * pendura.factor) / 100);
    expect(lineOf(cart, pendura.code)).toMatchObject({
      lowestPrice: { amount: pendura.sale_price / 100 },
      total: { amount: (unit * pendura.trigger) / 100 },
      discount: { amount: ((pendura.sale_price - unit) * pendura.trigger) / 100 },
      penduraPromotion: {
        type: 'PENDURA_DEFAULT',
        triggerDiscount: pendura.trigger,
        discountFactor: pendura.factor,
      },
    });
    expect(cart.subtotalDiscountMoney.amount).toBe(
      ((pendura.sale_price - unit) * pendura.trigger) / 100,
    );
  });

  it('pendura NEW: moved to penduraPromotionBypass and priced with the two-thirds factor', async () => {
    const [row] = await queryRows<{
      code: string;
      list_price: number;
      sale_price: number;
      club_price: number;
      pendura_promotion: PenduraPromotion;
    }>(
      t.deps.db,
      sql.raw(`select code, list_price, sale_price, club_price, pendura_promotion from products p
        where p.in_wine and p.available and p.list_price > 0 and p.stock >= 20 and p.promotion is null
        and pendura_promotion->>'type' = 'PENDURA_DEFAULT_NEW'
        and (pendura_promotion->>'quantityLimit')::int > 0 order by id limit 1`),
    );
    if (!row) throw new Error('no NEW pendura product');
    const quantity = row.pendura_promotion.triggerDiscount;
    const expected = linePrice(
      {
        listPrice: row.list_price,
        salePrice: row.sale_price,
        clubPrice: row.club_price,
        penduraPromotion: row.pendura_promotion,
      },
      quantity,
      false,
    );
    const cart = cartOf(await addItem({ cookie: null }, row.code, quantity));
    expect(lineOf(cart, row.code)).toMatchObject({
      penduraPromotion: null,
      penduraPromotionBypass: { type: 'PENDURA_DEFAULT_NEW' },
      total: { amount: expected.total / 100 },
      discount: { amount: expected.discount / 100 },
    });
  });

  it('the ClubePrime line: not counted in numItems, quantity 1 with no input, prices as a subscriber', async () => {
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, plain.code, 2);
    const cart = cartOf(await addItem(visitor, prime.code, 1));
    expect(cart.numItems).toBe(2);
    expect(cart.clubePrimeOnCart).toBe(true);
    expect(lineOf(cart, prime.code)).toMatchObject({ quantity: 1, quantityInput: 'none' });
    // SPEC §6: prime in the cart makes the cart a subscriber's.
    expect(lineOf(cart, plain.code)?.lowestPrice.amount).toBe(plain.club_price / 100);
    // Issue #15: and premium's 15 % off the wines (not the line itself).
    const wines = 2 * plain.club_price;
    expect(cart.premiumDiscountMoney.amount).toBe(percentOf(wines, 15) / 100);
    expect(cart.total).toBe((wines - percentOf(wines, 15) + prime.sale_price) / 100);
    // Adding it again keeps one unit.
    const again = cartOf(await addItem(visitor, prime.code, 1));
    expect(lineOf(again, prime.code)?.quantity).toBe(1);
    expect(again.numItems).toBe(2);
    // Removing it reprices the cart.
    const removed = cartOf(await send(visitor, 'DELETE', `/api/v1/cart/items/${prime.code}`));
    expect(removed.clubePrimeOnCart).toBe(false);
    expect(lineOf(removed, plain.code)?.lowestPrice.amount).toBe(plain.sale_price / 100);
  });

  it('removeCartItem and DELETE by sku remove the line; an absent line is 404', async () => {
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, plain.code);
    const cart = cartOf(await addItem(visitor, plain2.code));
    const item = lineOf(cart, plain.code);
    const removed = await rpc(visitor, 'removeCartItem', { itemUidPk: item?.itemUidPk });
    expect(cartOf(removed).cartItems.map((i) => i.productSku.skuCode)).toEqual([plain2.code]);
    const byRest = await send(visitor, 'DELETE', `/api/v1/cart/items/${plain2.code}`);
    expect(cartOf(byRest).cartItems).toEqual([]);
    const absent = await send(visitor, 'DELETE', `/api/v1/cart/items/${plain2.code}`);
    expect(absent.status).toBe(404);
    expect(absent.body.message).toBe(ITEM_NOT_FOUND);
    // A visitor without a cart gets 404 and no cart.
    const before = await cartRowCount();
    expect(
      (await send({ cookie: null }, 'DELETE', `/api/v1/cart/items/${plain.code}`)).status,
    ).toBe(404);
    expect(await cartRowCount()).toBe(before);
  });

  it('drop-stop: PUT and RPC set wantsDropStop; the outlet has no drop-stop', async () => {
    const visitor: Visitor = { cookie: null };
    const on = await send(visitor, 'PUT', '/api/v1/cart/drop-stop', { value: true });
    expect(on.status).toBe(200);
    expect(cartOf(on).wantsDropStop).toBe(true);
    const off = await rpc(visitor, 'updateDropStopOption', { value: false });
    expect(cartOf(off).wantsDropStop).toBe(false);
    const outlet = await send(
      { cookie: null },
      'PUT',
      '/api/v1/cart/drop-stop',
      { value: true },
      {},
      'outlet.localhost',
    );
    expect(outlet.status).toBe(422);
    expect(outlet.body.message).toBe(DROP_STOP_UNAVAILABLE);
  });

  it('the outlet cart sells outlet products only', async () => {
    const visitor: Visitor = { cookie: null };
    const answer = await send(
      visitor,
      'POST',
      '/api/v1/cart/items',
      { sku: outletOnly.code },
      {},
      'outlet.localhost',
    );
    expect(answer.status).toBe(200);
    expect(cartOf(answer).store).toBe('OUTLET');
    // The same cookie on the WINE host names no WINE cart.
    expect((await getCart(visitor)).cartItems).toEqual([]);
  });
});

describe('semi-logged customers keep their cart (ADR 0007)', () => {
  it('after the idle window the remembered customer still sees and changes the cart', async () => {
    const customer = await signUpCustomer(t);
    await addItem(customer, plain.code, 2);
    clock += IDLE_MS + 60_000;
    try {
      const semi = await rpc(customer, 'getLoggedCustomer', {});
      expect((semi.body as unknown as { data: unknown }).data).toBeNull();
      expect(lineOf(await getCart(customer), plain.code)?.quantity).toBe(2);
      expect((await addItem(customer, plain.code)).status).toBe(200);
      expect(lineOf(await getCart(customer), plain.code)?.quantity).toBe(3);
    } finally {
      clock = TEST_NOW.getTime();
    }
  });
});

describe('mergeAnonymousCart (sign-in)', () => {
  it('adds quantities into the customer’s cart, re-applies the rules, deletes the visitor cart', async () => {
    const customer = await signUpCustomer(t);
    await addItem(customer, plain.code, 1);
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, plain.code, 2);
    await addItem(visitor, plain2.code, 1);
    await send(visitor, 'PUT', '/api/v1/cart/drop-stop', { value: true });
    // A members-only line a non-member could not have added through the API.
    const [anonymous] = await t.deps.db
      .select()
      .from(carts)
      .where(
        eq(
          carts.tokenHash,
          createHash('sha256')
            .update(visitor.cookie ?? '')
            .digest('hex'),
        ),
      );
    if (!anonymous) throw new Error('no visitor cart');
    await t.deps.db.insert(cartItems).values({
      cartId: anonymous.id,
      productId: membersOnly.id,
      quantity: 1,
      createdAt: TEST_NOW,
    });
    const cartId = await t.services.cart.mergeVisitorCart({
      token: visitor.cookie ?? '',
      customerId: customer.customerId,
      store: 'WINE',
    });
    expect(cartId).not.toBeNull();
    const merged = await getCart(customer);
    expect(merged.cartItems.map((i) => [i.productSku.skuCode, i.quantity])).toEqual([
      [plain.code, 3],
      [plain2.code, 1],
    ]);
    expect(merged.wantsDropStop).toBe(true);
    expect(await t.deps.db.select().from(carts).where(eq(carts.id, anonymous.id))).toEqual([]);
    expect((await getCart(visitor)).cartItems).toEqual([]);
    // Merging again (the token is spent) does nothing.
    expect(
      await t.services.cart.mergeVisitorCart({
        token: visitor.cookie ?? '',
        customerId: customer.customerId,
        store: 'WINE',
      }),
    ).toBeNull();
  });

  it('creates the customer’s cart when there is none, and caps at the stock', async () => {
    const customer = await signUpCustomer(t);
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, promoLowStock.code, promoLowStock.promo_stock);
    const [target] = await t.deps.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, promoLowStock.code));
    expect(target).toBeDefined();
    const mergedAtPromotionStock = async (cart: Visitor) => {
      await t.services.cart.mergeVisitorCart({
        token: cart.cookie ?? '',
        customerId: customer.customerId,
        store: 'WINE',
      });
      expect(lineOf(await getCart(customer), promoLowStock.code)?.quantity).toBe(
        promoLowStock.promo_stock,
      );
    };
    await mergedAtPromotionStock(visitor);
    // A second visitor cart with the same product: the sum is capped at the promotion's stock.
    const again: Visitor = { cookie: null };
    await addItem(again, promoLowStock.code, 2);
    await mergedAtPromotionStock(again);
  });
});

describe('signing in takes the visitor cart along', () => {
  it('POST /api/v1/login with the cart cookie merges it and clears the cookie', async () => {
    const customer = await signUpCustomer(t);
    await send(customer, 'POST', '/api/v1/logout');
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, plain.code, 2);
    const login = await postLogin(t, customer.email, DEMO_PASSWORD, '198.18.0.61', visitor.cookie);
    expect(login.status).toBe(200);
    const cleared = login.headers.getSetCookie().find((line) => line.startsWith('adega_cart='));
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    const session = sessionFrom(login);
    const cart = await getCart(session);
    expect(cart.cartItems.map((i) => [i.productSku.skuCode, i.quantity])).toEqual([
      [plain.code, 2],
    ]);
    expect((await getCart(visitor)).cartItems).toEqual([]);
  });
});

describe('CSRF: the cart cookie is not a session, cross-site writes are refused', () => {
  it('a cross-site POST (Origin or Sec-Fetch-Site) → 403, nothing changes', async () => {
    const visitor: Visitor = { cookie: null };
    await addItem(visitor, plain.code);
    const before = await getCart(visitor);
    const byOrigin = await addItem(visitor, plain.code, 1, { origin: 'https://evil.example' });
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.body.message).toBe(CSRF_MESSAGE);
    const byFetchSite = await rpc(
      visitor,
      'addToCart',
      { skuCode: plain.code, quantity: 1 },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(byFetchSite.status).toBe(403);
    const dropStop = await send(
      visitor,
      'PUT',
      '/api/v1/cart/drop-stop',
      { value: true },
      {
        origin: 'null',
      },
    );
    expect(dropStop.status).toBe(403);
    expect(await getCart(visitor)).toEqual(before);
    // Same origin is fine.
    const same = await addItem(visitor, plain.code, 1, { origin: 'http://localhost' });
    expect(same.status).toBe(200);
  });

  it('a customer’s change without the X-CSRF-Token → 403', async () => {
    const customer = await signUpCustomer(t);
    const answer = await t.request('/api/v1/cart/items', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: customer.headers.cookie ?? '' },
      body: JSON.stringify({ sku: plain.code }),
    });
    expect(answer.status).toBe(403);
    expect((await getCart(customer)).cartItems).toEqual([]);
  });
});
