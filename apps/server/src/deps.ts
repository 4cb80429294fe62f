/** What every module's routes and services receive: built once at boot, passed down explicitly. */
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { MailTransport } from './modules/mail/mailer.ts';
import type { OrderEvents } from './modules/orders/events.ts';
import type { WebhookDelivery } from './modules/payments/routes.ts';
import type { SearchEvents } from './modules/search/events.ts';
import type { FetchLike } from './modules/tracking/sinks.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  logger: Logger;
  /** Injected clock, so rules that depend on time are testable without the wall clock. */
  now: () => Date;
  /** Sink of the product-searched tracking event (default: the tracking pipeline). */
  searchEvents?: SearchEvents;
  /** Sink of the orders' tracking events ('charged'; default: the tracking pipeline). */
  orderEvents?: OrderEvents;
  /** Where e-mail goes (default: SMTP_URL, else .eml files under DATA_DIR/outbox). */
  mailTransport?: MailTransport;
  /**
   * Background jobs (issue #14): main.ts passes the database-backed runner; without one (tests)
   * a manual runner is used, run by the test (`services.jobs`).
   */
  jobs?: JobRunner;
  /** How the sandbox gateway delivers its webhooks (default: fetch to PAYMENTS_WEBHOOK_URL). */
  webhookDelivery?: WebhookDelivery;
  /** How the tracking sinks' HTTP endpoints are called (default: fetch; tests inject a fake). */
  trackingFetch?: FetchLike;
  /** How error reports reach ERROR_REPORT_URL (default: fetch); tests pass a fake. */
  errorReportFetch?: typeof fetch;
  /**
   * Page renders keep sessions in memory (ADR 0040). Only where the database's changes are
   * watched (main.ts, tests with the storefront): nothing else would tell it. Default false.
   */
  sessionMemory?: boolean;
}
