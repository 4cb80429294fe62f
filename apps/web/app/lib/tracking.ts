/**
 * The page's customer-event bus (SPEC §7 Tracking): features dispatch their events as DOM events
 * of this name on `window`; the tracking adapters listen to it.
 */
export const TRACKING_DOM_EVENT = 'adega:tracking';
