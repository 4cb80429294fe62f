/**
 * Club and premium subscriptions' use cases (issue #15, ADR 0021). Every call is scoped by the
 * logged customer: another customer's subscription is 404, as is an unknown one. Changes run in
 * one transaction under the subscription's row lock and append to its history.
 */
import { and, asc, eq } from 'drizzle-orm';
import { BOX_PREPARED_MESSAGE, isNextBoxPrepared } from '@adega/domain/club/calendar';
import { validateChoice } from '@adega/domain/club/box';
import {
  BILLING_PLANS,
  clubLine,
  isClubLineSlug,
  periodPrice,
  type ClubLineSlug,
} from '@adega/domain/club/plans';
import { partnerProgrammeOf } from '@adega/domain/club/partner';
import { applySubscriptionAction, type SubscriptionAction } from '@adega/domain/club/state';
import { AppError } from '@adega/domain/errors';
import { hasSubscription, isFeatureVisible } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import type { Queryable, Tx } from '../../db/client.ts';
import { memoUntilChange, type ChangeFeed } from '../../cache/changes.ts';
import { customers, products, subscriptions } from '../../db/schema.ts';
import { customerFlags } from '../../db/cart-inputs.ts';
import { defineSweep, type JobRunner } from '../../jobs/runner.ts';
import { billDue, BILLING_JOB, type BillingDeps } from './billing.ts';
import { creditMonthlyCashback, MONTHLY_CASHBACK_JOB } from './cashback.ts';
import type { ClubPlansDto, NextBoxDto, PartnerDto } from '../../contract/subscriptions.ts';
import { NO_BOX, nextBoxDto, saveChoice, selectionOf } from './box.ts';
import { clubPlans, offeredSubscription, type OfferedSubscriptionDto } from './offer.ts';
import {
  appendHistory,
  paymentsOf,
  planNames,
  refreshMemberFlags,
  todayOf,
  winepassDto,
  type SubscriptionRow,
  type WinepassDto,
} from './store.ts';

export { billDue, billSubscription, BILLING_JOB, NO_CARD_ON_FILE } from './billing.ts';
export { creditMonthlyCashback, MONTHLY_CASHBACK_JOB, monthlyCashbackSource } from './cashback.ts';
export {
  openSubscriptionKinds,
  refreshMemberFlags,
  subscribeFromOrder,
  type WinepassDto,
} from './store.ts';

export const SUBSCRIPTION_NOT_FOUND = 'Assinatura não encontrada.';
export const NOT_A_CLUB_SUBSCRIPTION = 'Só as assinaturas do clube têm linha de caixa.';
export const SUBSCRIPTION_CANCELED = 'Esta assinatura está cancelada.';
export const ALREADY_SKIPPED = 'A próxima caixa já foi pulada.';
export const SKIP_NEEDS_ACTIVE = 'Só é possível pular a caixa de uma assinatura ativa.';
export const PRODUCT_NOT_FOUND = 'Produto não encontrado.';
export { NO_BOX };

export type CustomerAction = SubscriptionAction | 'skip';

/** What billing needs (the service runs the billing job with its own deps), and more. */
export interface SubscriptionsDeps extends BillingDeps {
  /** Background jobs: billing (`subscriptions.bill`) and the monthly cashback, daily. */
  jobs: JobRunner;
  /** Issue #19: the club plans (read by every club page) are memoised until a site change. */
  changes: ChangeFeed;
}

export interface SubscriptionsService {
  list(customerId: number): Promise<WinepassDto[]>;
  get(customerId: number, id: number): Promise<WinepassDto>;
  changeCategory(customerId: number, id: number, line: ClubLineSlug): Promise<WinepassDto>;
  act(customerId: number, id: number, action: CustomerAction): Promise<WinepassDto>;
  isAssinante(customerId: number): Promise<boolean>;
  /** RPC getParceiro (issue #34, ADR 0053): the customer's partner programme, or null. */
  partner(customerId: number): Promise<PartnerDto>;
  /** `offeredSku`: the product of the customer's variant of the offer test (issue #34). */
  primeForStore(
    customerId: number,
    store: Store,
    offeredSku: string | null,
  ): Promise<{ plan: OfferedSubscriptionDto | null; subscribed: boolean }>;
  isPrimeRequiredOnPurchase(customerId: number, sku: string): Promise<boolean>;
  /** Every plan of the store (club pages, `GET /api/v1/club/plans`); null in the outlet. */
  plans(store: Store): Promise<ClubPlansDto | null>;
  /** The next box of a club subscription (ADR 0022): selection and chosen bottles. */
  nextBox(customerId: number, id: number): Promise<NextBoxDto>;
  /** The member's choice of the next box's bottles (ADR 0022). */
  chooseBox(customerId: number, id: number, skus: readonly string[]): Promise<NextBoxDto>;
}

