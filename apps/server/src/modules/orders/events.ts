/**
 * Tracking seam of orders (issue #13, SPEC §7 checkout events): 'charged', emitted once when an
 * order's payment is captured. There is no tracking pipeline yet (as with search/events.ts): the
 * server logs it at debug level; tests use the memory sink.
 */
import type { Logger } from 'pino';
import type { CheckoutPaymentType } from '../../contract.ts';
import type { Store } from '@adega/domain/store';

export interface ChargedEvent {
  event: 'charged';
  store: Store;
  orderNumber: string;
  /** Reais (the order total). */
  total: number;
  paymentType: CheckoutPaymentType;
  installments: number;
  /** ISO date-time from the injected clock. */
  at: string;
}

export interface OrderEvents {
  charged(event: ChargedEvent): void;
}

export function loggingOrderEvents(logger: Logger): OrderEvents {
  return { charged: (event) => logger.debug({ tracking: event }, 'charged') };
}

/** Keeps every event in memory, in order (tests). */
export function memoryOrderEvents(): OrderEvents & { events: ChargedEvent[] } {
  const events: ChargedEvent[] = [];
  return { events, charged: (event) => void events.push(event) };
}
