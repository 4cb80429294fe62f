/**
 * Club and premium subscriptions (issue #15, ADR 0021): a paid order with the premium line
 * subscribes and the flags follow; `GET /api/v1/winepass`, change of box line, pause, resume,
 * skip, cancel and the premium-club RPCs, each with bad input (4xx, nothing changes) and another
 * customer's subscription (404).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOX_PREPARED_MESSAGE } from '@adega/domain/club/calendar';
import { queryRows } from '../src/db/client.ts';
import {
  customers,
  subscriptionHistory,
  subscriptionPeriods,
  subscriptions,
} from '../src/db/schema.ts';
import { SUBSCRIPTION_NOT_FOUND } from '../src/modules/subscriptions/service.ts';
import { TEST_NOW } from './support/app.ts';
import { insertSubscription } from './support/subscriptions.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import { oneCustomer } from './support/orders.ts';
import { readyAndPlace } from './support/place.ts';
import { orderRow, placeWith, sandboxControl, shopper, type Session } from './support/payments.ts';
import { useTestApp } from './support/suite.ts';

let clock = TEST_NOW;

const t = useTestApp({ products: 120, now: () => clock });
const api = client(t);

/** A club subscription inserted directly (the club line at checkout is a later slice). */
async function clubSubscription(session: Session, nextBillingDate = '2026-12-22') {
  const row = await insertSubscription(t, session.customerId, 'TESTE', {
    kind: 'CLUB',
    plan: 'essenciais',
    storeId: 100153,
    anchorDay: Number(nextBillingDate.slice(8)),
    price: 9990,
    currentPeriodEnd: nextBillingDate,
    nextBillingDate,
  });
  return String(row.id);
}

const snapshot = async () => ({
  subscriptions: await t.deps.db.select().from(subscriptions).orderBy(subscriptions.id),
  history: (await t.deps.db.select().from(subscriptionHistory)).length,
});

const flagsOf = async (customerId: number) => {
  const [row] = await t.deps.db
    .select({
      socioPrime: customers.socioPrime,
      socioClube: customers.socioClube,
      beneficiosClube: customers.beneficiosClube,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
};

describe('subscribing through a paid order', () => {
  it('the premium line subscribes once, records the first period and derives socioPrime', async () => {
    const [prime] = await queryRows<{ code: string; name: string }>(
      t.deps.db,
      sql`select code, name from products where product_type = 'ClubePrime' and in_wine
        and available order by id limit 1`,
    );
    if (!prime) throw new Error('no prime product');
    const session = await oneCustomer(t);
    const wine = await api.productWhere(MID_PRICED_WINE);
    expect((await api.addItem(session, wine.code, 1)).status).toBe(200);
    expect((await api.addItem(session, prime.code, 1)).status).toBe(200);
    const placed = await readyAndPlace(t, session);
    expect(placed.status).toBe(201);
    expect(await flagsOf(session.customerId)).toMatchObject({ socioPrime: true });

    const list = await api.send(session, 'GET', '/api/v1/winepass');
    expect(list.status).toBe(200);
    expect(list.response.headers.get('cache-control')).toBe('no-store');
    expect(list.body).toHaveLength(1);
    const [sub] = list.body;
    expect(sub).toMatchObject({
      kind: 'PREMIUM',
      plan: prime.code,
      planName: prime.name,
      clubeUid: null,
      state: 'ACTIVE',
      stateLabel: 'Ativa',
      currentPeriodStart: '2026-11-22',
      currentPeriodEnd: '2026-12-22',
      nextBillingDate: '2026-12-22',
    });
    expect(typeof sub.assinaturaUid).toBe('string');
    const periods = await t.deps.db
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.subscriptionId, Number(sub.assinaturaUid)));
    expect(periods).toMatchObject([
      { periodStart: '2026-11-22', status: 'PAID', orderNumber: placed.body.orderNumber },
    ]);
    // Issue #34: the payment history, in reais, with the order that paid each period.
    expect(sub.payments).toEqual([
      {
        periodStart: '2026-11-22',
        periodEnd: '2026-12-22',
        amount: periods[0]!.amount / 100,
        status: 'PAID',
        statusLabel: 'Paga',
        orderNumber: placed.body.orderNumber,
      },
    ]);

    const got = await api.rpc(session, 'getSubscription', { assinaturaUid: sub.assinaturaUid });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(sub);
    expect((await api.rpc(session, 'isAssinante')).body.data).toBe(true);
    const prime2 = await api.rpc(session, 'getPrimeByStoreCodeAndEnabledAdder');
    expect(prime2.body.data).toMatchObject({ subscribed: true });
    expect(prime2.body.data.plan.skuCode).toBeTypeOf('string');
  });
});