/** A club subscription's box line; a premium one has no box (422), a cancelled one no next box. */
function boxLineOf(row: SubscriptionRow): ClubLineSlug {
  if (row.kind !== 'CLUB' || !isClubLineSlug(row.plan)) throw new AppError('VALIDATION', NO_BOX);
  if (row.state === 'CANCELED') throw new AppError('CONFLICT', SUBSCRIPTION_CANCELED);
  return row.plan;
}

export function createSubscriptionsService(deps: SubscriptionsDeps): SubscriptionsService {
  const { db } = deps;
  const plans = memoUntilChange<ClubPlansDto | null>(deps.changes, { max: 10 });
  defineSweep(deps.jobs, {
    name: BILLING_JOB,
    // Daily at 10:00 UTC (07:00 in São Paulo); missed days are caught up by the next run.
    cron: '0 10 * * *',
    retryLimit: 3,
    pass: () => billDue(deps),
  });
  defineSweep(deps.jobs, {
    name: MONTHLY_CASHBACK_JOB,
    // Daily at 09:00 UTC (06:00 in São Paulo); a missed day is caught up the next (same month).
    cron: '0 9 * * *',
    pass: () => creditMonthlyCashback(db, todayOf(deps.now()), deps.now()),
  });

  async function dto(row: SubscriptionRow): Promise<WinepassDto> {
    const names = await planNames(db, [row]);
    const payments = await paymentsOf(db, [row]);
    return winepassDto(
      row,
      names.get(row.plan) ?? row.plan,
      todayOf(deps.now()),
      payments.get(row.id),
    );
  }

  /** The customer's subscription `id` (404 when it is not theirs); `lock`: FOR UPDATE. */
  async function own(
    q: Queryable,
    customerId: number,
    id: number,
    lock = false,
  ): Promise<SubscriptionRow> {
    const query = q
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, id), eq(subscriptions.customerId, customerId)));
    const [row] = await (lock ? query.for('update') : query);
    if (!row) throw new AppError('NOT_FOUND', SUBSCRIPTION_NOT_FOUND);
    return row;
  }

  async function change(
    customerId: number,
    id: number,
    apply: (row: SubscriptionRow, tx: Tx, at: Date) => Promise<Partial<SubscriptionRow> | null>,
    event: string,
  ): Promise<WinepassDto> {
    const updated = await db.transaction(async (tx) => {
      const row = await own(tx, customerId, id, true);
      const at = deps.now();
      const set = await apply(row, tx, at);
      if (!set) return row;
      const [next] = await tx
        .update(subscriptions)
        .set({ ...set, updatedAt: at })
        .where(eq(subscriptions.id, row.id))
        .returning();
      if (!next) throw new Error('subscription vanished under its lock');
      await appendHistory(tx, next, event, at);
      await refreshMemberFlags(tx, customerId, todayOf(at));
      return next;
    });
    return dto(updated);
  }

  return {
    async list(customerId) {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, customerId))
        .orderBy(asc(subscriptions.id));
      const names = await planNames(db, rows);
      const payments = await paymentsOf(db, rows);
      const today = todayOf(deps.now());
      return rows.map((row) =>
        winepassDto(row, names.get(row.plan) ?? row.plan, today, payments.get(row.id)),
      );
    },

    async get(customerId, id) {
      const row = await own(db, customerId, id);
      return dto(row);
    },

    changeCategory(customerId, id, line) {
      return change(
        customerId,
        id,
        async (row, _tx, at) => {
          if (row.kind !== 'CLUB') throw new AppError('VALIDATION', NOT_A_CLUB_SUBSCRIPTION);
          if (row.state === 'CANCELED') throw new AppError('CONFLICT', SUBSCRIPTION_CANCELED);
          if (isNextBoxPrepared(row.nextBillingDate, todayOf(at))) {
            throw new AppError('CONFLICT', BOX_PREPARED_MESSAGE);
          }
          if (row.plan === line) return null;
          const kind =
            row.monthsPerPeriod === BILLING_PLANS.annual.monthsPerPeriod ? 'annual' : 'monthly';
          return { plan: line, price: periodPrice(line, kind) };
        },
        `CATEGORY:${line}`,
      );
    },

    act(customerId, id, action) {
      return change(
        customerId,
        id,
        async (row, _tx, at) => {
          if (action === 'skip') {
            if (row.state !== 'ACTIVE') throw new AppError('CONFLICT', SKIP_NEEDS_ACTIVE);
            if (row.skipNext > 0) throw new AppError('CONFLICT', ALREADY_SKIPPED);
            if (isNextBoxPrepared(row.nextBillingDate, todayOf(at))) {
              throw new AppError('CONFLICT', BOX_PREPARED_MESSAGE);
            }
            return { skipNext: 1 };
          }
          return { state: applySubscriptionAction(row.state, action) };
        },
        action.toUpperCase(),
      );
    },

    async isAssinante(customerId) {
      return hasSubscription(await customerFlags(db, customerId));
    },

    async partner(customerId) {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, customerId));
      const names = await planNames(db, rows);
      const flags = await customerFlags(db, customerId);
      const held = rows.map((row) => ({
        kind: row.kind,
        state: row.state,
        paidUntil: row.currentPeriodEnd,
        planName: names.get(row.plan) ?? row.plan,
      }));
      return {
        parceiro: partnerProgrammeOf(held, todayOf(deps.now()), flags?.socioPrime === true),
      };
    },

    plans: (store) => plans.get(store, () => clubPlans(db, store)),

    async nextBox(customerId, id) {
      const row = await own(db, customerId, id);
      const line = boxLineOf(row);
      const selection = await selectionOf(db, line, row.nextBillingDate);
      const changeable = !isNextBoxPrepared(row.nextBillingDate, todayOf(deps.now()));
      return nextBoxDto(db, row, line, selection, changeable);
    },

    chooseBox(customerId, id, skus) {
      return db.transaction(async (tx) => {
        const row = await own(tx, customerId, id, true);
        const line = boxLineOf(row);
        const at = deps.now();
        if (isNextBoxPrepared(row.nextBillingDate, todayOf(at))) {
          throw new AppError('CONFLICT', BOX_PREPARED_MESSAGE);
        }
        const selection = await selectionOf(tx, line, row.nextBillingDate);
        const choice = validateChoice(skus, selection, clubLine(line).bottlesPerBox);
        if (!choice.ok) throw new AppError('VALIDATION', choice.message, { skus: choice.message });
        await saveChoice(tx, row, line, choice.skus, at);
        await appendHistory(
          tx,
          row,
          'BOX_CHOSEN',
          at,
          `${row.nextBillingDate}: ${choice.skus.join(', ')}`,
        );
        return nextBoxDto(tx, row, line, selection, true);
      });
    },

    async primeForStore(customerId, store, offeredSku) {
      const plan = isFeatureVisible('premiumOffer', store)
        ? await offeredSubscription(db, store, offeredSku)
        : null;
      const [row] = await db
        .select({ socioPrime: customers.socioPrime })
        .from(customers)
        .where(eq(customers.id, customerId));
      return { plan, subscribed: row?.socioPrime === true };
    },

    async isPrimeRequiredOnPurchase(customerId, sku) {
      const [product] = await db
        .select({ attributes: products.attributes })
        .from(products)
        .where(eq(products.code, sku));
      if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
      if (product.attributes.PRIME_REQUIRED !== 'true') return false;
      const [row] = await db
        .select({ socioPrime: customers.socioPrime })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.socioPrime !== true;
    },
  };
}
