/**
 * The subscriptions' rows (issue #15, ADR 0021): subscribing from a paid order, the history, the
 * member flags cache on `customers`, and the DTO of `GET /api/v1/winepass`.
 */
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  anchorDayOf,
  billingDateAfter,
  dateIn,
  isNextBoxPrepared,
  type IsoDate,
} from '@adega/domain/club/calendar';
import { memberFlags, type SubscriptionKind } from '@adega/domain/club/flags';
import {
  BILLING_PLANS,
  billingKindOfStore,
  clubLine,
  clubSku,
  isClubLineSlug,
  parseClubSku,
  periodPrice,
  type BillingKind,
  type ClubLineSlug,
} from '@adega/domain/club/plans';
import { periodStatusLabel, subscriptionStateLabel } from '@adega/domain/club/state';
import {
  WINEPASS_PAYMENTS_MAX,
  type WinepassDto,
  type WinepassPaymentDto,
} from '../../contract/subscriptions.ts';
import { ensureReferralCode } from '../coupons/service.ts';
import { monthlyCashbackOf } from './offer.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import {
  customerCreditCards,
  customers,
  orderItems,
  products,
  subscriptionHistory,
  subscriptionPeriods,
  subscriptions,
} from '../../db/schema.ts';

export type { WinepassDto };
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The store calendar day of the clock (America/Sao_Paulo). */
export const todayOf = (now: Date): IsoDate => dateIn(now);

export async function appendHistory(
  tx: Queryable,
  row: Pick<SubscriptionRow, 'id' | 'state'>,
  event: string,
  at: Date,
  note: string | null = null,
): Promise<void> {
  await tx
    .insert(subscriptionHistory)
    .values({ subscriptionId: row.id, event, state: row.state, note, at });
}

/** The customer's card kept on file: the preferred one, else the newest. */
async function cardOnFile(tx: Queryable, customerId: number): Promise<number | null> {
  const [card] = await tx
    .select({ id: customerCreditCards.id })
    .from(customerCreditCards)
    .where(eq(customerCreditCards.customerId, customerId))
    .orderBy(desc(customerCreditCards.preferred), desc(customerCreditCards.createdAt))
    .limit(1);
  return card?.id ?? null;
}

interface PlanOfLine {
  kind: SubscriptionKind;
  plan: string;
  storeId: number | null;
  months: number;
  price: number;
  monthlyCashback: number;
}

function planOfLine(line: {
  productType: string;
  sku: string;
  salePrice: number;
  attributes: Record<string, string>;
}): PlanOfLine {
  if (line.productType === 'ClubePrime') {
    return {
      kind: 'PREMIUM',
      plan: line.sku,
      storeId: null,
      months: 1,
      price: line.salePrice,
      monthlyCashback: monthlyCashbackOf(line.attributes),
    };
  }
  // ADR 0022: the product code names the line and billing kind; the attributes are a fallback.
  const parsed = parseClubSku(line.sku);
  const kind: BillingKind =
    parsed?.kind ?? billingKindOfStore(Number(line.attributes.CLUB_STORE_ID)) ?? 'monthly';
  const fromAttributes = isClubLineSlug(line.attributes.CLUB_LINE)
    ? line.attributes.CLUB_LINE
    : 'essenciais';
  const slug = parsed?.slug ?? fromAttributes;
  return {
    kind: 'CLUB',
    plan: slug,
    storeId: BILLING_PLANS[kind].storeId,
    months: BILLING_PLANS[kind].monthsPerPeriod,
    price: periodPrice(slug, kind),
    monthlyCashback: 0,
  };
}

/**
 * Inside the paying transaction: each club or premium line of the order subscribes (once: the
 * origin order is unique per kind and plan), the first period is recorded as paid by this order
 * and the member flags are refreshed. A premium line paid by Pix, boleto or cashback subscribes
 * without a card: the first renewal asks for one (ADR 0021).
 */
export async function subscribeFromOrder(
  tx: Tx,
  order: { id: number; number: string; customerId: number },
  at: Date,
): Promise<void> {
  const lines = await tx
    .select({
      productType: orderItems.productType,
      sku: orderItems.sku,
      salePrice: products.salePrice,
      attributes: products.attributes,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orderItems.orderId, order.id),
        inArray(orderItems.productType, ['ClubePrime', 'Clube']),
      ),
    );
  if (lines.length === 0) return;
  const today = todayOf(at);
  const anchorDay = anchorDayOf(today);
  const cardId = await cardOnFile(tx, order.customerId);
  for (const line of lines) {
    const plan = planOfLine(line);
    const end = billingDateAfter(today, anchorDay, plan.months);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        customerId: order.customerId,
        kind: plan.kind,
        plan: plan.plan,
        storeId: plan.storeId,
        state: 'ACTIVE',
        anchorDay,
        monthsPerPeriod: plan.months,
        price: plan.price,
        monthlyCashback: plan.monthlyCashback,
        currentPeriodStart: today,
        currentPeriodEnd: end,
        nextBillingDate: end,
        cardId,
        originOrder: order.number,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    await tx.insert(subscriptionPeriods).values({
      subscriptionId: row.id,
      periodStart: today,
      periodEnd: end,
      status: 'PAID',
      orderNumber: order.number,
      amount: plan.price,
      createdAt: at,
      updatedAt: at,
    });
    await appendHistory(tx, row, 'SUBSCRIBED', at, `Pedido ${order.number}`);
    // Issue #15 (ADR 0023): every club member gets a referral code (premium members do not).
    if (row.kind === 'CLUB') await ensureReferralCode(tx, order.customerId, at);
  }
  await refreshMemberFlags(tx, order.customerId, today);
}

