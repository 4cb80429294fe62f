/**
 * Issue #14: the pg-boss runner (ADR 0018) on the test database — PGlite in memory, or a fresh
 * PostgreSQL database with DATABASE_URL. Real time with short polling; every wait is on a
 * condition with a deadline.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '../src/jobs/runner.ts';
import type { PgBossJobRunner } from '../src/jobs/pg-boss.ts';
import { createTestDatabase, type TestDatabase } from './support/database.ts';
import { jobStates, testRunner, waitFor } from './support/jobs.ts';

interface Run {
  data: { n?: number };
  context: JobContext;
  at: number;
}

let test: TestDatabase;
let runner: PgBossJobRunner;
const runs = new Map<string, Run[]>();

function record(name: string) {
  return (data: object, context: JobContext) => {
    const list = runs.get(name) ?? [];
    list.push({ data, context, at: Date.now() });
    runs.set(name, list);
  };
}
const runsOf = (name: string) => runs.get(name) ?? [];
let releaseSlow = () => undefined as void;
const slowRelease = new Promise<void>((resolve) => (releaseSlow = resolve));

beforeAll(async () => {
  test = await createTestDatabase();
  runner = await testRunner(test.database);
  for (const name of ['test.now', 'test.later', 'test.single', 'test.early', 'test.in-tx']) {
    runner.define({
      name,
      handler: (data, context) => Promise.resolve(record(name)(data, context)),
    });
  }
  // Jobs that fail with `message` while `failsAt(attempt)`, retried at once up to `retryLimit`.
  const failing = (
    name: string,
    retryLimit: number,
    message: string,
    failsAt: (attempt: number) => boolean,
  ) =>
    runner.define({
      name,
      retryLimit,
      retryDelaySeconds: 0,
      handler: (data, context) => {
        record(name)(data, context);
        return failsAt(context.attempt) ? Promise.reject(new Error(message)) : Promise.resolve();
      },
    });
  failing('test.flaky', 2, 'falhou', (attempt) => attempt < 3);
  failing('test.broken', 1, 'sempre falha', () => true);
  runner.define({
    name: 'test.slow',
    handler: async (data, context) => {
      record('test.slow')(data, context);
      await slowRelease;
    },
  });
  runner.define({
    name: 'test.cron',
    cron: '* * * * *',
    handler: (data, context) => Promise.resolve(record('test.cron')(data, context)),
  });
  // Sent before start (as the boot's recovery pass may): queued, sent at start.
  await runner.send('test.early', { n: 0 });
  await runner.start();
});
afterAll(async () => {
  await runner.stop({ graceful: true });
  await test.drop();
});

describe('the pg-boss job runner', () => {
  it('runs a sent job with its data, its id, attempt 1 and the clock', async () => {
    const before = Date.now();
    await runner.send('test.now', { n: 7 });
    await waitFor('the job', () => runsOf('test.now').length === 1);
    const [run] = runsOf('test.now');
    expect(run?.data).toEqual({ n: 7 });
    expect(run?.context.attempt).toBe(1);
    expect(run?.context.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(run?.context.now.getTime()).toBeGreaterThanOrEqual(before);
    await waitFor('completed', async () =>
      (await jobStates(test.database.db, 'test.now')).every((state) => state === 'completed'),
    );
  });

  it('sends at start a job sent before start', async () => {
    await waitFor('the early job', () => runsOf('test.early').length === 1);
  });

  it('a send inside an open transaction does not deadlock (PGlite: one connection)', async () => {
    await test.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await runner.send('test.in-tx', { n: 5 });
    });
    await waitFor('the job sent in a transaction', () => runsOf('test.in-tx').length === 1);
  });

  it('runs a startAfter job only once it is due', async () => {
    const due = new Date(Date.now() + 1500);
    await runner.send('test.later', { n: 1 }, { startAfter: due });
    await waitFor('the due job', () => runsOf('test.later').length === 1);
    expect(runsOf('test.later')[0]?.at).toBeGreaterThanOrEqual(due.getTime());
  });

  it('retries a failing job per its policy, then completes it', async () => {
    await runner.send('test.flaky', {});
    await waitFor('three attempts', () => runsOf('test.flaky').length === 3);
    expect(runsOf('test.flaky').map((run) => run.context.attempt)).toEqual([1, 2, 3]);
    expect(new Set(runsOf('test.flaky').map((run) => run.context.id)).size).toBe(1);
    await waitFor(
      'completed',
      async () => (await jobStates(test.database.db, 'test.flaky')).join() === 'completed',
    );
  });

  it('gives up after the retry limit: the job is failed', async () => {
    await runner.send('test.broken', {});
    await waitFor(
      'failed',
      async () => (await jobStates(test.database.db, 'test.broken')).join() === 'failed',
    );
    expect(runsOf('test.broken').map((run) => run.context.attempt)).toEqual([1, 2]);
  });

  it('adds a job with a singletonKey once while one is queued', async () => {
    const due = new Date(Date.now() + 1000);
    await runner.send('test.single', { n: 1 }, { singletonKey: 'order:1', startAfter: due });
    await runner.send('test.single', { n: 2 }, { singletonKey: 'order:1', startAfter: due });
    await runner.send('test.single', { n: 3 }, { singletonKey: 'order:2', startAfter: due });
    await waitFor('two jobs', () => runsOf('test.single').length === 2);
    expect(
      runsOf('test.single')
        .map((run) => run.data.n)
        .sort(),
    ).toEqual([1, 3]);
    // Once the queued one ran, the key is free again.
    await runner.send('test.single', { n: 4 }, { singletonKey: 'order:1' });
    await waitFor('the third', () => runsOf('test.single').length === 3);
    expect(await jobStates(test.database.db, 'test.single')).toHaveLength(3);
  });

  it('runs a cron job on its schedule (UTC), with data {}', async () => {
    await waitFor('the cron job', () => runsOf('test.cron').length >= 1);
    expect(runsOf('test.cron')[0]?.data).toEqual({});
  });

  it('refuses an unknown job and a definition after start', async () => {
    await expect(runner.send('test.unknown', {})).rejects.toThrow(/not defined/);
    expect(() => runner.define({ name: 'test.late', handler: () => Promise.resolve() })).toThrow(
      /after start/,
    );
  });

  // Last: it stops the runner.
  it('stops gracefully: a running handler finishes and its job completes', async () => {
    await runner.send('test.slow', {});
    await waitFor('the slow job', () => runsOf('test.slow').length === 1);
    let stopped = false;
    const stopping = runner.stop({ graceful: true }).then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    releaseSlow();
    await stopping;
    expect(await jobStates(test.database.db, 'test.slow')).toEqual(['completed']);
    await expect(runner.send('test.now', {})).rejects.toThrow(/stopped/);
  });
});
