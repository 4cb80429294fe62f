/**
 * The daily billing job `subscriptions.bill` (issue #15, ADR 0021). For each subscription due up
 * to today (catching up missed days), one period at a time:
 *
 * 1. under the subscription's row lock: a paused subscription or a skipped box records the period
 *    SKIPPED and moves on; otherwise the period row (unique per subscription and start: the
 *    idempotency) is created PENDING with its renewal order, or a FAILED period whose retry day
 *    came is taken up again;
 * 2. outside the transaction: the card kept on file is authorised and captured, the reference
 *    being the period's order number (a retry adds '-R{n}'): a killed process leaves the period
 *    PENDING and the next run repeats the same reference, which the gateway answers once;
 * 3. under the lock again: paid → the order PAGO, the period PAID, the dates move; refused →
 *    PAST_DUE and a retry 1, 3 and 7 days after the first failure, then cancellation. Each step
 *    queues an e-mail.
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { afterFailedCharge, billingDateAfter, type IsoDate } from '@adega/domain/club/calendar';
import { CLUB_DELIVERY } from '@adega/domain/club/box';
import { formatBRL } from '@adega/domain/money';
import type { Db, Tx } from '../../db/client.ts';
import {
  customerCreditCards,
  customers,
  type PeriodBox,
  subscriptionPeriods,
  subscriptions,
} from '../../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { RenewalOrders } from '../orders/service.ts';
import { periodBox } from './box.ts';
import { appendHistory, refreshMemberFlags, renewalLineOf, todayOf } from './store.ts';

export const BILLING_JOB = 'subscriptions.bill';
export const NO_CARD_ON_FILE = 'Nenhum cartão cadastrado para a renovação da assinatura.';

export interface BillingDeps {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  mailer: Mailer;
  renewals: RenewalOrders;
  onMailQueued: () => void;
  /** Subscriptions billed side by side (default 1; PostgreSQL: a few of its pool's connections). */
  concurrency?: number;
}

type PeriodRow = typeof subscriptionPeriods.$inferSelect;

type Step =
  | { kind: 'none' }
  | { kind: 'again' }
  | { kind: 'charge'; period: PeriodRow; reference: string; token: string | null };

function referenceOf(period: PeriodRow): string {
  const number = period.orderNumber ?? '';
  return period.failures === 0 ? number : `${number}-R${String(period.failures)}`;
}

async function mail(deps: BillingDeps, tx: Tx, customerId: number, subject: string, text: string) {
  const [customer] = await tx
    .select({ email: customers.email, name: customers.firstName })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) return;
  const body = `Olá, ${customer.name ?? ''}!\n\n${text}`;
  await deps.mailer.enqueue(tx as unknown as Db, {
    to: customer.email,
    subject,
    text: body,
    html: `<p>${body.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n\n/g, '</p><p>')}</p>`,
    kind: 'subscription',
  });
}

function boxNames(box: PeriodBox): string {
  return box.wines.map((wine) => wine.name).join(', ');
}

