/**
 * Customer events from API tests (issue #17): visitors (a cookie token and its id), consent rows
 * written straight into the ledger, beacons to `POST /api/v1/events`, and the stored rows.
 */
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { ALL_ACCEPTED, ESSENTIAL_ONLY, consentStatuses } from '@adega/domain/consent/consent';
import { customerEvents, eventDeliveries } from '../../src/db/schema.ts';
import { digest, newToken } from '../../src/modules/auth/tokens.ts';
import { appendConsent } from '../../src/modules/consent/repo.ts';
import type { TestApp } from './app.ts';
import { freshIp } from './auth.ts';

/** A fresh DATA_DIR for the file sinks. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'adega-tracking-'));
}

export interface Visitor {
  token: string;
  visitorId: string;
  cookie: string;
}

export function newVisitor(): Visitor {
  const token = newToken();
  return { token, visitorId: digest(token), cookie: `adega_visitante=${token}` };
}

export const ANALYTICS_ONLY = consentStatuses({ Analytics: true });
export const MARKETING_ONLY = consentStatuses({ Marketing: true });
export { ALL_ACCEPTED, ESSENTIAL_ONLY };

let tick = 0;

/** One ledger row for the subject (each a millisecond after the previous: newest wins). */
export async function consent(
  t: TestApp,
  subject: { customerId?: number | null; visitorId?: string | null },
  statuses: typeof ALL_ACCEPTED,
): Promise<void> {
  tick += 1;
  await appendConsent(
    t.deps.db,
    { customerId: subject.customerId ?? null, visitorId: subject.visitorId ?? null },
    statuses,
    'dialog',
    new Date(Date.UTC(2026, 0, 1) + tick),
  );
}

/** A beacon: text/plain like `navigator.sendBeacon(url, string)`. */
export function beacon(
  t: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
  ip = freshIp(),
): Promise<Response> {
  return Promise.resolve(
    t.request('/api/v1/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export function viewed(sku = '1000', at?: string) {
  return { event: 'product_viewed', properties: { sku, price: 89.9 }, ...(at ? { at } : {}) };
}

/** The events (with their deliveries) of a subject, oldest first. */
export async function eventsOf(
  t: TestApp,
  subject: { customerId?: number | null; visitorId?: string | null },
) {
  const where: SQL[] = [];
  if (subject.customerId !== undefined)
    where.push(
      subject.customerId === null
        ? isNull(customerEvents.customerId)
        : eq(customerEvents.customerId, subject.customerId),
    );
  if (subject.visitorId !== undefined)
    where.push(
      subject.visitorId === null
        ? isNull(customerEvents.visitorId)
        : eq(customerEvents.visitorId, subject.visitorId),
    );
  const events = await t.deps.db
    .select()
    .from(customerEvents)
    .where(and(...where))
    .orderBy(customerEvents.id);
  const deliveries = await t.deps.db.select().from(eventDeliveries);
  return events.map((event) => ({
    ...event,
    deliveries: deliveries
      .filter((d) => d.eventId === event.id)
      .sort((a, b) => a.sink.localeCompare(b.sink)),
  }));
}

export async function countEvents(t: TestApp): Promise<number> {
  return (await t.deps.db.select({ id: customerEvents.id }).from(customerEvents)).length;
}

/** The NDJSON lines of a file sink (none when the file does not exist). */
export function sinkLines(dataDir: string, sink: 'engagement' | 'attribution') {
  const path = join(dataDir, 'tracking', `${sink}.ndjson`);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown> & { id: number; event: string });
}
