/**
 * The cashback an order earns (issue #14, SPEC §7 order_cash_back; ADR 0019): set at placement
 * from the customer's own preview (1.2 %, premium 3.6 %), credited once when the order is
 * delivered. Its status and the pt-BR line the customer reads.
 */
import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '../constants.ts';
import { formatBRL, type Centavos } from '../money.ts';

export type OrderCashbackStatus = 'PENDING' | 'CREDITED' | 'CANCELED' | 'NONE';

/** CREDITED once the ledger holds its credit; otherwise by the order's status. */
export function orderCashbackStatus(
  earned: Centavos,
  orderStatus: string,
  creditedAt: Date | null,
): OrderCashbackStatus {
  if (creditedAt !== null) return 'CREDITED';
  if (earned <= 0) return 'NONE';
  if (orderStatus === 'CANCELADO') return 'CANCELED';
  return 'PENDING';
}

/** dd/mm/aaaa in São Paulo. */
export function brDateOf(date: Date): string {
  const local = new TZDate(date.getTime(), STORE_TIME_ZONE);
  const dd = String(local.getDate()).padStart(2, '0');
  const mm = String(local.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${String(local.getFullYear())}`;
}

export function orderCashbackText(
  status: OrderCashbackStatus,
  amount: Centavos,
  creditedAt: Date | null,
): string {
  switch (status) {
    case 'PENDING':
      return `Você vai ganhar ${formatBRL(amount)} de cashback quando o pedido for entregue.`;
    case 'CREDITED':
      return `${formatBRL(amount)} de cashback creditado em ${brDateOf(creditedAt ?? new Date(0))}.`;
    case 'CANCELED':
      return `O pedido foi cancelado: o cashback de ${formatBRL(amount)} não será creditado.`;
    case 'NONE':
      return 'Este pedido não gera cashback.';
  }
}