/** Step 1 of one subscription: see the file comment. */
async function prepare(deps: BillingDeps, id: number, today: IsoDate): Promise<Step> {
  return deps.db.transaction(async (tx): Promise<Step> => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update');
    if (!row || row.state === 'CANCELED') return { kind: 'none' };
    const at = deps.now();
    const [open] = await tx
      .select()
      .from(subscriptionPeriods)
      .where(
        and(
          eq(subscriptionPeriods.subscriptionId, id),
          or(
            eq(subscriptionPeriods.status, 'PENDING'),
            and(
              eq(subscriptionPeriods.status, 'FAILED'),
              lte(subscriptionPeriods.nextRetry, today),
            ),
          ),
        ),
      )
      .limit(1);
    const token = async () => {
      if (row.cardId === null) return null;
      const [card] = await tx
        .select({ token: customerCreditCards.gatewayToken })
        .from(customerCreditCards)
        .where(eq(customerCreditCards.id, row.cardId));
      return card?.token ?? null;
    };
    if (open) {
      const [pending] = await tx
        .update(subscriptionPeriods)
        .set({ status: 'PENDING', updatedAt: at })
        .where(eq(subscriptionPeriods.id, open.id))
        .returning();
      const period = pending ?? open;
      return { kind: 'charge', period, reference: referenceOf(period), token: await token() };
    }
    if (row.nextBillingDate > today) return { kind: 'none' };
    const start = row.nextBillingDate;
    const end = billingDateAfter(start, row.anchorDay, row.monthsPerPeriod);
    if (row.state === 'ON_HOLD' || row.skipNext > 0) {
      await tx
        .insert(subscriptionPeriods)
        .values({
          subscriptionId: id,
          periodStart: start,
          periodEnd: end,
          status: 'SKIPPED',
          amount: 0,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing();
      // A skipped box keeps the membership; a pause lets it lapse at the end of the paid period.
      const skipped = row.state !== 'ON_HOLD';
      await tx
        .update(subscriptions)
        .set({
          nextBillingDate: end,
          skipNext: 0,
          ...(skipped ? { currentPeriodStart: start, currentPeriodEnd: end } : {}),
          updatedAt: at,
        })
        .where(eq(subscriptions.id, id));
      await appendHistory(tx, row, skipped ? 'BOX_SKIPPED' : 'PAUSED_PERIOD', at, start);
      return { kind: 'again' };
    }
    // ADR 0022: a club period records its box (the member's choice, else the default).
    const box = await periodBox(tx, row, start);
    const wines = box && box.wines.length > 0 ? ` Caixa: ${boxNames(box)}.` : '';
    const order = await deps.renewals.create(tx, {
      customerId: row.customerId,
      line: { ...(await renewalLineOf(tx, row)), price: row.price },
      note: `Renovação da assinatura ${String(id)} (${start}).${wines}`,
      at,
      delivery: row.kind === 'CLUB' ? { level: CLUB_DELIVERY, originOrder: row.originOrder } : null,
    });
    const [period] = await tx
      .insert(subscriptionPeriods)
      .values({
        subscriptionId: id,
        periodStart: start,
        periodEnd: end,
        status: 'PENDING',
        orderNumber: order.number,
        amount: row.price,
        box,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!period) throw new Error('period insert returned nothing');
    return { kind: 'charge', period, reference: referenceOf(period), token: await token() };
  });
}

/** Step 2: the card on file, authorised and captured. */
async function charge(deps: BillingDeps, step: Extract<Step, { kind: 'charge' }>) {
  if (step.token === null) return { paid: false, message: NO_CARD_ON_FILE };
  const result = await deps.gateway.authorise({
    reference: step.reference,
    amount: step.period.amount,
    installments: 1,
    source: { token: step.token, encryptedSecurityCode: '', recurring: true },
  });
  if (result.outcome === 'AUTHORIZED') {
    await deps.gateway.capture(step.reference);
    return { paid: true, message: null };
  }
  if (result.outcome === 'TIMEOUT') await deps.gateway.void(step.reference);
  return { paid: false, message: result.message };
}

/** Step 3: the outcome recorded under the lock (once: the period must still be PENDING). */
async function settle(
  deps: BillingDeps,
  step: Extract<Step, { kind: 'charge' }>,
  outcome: { paid: boolean; message: string | null },
  today: IsoDate,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, step.period.subscriptionId))
      .for('update');
    const [period] = await tx
      .select()
      .from(subscriptionPeriods)
      .where(eq(subscriptionPeriods.id, step.period.id));
    if (!row || !period || period.status !== 'PENDING') return;
    const at = deps.now();
    const number = period.orderNumber ?? '';
    const price = formatBRL(period.amount);
    /** The period's and the subscription's new state, the history line and the e-mail. */
    const record = async (
      periodSet: Partial<typeof subscriptionPeriods.$inferInsert>,
      subscriptionSet: Partial<typeof subscriptions.$inferInsert>,
      history: { event: string; note: string | null },
      email: { subject: string; text: string },
    ) => {
      await tx
        .update(subscriptionPeriods)
        .set({ ...periodSet, updatedAt: at })
        .where(eq(subscriptionPeriods.id, period.id));
      const [next] = await tx
        .update(subscriptions)
        .set({ ...subscriptionSet, updatedAt: at })
        .where(eq(subscriptions.id, row.id))
        .returning();
      await appendHistory(tx, next ?? row, history.event, at, history.note);
      await mail(deps, tx, row.customerId, email.subject, email.text);
    };
    const nextBillingDate =
      period.periodStart === row.nextBillingDate ? period.periodEnd : row.nextBillingDate;
    if (outcome.paid) {
      await deps.renewals.markPaid(tx, number, step.reference, at);
      await record(
        { status: 'PAID', nextRetry: null },
        {
          state: row.state === 'PAST_DUE' ? 'ACTIVE' : row.state,
          currentPeriodStart: period.periodStart,
          currentPeriodEnd: period.periodEnd,
          nextBillingDate,
        },
        { event: 'RENEWED', note: `Pedido ${number}` },
        {
          subject: 'Assinatura renovada',
          text: `A sua assinatura foi renovada: pedido ${number}, ${price} no cartão cadastrado.`,
        },
      );
    } else {
      const failures = period.failures + 1;
      const firstFailure = period.firstFailure ?? today;
      const after = afterFailedCharge(firstFailure, failures);
      if (after.kind === 'retry') {
        await record(
          { status: 'FAILED', failures, firstFailure, nextRetry: after.on },
          { state: 'PAST_DUE', nextBillingDate },
          { event: 'PAYMENT_FAILED', note: outcome.message },
          {
            subject: 'Não conseguimos cobrar a sua assinatura',
            text: `A cobrança de ${price} da sua assinatura não foi aprovada (${outcome.message ?? ''}). Vamos tentar de novo em ${after.on.split('-').reverse().join('/')}.`,
          },
        );
      } else {
        await deps.renewals.cancel(tx, number, outcome.message ?? 'Pagamento recusado.', at);
        await record(
          { status: 'CANCELED', failures, nextRetry: null },
          { state: 'CANCELED' },
          { event: 'CANCELED_UNPAID', note: outcome.message },
          {
            subject: 'Assinatura cancelada',
            text: `Depois de quatro tentativas sem sucesso, a sua assinatura foi cancelada. Você pode assinar de novo quando quiser.`,
          },
        );
      }
    }
    await refreshMemberFlags(tx, row.customerId, today);
  });
  deps.onMailQueued();
}

