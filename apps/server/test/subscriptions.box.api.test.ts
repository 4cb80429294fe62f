/**
 * Club products, the club line in the cart and the next box (issue #15, ADR 0022): the twelve
 * club products are sold; a club line is a subscription in the cart (quantity 1, one per cart, no
 * bottle, no cashback), refused to a member on add and at placement; a paid club line subscribes
 * to its line and billing kind; the renewal order carries the real product, ships free to the
 * default address and names the box's wines; `GET|PUT /api/v1/winepass/{assinaturaUid}/box`.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ALREADY_CLUB_MEMBER } from '@adega/domain/cart/cart-rules';
import { CLUB_DELIVERY } from '@adega/domain/club/box';
import { BOX_PREPARED_MESSAGE } from '@adega/domain/club/calendar';
import { clubSku, periodPrice } from '@adega/domain/club/plans';
import { toReais } from '@adega/domain/money';
import type { NextBoxDto } from '../src/contract/subscriptions.ts';
import {
  orderHistory,
  orderItems,
  orders,
  products,
  subscriptionBoxChoices,
  subscriptionPeriods,
  subscriptions,
} from '../src/db/schema.ts';
import type { ManualJobRunner } from '../src/jobs/runner.ts';
import { BILLING_JOB, NO_BOX } from '../src/modules/subscriptions/service.ts';
import { TEST_NOW } from './support/app.ts';
import { insertSubscription, insertCard } from './support/subscriptions.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import { oneCustomer, readyForCheckout } from './support/orders.ts';
import type { Session } from './support/payments.ts';
import { placeApproved, readyAndPlace } from './support/place.ts';
import { useTestApp } from './support/suite.ts';

let clock = TEST_NOW;

const t = useTestApp({ products: 400, now: () => clock });
const api = client(t);
afterAll(async () => {
  clock = TEST_NOW;
});

const ESSENCIAIS = clubSku('essenciais', 'monthly');
const NOTAVEIS_ANUAL = clubSku('notaveis', 'annual');

async function subscribeThroughCheckout(session: Session, sku = ESSENCIAIS) {
  const wine = await api.productWhere(MID_PRICED_WINE);
  expect((await api.addItem(session, wine.code, 1)).status).toBe(200);
  expect((await api.addItem(session, sku, 1)).status).toBe(200);
  const placed = await readyAndPlace(t, session);
  expect(placed.status).toBe(201);
  const [row] = await t.deps.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, session.customerId));
  if (!row) throw new Error('not subscribed');
  return { row, orderNumber: placed.body.orderNumber as string };
}

async function cardOnFile(session: Session, subscriptionId: number) {
  const card = await insertCard(t, session.customerId, 'sbx_box');
  await t.deps.db
    .update(subscriptions)
    .set({ cardId: card.id })
    .where(eq(subscriptions.id, subscriptionId));
}

const boxOf = (session: Session, uid: string | number) =>
  api.send(session, 'GET', `/api/v1/winepass/${String(uid)}/box`);
const choose = (session: Session, uid: string | number, body: unknown) =>
  api.send(session, 'PUT', `/api/v1/winepass/${String(uid)}/box`, body);

const choicesOf = (id: number) =>
  t.deps.db
    .select()
    .from(subscriptionBoxChoices)
    .where(eq(subscriptionBoxChoices.subscriptionId, id));

describe('club products', () => {
  it('all twelve offers are available after the seed, at the domain price', async () => {
    const plans = await api.send(null, 'GET', '/api/v1/club/plans');
    expect(plans.status).toBe(200);
    const offers = plans.body.lines.flatMap((line: { offers: unknown[] }) => line.offers);
    expect(offers).toHaveLength(12);
    expect(offers.every((offer: { available: boolean }) => offer.available)).toBe(true);
    const [row] = await t.deps.db.select().from(products).where(eq(products.code, NOTAVEIS_ANUAL));
    expect(row).toMatchObject({
      productType: 'Clube',
      salePrice: periodPrice('notaveis', 'annual'),
      attributes: expect.objectContaining({ CLUB_LINE: 'notaveis', CLUB_STORE_ID: '100701' }),
    });
  });
});

describe('the club line in the cart', () => {
  it('quantity 1 without input, one per cart, no bottle, no cashback, not prime', async () => {
    const session = await oneCustomer(t);
    const wine = await api.productWhere(MID_PRICED_WINE);
    expect((await api.addItem(session, wine.code, 2)).status).toBe(200);
    expect((await api.addItem(session, ESSENCIAIS, 3)).status).toBe(200);
    expect((await api.addItem(session, ESSENCIAIS, 1)).status).toBe(200);
    let cart = await api.getCart(session);
    const clubLine = cart.cartItems.find((i) => i.productSku.skuCode === ESSENCIAIS);
    expect(clubLine).toMatchObject({ quantity: 1, quantityInput: 'none' });
    expect(cart.numItems).toBe(2);
    expect(cart.clubePrimeOnCart).toBe(false);
    // The cashback is earned on the wine only.
    const wineLine = cart.cartItems.find((i) => i.productSku.skuCode === wine.code);
    expect(cart.cashbackPreview.base).toBeCloseTo(wineLine?.total.amount ?? -1, 2);

    // Another line (or billing kind) replaces the first.
    expect((await api.addItem(session, NOTAVEIS_ANUAL, 1)).status).toBe(200);
    cart = await api.getCart(session);
    const clubs = cart.cartItems.filter((i) => i.productSku.product.productType.name === 'Clube');
    expect(clubs.map((i) => i.productSku.skuCode)).toEqual([NOTAVEIS_ANUAL]);
    expect(clubs[0]?.total.amount).toBe(toReais(periodPrice('notaveis', 'annual')));

    // The quantity of the club line cannot be changed.
    const changed = await api.rpc(session, 'updateCartItemQuantity', {
      itemUidPk: clubs[0]?.uidPk,
      sku: NOTAVEIS_ANUAL,
      quantity: 2,
    });
    expect(changed.status).toBe(422);
  });

  it('a paid club line subscribes to its line and billing kind', async () => {
    const session = await oneCustomer(t);
    const { row } = await subscribeThroughCheckout(session, NOTAVEIS_ANUAL);
    expect(row).toMatchObject({
      kind: 'CLUB',
      plan: 'notaveis',
      storeId: 100701,
      monthsPerPeriod: 12,
      price: periodPrice('notaveis', 'annual'),
      state: 'ACTIVE',
    });
  });

  it('a member cannot add a club line (409, nothing changed) nor place one added before', async () => {
    const session = await oneCustomer(t);
    await subscribeThroughCheckout(session);
    const before = await api.getCart(session);
    const refused = await api.addItem(session, NOTAVEIS_ANUAL, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(ALREADY_CLUB_MEMBER);
    expect((await api.getCart(session)).cartItems).toEqual(before.cartItems);

    // Added while not a member; a subscription started meanwhile: refused at placement.
    const other = await oneCustomer(t);
    const wine = await api.productWhere(MID_PRICED_WINE);
    expect((await api.addItem(other, wine.code, 1)).status).toBe(200);
    expect((await api.addItem(other, ESSENCIAIS, 1)).status).toBe(200);
    await readyForCheckout(t, other);
    await insertSubscription(t, other.customerId, 'BOX', {
      kind: 'CLUB',
      plan: 'espumantes',
      storeId: 100153,
      state: 'ON_HOLD',
      price: periodPrice('espumantes', 'monthly'),
    });
    const placed = await placeApproved(t, other);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toContain(ALREADY_CLUB_MEMBER);
    const placedOrders = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, other.customerId));
    expect(placedOrders).toHaveLength(0);
  });
});

describe('the next box', () => {
  it('GET the selection and default; PUT a choice; bad choices 422 and unchanged', async () => {
    const session = await oneCustomer(t);
    const { row } = await subscribeThroughCheckout(session);
    const got = await boxOf(session, row.id);
    expect(got.status).toBe(200);
    const box = got.body as NextBoxDto;
    expect(box).toMatchObject({
      assinaturaUid: String(row.id),
      clubeUid: 'essenciais',
      boxDate: '2026-12-22',
      bottlesPerBox: 2,
      skipped: false,
      changeable: true,
      custom: false,
    });
    expect(box.selection.length).toBeGreaterThanOrEqual(2);
    expect(box.selection.length).toBeLessThanOrEqual(8);
    expect(box.chosen).toEqual(box.selection.slice(0, 2));
    expect(box.selection[0]?.href).toMatch(/^\//);

    const pick = [box.selection[3]?.sku, box.selection[1]?.sku];
    const put = await choose(session, row.id, { skus: pick });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ custom: true });
    expect(put.body.chosen.map((w: { sku: string }) => w.sku)).toEqual(pick);
    expect((await boxOf(session, row.id)).body.chosen).toEqual(put.body.chosen);

    const bad: [unknown, number, string | null][] = [
      [{ skus: [pick[0]] }, 422, 'Escolha exatamente 2 garrafas.'],
      [{ skus: [pick[0], pick[0]] }, 422, null],
      [{ skus: [pick[0], 'NAO-EXISTE'] }, 422, null],
      [{ skus: Array.from({ length: 13 }, () => 'X') }, 422, null],
      [{ skus: ['x'.repeat(65), pick[0]] }, 422, null],
      [{ skus: 'V1' }, 422, null],
      [{}, 422, null],
      [{ skus: pick, extra: 1 }, 422, null],
      ['not json', 400, null],
    ];
    const before = await choicesOf(row.id);
    for (const [body, status, message] of bad) {
      const answer = await choose(session, row.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(typeof answer.body.message).toBe('string');
      if (message) expect(answer.body.message).toBe(message);
    }
    expect(await choicesOf(row.id)).toEqual(before);
  });

  it("another customer's or an unknown subscription is 404; premium 422; prepared or cancelled 409", async () => {
    const owner = await oneCustomer(t);
    const { row } = await subscribeThroughCheckout(owner);
    const stranger = await oneCustomer(t);
    for (const uid of [row.id, 999999]) {
      expect((await boxOf(stranger, uid)).status).toBe(404);
      const put = await choose(stranger, uid, { skus: ['A', 'B'] });
      expect(put.status).toBe(404);
    }
    expect(await choicesOf(row.id)).toEqual([]);
    expect((await boxOf(owner, 'abc')).status).toBe(422);

    const premium = await insertSubscription(t, stranger.customerId, 'PREM');
    const premiumBox = await boxOf(stranger, premium.id);
    expect(premiumBox.status).toBe(422);
    expect(premiumBox.body.message).toBe(NO_BOX);

    const box = (await boxOf(owner, row.id)).body as NextBoxDto;
    const skus = box.selection.slice(2, 4).map((w) => w.sku);
    // Two days before the box date: the box is being prepared.
    await t.deps.db
      .update(subscriptions)
      .set({ nextBillingDate: '2026-11-24' })
      .where(eq(subscriptions.id, row.id));
    expect((await boxOf(owner, row.id)).body.changeable).toBe(false);
    const late = await choose(owner, row.id, { skus });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BOX_PREPARED_MESSAGE);
    expect(
      (await api.send(owner, 'POST', `/api/v1/winepass/${String(row.id)}/cancel`)).status,
    ).toBe(200);
    const [cancelled] = await t.deps.db
      .select({ state: subscriptions.state })
      .from(subscriptions)
      .where(eq(subscriptions.id, row.id));
    expect(cancelled?.state).toBe('CANCELED');
    expect((await boxOf(owner, row.id)).status).toBe(409);
    expect((await choose(owner, row.id, { skus })).status).toBe(409);
    expect(await choicesOf(row.id)).toEqual([]);
  });

  it('a change of category shows the new line default; the renewal bills its product, ships and records the box once', async () => {
    const session = await oneCustomer(t);
    const { row, orderNumber } = await subscribeThroughCheckout(session);
    await cardOnFile(session, row.id);
    const first = (await boxOf(session, row.id)).body as NextBoxDto;
    const picked = [first.selection[2]?.sku, first.selection[0]?.sku];
    expect((await choose(session, row.id, { skus: picked })).status).toBe(200);

    // Change to refrescantes: the old choice is moot, the new line's default shows.
    const changed = await api.send(session, 'PUT', '/api/v1/winepass/change/category', {
      assinaturaUid: String(row.id),
      clubeUid: 'refrescantes',
    });
    expect(changed.status).toBe(200);
    const after = (await boxOf(session, row.id)).body as NextBoxDto;
    expect(after).toMatchObject({ clubeUid: 'refrescantes', bottlesPerBox: 3, custom: false });
    expect(after.chosen).toEqual(after.selection.slice(0, 3));
    const chosen = [after.selection[4], after.selection[1], after.selection[2]].map((w) => w?.sku);
    expect((await choose(session, row.id, { skus: chosen })).status).toBe(200);

    // The renewal on the box date, the job run twice.
    clock = new Date('2026-12-22T12:00:00-03:00');
    try {
      const jobs = t.services.jobs as ManualJobRunner;
      await jobs.runCron(BILLING_JOB);
      await jobs.runCron(BILLING_JOB);
    } finally {
      clock = TEST_NOW;
    }
    const periods = await t.deps.db
      .select()
      .from(subscriptionPeriods)
      .where(
        and(
          eq(subscriptionPeriods.subscriptionId, row.id),
          eq(subscriptionPeriods.periodStart, '2026-12-22'),
        ),
      );
    expect(periods).toHaveLength(1);
    const period = periods[0];
    expect(period?.status).toBe('PAID');
    expect(period?.box).toMatchObject({ line: 'refrescantes', custom: true });
    expect(period?.box?.wines.map((w) => w.sku)).toEqual(chosen);

    const [renewal] = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.number, period?.orderNumber ?? ''));
    const [origin] = await t.deps.db.select().from(orders).where(eq(orders.number, orderNumber));
    expect(renewal).toMatchObject({ status: 'PAGO', shipping: 0, shippingLevel: CLUB_DELIVERY });
    expect(renewal?.shippingAddress).toMatchObject({
      zipOrPostalCode: (origin?.shippingAddress as { zipOrPostalCode: string }).zipOrPostalCode,
    });
    const refrescantes = clubSku('refrescantes', 'monthly');
    const [product] = await t.deps.db
      .select()
      .from(products)
      .where(eq(products.code, refrescantes));
    const items = await t.deps.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, renewal?.id ?? 0));
    expect(items).toMatchObject([
      {
        productId: product?.id,
        sku: refrescantes,
        name: product?.name,
        productType: 'Clube',
        total: periodPrice('refrescantes', 'monthly'),
      },
    ]);
    const [note] = await t.deps.db
      .select({ note: orderHistory.note })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, renewal?.id ?? 0))
      .orderBy(orderHistory.id)
      .limit(1);
    for (const wine of period?.box?.wines ?? []) expect(note?.note).toContain(wine.name);
  });
});
