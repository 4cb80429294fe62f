/**
 * The order's state machine (issue #13): AGUARDANDO_PAGAMENTO → PAGO → FATURADO → ENVIADO →
 * ENTREGUE, and CANCELADO from AGUARDANDO_PAGAMENTO, PAGO or FATURADO. EM_ANALISE (issue #33 F14,
 * ADR 0047): a payment arrived with an amount other than the order's (it was refunded); only an
 * operator moves the order on, to PAGO or CANCELADO. Every change is appended
 * to the order's history by the server; this module only says which changes are legal
 * (`state-machine.ts`).
 */
import { stateMachine } from '../state-machine.ts';

export const ORDER_STATUSES = [
  'AGUARDANDO_PAGAMENTO',
  'EM_ANALISE',
  'PAGO',
  'FATURADO',
  'ENVIADO',
  'ENTREGUE',
  'CANCELADO',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** pt-BR labels shown to the customer (order list, detail, timeline). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  AGUARDANDO_PAGAMENTO: 'Aguardando pagamento',
  EM_ANALISE: 'Em análise',
  PAGO: 'Pago',
  FATURADO: 'Faturado',
  ENVIADO: 'Enviado',
  ENTREGUE: 'Entregue',
  CANCELADO: 'Cancelado',
};

const NEXT: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  AGUARDANDO_PAGAMENTO: ['PAGO', 'CANCELADO', 'EM_ANALISE'],
  EM_ANALISE: ['PAGO', 'CANCELADO'],
  PAGO: ['FATURADO', 'CANCELADO'],
  FATURADO: ['ENVIADO', 'CANCELADO'],
  ENVIADO: ['ENTREGUE'],
  ENTREGUE: [],
  CANCELADO: [],
};

/** The order's machine: is, label, canTransition, illegalMessage, transition, isFinal. */
export const orderStatusMachine = stateMachine({
  states: ORDER_STATUSES,
  labels: ORDER_STATUS_LABELS,
  next: NEXT,
  subject: 'Um pedido',
});

export const orderStatusLabel = orderStatusMachine.label;

/**
 * The new status, or AppError CONFLICT (409) with a clear message when the change is illegal:
 * 'Um pedido Entregue não pode passar a Cancelado.'
 */
export const transition = orderStatusMachine.transition;
