/**
 * Referrals (issue #15, ADR 0023): a club member gets a code when the club subscription starts;
 * `GET /api/v1/me/referral`; coupon_mgm records a friend's code on a cart with a club line (the
 * discount on that line only, capped and recomputed), `DELETE` removes it; placement re-checks and
 * records it; the member is rewarded once when the referred order is paid.
 */
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  REFERRAL_BENEFIT,
  REFERRAL_REWARD,
  REFERRAL_TEXTS,
} from '@adega/domain/promotions/referral';
import { toReais } from '@adega/domain/money';
import { queryRows } from '../src/db/client.ts';
import {
  cartAdjustments,
  cashbackLedger,
  customers,
  referralCodes,
  subscriptions,
} from '../src/db/schema.ts';
import { ensureReferralCode, rewardReferral } from '../src/modules/coupons/service.ts';
import { creditOrderCashback } from '../src/modules/loyalty/service.ts';
import { DEMO_REFERRAL_CODE } from '../src/seed/coupons.ts';
import { TEST_NOW } from './support/app.ts';
import { client, MID_PRICED_WINE, type Visitor } from './support/cart-client.ts';
import { clubLineProduct } from './support/club.ts';
import { oneCustomer, readyForCheckout } from './support/orders.ts';
import { placeApproved, readyAndPlace } from './support/place.ts';
import { eventBody, orderRow, placeWith, postWebhook } from './support/payments.ts';
import { useTestApp } from './support/suite.ts';
import { creditCashback } from './support/money.ts';

let club: { id: number; code: string; sale_price: number };
let wine: { id: number; code: string; sale_price: number };
type Session = Awaited<ReturnType<typeof oneCustomer>>;

const MGM = '/api/v1/club/promotions/coupon_mgm';

const t = useTestApp({ products: 120 });
const api = client(t);
beforeAll(async () => {
  club = await clubLineProduct(t);
  wine = await api.productWhere(MID_PRICED_WINE);
});

async function customer(firstName = 'Cliente'): Promise<Session> {
  const session = await oneCustomer(t);
  await t.deps.db.update(customers).set({ firstName }).where(eq(customers.id, session.customerId));
  return session;
}

const codeOf = async (customerId: number) =>
  (
    await t.deps.db
      .select({ code: referralCodes.code, benefit: referralCodes.benefit })
      .from(referralCodes)
      .where(eq(referralCodes.customerId, customerId))
  )[0];

const referralCredits = (customerId: number) =>
  t.deps.db
    .select()
    .from(cashbackLedger)
    .where(
      and(eq(cashbackLedger.customerId, customerId), like(cashbackLedger.source, 'indicacao:%')),
    );

/** A member with a code: a customer whose club order (card) was paid. */
async function member(firstName: string): Promise<{ session: Session; code: string }> {
  const session = await customer(firstName);
  expect((await api.addItem(session, club.code, 1)).status).toBe(200);
  const placed = await readyAndPlace(t, session, { level: false });
  expect(placed.status).toBe(201);
  const row = await codeOf(session.customerId);
  if (!row) throw new Error('no code');
  return { session, code: row.code };
}

/** A friend (not a member) with the club line in the cart. */
async function friendWithClubLine(): Promise<Session> {
  const session = await customer('Amiga');
  expect((await api.addItem(session, club.code, 1)).status).toBe(200);
  return session;
}

const cartReferral = async (session: Session) =>
  (
    await t.deps.db
      .select({ id: cartAdjustments.referralCodeId })
      .from(cartAdjustments)
      .innerJoin(sql`carts c`, sql`c.id = ${cartAdjustments.cartId}`)
      .where(sql`c.customer_id = ${session.customerId}`)
  )[0]?.id ?? null;

