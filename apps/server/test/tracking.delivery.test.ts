/**
 * Issue #17 delivery of customer events to sinks without an endpoint (ADR 0029), PGlite or
 * PostgreSQL: one readable NDJSON line per delivery in DATA_DIR/tracking/<sink>.ndjson, never
 * twice under concurrent loops (two service instances on one database); consent asked again
 * at delivery (grant → event → revoke → deliver: suppressed, nothing written; grant again → new
 * events go); the `tracking.deliver` job; the retention purge.
 */
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { HOUSEKEEPING_JOBS } from '../src/jobs/schedule.ts';
import type { ManualJobRunner } from '../src/jobs/runner.ts';
import { insertEvents } from '../src/modules/tracking/repo.ts';
import { createTrackingService } from '../src/modules/tracking/service.ts';
import { fileSink, sinkFile } from '../src/modules/tracking/sinks.ts';
import { TEST_NOW } from './support/app.ts';
import {
  ALL_ACCEPTED,
  ANALYTICS_ONLY,
  beacon,
  consent,
  countEvents,
  ESSENTIAL_ONLY,
  eventsOf,
  newVisitor,
  sinkLines,
  tempDataDir,
  viewed,
} from './support/tracking.ts';
import { useTestApp } from './support/suite.ts';

const dataDir = tempDataDir();
let clock = TEST_NOW.getTime();
const now = () => new Date(clock);

const t = useTestApp({ products: 100, now, env: { DATA_DIR: dataDir } });
afterAll(async () => {
  await t.services.tracking.idle();
});

/** An event stored while its subject allowed both sinks, not yet delivered (no loop started). */
async function queued(visitorId: string, sku: string): Promise<number> {
  const [id] = await insertEvents(
    t.deps.db,
    [
      {
        event: 'product_viewed',
        store: 'WINE',
        customerId: null,
        visitorId,
        properties: { sku },
        origin: 'browser',
        occurredAt: now(),
        receivedAt: now(),
      },
    ],
    ['engagement', 'attribution'],
  );
  return id ?? 0;
}

const linesOf = (id: number) =>
  [...sinkLines(dataDir, 'engagement'), ...sinkLines(dataDir, 'attribution')].filter(
    (line) => line.id === id,
  );

describe('file sinks', () => {
  it('write one readable NDJSON line per delivery, right after the beacon', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    await beacon(t, { events: [viewed('5001')] }, { cookie: v.cookie });
    await t.services.tracking.idle();
    const [row] = await eventsOf(t, v);
    expect(row?.deliveries.map((d) => [d.sink, d.state, d.attempts])).toEqual([
      ['attribution', 'delivered', 1],
      ['engagement', 'delivered', 1],
    ]);
    const expected = {
      id: row?.id,
      event: 'product_viewed',
      occurredAt: TEST_NOW.toISOString(),
      store: 'WINE',
      properties: { sku: '5001', price: 89.9 },
      customer: null,
      visitor: v.visitorId,
    };
    expect(sinkLines(dataDir, 'engagement').filter((l) => l.id === row?.id)).toEqual([
      { ...expected, sink: 'engagement' },
    ]);
    expect(sinkLines(dataDir, 'attribution').filter((l) => l.id === row?.id)).toEqual([
      { ...expected, sink: 'attribution' },
    ]);
  });

  it('never write a delivery twice when loops run at once (two instances)', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await queued(v.visitorId, `c${String(i)}`));
    const instance = () =>
      createTrackingService({
        db: t.deps.db,
        now,
        logger: pino({ level: 'silent' }),
        sinks: {
          engagement: fileSink(sinkFile(dataDir, 'engagement')),
          attribution: fileSink(sinkFile(dataDir, 'attribution')),
        },
        contactOf: () => Promise.resolve(null),
      });
    const [a, b] = [instance(), instance()];
    const reports = await Promise.all([
      a.deliverPending(),
      b.deliverPending(),
      t.services.tracking.deliverPending(),
      b.deliverPending(),
    ]);
    expect(reports.reduce((sum, r) => sum + r.delivered, 0)).toBe(24);
    for (const id of ids)
      expect(
        linesOf(id)
          .map((l) => l.sink)
          .sort(),
      ).toEqual(['attribution', 'engagement']);
  });
});

describe('consent at delivery', () => {
  it('grant → event → revoke → deliver: suppressed, nothing written; grant again → new events go', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const id = await queued(v.visitorId, 'revogado');
    await consent(t, v, ESSENTIAL_ONLY);
    const report = await t.services.tracking.deliverPending();
    expect(report).toMatchObject({ delivered: 0, suppressed: 2 });
    const [row] = await eventsOf(t, v);
    expect(row?.deliveries.map((d) => [d.sink, d.state, d.attempts])).toEqual([
      ['attribution', 'suppressed', 0],
      ['engagement', 'suppressed', 0],
    ]);
    expect(linesOf(id)).toEqual([]);
    // While revoked, nothing new is even stored.
    await beacon(t, { events: [viewed('x')] }, { cookie: v.cookie });
    expect(await eventsOf(t, v)).toHaveLength(1);

    // Granted again (Analytics only): new events reach the engagement sink; the old stays unsent.
    await consent(t, v, ANALYTICS_ONLY);
    await beacon(t, { events: [viewed('de-novo')] }, { cookie: v.cookie });
    await t.services.tracking.idle();
    const rows = await eventsOf(t, v);
    expect(rows).toHaveLength(2);
    const newer = rows[1];
    expect(newer?.deliveries.map((d) => [d.sink, d.state])).toEqual([['engagement', 'delivered']]);
    expect(linesOf(newer?.id ?? 0).map((l) => [l.sink, l.properties])).toEqual([
      ['engagement', { sku: 'de-novo', price: 89.9 }],
    ]);
    expect(linesOf(id)).toEqual([]);
  });

  it('a revocation of one category stops only its sink', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const id = await queued(v.visitorId, 'parcial');
    await consent(t, v, ANALYTICS_ONLY);
    await t.services.tracking.deliverPending();
    const [row] = await eventsOf(t, v);
    expect(row?.deliveries.map((d) => [d.sink, d.state])).toEqual([
      ['attribution', 'suppressed'],
      ['engagement', 'delivered'],
    ]);
    expect(linesOf(id).map((l) => l.sink)).toEqual(['engagement']);
  });
});

describe('jobs', () => {
  it('tracking.deliver sends what is pending', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const id = await queued(v.visitorId, 'job');
    await (t.services.jobs as ManualJobRunner).runCron(HOUSEKEEPING_JOBS.trackingDeliver);
    expect(linesOf(id)).toHaveLength(2);
  });

  it('maintenance.purge deletes finished events after 30 days, never pending ones', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    await beacon(t, { events: [viewed('velho')] }, { cookie: v.cookie });
    await t.services.tracking.idle();
    const stillPending = await queued(v.visitorId, 'pendente');
    const total = await countEvents(t);
    clock += 29 * 24 * 3_600_000;
    await (t.services.jobs as ManualJobRunner).runCron(HOUSEKEEPING_JOBS.purge);
    expect(await countEvents(t)).toBe(total);
    clock += 2 * 24 * 3_600_000;
    await (t.services.jobs as ManualJobRunner).runCron(HOUSEKEEPING_JOBS.purge);
    const left = await eventsOf(t, {});
    expect(left.map((row) => row.id)).toEqual([stillPending]);
  });
});
