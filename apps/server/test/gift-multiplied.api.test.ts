/**
 * Issue #12 A3 "free gift multiplied": a producer gift line is created only by its promotion, at
 * the quantity the promotion grants (1), on every path — add to cart, re-buy an order
 * (addOrderProductsToCart), the sign-in merge and a quantity change. Before the fix a re-buy of
 * the gift sku ×58 left the gift ×59 at R$ 0 (and validateShoppingCart said valid), and a
 * visitor cart with the gift sku ×5 merged into ×6 at R$ 0.
 */
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GIFT_ALREADY_IN_CART, GIFT_QUANTITY_LOCKED } from '@adega/domain/cart/cart-rules';
import { customerPrice } from '@adega/domain/pricing/customer-price';
import type { CartDto } from '../src/contract.ts';
import { campaignItemPromotions, products } from '../src/db/schema.ts';
import { signUpCustomer } from './support/auth.ts';
import { cartOf, client, type Visitor, type Who } from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';

let parentSku: string;
let giftSku: string;
let parentUnits: number;

const t = useTestApp({ products: 300 });
beforeAll(async () => {
  const [record] = await t.deps.db
    .select()
    .from(campaignItemPromotions)
    .where(isNotNull(campaignItemPromotions.itemSku))
    .orderBy(campaignItemPromotions.id);
  if (!record?.itemSku) throw new Error('no seeded producer gift');
  parentSku = record.sku;
  giftSku = record.itemSku;
  const [parent] = await t.deps.db
    .select({
      listPrice: products.listPrice,
      salePrice: products.salePrice,
      clubPrice: products.clubPrice,
    })
    .from(products)
    .where(eq(products.code, parentSku));
  if (!parent) throw new Error('no parent product');
  parentUnits = Math.max(1, Math.ceil(record.minLimitValue / customerPrice(parent, false)));
});

const api = () => client(t);
const giftLine = (cart: CartDto) =>
  cart.cartItems.find((item) => item.productSku.skuCode === giftSku);

/** A cart with the parent at the minimum and the producer gift added (×1, R$ 0). */
async function withGift(who: Who): Promise<CartDto> {
  expect((await api().addItem(who, parentSku, parentUnits)).status).toBe(200);
  const added = await api().addItem(who, giftSku, 1);
  expect(added.status).toBe(200);
  const cart = cartOf(added);
  expect(giftLine(cart)).toMatchObject({ quantity: 1, promotionGift: 'PRODUCER_GIFT' });
  expect(giftLine(cart)?.total.amount).toBe(0);
  return cart;
}

/** The sign-in merge of the visitor's cart into the customer's. */
const signIn = (visitor: Visitor, customerId: number) =>
  t.services.cart.mergeVisitorCart({ token: visitor.cookie ?? '', customerId, store: 'WINE' });

describe('free gift multiplied (issue #12 A3)', () => {
  it('re-buy: addOrderProductsToCart of the gift sku ×58 adds nothing to the gift line', async () => {
    const visitor: Visitor = { cookie: null };
    await withGift(visitor);
    const answer = await api().rpc(visitor, 'addOrderProductsToCart', {
      items: [{ skuCode: giftSku, quantity: 58 }],
    });
    expect(answer.status).toBe(200);
    const data = answer.body.data as { cart: CartDto; added: unknown[]; notAdded: unknown[] };
    expect(data.added).toEqual([]);
    expect(data.notAdded).toEqual([
      expect.objectContaining({ skuCode: giftSku, quantity: 58, reason: GIFT_ALREADY_IN_CART }),
    ]);
    expect(giftLine(data.cart)).toMatchObject({ quantity: 1 });
    expect(giftLine(await api().getCart(visitor))?.quantity).toBe(1);
    const validation = await api().rpc(visitor, 'validateShoppingCart', {});
    expect(validation.body.data.valid).toBe(true);
    expect(giftLine(validation.body.data.cart as CartDto)?.quantity).toBe(1);
  });

  it('add: addToCart and POST /api/v1/cart/items of the gift sku are refused, gift stays ×1', async () => {
    const visitor: Visitor = { cookie: null };
    await withGift(visitor);
    const rest = await api().addItem(visitor, giftSku, 58);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe(GIFT_ALREADY_IN_CART);
    const rpc = await api().rpc(visitor, 'addToCart', { skuCode: giftSku, quantity: 58 });
    expect(rpc.status).toBe(409);
    expect(giftLine(await api().getCart(visitor))?.quantity).toBe(1);
  });

  it('quantity change: updateCartItemQuantity of the gift line is refused', async () => {
    const visitor: Visitor = { cookie: null };
    const cart = await withGift(visitor);
    const answer = await api().rpc(visitor, 'updateCartItemQuantity', {
      skuCode: giftSku,
      itemUidPk: giftLine(cart)?.itemUidPk,
      quantity: 59,
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(GIFT_QUANTITY_LOCKED);
    expect(giftLine(await api().getCart(visitor))?.quantity).toBe(1);
  });

  it('merge: a visitor cart holding the gift sku ×5 does not add to the customer’s gift', async () => {
    const customer = await signUpCustomer(t);
    await withGift(customer);
    const visitor: Visitor = { cookie: null };
    expect((await api().addItem(visitor, giftSku, 5)).status).toBe(200);
    await signIn(visitor, customer.customerId);
    const merged = await api().getCart(customer);
    expect(giftLine(merged)).toMatchObject({ quantity: 1, promotionGift: 'PRODUCER_GIFT' });
    expect(giftLine(merged)?.total.amount).toBe(0);
  });

  it('merge: a visitor’s gift line moves as the gift ×1, never as paid or multiplied units', async () => {
    const customer = await signUpCustomer(t);
    const visitor: Visitor = { cookie: null };
    await withGift(visitor);
    await signIn(visitor, customer.customerId);
    const merged = await api().getCart(customer);
    expect(giftLine(merged)).toMatchObject({ quantity: 1, promotionGift: 'PRODUCER_GIFT' });
    expect(giftLine(merged)?.total.amount).toBe(0);
    // And a second visitor gift of the same product adds nothing.
    const again: Visitor = { cookie: null };
    await withGift(again);
    await signIn(again, customer.customerId);
    expect(giftLine(await api().getCart(customer))?.quantity).toBe(1);
  });
});
