/**
 * The customer-event pipeline (issue #17, ADR 0029; SPEC §7 Tracking). `record` asks the consent
 * ledger what may leave for the subject (`currentConsent`): no sink allowed → nothing is stored;
 * else the event and one pending delivery per allowed sink, in one transaction, and a delivery
 * loop starts right after (never awaited by the request). `deliverPending` (also the
 * `tracking.deliver` job, every minute) claims due deliveries, asks the ledger again — a
 * revocation suppresses what was not sent yet — and sends each once to its sink, retrying a
 * failing sink with backoff until it is dead.
 */
import type { Logger } from 'pino';
import {
  SINK_CATEGORY,
  sinksAllowed,
  trackingPhone,
  type TrackingEvent,
} from '@adega/domain/tracking';
import type { TrackingSink } from '@adega/domain/tracking';
import { afterFailedDelivery, retentionCutoff } from '@adega/domain/tracking-delivery';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
// The ledger's one consent check (ADR 0029), from the consent module's public service.
import type { ConsentSubject } from '@adega/domain/consent/consent';
import { currentConsent } from '../consent/service.ts';
import { claimDue, insertEvents, purgeFinished, settleDelivery, type NewEvent } from './repo.ts';
import type { DeliveryPayload, SinkTransport } from './sinks.ts';

/** How long a delivery loop owns what it claimed (far above a few 5 s sends). */
const DELIVERY_LEASE_MS = 2 * 60_000;
const CLAIM_BATCH = 100;
const LAST_ERROR_MAX = 500;

export interface TrackedEvent {
  event: TrackingEvent;
  properties: Record<string, unknown>;
  occurredAt: Date;
}

export interface RecordInput extends TrackedEvent {
  store: Store;
  customerId: number | null;
  visitorId: string | null;
  origin: 'browser' | 'server';
}

export interface DeliveryReport {
  delivered: number;
  suppressed: number;
  failed: number;
  dead: number;
}

export interface CustomerContact {
  email: string;
  /** As stored ('(11) 98765…', digits…); the payload carries it through `trackingPhone`. */
  phone: string | null;
}

export interface TrackingServiceDeps {
  db: Db;
  now: () => Date;
  logger: Logger;
  sinks: Record<TrackingSink, SinkTransport>;
  /** The customer's e-mail and phone for the payload (customers module), null when gone. */
  contactOf: (customerId: number) => Promise<CustomerContact | null>;
}

export interface TrackingService {
  /** Stores the events of one subject (true: stored; false: the consent allows no sink). */
  record(input: RecordInput): Promise<boolean>;
  recordBatch(
    subject: ConsentSubject & { store: Store; origin: 'browser' | 'server' },
    events: readonly TrackedEvent[],
  ): Promise<number>;
  /** `record` in the background (server-side events): failures are logged, never thrown. */
  emit(input: RecordInput): void;
  /** Resolves when every `emit` so far and the delivery loops it started have finished. */
  idle(): Promise<void>;
  deliverPending(): Promise<DeliveryReport>;
  /** Deletes finished events older than the retention (ADR 0029); answers how many. */
  purge(): Promise<number>;
}

export function createTrackingService(deps: TrackingServiceDeps): TrackingService {
  const { db, now, logger } = deps;
  let running: Promise<DeliveryReport> | null = null;
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    void promise.finally(() => inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  function deliverSoon(): void {
    void track(
      deliverPending().catch((error: unknown) => {
        logger.warn({ err: error }, 'tracking delivery loop failed');
      }),
    );
  }

  async function recordBatch(
    subject: ConsentSubject & { store: Store; origin: 'browser' | 'server' },
    events: readonly TrackedEvent[],
  ): Promise<number> {
    if (events.length === 0) return 0;
    const sinks = sinksAllowed(await currentConsent(db, subject));
    // No sink may receive it: nothing is stored (nothing non-essential with an identifier).
    if (sinks.length === 0) return 0;
    const receivedAt = now();
    const rows: NewEvent[] = events.map((item) => ({
      event: item.event,
      store: subject.store,
      customerId: subject.customerId,
      visitorId: subject.visitorId,
      properties: item.properties,
      origin: subject.origin,
      occurredAt: item.occurredAt,
      receivedAt,
    }));
    const ids = await insertEvents(db, rows, sinks);
    deliverSoon();
    return ids.length;
  }

  async function payloadOf(row: Awaited<ReturnType<typeof claimDue>>[number]) {
    const contact = row.customerId === null ? null : await deps.contactOf(row.customerId);
    const payload: DeliveryPayload = {
      id: row.eventId,
      sink: row.sink,
      event: row.event,
      occurredAt: row.occurredAt.toISOString(),
      store: row.store,
      properties: row.properties,
      customer:
        row.customerId !== null && contact
          ? { id: row.customerId, email: contact.email, phone: trackingPhone(contact.phone) }
          : null,
      visitor: row.visitorId,
    };
    return payload;
  }

  async function deliver(): Promise<DeliveryReport> {
    const report: DeliveryReport = { delivered: 0, suppressed: 0, failed: 0, dead: 0 };
    const at = now();
    const claimed = await claimDue(db, at, new Date(at.getTime() + DELIVERY_LEASE_MS), CLAIM_BATCH);
    for (const row of claimed) {
      const key = { eventId: row.eventId, sink: row.sink };
      // Consent is asked again right before the send: a revocation stops what is still queued.
      const statuses = await currentConsent(db, row);
      if (!statuses[SINK_CATEGORY[row.sink]]) {
        await settleDelivery(db, key, {
          state: 'suppressed',
          attempts: row.attempts,
          nextAttemptAt: null,
        });
        report.suppressed += 1;
        continue;
      }
      const attempts = row.attempts + 1;
      try {
        await deps.sinks[row.sink].send(await payloadOf(row));
        await settleDelivery(db, key, {
          state: 'delivered',
          attempts,
          nextAttemptAt: null,
          lastError: null,
          deliveredAt: now(),
        });
        report.delivered += 1;
      } catch (error) {
        const next = afterFailedDelivery(attempts, now());
        const lastError = String(error).slice(0, LAST_ERROR_MAX);
        await settleDelivery(db, key, { ...next, attempts, lastError });
        if (next.state === 'dead') {
          report.dead += 1;
          logger.warn(
            { eventId: row.eventId, sink: row.sink, attempts, err: lastError },
            'tracking delivery dead (gave up)',
          );
        } else {
          report.failed += 1;
          logger.info(
            { eventId: row.eventId, sink: row.sink, attempts, err: lastError },
            'tracking delivery failed; will retry',
          );
        }
      }
    }
    return report;
  }

  function deliverPending(): Promise<DeliveryReport> {
    // One loop at a time per process; a caller waits for the loops before its own, so what it
    // just stored is in the loop it awaits.
    const next: Promise<DeliveryReport> = (running ?? Promise.resolve(null)).then(deliver, deliver);
    running = next;
    return next;
  }

  async function record(input: RecordInput): Promise<boolean> {
    const { event, properties, occurredAt, ...subject } = input;
    return (await recordBatch(subject, [{ event, properties, occurredAt }])) > 0;
  }

  return {
    record,
    recordBatch,
    emit(input) {
      void track(
        record(input).catch((error: unknown) => {
          logger.warn({ err: error, event: input.event }, 'tracking event not recorded');
          return false;
        }),
      );
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    deliverPending,
    purge: () => purgeFinished(db, retentionCutoff(now())),
  };
}