/** Bills one subscription up to today; answers how many charges were attempted. */
export async function billSubscription(
  deps: BillingDeps,
  id: number,
  today: IsoDate,
): Promise<number> {
  let charges = 0;
  // Bounded: at most a few years of catch-up in one run.
  for (let guard = 0; guard < 100; guard += 1) {
    const step = await prepare(deps, id, today);
    if (step.kind === 'none') break;
    if (step.kind === 'again') continue;
    const outcome = await charge(deps, step);
    await settle(deps, step, outcome, today);
    charges += 1;
    if (!outcome.paid) break;
  }
  return charges;
}

/** The job: every due subscription, then the flags of the periods that ended. */
export async function billDue(deps: BillingDeps): Promise<number> {
  const today = todayOf(deps.now());
  const due = await deps.db
    .selectDistinct({ id: subscriptions.id })
    .from(subscriptions)
    .leftJoin(subscriptionPeriods, eq(subscriptionPeriods.subscriptionId, subscriptions.id))
    .where(
      and(
        inArray(subscriptions.state, ['ACTIVE', 'ON_HOLD', 'PAST_DUE']),
        or(
          lte(subscriptions.nextBillingDate, today),
          eq(subscriptionPeriods.status, 'PENDING'),
          and(eq(subscriptionPeriods.status, 'FAILED'), lte(subscriptionPeriods.nextRetry, today)),
        ),
      ),
    )
    .orderBy(subscriptions.id);
  let charges = 0;
  // Subscriptions are independent (each under its own row lock): a few run side by side.
  const queue = due.map((row) => row.id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const n = await billSubscription(deps, id, today);
      charges += n;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? 1) }, worker));
  // Paused or cancelled members lose the benefits when the paid period ends.
  const lapsed = await deps.db
    .selectDistinct({ customerId: subscriptions.customerId })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .where(
      and(
        inArray(subscriptions.state, ['ON_HOLD', 'CANCELED']),
        lte(subscriptions.currentPeriodEnd, today),
        sql`(${customers.socioPrime} or ${customers.socioClube} or ${customers.beneficiosClube})`,
      ),
    );
  for (const { customerId } of lapsed) await refreshMemberFlags(deps.db, customerId, today);
  return charges;
}
