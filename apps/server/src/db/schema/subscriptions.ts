/**
 * Club and premium subscriptions (issue #15, ADR 0021): the subscription, one row per billed
 * period (unique per subscription and period start: the idempotency of billing) and the history
 * of every state change. Dates of the billing calendar are store calendar days ('YYYY-MM-DD').
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, tz, timestamps, ownedBy } from './columns.ts';
import { customerCreditCards } from './account.ts';
import { customers } from './customers.ts';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    /** CLUB | PREMIUM. */
    kind: text('kind').$type<'CLUB' | 'PREMIUM'>().notNull(),
    /** CLUB: the box line slug; PREMIUM: the ClubePrime product's code (its skuCode). */
    plan: text('plan').notNull(),
    /** SPEC §9: 100153 (club, monthly) or 100701 (prepaid club, annual); null for premium. */
    storeId: integer('store_id'),
    state: text('state').$type<'ACTIVE' | 'ON_HOLD' | 'PAST_DUE' | 'CANCELED'>().notNull(),
    anchorDay: integer('anchor_day').notNull(),
    /** Months paid by one charge (1 or 12). */
    monthsPerPeriod: integer('months_per_period').notNull().default(1),
    /** Price of one period, centavos (the plan's price when subscribing). */
    price: integer('price').notNull(),
    /** Premium: the plan's monthly cashback credit, centavos (0 for none). */
    monthlyCashback: integer('monthly_cashback').notNull().default(0),
    currentPeriodStart: date('current_period_start', { mode: 'string' }).notNull(),
    /** The end of the paid period: benefits last until this day (exclusive). */
    currentPeriodEnd: date('current_period_end', { mode: 'string' }).notNull(),
    nextBillingDate: date('next_billing_date', { mode: 'string' }).notNull(),
    /** The next box is skipped: the next billing moves a period without a charge. */
    skipNext: integer('skip_next').notNull().default(0),
    cardId: integer('card_id').references(() => customerCreditCards.id, { onDelete: 'set null' }),
    /** The order that subscribed (idempotency of subscribing: one subscription per order line). */
    originOrder: text('origin_order').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_customer_idx').on(t.customerId),
    index('subscriptions_due_idx')
      .on(t.nextBillingDate)
      .where(sql`${t.state} <> 'CANCELED'`),
    uniqueIndex('subscriptions_origin_key').on(t.originOrder, t.kind, t.plan),
    check('subscriptions_kind_check', sql`${t.kind} in ('CLUB', 'PREMIUM')`),
    check(
      'subscriptions_state_check',
      sql`${t.state} in ('ACTIVE', 'ON_HOLD', 'PAST_DUE', 'CANCELED')`,
    ),
    check('subscriptions_anchor_check', sql`${t.anchorDay} between 1 and 31`),
  ],
);

/** The box of a billed club period: its line and wines (codes and names, as they were). */
export interface PeriodBox {
  line: string;
  custom: boolean;
  wines: { sku: string; name: string }[];
}

/**
 * One row per billed period: PENDING (being charged), PAID, SKIPPED (paused or skipped box),
 * FAILED (being retried) or CANCELED (unpaid after the retries).
 */
export const subscriptionPeriods = pgTable(
  'subscription_periods',
  {
    id: serialId(),
    subscriptionId: ownedBy('subscription_id', () => subscriptions.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    orderNumber: text('order_number'),
    amount: integer('amount').notNull(),
    failures: integer('failures').notNull().default(0),
    firstFailure: date('first_failure', { mode: 'string' }),
    nextRetry: date('next_retry', { mode: 'string' }),
    /** CLUB (ADR 0022): the box line and the wines of this period's box (the choice or default). */
    box: jsonb('box').$type<PeriodBox | null>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('subscription_periods_key').on(t.subscriptionId, t.periodStart),
    check(
      'subscription_periods_status_check',
      sql`${t.status} in ('PENDING', 'PAID', 'SKIPPED', 'FAILED', 'CANCELED')`,
    ),
  ],
);

/**
 * A member's choice of the bottles of one box (ADR 0022): unique per subscription and box date
 * (the billing date of the box). The line is kept: after a change of category the old choice is
 * not the new line's, and the box falls back to the default.
 */
export const subscriptionBoxChoices = pgTable(
  'subscription_box_choices',
  {
    id: serialId(),
    subscriptionId: ownedBy('subscription_id', () => subscriptions.id),
    boxDate: date('box_date', { mode: 'string' }).notNull(),
    line: text('line').notNull(),
    skus: jsonb('skus').$type<string[]>().notNull(),
    updatedAt: tz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('subscription_box_choices_key').on(t.subscriptionId, t.boxDate)],
);

/** Every change of a subscription (subscribed, paused, resumed, line changed, cancelled...). */
export const subscriptionHistory = pgTable(
  'subscription_history',
  {
    id: serialId(),
    subscriptionId: ownedBy('subscription_id', () => subscriptions.id),
    event: text('event').notNull(),
    state: text('state').notNull(),
    note: text('note'),
    at: tz('at').notNull(),
  },
  (t) => [index('subscription_history_sub_idx').on(t.subscriptionId, t.id)],
);
