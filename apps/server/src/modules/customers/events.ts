/**
 * The account events (SPEC §7 Tracking: login, logout, password-reset-sent, sign-up started and
 * completed) into the customer-event pipeline (issue #17, ADR 0029), with the browser's visitor id
 * beside the customer; the pipeline stores and forwards them only while consent allows.
 */
import type { TrackingService } from '../tracking/service.ts';
import type { TrackAccountEvent } from './accounts-deps.ts';

export function pipelineAccountEvents(
  tracking: Pick<TrackingService, 'emit'>,
  now: () => Date,
): TrackAccountEvent {
  return ({ event, customerId, caller, properties }) =>
    tracking.emit({
      event,
      store: caller.store,
      customerId,
      visitorId: caller.visitorId ?? null,
      properties: properties ?? {},
      occurredAt: now(),
      origin: 'server',
    });
}
