/**
 * Issue #13 placing an order through the HTTP app (PGlite, or PostgreSQL with DATABASE_URL):
 * new and saved cards, the refused and the timing-out test cards (nothing kept, the cart kept),
 * Idempotency-Key replays, the customer's orders (owner only), getLastPaymentType, the premium
 * line, coupon / cashback / certificate debits and their return on a refusal.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INSTALLMENT_TEXTS } from '@adega/domain/checkout/installments';
import { fromReais } from '@adega/domain/money';
import { MEMBERS_ONLY_LABEL } from '@adega/domain/roles';
import { queryRows } from '../src/db/client.ts';
import {
  couponRedemptions,
  customers,
  giftCertificates,
  orderHistory,
  orders,
  payments,
  products,
  sandboxAuthorizations,
} from '../src/db/schema.ts';
import { PAYMENT_REFUSED, PAYMENT_TIMEOUT } from '../src/modules/payments/sandbox-payments.ts';
import { KEY_REUSED } from '../src/db/idempotency.ts';
import { KEY_REQUIRED, memoryOrderEvents, ORDER_NOT_FOUND } from '../src/modules/orders/service.ts';
import { ADDRESS } from './support/address.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import {
  APPROVED_CARD,
  freshKey,
  newCard,
  newCardBody,
  placeOrder,
  oneCustomer,
  quickCustomers,
  readyForCheckout,
  type PlaceAnswer,
  REFUSED_CARD,
  TIMEOUT_CARD,
} from './support/orders.ts';
import { stockOf } from './support/payments.ts';
import { placeApproved } from './support/place.ts';
import { useTestApp } from './support/suite.ts';
import { creditCashback, insertCoupon } from './support/money.ts';

const events = memoryOrderEvents();
let wine: { id: number; code: string; sale_price: number };

const t = useTestApp({ products: 200, orderEvents: events });
const api = client(t);
beforeAll(async () => {
  wine = await api.productWhere(MID_PRICED_WINE);
});

async function customerWith(quantity: number, sku = wine.code) {
  const session = await oneCustomer(t);
  expect((await api.addItem(session, sku, quantity)).status).toBe(200);
  await readyForCheckout(t, session);
  return session;
}

async function get(session: { headers: Record<string, string> }, path: string) {
  const response = await t.request(path, { headers: session.headers });
  return { status: response.status, body: (await response.json()) as PlaceAnswer['body'] };
}

describe('placing an order with a new card', () => {
  it('approved: 201 PAGO, stock taken, a new empty cart, the order listed with its history', async () => {
    const session = await customerWith(2);
    const cart = await api.getCart(session);
    const stock = await stockOf(t, wine.id);
    const key = freshKey();
    const body = await newCardBody(t, APPROVED_CARD, { installments: 3 });
    const answer = await placeOrder(t, session, body, key);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'PAGO',
      total: cart.total,
      payment: {
        type: 'CREDITCARD',
        status: 'CAPTURED',
        brand: 'visa',
        lastFour: '1111',
        installments: 3,
        amount: cart.total,
      },
    });
    expect(answer.body.orderNumber).toMatch(/^AD[0-9]{9}$/);
    expect(await stockOf(t, wine.id)).toBe(stock - 2);
    expect((await api.getCart(session)).numItems).toBe(0);

    const list = await get(session, '/api/v1/me/orders');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        orderNumber: answer.body.orderNumber,
        status: 'PAGO',
        statusLabel: 'Pago',
        numItems: 2,
        total: cart.total,
      }),
    ]);
    const detail = await get(session, `/api/v1/me/orders/${answer.body.orderNumber as string}`);
    expect(detail.status).toBe(200);
    expect(detail.body.items).toEqual([
      expect.objectContaining({ skuCode: wine.code, quantity: 2, productType: 'Vinho' }),
    ]);
    expect(detail.body.history.map((entry: { label: string }) => entry.label)).toEqual([
      'Aguardando pagamento',
      'Pago',
    ]);
    expect(detail.body.payment).toMatchObject({ lastFour: '1111', installments: 3 });
    // Snapshots of the delivery choices; shipping is in the total.
    expect(detail.body.shippingAddress).toMatchObject({
      zipOrPostalCode: ADDRESS.zipOrPostalCode.replace('-', ''),
    });
    expect(detail.body.shippingServiceLevel).toEqual({
      name: 'Normal',
      deliveryDays: cart.selectedShippingServiceLevel?.deliveryDays,
    });
    expect(detail.body.shipping.amount).toBe(cart.shippingCostValue?.amount ?? 0);
    expect(detail.body.estimatedDelivery).toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/);

    // The order e-mail went through the outbox, with a link to the order.
    await t.services.mailer.deliverPending();
    const mail = t.mail.sent.find((message) => message.kind === 'order-placed');
    expect(mail?.subject).toBe(`Pedido ${answer.body.orderNumber as string} confirmado`);
    expect(mail?.text).toContain('http://localhost/minha-wine#/pedidos/');

    // The 'charged' tracking event, once.
    expect(events.events.filter((e) => e.orderNumber === answer.body.orderNumber)).toEqual([
      expect.objectContaining({ event: 'charged', total: cart.total, installments: 3 }),
    ]);

    // The same key and body: the same answer, no second authorisation.
    const again = await placeOrder(t, session, body, key);
    expect(again).toEqual(answer);
    const auths = await t.deps.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.reference, answer.body.orderNumber as string));
    expect(auths).toHaveLength(1);
    // The same key with another body: 422.
    const other = await placeOrder(t, session, { ...body, installments: 2 }, key);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(KEY_REUSED);

    const last = await t.request('/rpc/getLastPaymentType', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session.headers },
      body: '{}',
    });
    expect(((await last.json()) as { data: unknown }).data).toEqual({
      type: 'CREDITCARD',
      creditCardUidPk: null,
      installments: 3,
    });
  });

  it('saveCard keeps the card in the wallet; the saved card then pays with its security code', async () => {
    const session = await customerWith(1);
    const first = await placeOrder(
      t,
      session,
      await newCardBody(t, APPROVED_CARD, { saveCard: true }),
      freshKey(),
    );
    expect(first.status).toBe(201);
    const cards = await t.services.account.cards.list(session.customerId);
    expect(cards).toEqual([expect.objectContaining({ lastFour: '1111', brand: 'visa' })]);
    const uidPk = cards[0]?.uidPk ?? 0;

    expect((await api.addItem(session, wine.code, 2)).status).toBe(200);
    await readyForCheckout(t, session);
    const card = await newCard(t, APPROVED_CARD, '321');
    const answer = await placeOrder(
      t,
      session,
      {
        paymentMethod: 'CREDITCARD',
        creditCardUidPk: uidPk,
        encryptedSecurityCode: card.encryptedSecurityCode,
        installments: 2,
      },
      freshKey(),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.payment).toMatchObject({ lastFour: '1111', installments: 2 });
    const last = await t.services.orders.lastPaymentType(session.customerId);
    expect(last).toEqual({ type: 'CREDITCARD', creditCardUidPk: uidPk, installments: 2 });

    // Another customer's card id is not found, and nothing is made.
    const [stranger] = await quickCustomers(t, 1);
    if (!stranger) throw new Error('no customer');
    expect((await api.addItem(stranger, wine.code, 1)).status).toBe(200);
    const refused = await placeOrder(
      t,
      stranger,
      {
        paymentMethod: 'CREDITCARD',
        creditCardUidPk: uidPk,
        encryptedSecurityCode: card.encryptedSecurityCode,
        installments: 1,
      },
      freshKey(),
    );
    expect(refused.status).toBe(404);
    expect((await api.getCart(stranger)).numItems).toBe(1);
  });
});

describe('a payment that fails keeps the cart and gives everything back', () => {
  async function failing(number: string) {
    const session = await customerWith(3);
    const stock = await stockOf(t, wine.id);
    const answer = await placeOrder(t, session, await newCardBody(t, number), freshKey());
    expect(await stockOf(t, wine.id)).toBe(stock);
    expect((await api.getCart(session)).numItems).toBe(3);
    expect((await get(session, '/api/v1/me/orders')).body).toEqual([]);
    const [order] = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, session.customerId));
    if (!order) throw new Error('no order row');
    expect(order).toMatchObject({ status: 'CANCELADO', placement: 'UNDONE' });
    const history = await t.deps.db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(orderHistory.id);
    expect(history.map((entry) => entry.status)).toEqual(['AGUARDANDO_PAGAMENTO', 'CANCELADO']);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id));
    const [auth] = await t.deps.db
      .select()
      .from(sandboxAuthorizations)
      .where(eq(sandboxAuthorizations.reference, order.number));
    return { answer, order, payment, auth, session };
  }

  it.each([
    {
      title: 'the refused test card: 422 with the issuer message',
      card: REFUSED_CARD,
      status: 422,
      message: PAYMENT_REFUSED,
      state: 'REFUSED',
    },
    {
      title: 'the timing-out test card: 504, the possible authorisation voided',
      card: TIMEOUT_CARD,
      status: 504,
      message: PAYMENT_TIMEOUT,
      state: 'VOIDED',
    },
  ])('$title', async ({ card, status, message, state }) => {
    const { answer, payment, auth } = await failing(card);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    expect(payment?.status).toBe(state);
    expect(auth?.status).toBe(state);
  });

  it('coupon use, cashback and certificate are given back', async () => {
    const session = await customerWith(4);
    await insertCoupon(t.deps.db, { code: 'PEDIDO5', usageLimit: 10 });
    await creditCashback(t.deps.db, session.customerId, 1000, new Date());
    const rpc = (name: string, body: unknown) => api.rpc(session, name, body);
    expect((await rpc('applyCode', { code: 'PEDIDO5' })).status).toBe(200);
    await t.deps.db
      .insert(giftCertificates)
      .values({ code: 'VALEPEDIDO', balance: 2000, createdAt: new Date() });
    expect((await rpc('applyCode', { code: 'VALEPEDIDO' })).status).toBe(200);
    expect((await rpc('setUseCashBack', { value: true })).status).toBe(200);
    const certificateBalance = async () =>
      (
        await t.deps.db
          .select({ balance: giftCertificates.balance })
          .from(giftCertificates)
          .where(eq(giftCertificates.code, 'VALEPEDIDO'))
      )[0]?.balance;
    const answer = await placeOrder(t, session, await newCardBody(t, REFUSED_CARD), freshKey());
    expect(answer.status).toBe(422);
    expect(await certificateBalance()).toBe(2000);
    const redemptions = await t.deps.db.select().from(couponRedemptions);
    expect(redemptions).toHaveLength(0);
    const [balance] = await queryRows<{ sum: number }>(
      t.deps.db,
      sql`select coalesce(sum(amount), 0)::int as sum from cashback_ledger
        where customer_id = ${session.customerId}`,
    );
    expect(balance?.sum).toBe(1000);

    // Paid: the coupon is counted once and the cashback used is debited.
    const paid = await placeApproved(t, session);
    expect(paid.status).toBe(201);
    const [order] = await t.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, session.customerId), eq(orders.status, 'PAGO')));
    expect(order?.couponCode).toBe('PEDIDO5');
    expect(order?.giftCertificates).toBe(2000);
    expect(await certificateBalance()).toBe(0);
    expect(order?.cashbackUsed).toBe(1000);
    expect(await t.deps.db.select().from(couponRedemptions)).toHaveLength(1);
    const [after] = await queryRows<{ sum: number }>(
      t.deps.db,
      sql`select coalesce(sum(amount), 0)::int as sum from cashback_ledger
        where customer_id = ${session.customerId}`,
    );
    expect(after?.sum).toBe(1000 - (order?.cashbackUsed ?? 0));
  });
});

describe('the rules of placement', () => {
  it('Idempotency-Key is required; an empty cart is refused; bad bodies are 422', async () => {
    const session = await customerWith(1);
    const body = await newCardBody(t, APPROVED_CARD);
    const missing = await placeOrder(t, session, body, null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(KEY_REQUIRED);
    const boleto = await placeOrder(t, session, { ...body, paymentMethod: 'BOLETO' }, freshKey());
    expect(boleto.status).toBe(422);
    // Issue #14: a boleto takes no card fields.
    expect(boleto.body.message).toBe(
      'Os dados de cartão só valem para pagamento com cartão de crédito.',
    );
    const tooMany = await placeOrder(t, session, { ...body, installments: 10 }, freshKey());
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(INSTALLMENT_TEXTS.invalidCount);

    // Delivery needs the address, then the level (ADR 0013).
    const [nowhere] = await quickCustomers(t, 1);
    if (!nowhere) throw new Error('no customer');
    expect((await api.addItem(nowhere, wine.code, 1)).status).toBe(200);
    const noAddress = await placeOrder(t, nowhere, body, freshKey());
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.message).toBe('Escolha o endereço de entrega.');
    expect((await api.rpc(nowhere, 'setShippingAddress', { address: ADDRESS })).status).toBe(200);
    const noLevel = await placeOrder(t, nowhere, body, freshKey());
    expect(noLevel.status).toBe(422);
    expect(noLevel.body.message).toBe('Escolha a forma de entrega.');
    expect(await t.services.orders.list(nowhere.customerId)).toEqual([]);

    const [empty] = await quickCustomers(t, 1);
    if (!empty) throw new Error('no customer');
    const answer = await placeOrder(t, empty, body, freshKey());
    expect(answer.status).toBe(409);
    const anonymous = await t.request('/api/v1/checkout/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' },
      body: JSON.stringify(body),
    });
    expect(anonymous.status).toBe(401);
  });

  it("another customer's order is 404, as is a malformed number", async () => {
    const owner = await customerWith(1);
    const placed = await placeApproved(t, owner);
    expect(placed.status).toBe(201);
    const [stranger] = await quickCustomers(t, 1);
    if (!stranger) throw new Error('no customer');
    const theirs = await get(stranger, `/api/v1/me/orders/${placed.body.orderNumber as string}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(ORDER_NOT_FOUND);
    expect((await get(stranger, '/api/v1/me/orders')).body).toEqual([]);
    expect((await get(owner, '/api/v1/me/orders/AD000000000')).status).toBe(404);
    expect((await get(owner, `/api/v1/me/orders/${'9'.repeat(41)}`)).status).toBe(422);
  });

  it('a members-only line of a customer who is no longer a member: 403, nothing made', async () => {
    const membersOnly = await api.productWhere(
      `p.in_wine and p.available and p.list_price > 0 and p.stock > 0
       and (promotion->>'active')::boolean and (promotion->>'club_member_only')::boolean
       and (promotion->>'stock')::int > 0`,
    );
    const [session] = await quickCustomers(t, 1);
    if (!session) throw new Error('no customer');
    const member = (socioClube: boolean) =>
      t.deps.db.update(customers).set({ socioClube }).where(eq(customers.id, session.customerId));
    await member(true);
    expect((await api.addItem(session, membersOnly.code, 1)).status).toBe(200);
    expect((await api.addItem(session, wine.code, 2)).status).toBe(200);
    await readyForCheckout(t, session);
    await member(false);
    const stock = await stockOf(t, membersOnly.id);
    const answer = await placeApproved(t, session);
    expect(answer.status).toBe(403);
    const [named] = await t.deps.db
      .select({ name: products.name })
      .from(products)
      .where(eq(products.id, membersOnly.id));
    expect(answer.body.message).toBe(`${named?.name ?? ''}: ${MEMBERS_ONLY_LABEL}`);
    expect(await stockOf(t, membersOnly.id)).toBe(stock);
    const none = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, session.customerId));
    expect(none).toEqual([]);
  });

  it('an order paid with the premium line makes the customer premium', async () => {
    const [prime] = await queryRows<{ code: string }>(
      t.deps.db,
      sql`select code from products where product_type = 'ClubePrime' and in_wine and available
        order by id limit 1`,
    );
    if (!prime) return;
    const session = await customerWith(1);
    const added = await api.addItem(session, prime.code, 1);
    expect(added.status).toBe(200);
    const answer = await placeApproved(t, session);
    expect(answer.status).toBe(201);
    const [row] = await t.deps.db
      .select({ socioPrime: customers.socioPrime })
      .from(customers)
      .where(eq(customers.id, session.customerId));
    expect(row?.socioPrime).toBe(true);
    expect(fromReais(answer.body.total)).toBeGreaterThan(0);
  });
});
