/**
 * The product-searched event (SPEC §5: only for keywords longer than 2 characters; §7 'searched'),
 * sent by the search results page through the page's `track()` (`{ keyword, total }`).
 */
import { shouldTrackProductSearch } from '@adega/domain/tracking';
import { track } from '../../lib/tracking';

export interface ProductSearchedEvent {
  event: 'product_searched';
  keyword: string;
  total: number;
}

export type TrackingSender = (event: ProductSearchedEvent) => void;

export const pageSender: TrackingSender = ({ event, ...properties }) => track(event, properties);

/** Sends the event when the rule allows it; returns whether it was sent. */
export function trackProductSearch(
  keyword: string,
  total: number,
  send: TrackingSender = pageSender,
): boolean {
  if (!shouldTrackProductSearch(keyword)) return false;
  send({ event: 'product_searched', keyword: keyword.trim(), total });
  return true;
}
