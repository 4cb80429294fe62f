/**
 * The page's consent bus (issue #17, ADR 0030): when the visitor's cookie choice changes, the
 * consent feature dispatches this DOM event on `window` with the new statuses as `detail`
 * (`ConsentStatuses`), so the tracking client can start or stop its sinks at once.
 */
export const CONSENT_CHANGED_EVENT = 'adega:consent-changed';
