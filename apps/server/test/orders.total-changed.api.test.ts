/**
 * Issue #33 F10 (ADR 0049): no surprise total. An order is never authorised for a total other than
 * the one the customer last saw: when a certificate, cashback, coupon, price, promotion or
 * shipping level changed since the cart was served, placement answers 409 with a pt-BR message
 * naming it and the cart priced again, and places, reserves and charges nothing. Confirming again
 * (the cart has now been seen) places the order for the new total.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromReais } from '@adega/domain/money';
import { queryRows } from '../src/db/client.ts';
import {
  campaignItemPromotions,
  cashbackLedger,
  coupons,
  giftCertificates,
  products,
} from '../src/db/schema.ts';
import { ADDRESS } from './support/address.ts';
import { TEST_NOW } from './support/app.ts';
import type { TestSession } from './support/auth.ts';
import { client, PLAIN_WINE } from './support/cart-client.ts';
import {
  APPROVED_CARD,
  freshKey,
  newCardBody,
  oneCustomer,
  placeOrder,
  type PlaceAnswer,
} from './support/orders.ts';
import { useTestApp } from './support/suite.ts';

const OUTLET = 'outlet.localhost';
const CONFIRM = /Total a pagar: R\$ [0-9.]+,[0-9]{2}\. Confira e confirme o pedido novamente\.$/;

let wine: { id: number; code: string; sale_price: number };
let outletWine: { id: number; code: string; sale_price: number };
let codeCounter = 0;

const t = useTestApp({ products: 200 });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(
    `${PLAIN_WINE} and p.sale_price between 5000 and 20000 and p.promotion is null
     and p.pendura_promotion is null
     and not exists (select 1 from campaign_item_promotions c where c.sku = p.code)`,
  );
  outletWine = await api.productWhere(
    `p.in_outlet and p.available and p.list_price > 0 and p.stock >= 40
     and p.sale_price between 5000 and 20000 and p.id <> ${String(wine.id)}`,
  );
});

function uniqueCode(prefix: string): string {
  codeCounter += 1;
  return `${prefix}${String(codeCounter)}`;
}

/** A customer with `quantity` of the wine, address and level set (each answer served). */
async function customerAt(
  host?: string,
  quantity = 2,
): Promise<TestSession & { customerId: number }> {
  const session = await oneCustomer(t);
  await addTo(session, host, quantity);
  return session;
}

async function addTo(session: TestSession, host: string | undefined, quantity = 2) {
  const sku = host === OUTLET ? outletWine.code : wine.code;
  expect((await api.addItem(session, sku, quantity, host)).status).toBe(200);
  expect(
    (await api.rpc(session, 'setShippingAddress', { address: ADDRESS }, {}, host)).status,
  ).toBe(200);
  expect((await api.rpc(session, 'setShippingServiceLevel', { uidPk: 1 }, {}, host)).status).toBe(
    200,
  );
}

async function placeAt(session: TestSession, host: string | undefined, extra = {}) {
  if (!host) return placeOrder(t, session, await newCardBody(t, APPROVED_CARD, extra), freshKey());
  const response = await t.request('/api/v1/checkout/orders', {
    method: 'POST',
    host,
    headers: {
      'content-type': 'application/json',
      ...session.headers,
      'idempotency-key': freshKey(),
    },
    body: JSON.stringify(await newCardBody(t, APPROVED_CARD, extra)),
  });
  return { status: response.status, body: (await response.json()) as PlaceAnswer['body'] };
}

async function newCertificate(balance: number): Promise<string> {
  const code = uniqueCode('VALEF10');
  await t.deps.db.insert(giftCertificates).values({ code, balance, createdAt: TEST_NOW });
  return code;
}

/** Everything a placement would reserve or charge, for the customer and the wine. */
async function ledgerOf(customerId: number) {
  const [row] = await queryRows<Record<string, number>>(
    t.deps.db,
    sql`select
      (select count(*)::int from orders where customer_id = ${customerId}) as orders,
      (select count(*)::int from payments) as payments,
      (select count(*)::int from sandbox_authorizations) as authorisations,
      (select count(*)::int from coupon_redemptions) as redemptions,
      (select coalesce(sum(balance), 0)::int from gift_certificates) as certificates,
      (select coalesce(sum(amount), 0)::int from cashback_ledger
        where customer_id = ${customerId}) as cashback,
      (select stock from products where id = ${wine.id}) as stock`,
  );
  return row;
}

