/**
 * After payment (issue #14, ADR 0019): in the sandbox, a paid order moves along by itself —
 * PAGO → FATURADO (the nota fiscal is issued) → ENVIADO (a tracking code) → ENTREGUE (the
 * cashback is credited) — each step a configurable number of minutes after the previous one.
 * And the nightly reconciliation's thresholds: how long an order may stay in a state before it
 * is reported as stuck.
 */
import type { OrderStatus } from './status.ts';
import { isOneOf } from '../one-of.ts';

/** Minutes an order stays in each state before the sandbox moves it on. */
export interface SandboxSchedule {
  PAGO: number;
  FATURADO: number;
  ENVIADO: number;
}

export type AdvancingStatus = keyof SandboxSchedule;

/** Defaults: invoiced 2 minutes after payment, shipped 3 minutes later, delivered 5 after that. */
export const DEFAULT_SANDBOX_SCHEDULE: Readonly<SandboxSchedule> = {
  PAGO: 2,
  FATURADO: 3,
  ENVIADO: 5,
};

/** Longest wait per step (a week): longer is a typo, not a sandbox. */
export const SANDBOX_STEP_MAX_MINUTES = 7 * 24 * 60;

const NEXT: Readonly<Record<AdvancingStatus, OrderStatus>> = {
  PAGO: 'FATURADO',
  FATURADO: 'ENVIADO',
  ENVIADO: 'ENTREGUE',
};

export const ADVANCING_STATUSES: readonly AdvancingStatus[] = ['PAGO', 'FATURADO', 'ENVIADO'];

export function isAdvancingStatus(status: string): status is AdvancingStatus {
  return isOneOf(ADVANCING_STATUSES, status);
}

/** The state after `status` in the fulfilment line, or null (not paid yet, delivered, cancelled). */
export function nextFulfilmentStatus(status: string): OrderStatus | null {
  return isAdvancingStatus(status) ? NEXT[status] : null;
}

/**
 * 'PAGO,FATURADO,ENVIADO' minutes as written in SANDBOX_FULFILMENT_MINUTES: three whole numbers
 * 0..10080 separated by commas ('2,3,5'). Answers the schedule or a pt-BR error.
 */
export function parseSandboxSchedule(
  text: string,
): { ok: true; schedule: SandboxSchedule } | { ok: false; message: string } {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map((part) => (/^[0-9]{1,6}$/.test(part) ? Number(part) : Number.NaN));
  if (
    numbers.length !== 3 ||
    numbers.some((n) => !Number.isInteger(n) || n < 0 || n > SANDBOX_STEP_MAX_MINUTES)
  ) {
    return {
      ok: false,
      message: `informe três números de minutos (0 a ${String(SANDBOX_STEP_MAX_MINUTES)}) separados por vírgula, p.ex. 2,3,5`,
    };
  }
  const [pago = 0, faturado = 0, enviado = 0] = numbers;
  return { ok: true, schedule: { PAGO: pago, FATURADO: faturado, ENVIADO: enviado } };
}

/** When an order that entered `status` at `enteredAt` is moved on, or null when it never is. */
export function advanceDueAt(
  status: string,
  enteredAt: Date,
  schedule: SandboxSchedule,
): Date | null {
  if (!isAdvancingStatus(status)) return null;
  return new Date(enteredAt.getTime() + schedule[status] * 60_000);
}

export function isAdvanceDue(
  status: string,
  enteredAt: Date,
  now: Date,
  schedule: SandboxSchedule,
): boolean {
  const due = advanceDueAt(status, enteredAt, schedule);
  return due !== null && due.getTime() <= now.getTime();
}

// ---- Reconciliation (nightly): states an order should not stay in for long. ----

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The states reconciliation looks at: PLACING is the placement step (ADR 0014). */
export type WatchedState =
  'PLACING' | 'AGUARDANDO_PAGAMENTO' | 'EM_ANALISE' | 'PAGO' | 'FATURADO' | 'ENVIADO';

/**
 * How long each state may last before it is reported. PLACING settles in seconds (the recovery
 * pass takes it after 5 minutes); a Pix expires after 30 minutes and a boleto after its due date
 * (3 business days) plus one business day, so waiting for payment beyond those plus a margin
 * means the expiry job did not run; the fulfilment states are the time a real warehouse and
 * carrier would take (the sandbox takes minutes). EM_ANALISE (a payment of another amount,
 * refunded: ADR 0047) waits for an operator, so every order in it is listed, every night.
 */
export const STUCK_THRESHOLDS_MS: Readonly<Record<WatchedState, number>> = {
  PLACING: 15 * MINUTE,
  AGUARDANDO_PAGAMENTO: 2 * HOUR,
  EM_ANALISE: 0,
  PAGO: 2 * DAY,
  FATURADO: 3 * DAY,
  ENVIADO: 20 * DAY,
};

/** A boleto waits up to 3 business days + 1 (holidays and a weekend included) and a margin. */
export const BOLETO_WAIT_THRESHOLD_MS = 8 * DAY;

export function stuckThresholdMs(state: WatchedState, paymentType: string | null): number {
  if (state === 'AGUARDANDO_PAGAMENTO' && paymentType === 'BOLETO') return BOLETO_WAIT_THRESHOLD_MS;
  return STUCK_THRESHOLDS_MS[state];
}

export interface WatchedOrder {
  state: WatchedState;
  /** When the order entered the state (its placement, or its last history entry). */
  since: Date;
  paymentType: string | null;
  /** A waiting order's charge expiry (Pix: 30 min; boleto: due date + 1 business day), if known. */
  expiresAt?: Date | null;
}

/** The expiry job runs every minute: a waiting order this long past its expiry was missed. */
export const EXPIRY_MARGIN_MS = 30 * MINUTE;

/**
 * Whether the order has been in its state longer than the threshold at `now`; a waiting order
 * with a known charge expiry is stuck once it is past that expiry and the margin.
 */
export function isStuck(order: WatchedOrder, now: Date): boolean {
  if (order.state === 'EM_ANALISE') return true;
  if (order.state === 'AGUARDANDO_PAGAMENTO' && order.expiresAt) {
    return now.getTime() > order.expiresAt.getTime() + EXPIRY_MARGIN_MS;
  }
  return now.getTime() - order.since.getTime() > stuckThresholdMs(order.state, order.paymentType);
}

/** The report's day (UTC yyyy-mm-dd): one report per day, however often the job runs. */
export function reportDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
