/**
 * Issue #13 part 1 (ADR 0013) through the HTTP app on a real database (PGlite, or PostgreSQL with
 * DATABASE_URL): the checkout calls on the cart — shipping address (saved or new), service
 * levels priced by zone and bottles, premium free shipping, re-pricing after a change, delivery
 * method, order gift, payment details and card save. Every refusal is a pt-BR 4xx with nothing
 * changed; another customer's address is 404; a visitor gets 401.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHIPPING_TEXTS } from '@adega/domain/checkout/shipping';
import { SHIPPING_ZONE_TEXTS } from '@adega/domain/checkout/shipping-zones';
import { DELIVERY_TEXTS, ORDER_GIFT_TEXTS } from '@adega/domain/checkout/order-gift';
import { PAYMENT_METHOD_TEXTS } from '@adega/domain/checkout/payment-methods';
import { LOGIN_REQUIRED_MESSAGE } from '../src/modules/auth/guard.ts';
import { carts, customerAddresses, customers } from '../src/db/schema.ts';
import type { CartDto } from '../src/contract.ts';
import { ADDRESS, SAO_PAULO_LEVELS } from './support/address.ts';
import { encryptWith } from './support/orders.ts';
import { signUpCustomer, type TestSession } from './support/auth.ts';
import { cartOf, client, MID_PRICED_WINE, type Answer } from './support/cart-client.ts';
import { useTestApp } from './support/suite.ts';

let wine: { id: number; code: string; sale_price: number };
let kit: { id: number; code: string; sale_price: number };
let prime: { id: number; code: string; sale_price: number };

const RJ_ADDRESS = {
  ...ADDRESS,
  zipOrPostalCode: '20040-020',
  subCountry: 'RJ',
  city: 'Rio de Janeiro',
};
const AM_ADDRESS = { ...ADDRESS, zipOrPostalCode: '69010-000', subCountry: 'AM', city: 'Manaus' };

const t = useTestApp({ products: 200 });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
  kit = await api.productWhere(
    `p.in_wine and p.available and p.stock >= 10 and p.kit_size = 6 and p.promotion is null`,
  );
  prime = await api.productWhere(`p.product_type = 'ClubePrime' and p.category = 'assinatura'`);
});

type Session = TestSession & { customerId: number };

async function customerWith(quantity: number): Promise<Session> {
  const session = await signUpCustomer(t);
  if (quantity > 0) expect((await api.addItem(session, wine.code, quantity)).status).toBe(200);
  return session;
}

function ok(answer: Answer): CartDto {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return cartOf(answer);
}

async function cartRow(customerId: number) {
  const [row] = await t.deps.db.select().from(carts).where(eq(carts.customerId, customerId));
  return row;
}

async function addressCount(customerId: number) {
  return (
    await t.deps.db
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, customerId))
  ).length;
}

/** A refusal: its status and message, the cart row and the address book unchanged. */
async function expectRefused(
  session: Session,
  operation: string,
  body: unknown,
  status: number,
  message?: string,
) {
  const before = JSON.stringify(await cartRow(session.customerId));
  const addresses = await addressCount(session.customerId);
  const answer = await api.rpc(session, operation, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(typeof answer.body.message).toBe('string');
  if (message) expect(answer.body.message).toBe(message);
  expect(JSON.stringify(await cartRow(session.customerId))).toBe(before);
  expect(await addressCount(session.customerId)).toBe(addresses);
}

const CHECKOUT_OPERATIONS: [string, unknown][] = [
  ['setShippingAddressFromExistsAddressWithoutRemoveOrderGift', { addressUidpk: 1 }],
  ['setShippingAddress', { address: ADDRESS }],
  ['saveAddressWithSignatures', { address: ADDRESS }],
  ['removeShippingAddress', {}],
  ['setShippingServiceLevel', { uidPk: 1 }],
  ['setDeliveryMethod', { method: 'DELIVERY' }],
  ['setOrderGift', { from: 'Ana', to: 'Bia', message: 'Saúde!' }],
  ['removeOrderGift', {}],
  ['getPaymentDetails', {}],
  ['saveCreditCardWithSignatures', {}],
];

describe('checkout on the cart: who may call', () => {
  it.each(CHECKOUT_OPERATIONS)(
    '%s: a visitor gets 401 with the login message',
    async (name, body) => {
      const answer = await api.rpc({ cookie: null }, name, body);
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe(LOGIN_REQUIRED_MESSAGE);
    },
  );
});

describe('shipping address and service levels', () => {
  it('a new address is saved to the account, set on the cart and priced by zone and bottles', async () => {
    const session = await customerWith(2);
    const before = await api.getCart(session);
    expect(before).toMatchObject({
      shippingAddress: null,
      shippingServiceLevels: [],
      selectedShippingServiceLevel: null,
      shippingCostValue: null,
      deliveryMethod: 'DELIVERY',
      orderGift: null,
    });
    const cart = ok(await api.rpc(session, 'setShippingAddress', { address: ADDRESS }));
    expect(cart.shippingAddress).toMatchObject({
      street1: ADDRESS.street1,
      zipOrPostalCode: '05435010',
    });
    expect(cart.shippingServiceLevels).toEqual(SAO_PAULO_LEVELS);
    // No level chosen yet: nothing added to the total.
    expect(cart.total).toBe(before.total);
    expect(await addressCount(session.customerId)).toBe(1);
    // The same address again (a retry): not saved twice.
    ok(await api.rpc(session, 'saveAddressWithSignatures', { address: ADDRESS }));
    expect(await addressCount(session.customerId)).toBe(1);
  });

  it('choosing a level adds its price to the total; adding bottles re-prices it', async () => {
    const session = await customerWith(2);
    const base = await api.getCart(session);
    ok(await api.rpc(session, 'setShippingAddress', { address: RJ_ADDRESS }));
    const chosen = ok(await api.rpc(session, 'setShippingServiceLevel', { uidPk: 1 }));
    expect(chosen.selectedShippingServiceLevel).toMatchObject({
      code: 'NORMAL',
      price: 24.9,
      deliveryDays: 5,
    });
    expect(chosen.shippingCostValue).toEqual({ amount: 24.9 });
    expect(chosen.total).toBeCloseTo(base.total + 24.9, 2);
    expect(chosen.totalMoney.amount).toBe(chosen.total);
    // 2 → 7 bottles: a second box.
    const more = ok(await api.addItem(session, wine.code, 5));
    expect(more.shippingCostValue).toEqual({ amount: 37.8 });
    expect(more.total).toBeCloseTo(
      more.subtotalMoney.amount - more.subtotalDiscountMoney.amount + 37.8,
      2,
    );
  });

  it('a kit counts its bottles; a chosen level no longer offered is dropped', async () => {
    const session = await customerWith(1);
    ok(await api.addItem(session, kit.code, 1));
    ok(await api.rpc(session, 'setShippingAddress', { address: ADDRESS }));
    const express = ok(await api.rpc(session, 'setShippingServiceLevel', { uidPk: 2 }));
    // 1 wine + a kit of 6 = 7 bottles: two boxes.
    expect(express.shippingCostValue).toEqual({ amount: 44.8 });
    // Above 24 bottles Expressa is not offered: the choice leaves the cart.
    const line = express.cartItems.find((item) => item.productSku.skuCode === wine.code);
    const big = ok(
      await api.rpc(session, 'updateCartItemQuantity', {
        skuCode: wine.code,
        itemUidPk: line?.uidPk,
        quantity: 20,
      }),
    );
    expect(big.shippingServiceLevels.map((level) => level.code)).toEqual(['NORMAL']);
    expect(big.selectedShippingServiceLevel).toBeNull();
    expect(big.shippingCostValue).toBeNull();
    expect((await cartRow(session.customerId))?.shippingLevelCode).toBeNull();
  });

  it('a destination without Expressa keeps only Normal; removing the address drops the level', async () => {
    const session = await customerWith(1);
    const base = await api.getCart(session);
    const cart = ok(await api.rpc(session, 'setShippingAddress', { address: AM_ADDRESS }));
    expect(cart.shippingServiceLevels.map((level) => level.code)).toEqual(['NORMAL']);
    ok(await api.rpc(session, 'setShippingServiceLevel', { uidPk: 1 }));
    const removed = ok(await api.rpc(session, 'removeShippingAddress', {}));
    expect(removed).toMatchObject({
      shippingAddress: null,
      shippingServiceLevels: [],
      selectedShippingServiceLevel: null,
      shippingCostValue: null,
      total: base.total,
    });
    expect((await cartRow(session.customerId))?.shippingLevelCode).toBeNull();
  });

  it('premium subscribers get Normal free in eligible zones; so does the prime line in the cart', async () => {
    const premium = await customerWith(2);
    await t.deps.db
      .update(customers)
      .set({ socioPrime: true })
      .where(eq(customers.id, premium.customerId));
    const cart = ok(await api.rpc(premium, 'setShippingAddress', { address: ADDRESS }));
    expect(cart.shippingServiceLevels[0]).toMatchObject({
      code: 'NORMAL',
      price: 0,
      fullPrice: 14.9,
      freeShippingReason: 'Frete grátis para assinantes premium',
    });
    const free = ok(await api.rpc(premium, 'setShippingServiceLevel', { uidPk: 1 }));
    expect(free.shippingCostValue).toEqual({ amount: 0 });

    const withPrime = await customerWith(2);
    ok(await api.addItem(withPrime, prime.code, 1));
    const primeCart = ok(await api.rpc(withPrime, 'setShippingAddress', { address: ADDRESS }));
    expect(primeCart.shippingServiceLevels[0]?.price).toBe(0);
    // The ClubePrime line is no bottle: 2 bottles, one box.
    expect(primeCart.shippingServiceLevels[1]?.price).toBe(29.9);
  });

  it('the FRETEGRATIS coupon frees Normal while it applies (R$ 200,00 minimum)', async () => {
    const session = await customerWith(Math.ceil(20_000 / wine.sale_price) + 1);
    ok(await api.rpc(session, 'applyCode', { code: 'FRETEGRATIS' }));
    ok(await api.rpc(session, 'setShippingAddress', { address: AM_ADDRESS }));
    const cart = ok(await api.rpc(session, 'setShippingServiceLevel', { uidPk: 1 }));
    expect(cart.selectedShippingServiceLevel).toMatchObject({
      price: 0,
      fullPrice: expect.any(Number),
      freeShippingReason: 'Frete grátis com o cupom FRETEGRATIS',
    });
    expect(cart.shippingCostValue).toEqual({ amount: 0 });
  });

  it("a saved address: the customer's own is set and keeps the order gift; another's is 404", async () => {
    const owner = await customerWith(1);
    const other = await customerWith(1);
    const saved = await api.rpc(other, 'saveCustomerAddress', { address: RJ_ADDRESS });
    expect(saved.status).toBe(200);
    const othersId = saved.body.data.uidPk as number;
    await expectRefused(
      owner,
      'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
      { addressUidpk: othersId },
      404,
    );
    await expectRefused(
      owner,
      'setShippingAddressFromExistsAddressWithoutRemoveOrderGift',
      { addressUidpk: 0 },
      404,
    );

    const mine = await api.rpc(owner, 'saveCustomerAddress', { address: ADDRESS });
    const gift = { from: 'Ana', to: 'Bia', message: 'Feliz aniversário!' };
    ok(await api.rpc(owner, 'setOrderGift', gift));
    const cart = ok(
      await api.rpc(owner, 'setShippingAddressFromExistsAddressWithoutRemoveOrderGift', {
        addressUidpk: String(mine.body.data.uidPk),
      }),
    );
    expect(cart.shippingAddress?.uidPk).toBe(mine.body.data.uidPk);
    expect(cart.orderGift).toEqual(gift);
    // Updating the other's address through setShippingAddress is 404 as well.
    await expectRefused(
      owner,
      'setShippingAddress',
      { address: { ...RJ_ADDRESS, uidPk: othersId } },
      404,
    );
  });

  it('bad input: 4xx in pt-BR and nothing changed', async () => {
    const session = await customerWith(1);
    const refuse = async (refusals: [string, unknown, number, string?][]) => {
      for (const [operation, body, status, message] of refusals)
        await expectRefused(session, operation, body, status, message);
    };
    await refuse([
      ['setShippingServiceLevel', { uidPk: 1 }, 422, SHIPPING_TEXTS.addressFirst],
      [
        'setShippingAddress',
        { address: { ...ADDRESS, zipOrPostalCode: '00000-000' } },
        422,
        SHIPPING_ZONE_TEXTS.unknownCep,
      ],
      ['setShippingAddress', { address: { ...ADDRESS, zipOrPostalCode: '123' } }, 422],
      ['setShippingAddress', { address: { ...ADDRESS, firstName: '' } }, 422],
      ['setShippingAddress', {}, 422],
      ['setShippingAddressFromExistsAddressWithoutRemoveOrderGift', { addressUidpk: 'x' }, 422],
    ]);
    ok(await api.rpc(session, 'setShippingAddress', { address: AM_ADDRESS }));
    await refuse([
      ['setShippingServiceLevel', { uidPk: 2 }, 422, SHIPPING_TEXTS.levelUnavailable],
      ['setShippingServiceLevel', { uidPk: 99 }, 422, SHIPPING_TEXTS.levelUnavailable],
      ['setShippingServiceLevel', { uidPk: 1, extra: true }, 422],
      ['setDeliveryMethod', { method: 'PICKUP' }, 422, DELIVERY_TEXTS.pickupUnavailable],
      ['setDeliveryMethod', { method: 'DRONE' }, 422],
      [
        'setOrderGift',
        { from: 'Ana', to: 'Bia', message: 'x'.repeat(301) },
        422,
        ORDER_GIFT_TEXTS.messageMax,
      ],
      ['setOrderGift', { from: ' ', to: 'Bia', message: 'Oi' }, 422],
      ['removeOrderGift', { any: 1 }, 422],
      ['saveCreditCardWithSignatures', { holderName: 'A' }, 422],
    ]);
    const empty = await customerWith(0);
    ok(await api.rpc(empty, 'setShippingAddress', { address: ADDRESS }));
    await expectRefused(
      empty,
      'setShippingServiceLevel',
      { uidPk: 1 },
      422,
      SHIPPING_TEXTS.nothingToShip,
    );
  });

  it('delivery method and order gift are set and removed; a replayed key answers the same', async () => {
    const session = await customerWith(1);
    expect(
      ok(await api.rpc(session, 'setDeliveryMethod', { method: 'DELIVERY' })).deliveryMethod,
    ).toBe('DELIVERY');
    const headers = { 'idempotency-key': 'gift-1' };
    const first = await api.rpc(
      session,
      'setOrderGift',
      { from: ' Ana ', to: 'Bia', message: 'Saúde!' },
      headers,
    );
    expect(cartOf(first).orderGift).toEqual({ from: 'Ana', to: 'Bia', message: 'Saúde!' });
    const replay = await api.rpc(
      session,
      'setOrderGift',
      { from: ' Ana ', to: 'Bia', message: 'Saúde!' },
      headers,
    );
    expect(cartOf(replay).version).toBe(cartOf(first).version);
    expect(ok(await api.rpc(session, 'removeOrderGift', {})).orderGift).toBeNull();
  });
});

describe('payment details', () => {
  it('methods, the installment table for the amount due (shipping included) and saved cards', async () => {
    const session = await customerWith(3);
    ok(await api.rpc(session, 'setShippingAddress', { address: ADDRESS }));
    const cart = ok(await api.rpc(session, 'setShippingServiceLevel', { uidPk: 1 }));
    const answer = await api.rpc(session, 'getPaymentDetails', {});
    expect(answer.status).toBe(200);
    const details = answer.body.data;
    expect(details.amountDue).toBe(cart.total);
    expect(details.savedCards).toEqual([]);
    const card = details.methods.find((m: { type: string }) => m.type === 'CREDITCARD');
    expect(card).toMatchObject({ name: 'Cartão de crédito', available: true, message: null });
    // The seed has enable/bank_slip on (issue #14); no cashback balance covers the cart.
    expect(details.methods.find((m: { type: string }) => m.type === 'BOLETO')).toMatchObject({
      available: true,
      message: null,
    });
    expect(details.methods.find((m: { type: string }) => m.type === 'PIX')).toMatchObject({
      available: true,
    });
    expect(details.methods.find((m: { type: string }) => m.type === 'CREDITOCLUBE')).toMatchObject({
      available: false,
    });
    expect(PAYMENT_METHOD_TEXTS.bankSlipOff).toContain('boleto');
    const expected = Math.max(1, Math.min(10, Math.floor((cart.total * 100) / 5000)));
    expect(details.installments).toHaveLength(expected);
    for (const row of details.installments) {
      expect(
        Math.round(row.amount * 100) + Math.round(row.nextAmount * 100) * (row.count - 1),
      ).toBe(Math.round(cart.total * 100));
      expect(row.label).toMatch(/^\d+x de R\$ [\d.]+,\d{2} sem juros$/);
    }

    const key = await api.rpc(session, 'getPaymentGatewayKey', {});
    const spki = key.body.data.spki as string;
    const saved = await api.rpc(session, 'saveCreditCardWithSignatures', {
      holderName: 'MARINA D LOPES',
      isPreferredCreditCard: true,
      number: '1111',
      encryptedCardNumber: await encryptWith(spki, '4111111111111111'),
      encryptedExpiryMonth: await encryptWith(spki, '08'),
      encryptedExpiryYear: await encryptWith(spki, '2029'),
      encryptedSecurityCode: await encryptWith(spki, '123'),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.savedCards).toMatchObject([{ lastFour: '1111', preferred: true }]);
  });
});
