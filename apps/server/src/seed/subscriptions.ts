/**
 * The demo subscribers' subscriptions (issue #34; README "Demo accounts"): the club member
 * `socio@adega.dev` on the Essenciais box line, billed monthly, and the premium subscriber
 * `premium@adega.dev` on the default pass, each subscribed some months before `now` and billed
 * every month since. They go through the functions checkout and the billing job use: the order
 * that subscribed (`subscribeFromOrder`), then one renewal order per period paid by the card on
 * file, its period PAID (a club period with its box) and its history line. The next billing date
 * is ahead of `now`, so the next box can still be chosen. Only a demo customer without any
 * subscription gets them: a re-seed keeps what someone did with the demo accounts.
 */
import { eq } from 'drizzle-orm';
import { addDays, billingDateAfter, dateIn, type IsoDate } from '@adega/domain/club/calendar';
import { CLUB_DELIVERY } from '@adega/domain/club/box';
import { clubSku, parseClubSku, type ClubLineSlug } from '@adega/domain/club/plans';
import { ADVANCING_STATUSES } from '@adega/domain/orders/fulfilment';
import type { Db, Tx } from '../db/client.ts';
import {
  customerAddresses,
  customerCreditCards,
  customers,
  products,
  subscriptionPeriods,
  subscriptions,
} from '../db/schema.ts';
import { advanceStep } from '../modules/fulfilment/advance.ts';
import { renewalOrders } from '../modules/orders/service.ts';
import { sandboxToken } from '../modules/payments/sandbox-payments.ts';
import { periodBox } from '../modules/subscriptions/box.ts';
import { subscribeFromOrder } from '../modules/subscriptions/service.ts';
import {
  appendHistory,
  refreshMemberFlags,
  renewalLineOf,
} from '../modules/subscriptions/store.ts';
import { DEMO_CUSTOMERS } from './customers.ts';

/** The sandbox's approved test card (README), kept on file for the renewals. */
const TEST_CARD = '4111111111111111';

export interface DemoSubscription {
  email: string;
  /** The product bought: a club line's monthly product or a premium plan's code. */
  sku: string;
  /** Months paid so far (the order that subscribed and the renewals since). */
  months: number;
  /** Days from `now` to the next billing date. */
  nextInDays: number;
}

export const DEMO_CLUB_LINE: ClubLineSlug = 'essenciais';

export const DEMO_SUBSCRIPTIONS: readonly DemoSubscription[] = [
  { email: 'socio@adega.dev', sku: clubSku(DEMO_CLUB_LINE, 'monthly'), months: 4, nextInDays: 12 },
  { email: 'premium@adega.dev', sku: 'PASS-RELAX', months: 3, nextInDays: 18 },
];

/** 10:00 in São Paulo on a store calendar day. */
const morningOf = (day: IsoDate): Date => new Date(`${day}T10:00:00-03:00`);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A past order as fulfilment left it: invoiced the day after payment, shipped the next day and
 * delivered three days later (the nota fiscal, the tracking and the cashback of each step), by
 * the fulfilment's own step. The history sends no e-mail. Without it the demo's paid orders
 * would sit in PAGO for months, and the nightly reconciliation would report them as stuck.
 */
async function fulfilled(tx: Tx, orderId: number, paidAt: Date): Promise<void> {
  const offsets = [1, 2, 5];
  for (const [index, from] of ADVANCING_STATUSES.entries()) {
    const at = new Date(paidAt.getTime() + (offsets[index] ?? 0) * DAY_MS);
    await advanceStep(
      {
        db: tx as unknown as Db,
        now: () => at,
        mailer: { enqueue: () => Promise.resolve() },
        publicUrl: () => '',
      },
      orderId,
      from,
    );
  }
}

/** The customer's preferred card, added (an approved sandbox card) when they have none. */
async function ensureCard(tx: Tx, customerId: number, holder: string, at: Date): Promise<void> {
  const [card] = await tx
    .select({ id: customerCreditCards.id })
    .from(customerCreditCards)
    .where(eq(customerCreditCards.customerId, customerId))
    .limit(1);
  if (card) return;
  await tx.insert(customerCreditCards).values({
    customerId,
    holderName: holder.toUpperCase(),
    lastFour: TEST_CARD.slice(-4),
    brand: 'visa',
    expiryMonth: 8,
    expiryYear: 2031,
    gatewayToken: sandboxToken(TEST_CARD),
    preferred: true,
    createdAt: at,
  });
}