describe('every club member gets a referral code', () => {
  it('created once when the club subscription starts, from the first name; none for premium', async () => {
    const { session, code } = await member('José Antônio');
    expect(code).toMatch(/^JOSE-[A-Z2-9]{4}$/);
    expect((await codeOf(session.customerId))?.benefit).toBe(REFERRAL_BENEFIT);
    // Again (a replayed settlement, a second club subscription): the same code.
    const again = await t.deps.db.transaction((tx) =>
      ensureReferralCode(tx, session.customerId, TEST_NOW),
    );
    expect(again).toBe(code);
    expect(
      await t.deps.db
        .select()
        .from(referralCodes)
        .where(eq(referralCodes.customerId, session.customerId)),
    ).toHaveLength(1);

    const [prime] = await queryRows<{ code: string }>(
      t.deps.db,
      sql`select code from products where product_type = 'ClubePrime' and in_wine and available
        order by id limit 1`,
    );
    const premium = await customer('Paula');
    expect((await api.addItem(premium, wine.code, 1)).status).toBe(200);
    expect((await api.addItem(premium, prime?.code ?? '', 1)).status).toBe(200);
    await readyForCheckout(t, premium);
    expect((await placeApproved(t, premium)).status).toBe(201);
    expect(
      await t.deps.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, premium.customerId)),
    ).toHaveLength(1);
    expect(await codeOf(premium.customerId)).toBeUndefined();
  });

  it('a taken code is retried with another suffix', async () => {
    const a = await customer('Rita');
    const b = await customer('Rita');
    const same = () => 0;
    const first = await t.deps.db.transaction((tx) =>
      ensureReferralCode(tx, a.customerId, TEST_NOW, same),
    );
    let calls = 0;
    const second = await t.deps.db.transaction((tx) =>
      ensureReferralCode(tx, b.customerId, TEST_NOW, () => (calls++ < 4 ? 0 : 0.5)),
    );
    expect(first).toBe('RITA-AAAA');
    expect(second).not.toBe(first);
    expect(second).toMatch(/^RITA-/);
  });
});

describe('GET /api/v1/me/referral', () => {
  it('a member: code, link from PUBLIC_URL (never the Host header), benefit and reward', async () => {
    const { session, code } = await member('Marta');
    const answer = await api.send(
      session,
      'GET',
      '/api/v1/me/referral',
      undefined,
      {},
      'evil.example.com',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code,
      link: `http://localhost/clubewine?indicacao=${code}`,
      benefit: toReais(REFERRAL_BENEFIT),
      reward: toReais(REFERRAL_REWARD),
      description: expect.stringContaining('R$ 50,00 de desconto na primeira caixa'),
      referrals: 0,
      earned: 0,
    });
    const forwarded = await api.send(session, 'GET', '/api/v1/me/referral', undefined, {
      'x-forwarded-host': 'evil.example.com',
    });
    expect(forwarded.body.link).toBe(`http://localhost/clubewine?indicacao=${code}`);
  });

  it('a non-member: no code, the invitation; a visitor: 401', async () => {
    const session = await customer();
    const answer = await api.send(session, 'GET', '/api/v1/me/referral');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: null,
      link: null,
      description: REFERRAL_TEXTS.nonMember,
      referrals: 0,
      earned: 0,
    });
    expect((await api.send(null, 'GET', '/api/v1/me/referral')).status).toBe(401);
  });
});

