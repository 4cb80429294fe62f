/**
 * Data-layer pushes of the promotion widgets (SPEC §4 "a gift-chosen event is emitted"; DESIGN
 * tracking: `window.dataLayer`). Safe on the server (no window: nothing to do).
 */
export const GIFT_CHOSEN_EVENT = 'gift-chosen';

export interface DataLayerHost {
  dataLayer?: unknown[];
}

export function giftChosenEntry(sku: string) {
  return { event: GIFT_CHOSEN_EVENT, sku };
}

export function pushDataLayer(
  entry: Record<string, unknown>,
  host: DataLayerHost | undefined = typeof window === 'undefined'
    ? undefined
    : (window as unknown as DataLayerHost),
): void {
  if (!host) return;
  host.dataLayer ??= [];
  host.dataLayer.push(entry);
}
