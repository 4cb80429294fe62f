/**
 * How an order is shown (issue #13 "confirmation page", "The customer's orders"): dates in the
 * store's time zone, the card and its installments, the totals that apply, the status timeline
 * and what 'Comprar novamente' sends. Pure functions over the contract's DTOs (money arrives in
 * decimal reais, ADR 0004, and becomes centavos here for `<Price>`).
 */
import type {
  OrderDto,
  OrderHistoryEntryDto,
  OrderPaymentDto,
  OrderStatus,
  OrderSummaryDto,
} from '@adega/server/contract';
import { formatBRL, fromReais, type Centavos } from '@adega/domain/money';
import { ORDER_STATUS_LABELS } from '@adega/domain/orders/status';
import { ROUTES } from '@adega/domain/urls';
import { brandLabel } from '../account';

/** The store's clock: every date a customer reads is São Paulo time (orders are Brazilian). */
const TIME_ZONE = 'America/Sao_Paulo';

const DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-24T13:05:00Z' → '24/11/2026' (São Paulo date). */
export function formatOrderDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** '2026-11-24T13:05:00Z' → '10:05' (São Paulo time). */
export function formatOrderTime(iso: string): string {
  return TIME.format(new Date(iso));
}

/** '2026-11-24T13:05:00Z' → '24/11/2026 às 10:05' (São Paulo time). */
export function formatOrderDateTime(iso: string): string {
  return `${formatOrderDate(iso)} às ${formatOrderTime(iso)}`;
}

const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { timeZone: 'UTC', weekday: 'long' });

/**
 * A calendar date (the delivery estimate, 'yyyy-mm-dd', no time zone) as 'quarta-feira,
 * 02/12/2026'; anything else is shown as it came.
 */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  const weekday = WEEKDAY.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))));
  return `${weekday}, ${day}/${month}/${year}`;
}

/** '1 item' / '3 itens'. */
export function itemsCountLabel(count: number): string {
  return count === 1 ? '1 item' : `${count.toLocaleString('pt-BR')} itens`;
}

/**
 * What an order holds, for its header and its row: the bottle count and the subscriptions by name
 * ('2 itens + winepass relax'), or the subscriptions alone for an order of a plan, which counts
 * no item (SPEC §4) — never '0 itens' for something bought.
 */
export function orderContentsLabel(
  order: Pick<OrderSummaryDto, 'numItems'> & { subscriptions?: readonly string[] },
): string {
  const plans = order.subscriptions ?? [];
  if (plans.length === 0) return itemsCountLabel(order.numItems);
  const named = plans.join(', ');
  return order.numItems > 0 ? `${itemsCountLabel(order.numItems)} + ${named}` : named;
}

const PAYMENT_NAMES: Readonly<Record<string, string>> = {
  CREDITCARD: 'Cartão de crédito',
  BOLETO: 'Boleto',
  PIX: 'Pix',
  CREDITOCLUBE: 'Saldo de cashback',
};

const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  WAITING: 'Aguardando pagamento',
  PENDING: 'Aguardando pagamento',
  PAID: 'Pago',
  AUTHORIZED: 'Aprovado',
  CAPTURED: 'Pago',
  EXPIRED: 'Prazo de pagamento encerrado',
  REFUSED: 'Recusado',
  VOIDED: 'Cancelado',
  REFUNDED: 'Estornado',
};

/**
 * The payment's state in words for Pix and boleto ('Aguardando pagamento', 'Pago', 'Prazo de
 * pagamento encerrado'); null for a card (its installments say enough) or an unknown state.
 */
export function paymentStatusLabel(payment: Pick<OrderPaymentDto, 'type' | 'status'>) {
  if (payment.type === 'CREDITCARD') return null;
  return PAYMENT_STATUS_LABELS[payment.status] ?? null;
}

/** 'Visa •••• 1111'; a card of unknown brand is 'Cartão •••• 1111'; not a card: its name. */
export function paymentMethodLabel(payment: Pick<OrderPaymentDto, 'type' | 'brand' | 'lastFour'>) {
  if (payment.lastFour) {
    return `${brandLabel(payment.brand ?? '')} •••• ${payment.lastFour}`;
  }
  return PAYMENT_NAMES[payment.type] ?? payment.type;
}

/** '3x de R$ 33,30 sem juros' (issue #13: 1–10× 'sem juros'). */
export function installmentsLabel(
  payment: Pick<OrderPaymentDto, 'installments' | 'installmentAmount'>,
): string {
  const count = Math.max(1, payment.installments);
  return `${count}x de ${formatBRL(fromReais(payment.installmentAmount))} sem juros`;
}

export interface TotalRow {
  key: string;
  label: string;
  /** Centavos; a discount is negative. */
  amount: Centavos;
  /** Shown as 'Grátis' instead of R$ 0,00 (shipping). */
  free?: boolean;
}