/**
 * Places, expects the 409 with `message` and the repriced cart, checks nothing was made, then
 * confirms again: 201 for the new total.
 */
async function expectRefusedThenPlaced(
  session: TestSession & { customerId: number },
  message: RegExp | string,
  extra: Record<string, unknown> = {},
  beforeConfirming: () => Promise<void> = () => Promise.resolve(),
) {
  const before = await ledgerOf(session.customerId);
  const refused = await placeAt(session, undefined, extra);
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('CONFLICT');
  expect(refused.body.message).toMatch(message);
  expect(refused.body.message).toMatch(CONFIRM);
  expect(refused.body.changes.length).toBeGreaterThan(0);
  const cart = await api.getCart(session);
  expect(refused.body.cart).toMatchObject({ total: cart.total, version: cart.version });
  expect(await ledgerOf(session.customerId)).toEqual(before);

  await beforeConfirming();
  const placed = await placeAt(
    session,
    undefined,
    'expectedTotal' in extra ? { expectedTotal: cart.total } : {},
  );
  expect(placed.status).toBe(201);
  expect(placed.body.total).toBe(cart.total);
  expect(placed.body.payment).toMatchObject({ status: 'CAPTURED', amount: cart.total });
  return { refused, cart };
}

describe('a certificate spent elsewhere is never dropped silently', () => {
  it('spent by another customer: 409 names it and the new total, nothing made', async () => {
    const code = await newCertificate(10_000);
    const session = await customerAt();
    expect((await api.rpc(session, 'applyCode', { code })).status).toBe(200);
    const seen = await api.getCart(session);
    const other = await customerAt();
    expect((await api.rpc(other, 'applyCode', { code })).status).toBe(200);
    expect((await placeAt(other, undefined)).status).toBe(201);

    const { refused, cart } = await expectRefusedThenPlaced(
      session,
      `O vale-presente ${code} não está mais disponível.`,
    );
    expect(fromReais(cart.total)).toBe(fromReais(seen.total) + 10_000);
    expect(refused.body.changes).toEqual([
      { kind: 'certificate', message: `O vale-presente ${code} não está mais disponível.` },
    ]);
  });

  it("spent by the same customer's Outlet cart", async () => {
    const code = await newCertificate(5_000);
    const session = await customerAt();
    await addTo(session, OUTLET);
    for (const host of [undefined, OUTLET]) {
      expect((await api.rpc(session, 'applyCode', { code }, {}, host)).status).toBe(200);
    }
    expect((await placeAt(session, OUTLET)).status).toBe(201);
    await expectRefusedThenPlaced(session, `O vale-presente ${code} não está mais disponível.`);
  });
});

