/**
 * Customer events and their deliveries to the two sinks (issue #17, ADR 0029; SPEC §7 Tracking).
 * An event is stored only while its subject's consent lets it reach at least one sink, with one
 * delivery per sink allowed at that moment; the deliveries are forwarded by the `tracking.deliver`
 * job (consent is checked again before each send).
 */
import {
  bigserial,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { tz } from './columns.ts';
import { customers } from './customers.ts';

export const customerEvents = pgTable(
  'customer_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A TrackingEvent name (`@adega/domain/tracking`). */
    event: text('event').notNull(),
    store: text('store').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the visitor cookie's token (http/visitor.ts); never the token. */
    visitorId: text('visitor_id'),
    /** Flat, non-sensitive properties (no password, card or CPF). */
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    /** 'browser' (POST /api/v1/events) or 'server'. */
    origin: text('origin').notNull(),
    occurredAt: tz('occurred_at').notNull(),
    receivedAt: tz('received_at').notNull(),
  },
  (t) => [index('customer_events_received').on(t.receivedAt)],
);

export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => customerEvents.id, { onDelete: 'cascade' }),
    /** TrackingSink: 'engagement' | 'attribution'. */
    sink: text('sink').notNull(),
    /** pending → delivered | suppressed (consent withdrawn before the send) | dead (gave up). */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not tried before this time (backoff, or a delivery loop's lease); null: now. */
    nextAttemptAt: tz('next_attempt_at'),
    lastError: text('last_error'),
    deliveredAt: tz('delivered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.sink] }),
    index('event_deliveries_due').on(t.state, t.nextAttemptAt),
  ],
);
