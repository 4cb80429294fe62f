/**
 * The product-searched tracking seam (SPEC §5: only for keywords longer than 2 characters; §7
 * 'searched'). The tracking services of SPEC §7 do not exist yet: until they do, the event is
 * dispatched on `window` as `adega:tracking` (detail `{ event, keyword, total }`), where the
 * tracking integration will listen, and tests can observe it.
 */
import { shouldTrackProductSearch } from '@adega/domain/tracking';
import { TRACKING_DOM_EVENT } from '../../lib/tracking';

export { TRACKING_DOM_EVENT };

export interface ProductSearchedEvent {
  event: 'product_searched';
  keyword: string;
  total: number;
}

export type TrackingSender = (event: ProductSearchedEvent) => void;

export const domEventSender: TrackingSender = (detail) => {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(TRACKING_DOM_EVENT, { detail }));
};

/** Sends the event when the rule allows it; returns whether it was sent. */
export function trackProductSearch(
  keyword: string,
  total: number,
  send: TrackingSender = domEventSender,
): boolean {
  if (!shouldTrackProductSearch(keyword)) return false;
  send({ event: 'product_searched', keyword: keyword.trim(), total });
  return true;
}
