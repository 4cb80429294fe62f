/**
 * The winelists module's public service (issue #16, ADR 0027): Winelists, favourites, the share
 * link and product alerts, with the hourly alert job defined on the job runner.
 */
import { defineSweep } from '../../jobs/runner.ts';
import type { MailingDeps } from '../mail/mailer.ts';
import { createAlerts, PRODUCT_ALERTS_JOB, type Alerts } from './alerts.ts';
import { createLists, type Lists } from './lists.ts';

export { PRODUCT_ALERTS_JOB } from './alerts.ts';

export type WinelistsDeps = MailingDeps;

export interface WinelistsService {
  lists: Lists;
  alerts: Alerts;
}

export function createWinelistsService(deps: WinelistsDeps): WinelistsService {
  const lists = createLists({ db: deps.db, now: deps.now, publicUrl: deps.publicUrl });
  const alerts = createAlerts({
    db: deps.db,
    now: deps.now,
    mailer: deps.mailer,
    publicUrl: () => deps.publicUrl('WINE'),
    onMailQueued: deps.onMailQueued,
  });
  defineSweep(deps.jobs, {
    name: PRODUCT_ALERTS_JOB,
    // Hourly; a missed run is caught up by the next (the state is read, not the events).
    cron: '17 * * * *',
    retryLimit: 3,
    pass: () => alerts.run(),
  });
  return { lists, alerts };
}
