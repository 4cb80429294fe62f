/**
 * Orders (issue #13, ADR 0014): placing an order with a card, the customer's orders, the last
 * payment type. Placement is one use case in steps with compensation:
 *
 *   replay? → the card (a saved card's token, or a new card tokenised: bad card → 422, nothing
 *   made) → reserve (one transaction under the cart lock: price, check, order + lines + history +
 *   PENDING payment, stock, coupon, cashback, certificates) → authorise, last → settle: captured →
 *   PAGO and a new empty cart; refused / timed out (voided) / failed → every reservation given
 *   back, the order CANCELADO with the reason, the cart kept.
 *
 * A second completion of one cart waits for the cart lock and then finds the order PLACING (409)
 * or the cart gone (the replay of its key, or 409 'empty'): never two orders.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '@adega/domain/errors';
import { CLUB_PRODUCT_TYPE, SUBSCRIPTION_PRODUCT_TYPE } from '@adega/domain/pricing/prime-toggle';
import { assertPaymentTypeAccepted } from '@adega/domain/checkout/payment-methods';
import type { PlaceOrderInput } from '@adega/domain/orders/placement';
import type { Store } from '@adega/domain/store';
import { orderHistory, orderItems, orders, payments } from '../../db/schema.ts';
import { ownPlacedOrder } from '../../db/owned-order.ts';
import type {
  LastPaymentTypeDto,
  OrderDto,
  OrderSummaryDto,
  PlacedOrderDto,
} from '../../contract.ts';
import type { IdempotencyRequest } from '../../http/idempotency.ts';
import type { AccountServices } from '../account/service.ts';
import { replayOf as storedReplay } from '../../db/idempotency.ts';
import type { CartService } from '../cart/service.ts';

import type { AuthoriseResult, PaymentSource } from '../payments/gateway.ts';
import { boughtProductIds } from './bought.ts';
import { crashPoint } from './crash.ts';
import {
  orderDto,
  orderSummaryDto,
  paymentDto,
  placedOrderDto,
  subscriptionNamesOf,
} from './documents.ts';
import type { OrderRow } from './documents.ts';
import { reserve, type Reservation } from './placement.ts';
import { complete, orderScope, recoverPlacements, undo } from './settle.ts';
import type { SettleDeps } from './settle-deps.ts';
import { TotalChangedError } from './quote-check.ts';
import { createWaitingOrders, type WaitingOrders } from './waiting.ts';
import type { Queryable } from '../../db/client.ts';

export { memoryOrderEvents, pipelineOrderEvents, type OrderEvents } from './events.ts';
export { EMPTY_CART, ORDER_IN_PROGRESS } from './placement.ts';
export {
  BOLETO_EXPIRED,
  CHARGE_REFUSED,
  EXPIRE_JOB,
  EXPIRE_SWEEP_JOB,
  PAID_AFTER_CANCEL,
  PIX_EXPIRED,
  type EventOutcome,
} from './charges.ts';
export { ISSUE_FAILED } from './waiting.ts';
export { renewalOrders, type RenewalLine, type RenewalOrders } from './renewal.ts';
export { invoiceLink, orderStatusEmail, type OrderStatusChange } from './mail.ts';
export type { OrderRow } from './documents.ts';
/** Issue #14: fulfilment moves a settled order one step with the same lock, history and e-mail. */
export { lockDone, mailOrderCustomer, setStatus } from './lock.ts';

/** Issue #14: what fulfilment adds to the detail (the nota fiscal, tracking, cashback). */
export type OrderExtras = Pick<OrderDto, 'invoice' | 'tracking' | 'cashback'>;

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';
export const KEY_REQUIRED =
  'Envie o cabeçalho Idempotency-Key para finalizar o pedido (uma chave por tentativa).';
export const PAYMENT_FAILED =
  'Não foi possível concluir o pagamento. Nenhum valor foi cobrado; tente novamente.';
/** The customer's order list shows the most recent ones. */
export const ORDER_LIST_MAX = 100;

export interface PlaceResult {
  status: number;
  body: PlacedOrderDto;
}

export interface OrdersService extends WaitingOrders {
  place(
    customerId: number,
    store: Store,
    input: PlaceOrderInput,
    idempotency: IdempotencyRequest | null,
  ): Promise<PlaceResult>;
  list(customerId: number): Promise<OrderSummaryDto[]>;
  detail(customerId: number, orderNumber: string): Promise<OrderDto>;
  lastPaymentType(customerId: number): Promise<LastPaymentTypeDto>;
  /** Issue #34: the products the customer bought (orders not cancelled), most recent first. */
  bought(customerId: number): Promise<number[]>;
  /** Settles placements a killed process left in the middle (boot). */
  recover(minAgeMs?: number): Promise<{ completed: number; undone: number }>;
}

