/**
 * The store's housekeeping jobs (issue #14), defined on the services' public exports when the
 * services are created (app.ts), so the running server (pg-boss) and the tests (manual runner)
 * have the same jobs. Each is idempotent: running it twice, or after a crash, does no harm.
 *
 * - `mail.deliver`, every minute: e-mail not yet delivered (the delivery right after each
 *   enqueue stays; this catches failures, with the mailer's 1, 2, 4, 8-minute backoff).
 * - `maintenance.purge`, hourly: spent idempotency keys, expired sessions, customer events
 *   past their retention (ADR 0029) and page invalidations older than a day (ADR 0035).
 * - `tracking.deliver`, every minute: customer-event deliveries not yet sent (the loop right
 *   after each recorded event stays; this catches failures, with the pipeline's backoff).
 * - `orders.recover-placements`, every minute: placements stuck in PLACING for STUCK_PLACEMENT_MS
 *   are completed or undone (the boot's own pass handles a killed process at once).
 *
 * It names the services it runs by their own modules' types, not by `AppServices`: services.ts
 * calls it, so importing services.ts back would be a cycle.
 */
import type { InvalidationLog } from '../cache/invalidations.ts';
import type { SessionStore } from '../modules/auth/sessions.ts';
import type { CartService } from '../modules/cart/service.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { OrdersService } from '../modules/orders/service.ts';
import type { TrackingService } from '../modules/tracking/service.ts';
import { defineSweep, type JobRunner } from './runner.ts';

/** A placement still PLACING after this long is stuck (a live one settles in seconds). */
export const STUCK_PLACEMENT_MS = 5 * 60_000;

export const HOUSEKEEPING_JOBS = {
  mailDeliver: 'mail.deliver',
  purge: 'maintenance.purge',
  recoverPlacements: 'orders.recover-placements',
  trackingDeliver: 'tracking.deliver',
} as const;

interface Housekeeping {
  mailer: Pick<Mailer, 'deliverPending'>;
  cart: Pick<CartService, 'purgeExpiredKeys'>;
  sessions: Pick<SessionStore, 'purgeExpired'>;
  orders: Pick<OrdersService, 'recover'>;
  tracking: Pick<TrackingService, 'purge' | 'deliverPending'>;
  invalidations: Pick<InvalidationLog, 'purge'>;
}

export function defineHousekeepingJobs(jobs: JobRunner, services: Housekeeping): void {
  /** A delivery loop of pending rows: every minute, not retried (the next minute is). */
  const deliveryLoop = (name: string, deliverPending: () => Promise<unknown>) => {
    defineSweep(jobs, {
      name,
      cron: '* * * * *',
      retryLimit: 0,
      expireInSeconds: 120,
      pass: deliverPending,
    });
  };
  deliveryLoop(HOUSEKEEPING_JOBS.mailDeliver, () => services.mailer.deliverPending());
  jobs.define({
    name: HOUSEKEEPING_JOBS.purge,
    cron: '17 * * * *',
    retryLimit: 1,
    handler: async () => {
      await services.cart.purgeExpiredKeys();
      await services.sessions.purgeExpired();
      await services.tracking.purge();
      await services.invalidations.purge();
    },
  });
  deliveryLoop(HOUSEKEEPING_JOBS.trackingDeliver, () => services.tracking.deliverPending());
  defineSweep(jobs, {
    name: HOUSEKEEPING_JOBS.recoverPlacements,
    cron: '* * * * *',
    retryLimit: 0,
    pass: () => services.orders.recover(STUCK_PLACEMENT_MS),
  });
}
