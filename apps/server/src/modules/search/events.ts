/**
 * Tracking seam of search (SPEC §5, §7 "searched"): the product-searched event, emitted by the
 * search page's path only (not by autocomplete) and only for keywords longer than 2 characters.
 * By default it goes through the customer-event pipeline (issue #17, ADR 0029), with the
 * searcher (signed-in customer, else visitor) the page passes along; tests may use the memory sink.
 */
import type { Store } from '@adega/domain/store';
import type { TrackingService, TrackingSubject } from '../tracking/service.ts';

export interface ProductSearchedEvent {
  event: 'product_searched';
  store: Store;
  keyword: string;
  resultCount: number;
  /** ISO date-time from the injected clock. */
  at: string;
  /** Who searched (absent: unknown, e.g. a direct service call; nothing is then stored). */
  subject?: TrackingSubject;
}

export interface SearchEvents {
  productSearched(event: ProductSearchedEvent): void;
}

/** product_searched into the tracking pipeline (origin 'server'; never awaited by the page). */
export function pipelineSearchEvents(tracking: Pick<TrackingService, 'emit'>): SearchEvents {
  return {
    productSearched: ({ event, store, keyword, resultCount, at, subject }) => {
      if (!subject) return;
      tracking.emit({
        event,
        store,
        customerId: subject.customerId,
        visitorId: subject.visitorId,
        properties: { keyword, resultCount },
        occurredAt: new Date(at),
        origin: 'server',
      });
    },
  };
}

/** Keeps every event in memory, in order (tests). */
export function memorySearchEvents(): SearchEvents & { events: ProductSearchedEvent[] } {
  const events: ProductSearchedEvent[] = [];
  return { events, productSearched: (event) => void events.push(event) };
}