describe('coupon_mgm on the cart', () => {
  it('records the code on a cart with a club line: discount on that line only, in the cart', async () => {
    const friend = await friendWithClubLine();
    expect((await api.addItem(friend, wine.code, 1)).status).toBe(200);
    const before = await api.getCart(friend);
    expect(before.referral).toBeNull();
    const answer = await api.send(friend, 'POST', MGM, { code: DEMO_REFERRAL_CODE.toLowerCase() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      code: DEMO_REFERRAL_CODE,
      referrer: 'Bruno',
      benefit: 50,
      description: expect.stringContaining('R$ 50,00'),
    });
    const expected = {
      code: DEMO_REFERRAL_CODE,
      referrer: 'Bruno',
      benefit: 50,
      discount: { amount: 50 },
      applies: true,
      message: null,
    };
    expect(answer.body.cart.referral).toEqual(expected);
    const cart = await api.getCart(friend);
    expect(cart.referral).toEqual(expected);
    expect(cart.total).toBeCloseTo(before.total - 50, 2);
    expect(cart.subtotalDiscountMoney.amount).toBeCloseTo(
      before.subtotalDiscountMoney.amount + 50,
      2,
    );
    // The club line is no merchandise (ADR 0022): its discount leaves the cashback base alone.
    expect(cart.cashbackPreview.base).toBe(before.cashbackPreview.base);
  });

  it('capped at the club line price, recomputed when the benefit changes', async () => {
    const friend = await friendWithClubLine();
    expect((await api.send(friend, 'POST', MGM, { code: DEMO_REFERRAL_CODE })).status).toBe(200);
    await t.deps.db
      .update(referralCodes)
      .set({ benefit: club.sale_price + 10_000 })
      .where(eq(referralCodes.code, DEMO_REFERRAL_CODE));
    try {
      const cart = await api.getCart(friend);
      expect(cart.referral?.discount.amount).toBe(toReais(club.sale_price));
      expect(cart.total).toBe(0);
    } finally {
      await t.deps.db
        .update(referralCodes)
        .set({ benefit: REFERRAL_BENEFIT })
        .where(eq(referralCodes.code, DEMO_REFERRAL_CODE));
    }
    expect((await api.getCart(friend)).referral?.discount.amount).toBe(50);
  });

  it('removing the club line drops the referral; DELETE removes it (404 when none)', async () => {
    const friend = await friendWithClubLine();
    expect((await api.send(friend, 'POST', MGM, { code: DEMO_REFERRAL_CODE })).status).toBe(200);
    expect(await cartReferral(friend)).not.toBeNull();
    expect((await api.send(friend, 'DELETE', `/api/v1/cart/items/${club.code}`)).status).toBe(200);
    expect(await cartReferral(friend)).toBeNull();
    expect((await api.getCart(friend)).referral).toBeNull();

    expect((await api.addItem(friend, club.code, 1)).status).toBe(200);
    expect((await api.send(friend, 'POST', MGM, { code: DEMO_REFERRAL_CODE })).status).toBe(200);
    const removed = await api.send(friend, 'DELETE', MGM);
    expect(removed.status).toBe(200);
    expect(removed.body.referral).toBeNull();
    expect(await cartReferral(friend)).toBeNull();
    const again = await api.send(friend, 'DELETE', MGM);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(REFERRAL_TEXTS.notApplied);
  });

  it('refusals change nothing: no club line, own code, a member, unknown, bad input', async () => {
    const noClub = await customer();
    expect((await api.addItem(noClub, wine.code, 1)).status).toBe(200);
    const version = (await api.getCart(noClub)).version;
    expect(await api.send(noClub, 'POST', MGM, { code: DEMO_REFERRAL_CODE })).toMatchObject({
      status: 422,
      body: { message: REFERRAL_TEXTS.noClubLine },
    });
    const visitor: Visitor = { cookie: null };
    expect(await api.send(visitor, 'POST', MGM, { code: DEMO_REFERRAL_CODE })).toMatchObject({
      status: 422,
      body: { message: REFERRAL_TEXTS.noClubLine },
    });

    const { session: owner, code } = await member('Otávio');
    // A member cannot put a club line in the cart (ADR 0022); the code is checked first anyway.
    expect((await api.addItem(owner, club.code, 1)).status).toBe(409);
    expect(await api.send(owner, 'POST', MGM, { code })).toMatchObject({
      status: 422,
      body: { message: REFERRAL_TEXTS.own },
    });
    expect(await api.send(owner, 'POST', MGM, { code: DEMO_REFERRAL_CODE })).toMatchObject({
      status: 422,
      body: { message: REFERRAL_TEXTS.alreadyMember },
    });

    const friend = await friendWithClubLine();
    expect(await api.send(friend, 'POST', MGM, { code: 'NINGUEM-1' })).toMatchObject({
      status: 404,
      body: { message: REFERRAL_TEXTS.unknown },
    });
    for (const body of [
      {},
      { code: '' },
      { code: 'com espaço' },
      { code: 'x'.repeat(41) },
      { code: 1 },
      { code: DEMO_REFERRAL_CODE, extra: 1 },
      '{',
    ]) {
      const answer = await api.send(friend, 'POST', MGM, body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.body.message).toBe('string');
    }
    expect(await cartReferral(friend)).toBeNull();
    expect(await cartReferral(owner)).toBeNull();
    expect((await api.getCart(noClub)).version).toBe(version);
  });
});

