/**
 * After payment (issue #14, ADR 0019). In the sandbox payment environment a paid order moves
 * along by itself: the `fulfilment.advance` cron job (every minute) sweeps the orders whose time
 * in PAGO / FATURADO / ENVIADO has passed the configured minutes (SANDBOX_FULFILMENT_MINUTES)
 * and moves each one step (`advance.ts`: row lock, expected state, history, nota fiscal /
 * tracking / cashback credit, e-mail). `POST /sandbox/orders/{orderNumber}/advance` moves one
 * step now. `fulfilment.reconcile` (06:00 UTC) reports orders stuck in a state. The order
 * detail's nota fiscal, tracking and cashback come from `extras`.
 */
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { AppError } from '@adega/domain/errors';
import {
  ADVANCING_STATUSES,
  isAdvancingStatus,
  type SandboxSchedule,
} from '@adega/domain/orders/fulfilment';
import { orderStatusLabel, type OrderStatus } from '@adega/domain/orders/status';
import { queryRows, type Db } from '../../db/client.ts';
import { orders, orderTracking, payments } from '../../db/schema.ts';
import { ownPlacedOrder } from '../../db/owned-order.ts';
import type { OrderStatusDto } from '../../contract.ts';
import { defineSweep } from '../../jobs/runner.ts';
import type { MailingDeps } from '../mail/mailer.ts';
import { invoiceDto, invoiceOf } from '../invoices/service.ts';
import { orderCashback } from '../loyalty/service.ts';
import type { OrderExtras, OrderRow } from '../orders/service.ts';
import { advanceStep, type StepResult } from './advance.ts';
import { reconcile, type ReconciliationReport } from './reconciliation.ts';

export const ADVANCE_JOB = 'fulfilment.advance';
export const RECONCILE_JOB = 'fulfilment.reconcile';
/** Nightly, 06:00 UTC (03:00 in São Paulo). */
export const RECONCILE_CRON = '0 6 * * *';
/** Orders moved per sweep and state (the next minute takes the rest). */
export const SWEEP_BATCH = 200;

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';
export const NOT_ADVANCING = (label: string) =>
  `Este pedido não avança mais no sandbox: está ${label}.`;
export const NOT_PAID_YET = 'Este pedido ainda aguarda o pagamento: ele só avança depois de pago.';

export interface FulfilmentDeps extends MailingDeps {
  logger: Logger;
  paymentEnvironment: 'sandbox' | 'production';
  schedule: SandboxSchedule;
  opsEmail: string;
}

export interface FulfilmentService {
  readonly sandbox: boolean;
  /** One sweep: every sandbox order whose step is due moves one step. Answers the steps. */
  sweep(): Promise<StepResult[]>;
  /** The sandbox control: the owner's order moves one step now (404 unless sandbox / owner). */
  advanceNow(customerId: number, orderNumber: string): Promise<OrderStatusDto>;
  reconcile(): Promise<{ report: ReconciliationReport; created: boolean }>;
  /** The order detail's nota fiscal, tracking and cashback. */
  extras(order: OrderRow): Promise<OrderExtras>;
}

async function dueOrders(db: Db, status: OrderStatus, before: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select o.id from orders o
        where o.status = ${status} and o.placement = 'DONE'
          and (select max(h.at) from order_history h
                where h.order_id = o.id and h.status = o.status) <= ${before.toISOString()}
        order by o.id limit ${SWEEP_BATCH}`,
  );
  return rows.map((row) => row.id);
}

export function createFulfilmentService(deps: FulfilmentDeps): FulfilmentService {
  const sandbox = deps.paymentEnvironment === 'sandbox';
  const step = async (orderId: number, expected: OrderStatus) => {
    const result = await advanceStep(deps, orderId, expected);
    if (result) deps.onMailQueued();
    return result;
  };

  async function sweep(): Promise<StepResult[]> {
    if (!sandbox) return [];
    const done: StepResult[] = [];
    for (const status of ADVANCING_STATUSES) {
      const before = new Date(deps.now().getTime() - deps.schedule[status] * 60_000);
      for (const id of await dueOrders(deps.db, status, before)) {
        // One order that fails (its step rolled back) does not hold up the others; it is
        // tried again at the next sweep and reported by reconciliation if it stays.
        const result = await step(id, status).catch((error: unknown) => {
          deps.logger.error({ err: error, orderId: id, status }, 'fulfilment step failed');
          return null;
        });
        if (result) done.push(result);
      }
    }
    if (done.length > 0) deps.logger.info({ steps: done }, 'fulfilment: orders moved');
    return done;
  }

  const runReconcile = () =>
    reconcile(deps).then((result) => {
      if (result.created && result.report.total > 0) deps.onMailQueued();
      return result;
    });

  defineSweep(deps.jobs, {
    name: ADVANCE_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    pass: () => sweep(),
  });
  defineSweep(deps.jobs, {
    name: RECONCILE_JOB,
    cron: RECONCILE_CRON,
    pass: () => runReconcile(),
  });

  return {
    sandbox,
    sweep,
    async advanceNow(customerId, orderNumber) {
      if (!sandbox) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      const [order] = await deps.db
        .select({ id: orders.id, number: orders.number, status: orders.status })
        .from(orders)
        .where(ownPlacedOrder(customerId, orderNumber, ORDER_NOT_FOUND));
      if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      const status = order.status as OrderStatus;
      if (status === 'AGUARDANDO_PAGAMENTO') throw new AppError('CONFLICT', NOT_PAID_YET);
      if (!isAdvancingStatus(status)) {
        throw new AppError('CONFLICT', NOT_ADVANCING(orderStatusLabel(status).toLowerCase()));
      }
      // Null when a concurrent step moved it first: the answer is its state now either way.
      await step(order.id, status);
      const [row] = await deps.db
        .select({ status: orders.status, paymentStatus: payments.status })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.id, order.id));
      const current = (row?.status ?? status) as OrderStatus;
      return {
        orderNumber: order.number,
        status: current,
        statusLabel: orderStatusLabel(current),
        paymentStatus: row?.paymentStatus ?? '',
      };
    },
    reconcile: runReconcile,
    async extras(order) {
      const invoice = await invoiceOf(deps.db, order.id);
      const [tracking] = await deps.db
        .select()
        .from(orderTracking)
        .where(eq(orderTracking.orderId, order.id));
      return {
        invoice: invoice ? invoiceDto(invoice, order.number) : null,
        tracking: tracking
          ? {
              carrier: tracking.carrier,
              code: tracking.code,
              url: tracking.url,
              shippedAt: new Date(tracking.shippedAt).toISOString(),
            }
          : null,
        cashback: await orderCashback(deps.db, order),
      };
    },
  };
}