/** The club member's boxes ship to a saved address (added when they have none). */
async function ensureAddress(tx: Tx, customerId: number, at: Date): Promise<void> {
  const [address] = await tx
    .select({ id: customerAddresses.id })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .limit(1);
  if (address) return;
  const demo = DEMO_CUSTOMERS.find((c) => c.email === 'socio@adega.dev');
  await tx.insert(customerAddresses).values({
    customerId,
    preferred: true,
    titulo: 'Casa',
    firstName: demo?.firstName ?? 'Bruno',
    street1: 'Rua Voluntários da Pátria',
    numero: '190',
    complemento: 'apto 502',
    bairro: 'Botafogo',
    city: 'Rio de Janeiro',
    subCountry: 'RJ',
    zipOrPostalCode: '22270010',
    ddd1: demo?.ddd1 ?? '21',
    phoneNumber: demo?.phoneNumber ?? '998877665',
    createdAt: at,
    updatedAt: at,
  });
}

/** The order that subscribed: the plan's product bought on `day`, paid by card. */
async function subscribingOrder(
  tx: Tx,
  customerId: number,
  sku: string,
  day: IsoDate,
): Promise<{ id: number; number: string } | null> {
  const [product] = await tx
    .select({
      id: products.id,
      name: products.name,
      productType: products.productType,
      price: products.salePrice,
    })
    .from(products)
    .where(eq(products.code, sku));
  if (!product) return null;
  const at = morningOf(day);
  const club = product.productType === 'Clube';
  const order = await renewalOrders.create(tx, {
    customerId,
    line: {
      productId: product.id,
      sku,
      name: product.name,
      productType: product.productType,
      price: product.price,
    },
    note: `Assinatura: ${product.name}.`,
    at,
    delivery: club ? { level: CLUB_DELIVERY, originOrder: null } : null,
  });
  await renewalOrders.markPaid(tx, order.number, order.number, at);
  await fulfilled(tx, order.id, at);
  return order;
}

/** Every period due up to `today`, billed as the billing job does with an approved card. */
async function renewUntil(tx: Tx, subscriptionId: number, today: IsoDate): Promise<void> {
  for (let guard = 0; guard < 36; guard += 1) {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!row || row.nextBillingDate > today) return;
    const start = row.nextBillingDate;
    const end = billingDateAfter(start, row.anchorDay, row.monthsPerPeriod);
    const at = morningOf(start);
    const box = await periodBox(tx, row, start);
    const wines =
      box && box.wines.length > 0 ? ` Caixa: ${box.wines.map((w) => w.name).join(', ')}.` : '';
    const order = await renewalOrders.create(tx, {
      customerId: row.customerId,
      line: { ...(await renewalLineOf(tx, row)), price: row.price },
      note: `Renovação da assinatura ${String(row.id)} (${start}).${wines}`,
      at,
      delivery: row.kind === 'CLUB' ? { level: CLUB_DELIVERY, originOrder: row.originOrder } : null,
    });
    await renewalOrders.markPaid(tx, order.number, order.number, at);
    await fulfilled(tx, order.id, at);
    await tx.insert(subscriptionPeriods).values({
      subscriptionId: row.id,
      periodStart: start,
      periodEnd: end,
      status: 'PAID',
      orderNumber: order.number,
      amount: row.price,
      box,
      createdAt: at,
      updatedAt: at,
    });
    const [next] = await tx
      .update(subscriptions)
      .set({
        currentPeriodStart: start,
        currentPeriodEnd: end,
        nextBillingDate: end,
        updatedAt: at,
      })
      .where(eq(subscriptions.id, row.id))
      .returning();
    await appendHistory(tx, next ?? row, 'RENEWED', at, `Pedido ${order.number}`);
  }
}

/** Subscribes the demo subscribers that have no subscription; answers how many it created. */
export async function seedSubscriptions(tx: Tx, now: Date): Promise<number> {
  const today = dateIn(now);
  let created = 0;
  for (const demo of DEMO_SUBSCRIPTIONS) {
    const [customer] = await tx
      .select({ id: customers.id, fullName: customers.fullName })
      .from(customers)
      .where(eq(customers.email, demo.email));
    if (!customer) continue;
    const [existing] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, customer.id))
      .limit(1);
    if (existing) continue;
    const next = addDays(today, demo.nextInDays);
    const first = billingDateAfter(next, Number(next.slice(8)), -demo.months);
    const at = morningOf(first);
    await ensureCard(tx, customer.id, customer.fullName, at);
    if (parseClubSku(demo.sku)) await ensureAddress(tx, customer.id, at);
    const order = await subscribingOrder(tx, customer.id, demo.sku, first);
    if (!order) continue;
    await subscribeFromOrder(tx, { ...order, customerId: customer.id }, at);
    const [row] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.originOrder, order.number));
    if (!row) continue;
    await renewUntil(tx, row.id, today);
    await refreshMemberFlags(tx, customer.id, today);
    created += 1;
  }
  return created;
}