describe('subscribing by Pix', () => {
  it('a premium line paid by Pix subscribes without a card on file (the renewal asks for one)', async () => {
    const [prime] = await queryRows<{ code: string }>(
      t.deps.db,
      sql`select code from products where product_type = 'ClubePrime' and in_wine
        and available order by id limit 1`,
    );
    const wine = await api.productWhere(MID_PRICED_WINE);
    const session = await shopper(t, wine.code, 1);
    expect((await api.addItem(session, prime?.code ?? '', 1)).status).toBe(200);
    const placed = await placeWith(t, session, 'PIX');
    expect(placed.status).toBe(201);
    expect((await api.send(session, 'GET', '/api/v1/winepass')).body).toEqual([]);
    const { payment } = await orderRow(t, placed.body.orderNumber as string);
    expect((await sandboxControl(t, session, payment.chargeId ?? '', 'paid')).status).toBe(200);
    const list = await api.send(session, 'GET', '/api/v1/winepass');
    expect(list.body).toMatchObject([{ kind: 'PREMIUM', state: 'ACTIVE', cardOnFile: false }]);
    expect(await flagsOf(session.customerId)).toMatchObject({ socioPrime: true });
    // A replayed payment event subscribes once.
    await sandboxControl(t, session, payment.chargeId ?? '', 'paid');
    expect((await api.send(session, 'GET', '/api/v1/winepass')).body).toHaveLength(1);
  });
});