/**
 * The order's totals as rows, in the order a receipt reads: subtotal, discounts, shipping (always,
 * 'Grátis' at zero), gift packaging, gift certificates and cashback (only when they apply), and
 * the total paid.
 */
export function orderTotalRows(
  order: Pick<
    OrderDto,
    | 'subtotal'
    | 'discount'
    | 'shipping'
    | 'giftPackaging'
    | 'giftCertificates'
    | 'cashbackUsed'
    | 'total'
    | 'coupon'
  >,
): { rows: TotalRow[]; total: Centavos } {
  const shipping = fromReais(order.shipping.amount);
  const rows: TotalRow[] = [
    { key: 'subtotal', label: 'Subtotal', amount: fromReais(order.subtotal.amount) },
  ];
  const discount = fromReais(order.discount.amount);
  if (discount !== 0) {
    rows.push({
      key: 'discount',
      label: order.coupon ? `Descontos (cupom ${order.coupon})` : 'Descontos',
      amount: -Math.abs(discount),
    });
  }
  rows.push({ key: 'shipping', label: 'Frete', amount: shipping, free: shipping === 0 });
  const packaging = fromReais(order.giftPackaging.amount);
  if (packaging !== 0) {
    rows.push({ key: 'packaging', label: 'Embalagem para presente', amount: packaging });
  }
  const certificates = fromReais(order.giftCertificates.amount);
  if (certificates !== 0) {
    rows.push({ key: 'certificates', label: 'Vale-presente', amount: -Math.abs(certificates) });
  }
  const cashback = fromReais(order.cashbackUsed.amount);
  if (cashback !== 0) {
    rows.push({ key: 'cashback', label: 'Cashback utilizado', amount: -Math.abs(cashback) });
  }
  return { rows, total: fromReais(order.total) };
}

/** The order states in the order they happen (issue #13 state machine); CANCELADO is apart. */
export const ORDER_FLOW: readonly OrderStatus[] = [
  'AGUARDANDO_PAGAMENTO',
  'PAGO',
  'FATURADO',
  'ENVIADO',
  'ENTREGUE',
];

export type TimelineState = 'done' | 'current' | 'ahead' | 'cancelled';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  state: TimelineState;
  /** When the order reached it (the first history entry of that state), else null. */
  at: string | null;
  note: string | null;
}

/**
 * The status timeline: every state of the flow up to the order's current one with the date it was
 * reached (a state the history skipped is still passed, without a date), then the states ahead,
 * greyed. A cancelled order shows what it went through and then 'Cancelado', nothing ahead; an
 * order in review (EM_ANALISE, ADR 0047) what it went through and then 'Em análise', current,
 * with its note (the amount received and refunded).
 */
export function orderTimeline(
  status: OrderStatus,
  history: readonly OrderHistoryEntryDto[],
): TimelineStep[] {
  const entries = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const firstOf = (state: OrderStatus) => entries.find((entry) => entry.status === state) ?? null;
  const step = (state: OrderStatus, kind: TimelineState): TimelineStep => {
    const entry = kind === 'ahead' ? null : firstOf(state);
    return {
      status: state,
      label: entry?.label || ORDER_STATUS_LABELS[state],
      state: kind,
      at: entry?.at ?? null,
      note: entry?.note ?? null,
    };
  };
  if (status === 'CANCELADO' || status === 'EM_ANALISE') {
    const passed = ORDER_FLOW.filter((state) => firstOf(state) !== null).map((state) =>
      step(state, 'done'),
    );
    return [...passed, step(status, status === 'CANCELADO' ? 'cancelled' : 'current')];
  }
  const current = ORDER_FLOW.indexOf(status);
  return ORDER_FLOW.map((state, index) =>
    step(state, index < current ? 'done' : index === current ? 'current' : 'ahead'),
  );
}

/**
 * What 'Comprar novamente' sends to `addOrderProductsToCart`: the order's lines without the
 * promotion gifts (a gift comes with its promotion, it is not bought), one entry per sku.
 */
export function rebuyItems(items: OrderDto['items']): { skuCode: string; quantity: number }[] {
  const bySku = new Map<string, number>();
  for (const item of items) {
    if (item.promotionGift !== null || item.quantity <= 0) continue;
    bySku.set(item.skuCode, (bySku.get(item.skuCode) ?? 0) + item.quantity);
  }
  return [...bySku].map(([skuCode, quantity]) => ({ skuCode, quantity }));
}

/** The section of my account with the orders, and one order in it. */
export const ORDERS_HREF = `${ROUTES.myAccount}#/pedidos`;

export function orderHref(orderNumber: string): string {
  return `${ORDERS_HREF}/${encodeURIComponent(orderNumber)}`;
}

/** '#/pedidos/123456' → '123456'; the list ('#/pedidos') or anything else → null. */
export function orderNumberFromHash(hash: string): string | null {
  const match = /^#?\/*pedidos\/+([^/?#]+)/i.exec(hash);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}