describe('the other parts of the total', () => {
  it('a coupon gone (switched off) is named, with the repriced cart', async () => {
    const code = uniqueCode('DEZF');
    await t.deps.db
      .insert(coupons)
      .values({ code, kind: 'PERCENT', value: 10, storeCodes: ['WINE', 'OUTLET'] });
    const session = await customerAt();
    expect((await api.rpc(session, 'applyCode', { code })).status).toBe(200);
    await t.deps.db.update(coupons).set({ active: false }).where(eq(coupons.code, code));
    const { refused } = await expectRefusedThenPlaced(
      session,
      `O cupom ${code} não está mais disponível.`,
      {},
      // A coupon on the cart that gives nothing is still refused (issue #13): the customer
      // removes it, and the order is placed for the total then shown.
      async () => {
        expect((await api.rpc(session, 'removeAllPromotionCodes', {})).status).toBe(200);
      },
    );
    expect(refused.body.cart.coupon).toMatchObject({ code, applies: false });
  });

  it('a price changed', async () => {
    const session = await customerAt(undefined, 1);
    const [row] = await t.deps.db
      .update(products)
      .set({
        salePrice: sql`${products.salePrice} + 1000`,
        listPrice: sql`${products.listPrice} + 1000`,
      })
      .where(eq(products.id, wine.id))
      .returning({ name: products.name });
    try {
      await expectRefusedThenPlaced(
        session,
        new RegExp(`^O preço de ${row?.name ?? ''} mudou de R\\$ [0-9.,]+ para R\\$ [0-9.,]+\\.`),
      );
    } finally {
      await t.deps.db
        .update(products)
        .set({
          salePrice: sql`${products.salePrice} - 1000`,
          listPrice: sql`${products.listPrice} - 1000`,
        })
        .where(eq(products.id, wine.id));
    }
  });

  it('a promotion ended', async () => {
    const [promotion] = await t.deps.db
      .insert(campaignItemPromotions)
      .values({
        campaignCode: uniqueCode('f10-'),
        sku: wine.code,
        campaignPrice: wine.sale_price - 2_000,
        storeCodes: ['WINE'],
        dateInit: '2026-11-01',
        dateEnd: '2026-11-30',
      })
      .returning({ id: campaignItemPromotions.id });
    t.services.promotions.invalidate();
    const session = await customerAt(undefined, 1);
    const [named] = await t.deps.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, wine.id));
    expect((await api.getCart(session)).cartItems[0]?.discount.amount).toBeGreaterThan(0);
    await t.deps.db
      .update(campaignItemPromotions)
      .set({ dateEnd: '2026-11-21' })
      .where(eq(campaignItemPromotions.id, promotion?.id ?? 0));
    t.services.promotions.invalidate();
    try {
      await expectRefusedThenPlaced(session, `A promoção de ${named?.name ?? ''} terminou.`);
    } finally {
      await t.deps.db
        .delete(campaignItemPromotions)
        .where(eq(campaignItemPromotions.id, promotion?.id ?? 0));
      t.services.promotions.invalidate();
    }
  });

  it('the shipping level changed in another tab: the tab that shows Normal is refused', async () => {
    const session = await customerAt();
    const tab1 = await api.getCart(session);
    // The other tab chooses Expressa (and is answered with it).
    expect((await api.rpc(session, 'setShippingServiceLevel', { uidPk: 2 })).status).toBe(200);
    const { cart } = await expectRefusedThenPlaced(
      session,
      /^A forma de entrega mudou de Normal para Expressa\. O total do pedido mudou de/,
      { expectedTotal: tab1.total },
    );
    expect(cart.selectedShippingServiceLevel?.name).toBe('Expressa');
  });

  it("cashback spent by the customer's Outlet order", async () => {
    const session = await customerAt();
    await addTo(session, OUTLET);
    const { customerId } = session;
    const credit = { customerId, amount: 3_000, kind: 'CREDIT', description: 'F10' } as const;
    await t.deps.db.insert(cashbackLedger).values({ ...credit, createdAt: TEST_NOW });
    for (const host of [undefined, OUTLET]) {
      expect((await api.rpc(session, 'setUseCashBack', { value: true }, {}, host)).status).toBe(
        200,
      );
    }
    expect((await placeAt(session, OUTLET)).status).toBe(201);
    await expectRefusedThenPlaced(
      session,
      'Seu cashback pagava R$ 30,00 deste pedido e agora paga R$ 0,00.',
    );
  });
});

describe('the refusal, over RPC too', () => {
  it('RPC placeOrder answers the same 409 body; a client that sends nothing new is covered', async () => {
    const code = await newCertificate(2_000);
    const session = await customerAt();
    expect((await api.rpc(session, 'applyCode', { code })).status).toBe(200);
    await t.deps.db
      .update(giftCertificates)
      .set({ balance: 500 })
      .where(eq(giftCertificates.code, code));
    const answer = await api.rpc(session, 'placeOrder', await newCardBody(t, APPROVED_CARD), {
      'idempotency-key': freshKey(),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(
        new RegExp(
          `^O vale-presente ${code} pagava R\\$ 20,00 deste pedido e agora paga R\\$ 5,00\\.`,
        ),
      ),
      changes: [{ kind: 'certificate' }],
      cart: { giftCertificates: [expect.objectContaining({ code })] },
    });
    // The refusal served the cart: the same call now places it.
    const again = await api.rpc(session, 'placeOrder', await newCardBody(t, APPROVED_CARD), {
      'idempotency-key': freshKey(),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.total).toBe(answer.body.cart.total);
  });
});
