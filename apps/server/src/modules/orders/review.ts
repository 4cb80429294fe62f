/**
 * Issue #33 F14 (ADR 0047): a 'paid' event whose amount is not the charge's. The store neither
 * takes nor keeps that money: the gateway refunds the amount received (once per charge, so a
 * replayed or repeated event refunds nothing more), the order goes to EM_ANALISE with the reason
 * in its history, and its payment is REFUNDED (the expiry job leaves it alone). Stock, coupon,
 * cashback and certificates stay reserved until an operator decides (PAGO or CANCELADO); the
 * nightly reconciliation lists every order in review.
 */
import { eq } from 'drizzle-orm';
import { formatBRL } from '@adega/domain/money';
import type { Tx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { setStatus } from './lock.ts';
import type { OrderRow, PaymentRow } from './documents.ts';
import type { SettleDeps } from './settle-deps.ts';

/** The payment's message and the history note (pt-BR, shown to the customer). */
export function wrongAmountMessage(received: number, expected: number): string {
  return `Recebemos ${formatBRL(received)} em vez de ${formatBRL(expected)}: o valor foi estornado e o pedido está em análise.`;
}

/** Whether a 'paid' event of `amount` for this order is one the order cannot take. */
export function isWrongAmount(
  order: Pick<OrderRow, 'status'>,
  payment: Pick<PaymentRow, 'status' | 'amount'>,
  amount: number,
): boolean {
  return (
    order.status === 'AGUARDANDO_PAGAMENTO' &&
    payment.status === 'WAITING' &&
    amount !== payment.amount
  );
}

/** Before the event's transaction (the gateway is keyed on the charge): the money goes back. */
export function refundWrongAmount(
  deps: SettleDeps,
  reference: string,
  amount: number,
): Promise<boolean> {
  return deps.gateway.refundReceived(reference, amount);
}

/** Inside the event's transaction, under the order's lock: the order goes to review. */
export async function putInReview(
  deps: SettleDeps,
  tx: Tx,
  order: OrderRow,
  payment: PaymentRow,
  received: number,
): Promise<void> {
  const at = deps.now();
  const message = wrongAmountMessage(received, payment.amount);
  await setStatus(tx, order, 'EM_ANALISE', message, at);
  await tx
    .update(payments)
    .set({ status: 'REFUNDED', message, updatedAt: at })
    .where(eq(payments.id, payment.id));
}