export interface OrdersDeps extends SettleDeps {
  cart: CartService;
  account: AccountServices;
  /** SPEC §7 flags (`bank_slip`). */
  featureEnabled: (key: string) => Promise<boolean>;
  /** Issue #14: the detail's nota fiscal, tracking and cashback (the fulfilment module's). */
  extras?: (order: OrderRow) => Promise<OrderExtras>;
}

async function replayOf(
  q: Queryable,
  customerId: number,
  idempotency: IdempotencyRequest,
  at: Date,
): Promise<PlaceResult | null> {
  const stored = await storedReplay(q, orderScope(customerId), idempotency, at);
  return stored ? { status: stored.status, body: stored.body as PlacedOrderDto } : null;
}

export function createOrdersService(deps: OrdersDeps): OrdersService {
  const { db } = deps;
  const waiting = createWaitingOrders(deps);

  async function authorise(reservation: Reservation, source: PaymentSource) {
    try {
      return await deps.gateway.authorise({
        reference: reservation.orderNumber,
        amount: reservation.amount,
        installments: reservation.installments,
        source,
      });
    } catch {
      // No answer we can read: treated as a timeout (voided below).
      return { outcome: 'TIMEOUT', message: PAYMENT_FAILED } satisfies AuthoriseResult;
    }
  }

  /** Captures `reference`; false when the capture failed and the gateway shows none. */
  async function captured(reference: string): Promise<boolean> {
    try {
      await deps.gateway.capture(reference);
      return true;
    } catch {
      return (await deps.gateway.status(reference).catch(() => null)) === 'CAPTURED';
    }
  }

  /** The answer of an order another settler finished: paid → its DTO, else the failure. */
  async function settledAnswer(orderId: number): Promise<PlacedOrderDto> {
    const [row] = await db
      .select({ order: orders, payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.id, orderId));
    if (row?.order.status === 'PAGO' || row?.order.placement === 'DONE') {
      return placedOrderDto(row.order, row.payment, deps.sandbox);
    }
    throw new AppError('CONFLICT', PAYMENT_FAILED);
  }

  async function settle(
    reservation: Reservation,
    result: AuthoriseResult,
  ): Promise<PlacedOrderDto> {
    if (result.outcome === 'AUTHORIZED') {
      crashPoint('authorised');
      if (!(await captured(reservation.orderNumber))) {
        // The capture failed and the gateway holds no capture: the authorisation is voided and
        // every reservation given back, as for a timeout (nothing charged, the cart kept).
        await deps.gateway.void(reservation.orderNumber);
        await undo(deps, reservation.orderId, 'VOIDED', PAYMENT_FAILED);
        throw new AppError('TIMEOUT', PAYMENT_FAILED);
      }
      crashPoint('captured');
      const dto = await complete(deps, reservation.orderId, result.pspReference);
      if (dto) return dto;
      // Null: a recovery pass settled it meanwhile. Paid → its answer; undone → the money this
      // request captured goes back, so no charge is ever left without its order.
      try {
        return await settledAnswer(reservation.orderId);
      } catch (error) {
        await deps.gateway.refund(reservation.orderNumber);
        throw error;
      }
    }
    if (result.outcome === 'TIMEOUT') await deps.gateway.void(reservation.orderNumber);
    await undo(
      deps,
      reservation.orderId,
      result.outcome === 'TIMEOUT' ? 'VOIDED' : 'REFUSED',
      result.message,
    );
    if (result.outcome === 'TIMEOUT') throw new AppError('TIMEOUT', result.message);
    throw new AppError('VALIDATION', result.message, { payment: result.message });
  }

  /**
   * ADR 0049: a placement refused because the cart changed since the customer saw it answers the
   * cart priced again — served now, so it is what the customer has seen when confirming again.
   */
  async function refusedWithCart<T>(customerId: number, store: Store, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof TotalChangedError)) throw error;
      throw error.withCart(await deps.cart.view({ kind: 'customer', customerId }, store));
    }
  }

  return {
    async place(customerId, store, input, idempotency) {
      if (!idempotency) throw new AppError('BAD_REQUEST', KEY_REQUIRED);
      const replay = await replayOf(db, customerId, idempotency, deps.now());
      if (replay) return replay;

      const { payment } = input;
      if (input.paymentMethod === 'BOLETO') {
        // Checked before anything is reserved: the flag may be switched off by an operator.
        assertPaymentTypeAccepted('BOLETO', {
          bankSlipEnabled: await deps.featureEnabled('bank_slip'),
          cashbackBalance: 0,
          amountDue: 0,
        });
      }
      const saved =
        payment.kind === 'saved'
          ? await deps.account.cards.paymentCard(customerId, payment.creditCardUidPk)
          : null;
      const tokenized =
        payment.kind === 'new' ? await deps.account.gateway.tokenizeCard(payment.card) : null;
      const source: PaymentSource =
        payment.kind === 'saved'
          ? { token: saved?.token ?? '', encryptedSecurityCode: payment.encryptedSecurityCode }
          : payment.kind === 'new'
            ? {
                token: tokenized?.token ?? '',
                encryptedSecurityCode: payment.card.encryptedSecurityCode,
              }
            : { token: '', encryptedSecurityCode: '' };

      let reservation: Reservation | null = null;
      let replayed: PlaceResult | null = null;
      await refusedWithCart(customerId, store, () =>
        deps.cart.change(
          {
            owner: { kind: 'customer', customerId },
            store,
            idempotency: null,
            respond: () => ({ status: 200, body: null }),
            // The reservation priced and checked the locked cart: no second pricing for an answer.
            answer: false,
          },
          true,
          async (ctx) => {
            // A completion of the same key that waited for this lock: its answer, nothing new.
            replayed = await replayOf(ctx.tx, customerId, idempotency, ctx.now);
            if (replayed) return;
            reservation = await reserve(ctx, {
              customerId,
              store,
              installments: input.installments,
              payment: {
                type: input.paymentMethod,
                brand: saved?.brand ?? tokenized?.brand ?? null,
                lastFour: saved?.lastFour ?? tokenized?.lastFour ?? null,
                installments: input.installments,
                creditCardId: saved?.uidPk ?? null,
              },
              idempotency,
              expectedTotal: input.expectedTotal,
            });
          },
        ),
      );
      if (replayed) return replayed;
      const reserved = reservation as Reservation | null;
      if (!reserved) throw new Error('placement reserved nothing');
      crashPoint('reserved');

      let dto: PlacedOrderDto;
      if (
        reserved.amount > 0 &&
        (input.paymentMethod === 'PIX' || input.paymentMethod === 'BOLETO')
      ) {
        // Pix or boleto (CREDITOCLUBE always reserves amount 0): issue, then wait for payment.
        return { status: 201, body: await waiting.issue(reserved, input.paymentMethod) };
      }
      if (reserved.amount === 0) {
        // Paid in full by gift certificates and cashback: nothing to authorise.
        dto =
          (await complete(deps, reserved.orderId, reserved.orderNumber)) ??
          (await settledAnswer(reserved.orderId));
      } else {
        dto = await settle(reserved, await authorise(reserved, source));
      }
      if (tokenized && payment.kind === 'new' && payment.saveCard) {
        // Best effort: the order is paid either way; a full wallet simply keeps no new card.
        await deps.account.cards
          .keep(customerId, payment.card.holderName, tokenized)
          .catch(() => undefined);
      }
      return { status: 201, body: dto };
    },

    async list(customerId) {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.customerId, customerId), eq(orders.placement, 'DONE')))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(ORDER_LIST_MAX);
      const lines = rows.length
        ? await db
            .select({
              orderId: orderItems.orderId,
              name: orderItems.name,
              productType: orderItems.productType,
            })
            .from(orderItems)
            .where(
              and(
                inArray(
                  orderItems.orderId,
                  rows.map((row) => row.id),
                ),
                inArray(orderItems.productType, [SUBSCRIPTION_PRODUCT_TYPE, CLUB_PRODUCT_TYPE]),
              ),
            )
            .orderBy(orderItems.orderId, orderItems.position)
        : [];
      return rows.map((row) =>
        orderSummaryDto(row, subscriptionNamesOf(lines.filter((line) => line.orderId === row.id))),
      );
    },

    async detail(customerId, orderNumber) {
      const [order] = await db
        .select()
        .from(orders)
        .where(ownPlacedOrder(customerId, orderNumber, ORDER_NOT_FOUND));
      if (!order) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
      const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
      if (!payment) throw new Error('order without its payment record');
      const items = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(orderItems.position);
      const history = await db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id))
        .orderBy(orderHistory.at, orderHistory.id);
      return {
        ...orderDto(order, payment, items, history, deps.sandbox),
        ...(await deps.extras?.(order)),
      };
    },

    bought: (customerId) => boughtProductIds(db, customerId),

    async lastPaymentType(customerId) {
      const [row] = await db
        .select({ payment: payments })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(and(eq(orders.customerId, customerId), eq(orders.placement, 'DONE')))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      if (!row) return { type: null, creditCardUidPk: null, installments: null };
      return {
        type: paymentDto(row.payment).type,
        creditCardUidPk: row.payment.creditCardId,
        installments: row.payment.installments,
      };
    },

    recover: (minAgeMs) => recoverPlacements(deps, minAgeMs),
    ...waiting,
  };
}
