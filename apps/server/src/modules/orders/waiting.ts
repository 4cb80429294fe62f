/**
 * Orders that wait for a Pix or a boleto (issue #14, ADR 0017): issuing the charge after the
 * reservation, the status the confirmation page polls, the boleto PDF, the gateway's events and
 * the expiry jobs (`orders.expire` at each charge's expiry, and a sweep every minute).
 */
import { and, eq } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { orderStatusLabel, type OrderStatus } from '@adega/domain/orders/status';
import { boletoDueDate, boletoExpiresAt } from '@adega/domain/payments/expiry';
import { pixExpiresAt } from '@adega/domain/payments/pix';
import { customers, orders, payments } from '../../db/schema.ts';
import { ownPlacedOrder } from '../../db/owned-order.ts';
import { defineSweep } from '../../jobs/runner.ts';
import type { OrderStatusDto, PlacedOrderDto } from '../../contract.ts';
import type { Charge } from '../payments/gateway.ts';
import { boletoPdf } from './boleto-pdf.ts';
import { placedOrderDto } from './documents.ts';
import {
  applyEvent,
  awaitPayment,
  EXPIRE_JOB,
  EXPIRE_SWEEP_JOB,
  expireOrder,
  expireOverdue,
  type EventOutcome,
  type PaymentEventInput,
} from './charges.ts';
import type { Reservation } from './placement.ts';
import { undo } from './settle.ts';
import type { SettleDeps } from './settle-deps.ts';

export const ISSUE_FAILED =
  'Não foi possível gerar a cobrança agora. Nenhum valor foi cobrado; tente novamente.';
const ORDER_NOT_FOUND = 'Pedido não encontrado.';

export interface WaitingOrders {
  /** `GET /api/v1/me/orders/{orderNumber}/status` (owner only, 404 otherwise). */
  status(customerId: number, orderNumber: string): Promise<OrderStatusDto>;
  /** The boleto of the owner's boleto order as PDF (404 otherwise). */
  boletoPdf(customerId: number, orderNumber: string): Promise<Uint8Array>;
  /** Whether the charge `chargeId` is the payment of an order of `customerId` (issue #33 F13). */
  ownsCharge(customerId: number, chargeId: string): Promise<boolean>;
  /** A verified webhook event; null when no payment has its charge. */
  paymentEvent(event: PaymentEventInput): Promise<EventOutcome | null>;
  /** The `orders.expire` job's effect (true when it cancelled the order). */
  expire(orderId: number): Promise<boolean>;
  /** The sweep: cancels every waiting order past its expiry; answers how many. */
  expireOverdue(): Promise<number>;
}

export function createWaitingOrders(deps: SettleDeps): WaitingOrders & {
  issue(reservation: Reservation, method: 'PIX' | 'BOLETO'): Promise<PlacedOrderDto>;
} {
  const { db } = deps;
  deps.jobs.define<{ orderId: number }>({
    name: EXPIRE_JOB,
    retryLimit: 5,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // The effect takes milliseconds: a run this old died with its process; run it again.
    expireInSeconds: 20,
    handler: async ({ orderId }) => {
      if (!Number.isInteger(orderId)) return;
      await expireOrder(deps, orderId);
    },
  });
  defineSweep(deps.jobs, {
    name: EXPIRE_SWEEP_JOB,
    cron: '* * * * *',
    pass: () => expireOverdue(deps),
  });

  async function issueCharge(reservation: Reservation, method: 'PIX' | 'BOLETO') {
    const now = deps.now();
    if (method === 'PIX') {
      return deps.gateway.issuePix(reservation.orderNumber, reservation.amount, pixExpiresAt(now));
    }
    const [payer] = await db
      .select({ name: customers.fullName, cpf: customers.cpf, cnpj: customers.cnpj })
      .from(customers)
      .where(eq(customers.id, reservation.customerId));
    const dueDate = boletoDueDate(now);
    return deps.gateway.issueBoleto(
      reservation.orderNumber,
      reservation.amount,
      dueDate,
      boletoExpiresAt(dueDate),
      { name: payer?.name ?? '', document: payer?.cnpj ?? payer?.cpf ?? null },
    );
  }

  async function owned(customerId: number, orderNumber: string) {
    const [row] = await db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(ownPlacedOrder(customerId, orderNumber, ORDER_NOT_FOUND));
    if (!row) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    return row;
  }

  return {
    async issue(reservation, method) {
      let charge: Charge;
      try {
        charge = await issueCharge(reservation, method);
      } catch {
        // As for a refused card: every reservation given back, nothing charged, the cart kept.
        await deps.gateway.cancelCharge(reservation.orderNumber).catch(() => undefined);
        await undo(deps, reservation.orderId, 'REFUSED', ISSUE_FAILED);
        throw new AppError('VALIDATION', ISSUE_FAILED, { paymentMethod: ISSUE_FAILED });
      }
      const dto = await awaitPayment(deps, reservation.orderId, charge);
      if (dto) return dto;
      // Settled meanwhile by a recovery pass: its answer.
      const [row] = await db
        .select({ order: orders, payment: payments })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(eq(orders.id, reservation.orderId));
      if (row?.order.placement === 'DONE') {
        return placedOrderDto(row.order, row.payment, deps.sandbox);
      }
      throw new AppError('CONFLICT', ISSUE_FAILED);
    },

    async status(customerId, orderNumber) {
      const { order, payment } = await owned(customerId, orderNumber);
      const status = order.status as OrderStatus;
      return {
        orderNumber: order.number,
        status,
        statusLabel: orderStatusLabel(status),
        paymentStatus: payment.status,
      };
    },

    async boletoPdf(customerId, orderNumber) {
      const { order, payment } = await owned(customerId, orderNumber);
      if (payment.type !== 'BOLETO' || !payment.digitableLine || !payment.barcode) {
        throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      }
      const [payer] = await db
        .select({ name: customers.fullName, cpf: customers.cpf, cnpj: customers.cnpj })
        .from(customers)
        .where(eq(customers.id, customerId));
      return boletoPdf({
        orderNumber: order.number,
        amount: payment.amount,
        dueDate: payment.dueDate ?? '',
        digitableLine: payment.digitableLine,
        barcode: payment.barcode,
        payer: { name: payer?.name ?? '', document: payer?.cnpj ?? payer?.cpf ?? null },
        issuedAt: new Date(payment.createdAt),
      });
    },

    async ownsCharge(customerId, chargeId) {
      const [row] = await db
        .select({ id: orders.id })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.chargeId, chargeId), eq(orders.customerId, customerId)));
      return row !== undefined;
    },

    paymentEvent: (event) => applyEvent(deps, event),
    expire: (orderId) => expireOrder(deps, orderId),
    expireOverdue: () => expireOverdue(deps),
  };
}