describe('placing and paying the referred order', () => {
  it('placement records the code; the member is rewarded once with an e-mail', async () => {
    const { session: owner, code } = await member('Helena');
    const friend = await friendWithClubLine();
    expect((await api.send(friend, 'POST', MGM, { code })).status).toBe(200);
    const placed = await readyAndPlace(t, friend, { level: false });
    expect(placed.status).toBe(201);
    const { order } = await orderRow(t, placed.body.orderNumber as string);
    expect(order).toMatchObject({ referralCode: code, referralDiscount: REFERRAL_BENEFIT });
    const credits = await referralCredits(owner.customerId);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      amount: REFERRAL_REWARD,
      kind: 'CREDIT',
      source: `indicacao:${String(order.id)}`,
    });
    // Replayed in another paying transaction: nothing more.
    const again = await t.deps.db.transaction((tx) =>
      rewardReferral(tx, order, TEST_NOW, t.services.mailer, () => 'http://localhost'),
    );
    expect(again).toBe(false);
    expect(await referralCredits(owner.customerId)).toHaveLength(1);
    await t.services.mailer.deliverPending();
    const [ownerRow] = await t.deps.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, owner.customerId));
    const mails = t.mail.sent.filter((m) => m.kind === 'referral' && m.to === ownerRow?.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('R$ 50,00 de cashback');
    expect(mails[0]?.text).toContain('http://localhost/minha-wine/indique');

    const page = await api.send(owner, 'GET', '/api/v1/me/referral');
    expect(page.body).toMatchObject({ code, referrals: 1, earned: toReais(REFERRAL_REWARD) });
    // The friend is a member now, with a code of their own.
    expect(await codeOf(friend.customerId)).toBeDefined();
  });

  it('Pix: the paid event 5× at once credits once; an expired order credits nothing', async () => {
    const { session: owner, code } = await member('Iara');
    const friend = await friendWithClubLine();
    expect((await api.send(friend, 'POST', MGM, { code })).status).toBe(200);
    await readyForCheckout(t, friend, { level: false });
    const placed = await placeWith(t, friend, 'PIX');
    expect(placed.status).toBe(201);
    const number = placed.body.orderNumber as string;
    const { payment } = await orderRow(t, number);
    expect(await referralCredits(owner.customerId)).toHaveLength(0);
    const body = eventBody('evt_mgm_1', 'paid', payment.chargeId ?? '', number, payment.amount);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => postWebhook(t, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await referralCredits(owner.customerId)).toHaveLength(1);

    const other = await friendWithClubLine();
    expect((await api.send(other, 'POST', MGM, { code })).status).toBe(200);
    await readyForCheckout(t, other, { level: false });
    const waiting = await placeWith(t, other, 'PIX');
    expect(waiting.status).toBe(201);
    const second = await orderRow(t, waiting.body.orderNumber as string);
    const expired = eventBody(
      'evt_mgm_2',
      'expired',
      second.payment.chargeId ?? '',
      second.order.number,
      second.payment.amount,
    );
    expect((await postWebhook(t, expired)).body.outcome).toBe('applied');
    expect((await orderRow(t, second.order.number)).order.status).toBe('CANCELADO');
    expect(await referralCredits(owner.customerId)).toHaveLength(1);
  });

  it('placement re-checks: a customer who became a member meanwhile is refused, nothing placed', async () => {
    const friend = await friendWithClubLine();
    expect((await api.send(friend, 'POST', MGM, { code: DEMO_REFERRAL_CODE })).status).toBe(200);
    await readyForCheckout(t, friend, { level: false });
    await t.deps.db
      .update(customers)
      .set({ socioPrime: true })
      .where(eq(customers.id, friend.customerId));
    const cart = await api.getCart(friend);
    expect(cart.referral).toMatchObject({
      applies: false,
      discount: { amount: 0 },
      message: REFERRAL_TEXTS.alreadyMember,
    });
    const placed = await placeApproved(t, friend);
    expect(placed.status).toBe(409);
    expect(placed.body.message).toBe(REFERRAL_TEXTS.alreadyMember);
    const list = await api.send(friend, 'GET', '/api/v1/me/orders');
    expect(list.body).toEqual([]);
  });
});

describe('the cashback ledger (ADR 0023)', () => {
  it('append-only: a row is never updated; the balance is the sum', async () => {
    const session = await customer();
    await creditCashback(t.deps.db, session.customerId, 700, TEST_NOW, {
      source: `teste:${String(session.customerId)}`,
    });
    await expect(
      t.deps.db
        .update(cashbackLedger)
        .set({ amount: 70_000 })
        .where(eq(cashbackLedger.customerId, session.customerId)),
    ).rejects.toThrow();
    const [row] = await t.deps.db
      .select({ amount: cashbackLedger.amount })
      .from(cashbackLedger)
      .where(eq(cashbackLedger.customerId, session.customerId));
    expect(row?.amount).toBe(700);
  });

  it('an order’s earned cashback is credited once, with source pedido:{orderId}', async () => {
    const session = await customer();
    expect((await api.addItem(session, wine.code, 1)).status).toBe(200);
    const placed = await readyAndPlace(t, session);
    expect(placed.status).toBe(201);
    const { order } = await orderRow(t, placed.body.orderNumber as string);
    expect(order.cashbackEarned).toBeGreaterThan(0);
    const credit = () =>
      t.deps.db.transaction((tx) =>
        creditOrderCashback(tx, { ...order, status: 'ENTREGUE' }, TEST_NOW),
      );
    expect(await credit()).toBe(order.cashbackEarned);
    expect(await credit()).toBe(0);
    const rows = await t.deps.db
      .select()
      .from(cashbackLedger)
      .where(eq(cashbackLedger.source, `pedido:${String(order.id)}`));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customerId: session.customerId, kind: 'CREDIT' });
  });
});
