/**
 * Tracking seam of search (SPEC §5, §7 "searched"): the product-searched event, emitted by the
 * search page's path only (not by autocomplete) and only for keywords longer than 2 characters.
 * There is no tracking pipeline yet; a real sink (customer_events, forwarders) will implement
 * this interface. Until then the server logs it at debug level; tests use the memory sink.
 */
import type { Logger } from 'pino';
import type { Store } from '@adega/domain/store';

export interface ProductSearchedEvent {
  event: 'product_searched';
  store: Store;
  keyword: string;
  resultCount: number;
  /** ISO date-time from the injected clock. */
  at: string;
}

export interface SearchEvents {
  productSearched(event: ProductSearchedEvent): void;
}

export function loggingSearchEvents(logger: Logger): SearchEvents {
  return {
    productSearched: (event) => logger.debug({ tracking: event }, 'product_searched'),
  };
}

/** Keeps every event in memory, in order (tests). */
export function memorySearchEvents(): SearchEvents & { events: ProductSearchedEvent[] } {
  const events: ProductSearchedEvent[] = [];
  return { events, productSearched: (event) => void events.push(event) };
}
