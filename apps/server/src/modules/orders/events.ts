/**
 * Tracking seam of orders (issue #13, SPEC §7 checkout events): 'charged', emitted once when an
 * order's payment is captured. By default it goes through the customer-event pipeline (issue #17,
 * ADR 0029: stored and forwarded only while the customer's consent allows); tests may use the
 * memory sink.
 */
import type { CheckoutPaymentType } from '../../contract.ts';
import type { Store } from '@adega/domain/store';
import type { TrackingService } from '../tracking/service.ts';

export interface ChargedEvent {
  event: 'charged';
  store: Store;
  /** The order's customer: the subject of the event (their consent decides what leaves). */
  customerId: number;
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

/** 'charged' into the tracking pipeline (origin 'server'; never awaited by the payment). */
export function pipelineOrderEvents(tracking: Pick<TrackingService, 'emit'>): OrderEvents {
  return {
    charged: ({ event, store, customerId, at, ...properties }) =>
      tracking.emit({
        event,
        store,
        customerId,
        visitorId: null,
        properties,
        occurredAt: new Date(at),
        origin: 'server',
      }),
  };
}

/** Keeps every event in memory, in order (tests). */
export function memoryOrderEvents(): OrderEvents & { events: ChargedEvent[] } {
  const events: ChargedEvent[] = [];
  return { events, charged: (event) => void events.push(event) };
}
