/**
 * The SQL of the tracking pipeline (issue #17, ADR 0029): events with their deliveries, the claim
 * of due deliveries (a lease, `FOR UPDATE SKIP LOCKED`, so concurrent loops never share one), the
 * outcome of each attempt and the retention purge.
 */
import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { TrackingSink } from '@adega/domain/tracking';
import { queryRows, type Db } from '../../db/client.ts';
import { customerEvents, eventDeliveries } from '../../db/schema.ts';

export type DeliveryState = 'pending' | 'delivered' | 'suppressed' | 'dead';

export interface NewEvent {
  event: string;
  store: string;
  customerId: number | null;
  visitorId: string | null;
  properties: Record<string, unknown>;
  origin: 'browser' | 'server';
  occurredAt: Date;
  receivedAt: Date;
}

/** The events, each with one pending delivery per sink, in one transaction. */
export async function insertEvents(
  db: Db,
  events: readonly NewEvent[],
  sinks: readonly TrackingSink[],
): Promise<number[]> {
  if (events.length === 0 || sinks.length === 0) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(customerEvents)
      .values([...events])
      .returning({ id: customerEvents.id });
    const ids = rows.map((row) => row.id);
    await tx
      .insert(eventDeliveries)
      .values(ids.flatMap((eventId) => sinks.map((sink) => ({ eventId, sink }))));
    return ids;
  });
}

export interface ClaimedDelivery {
  eventId: number;
  sink: TrackingSink;
  attempts: number;
  event: string;
  store: string;
  customerId: number | null;
  visitorId: string | null;
  properties: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Claims up to `limit` due pending deliveries until `leaseUntil` (another loop skips them; a loop
 * killed while sending leaves them to be retried when the lease ends) and returns them with their
 * events, oldest first.
 */
export async function claimDue(
  db: Db,
  at: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const claimed = await queryRows<{ event_id: number | string; sink: string; attempts: number }>(
    db,
    sql`with due as (
          select event_id, sink from event_deliveries
           where state = 'pending'
             and (next_attempt_at is null or next_attempt_at <= ${at.toISOString()})
           order by event_id, sink
           limit ${limit}
           for update skip locked)
        update event_deliveries d set next_attempt_at = ${leaseUntil.toISOString()}
          from due where d.event_id = due.event_id and d.sink = due.sink
        returning d.event_id, d.sink, d.attempts`,
  );
  if (claimed.length === 0) return [];
  const ids = [...new Set(claimed.map((row) => Number(row.event_id)))];
  const events = await db.select().from(customerEvents).where(inArray(customerEvents.id, ids));
  const byId = new Map(events.map((event) => [event.id, event]));
  return claimed
    .flatMap((row) => {
      const event = byId.get(Number(row.event_id));
      if (!event) return [];
      return [
        {
          eventId: event.id,
          sink: row.sink as TrackingSink,
          attempts: row.attempts,
          event: event.event,
          store: event.store,
          customerId: event.customerId,
          visitorId: event.visitorId,
          properties: event.properties,
          occurredAt: event.occurredAt,
        },
      ];
    })
    .sort((a, b) => a.eventId - b.eventId || a.sink.localeCompare(b.sink));
}

/** Records one attempt's outcome (or a suppression) of a claimed delivery. */
export async function settleDelivery(
  db: Db,
  key: { eventId: number; sink: TrackingSink },
  outcome: {
    state: DeliveryState;
    attempts: number;
    nextAttemptAt: Date | null;
    lastError?: string | null;
    deliveredAt?: Date | null;
  },
): Promise<void> {
  await db
    .update(eventDeliveries)
    .set({
      state: outcome.state,
      attempts: outcome.attempts,
      nextAttemptAt: outcome.nextAttemptAt,
      ...(outcome.lastError !== undefined ? { lastError: outcome.lastError } : {}),
      ...(outcome.deliveredAt !== undefined ? { deliveredAt: outcome.deliveredAt } : {}),
    })
    .where(
      and(
        eq(eventDeliveries.eventId, key.eventId),
        eq(eventDeliveries.sink, key.sink),
        eq(eventDeliveries.state, 'pending'),
      ),
    );
}

/** Deletes events received before `cutoff` whose deliveries are all finished (none pending). */
export async function purgeFinished(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(customerEvents)
    .where(
      and(
        lt(customerEvents.receivedAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventDeliveries)
            .where(
              and(
                eq(eventDeliveries.eventId, customerEvents.id),
                eq(eventDeliveries.state, 'pending'),
              ),
            ),
        ),
      ),
    )
    .returning({ id: customerEvents.id });
  return deleted.length;
}