/**
 * The kinds of the customer's subscriptions that are not cancelled (ADR 0022): a club member adds
 * no second club line, a premium subscriber no second premium line (the cart asks through
 * `app.ts`, in its own transaction).
 */
export async function openSubscriptionKinds(
  q: Queryable,
  customerId: number,
): Promise<ReadonlySet<SubscriptionKind>> {
  const rows = await q
    .selectDistinct({ kind: subscriptions.kind })
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), ne(subscriptions.state, 'CANCELED')));
  return new Set(rows.map((row) => row.kind));
}

/**
 * The flags cache on `customers` (ADR 0021): derived from the subscriptions of each kind the
 * customer has; a kind without any subscription keeps its stored value (seeded demo customers).
 */
export async function refreshMemberFlags(
  tx: Queryable,
  customerId: number,
  today: IsoDate,
): Promise<void> {
  const rows = await tx
    .select({
      kind: subscriptions.kind,
      state: subscriptions.state,
      paidUntil: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId));
  if (rows.length === 0) return;
  const flags = memberFlags(rows, today);
  const has = (kind: SubscriptionKind) => rows.some((r) => r.kind === kind);
  await tx
    .update(customers)
    .set({
      ...(has('CLUB')
        ? { socioClube: flags.socioClube, beneficiosClube: flags.beneficiosClube }
        : {}),
      ...(has('PREMIUM') ? { socioPrime: flags.socioPrime } : {}),
    })
    .where(eq(customers.id, customerId));
}

type PeriodRow = typeof subscriptionPeriods.$inferSelect;

/** The subscriptions' payment history: their last WINEPASS_PAYMENTS_MAX periods, newest first. */
export async function paymentsOf(
  db: Queryable,
  rows: readonly Pick<SubscriptionRow, 'id'>[],
): Promise<Map<number, PeriodRow[]>> {
  const byId = new Map<number, PeriodRow[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return byId;
  const periods = await db
    .select()
    .from(subscriptionPeriods)
    .where(
      inArray(
        subscriptionPeriods.subscriptionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(subscriptionPeriods.periodStart));
  for (const period of periods) {
    const list = byId.get(period.subscriptionId);
    if (list && list.length < WINEPASS_PAYMENTS_MAX) list.push(period);
  }
  return byId;
}

export function winepassDto(
  row: SubscriptionRow,
  planName: string,
  today: IsoDate,
  periods: readonly PeriodRow[] = [],
): WinepassDto {
  const open = row.state !== 'CANCELED';
  return {
    assinaturaUid: String(row.id),
    clubeUid: row.kind === 'CLUB' ? row.plan : null,
    kind: row.kind,
    plan: row.plan,
    planName,
    storeId: row.storeId,
    state: row.state,
    stateLabel: subscriptionStateLabel(row.state),
    price: row.price,
    cashBack: row.monthlyCashback,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    nextBillingDate: open ? row.nextBillingDate : null,
    nextBoxSkipped: row.skipNext > 0,
    nextBoxChangeable: open && !isNextBoxPrepared(row.nextBillingDate, today),
    cardOnFile: row.cardId !== null,
    payments: periods.map((period) => ({
      periodStart: period.periodStart,
      periodEnd: period.periodEnd,
      amount: period.amount,
      status: period.status as WinepassPaymentDto['status'],
      statusLabel: periodStatusLabel(period.status),
      orderNumber: period.orderNumber,
    })),
  };
}

/** The plan's display name: the box line's, or the premium product's. */
export async function planNames(
  db: Queryable,
  rows: readonly SubscriptionRow[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const codes = rows.filter((r) => r.kind === 'PREMIUM').map((r) => r.plan);
  if (codes.length > 0) {
    const found = await db
      .select({ code: products.code, name: products.name })
      .from(products)
      .where(inArray(products.code, codes));
    for (const p of found) names.set(p.code, p.name);
  }
  for (const r of rows) {
    if (r.kind === 'CLUB' && isClubLineSlug(r.plan))
      names.set(r.plan, `Clube Wine ${clubLine(r.plan).name}`);
  }
  return names;
}

/**
 * The renewal order's line: the real product of the plan. A club subscription's product is the
 * one of its current line and billing kind (ADR 0022: after a change of category, the new line's).
 */
export async function renewalLineOf(tx: Queryable, row: SubscriptionRow) {
  const club = row.kind === 'CLUB' && isClubLineSlug(row.plan);
  const code = club
    ? clubSku(row.plan as ClubLineSlug, billingKindOfStore(row.storeId ?? 0) ?? 'monthly')
    : row.plan;
  const [product] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.code, code));
  const fallbackName = club ? `Clube Wine ${clubLine(row.plan as ClubLineSlug).name}` : row.plan;
  return {
    productId: product?.id ?? null,
    sku: code,
    name: product?.name ?? fallbackName,
    productType: row.kind === 'CLUB' ? 'Clube' : 'ClubePrime',
  };
}