describe('the customer’s calls', () => {
  it('needs a login: 401', async () => {
    expect((await api.send(null, 'GET', '/api/v1/winepass')).status).toBe(401);
    expect((await api.rpc(null, 'isAssinante')).status).toBe(401);
  });

  it('changes the box line; bad input is 422 and changes nothing', async () => {
    const session = await oneCustomer(t);
    const uid = await clubSubscription(session);
    const before = await snapshot();
    for (const body of [
      { assinaturaUid: uid, clubeUid: 'tintos' },
      { assinaturaUid: 'abc', clubeUid: 'notaveis' },
      { assinaturaUid: uid },
      { assinaturaUid: uid, clubeUid: 'notaveis', extra: 1 },
      '{',
    ]) {
      const answer = await api.send(session, 'PUT', '/api/v1/winepass/change/category', body);
      expect([400, 422]).toContain(answer.status);
      expect(answer.body.message).toBeTypeOf('string');
    }
    expect(await snapshot()).toEqual(before);
    const changed = await api.send(session, 'PUT', '/api/v1/winepass/change/category', {
      assinaturaUid: uid,
      clubeUid: 'notaveis',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      assinaturaUid: uid,
      clubeUid: 'notaveis',
      planName: 'Clube Wine Notáveis',
      price: 249.9,
    });
  });

  it('refuses a change within 3 days of the next billing (the box is prepared)', async () => {
    const session = await oneCustomer(t);
    const uid = await clubSubscription(session, '2026-11-25');
    const before = await snapshot();
    const answer = await api.send(session, 'PUT', '/api/v1/winepass/change/category', {
      assinaturaUid: uid,
      clubeUid: 'espumantes',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BOX_PREPARED_MESSAGE);
    const skip = await api.send(session, 'POST', `/api/v1/winepass/${uid}/skip`);
    expect(skip.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('another customer’s subscription is 404 on every call, and nothing changes', async () => {
    const owner = await oneCustomer(t);
    const other = await oneCustomer(t);
    const uid = await clubSubscription(owner);
    const before = await snapshot();
    const answers = [
      await api.send(other, 'PUT', '/api/v1/winepass/change/category', {
        assinaturaUid: uid,
        clubeUid: 'notaveis',
      }),
      ...(await Promise.all(
        ['pause', 'resume', 'skip', 'cancel'].map((action) =>
          api.send(other, 'POST', `/api/v1/winepass/${uid}/${action}`),
        ),
      )),
      await api.rpc(other, 'getSubscription', { assinaturaUid: uid }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(SUBSCRIPTION_NOT_FOUND);
    }
    expect((await api.send(other, 'GET', '/api/v1/winepass')).body).toEqual([]);
    expect((await api.rpc(other, 'isAssinante')).body.data).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('pauses, resumes, skips the next box and cancels; refusals are 409 in pt-BR', async () => {
    const session = await oneCustomer(t);
    const uid = await clubSubscription(session);
    const act = (action: string) => api.send(session, 'POST', `/api/v1/winepass/${uid}/${action}`);
    expect((await act('resume')).body.message).toBe(
      'Só é possível retomar uma assinatura pausada.',
    );
    const paused = await act('pause');
    expect(paused.body).toMatchObject({ state: 'ON_HOLD', stateLabel: 'Pausada' });
    expect((await act('pause')).status).toBe(409);
    expect((await act('skip')).status).toBe(409);
    expect((await act('resume')).body).toMatchObject({ state: 'ACTIVE' });
    expect((await act('skip')).body).toMatchObject({ nextBoxSkipped: true });
    expect((await act('skip')).body.message).toBe('A próxima caixa já foi pulada.');
    expect((await act('bogus')).status).toBe(404);
    expect((await api.send(session, 'POST', '/api/v1/winepass/0/pause')).status).toBe(422);
    const cancelled = await act('cancel');
    expect(cancelled.body).toMatchObject({ state: 'CANCELED', nextBillingDate: null });
    expect((await act('cancel')).status).toBe(409);
    // A cancelled member keeps the club benefits until the end of the paid period.
    expect(await flagsOf(session.customerId)).toMatchObject({
      socioClube: true,
      beneficiosClube: true,
    });
    const events = await t.deps.db
      .select({ event: subscriptionHistory.event })
      .from(subscriptionHistory)
      .where(eq(subscriptionHistory.subscriptionId, Number(uid)))
      .orderBy(subscriptionHistory.id);
    expect(events.map((e) => e.event)).toEqual(['PAUSE', 'RESUME', 'SKIP', 'CANCEL']);
  });

  it('a change of a premium subscription’s box line is refused', async () => {
    const session = await oneCustomer(t);
    const row = await insertSubscription(t, session.customerId, 'PREMIUM');
    const answer = await api.send(session, 'PUT', '/api/v1/winepass/change/category', {
      assinaturaUid: String(row.id),
      clubeUid: 'notaveis',
    });
    expect(answer.status).toBe(422);
  });

  it('isPrimeRequiredOnPurchase: unknown sku 404, bad input 422, plain wine false', async () => {
    const session = await oneCustomer(t);
    expect(
      (await api.rpc(session, 'isPrimeRequiredOnPurchase', { sku: 'NAO-EXISTE' })).status,
    ).toBe(404);
    expect((await api.rpc(session, 'isPrimeRequiredOnPurchase', {})).status).toBe(422);
    const [wine] = await queryRows<{ code: string }>(
      t.deps.db,
      sql`select code from products where product_type = 'Vinho' order by id limit 1`,
    );
    const answer = await api.rpc(session, 'isPrimeRequiredOnPurchase', { sku: wine?.code });
    expect(answer.body.data).toBe(false);
    clock = TEST_NOW;
  });
});
