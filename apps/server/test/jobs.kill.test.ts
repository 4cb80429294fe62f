/**
 * Issue #14: jobs survive restarts and a killed process, and their effect happens once.
 * - Restart: a job is sent, the runner stops (on PGlite the database closes and is reopened from
 *   its data directory), a new runner starts → the job runs once.
 * - SIGKILL: a child process runs a job whose handler commits its effect, then dies before the
 *   job is marked completed (`ADEGA_CRASH_AT=job:test.effect`). After a restart the job runs
 *   again — at once on PGlite (orphans of the one process are retried at start), after its expiry
 *   on PostgreSQL — and the effect, made idempotent the way real handlers are, exists once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { createTestDatabase } from './support/database.ts';
import { createEffectTables, defineEffectJob, effectsOf } from './support/jobs-effect.ts';
import { databaseUrlOf, jobStates, testRunner, waitFor } from './support/jobs.ts';
import { runChildScript } from './support/kill-target.ts';
import { openPgliteFromTemplate } from './support/template.ts';

const here = dirname(fileURLToPath(import.meta.url));
const pgUrl = process.env.DATABASE_URL?.trim();
const ROUNDS = Number(process.env.KILL_ROUNDS ?? 2);

let dataDir = '';
let pg: { database: Database; url: string; drop: () => Promise<void> } | null = null;

/** The database as a (re)started server opens it. */
async function open(): Promise<Database> {
  if (pg) return pg.database;
  return openDatabase({ kind: 'pglite', dataDir });
}
async function close(database: Database): Promise<void> {
  if (!pg) await database.close();
}

beforeAll(async () => {
  if (pgUrl) {
    const created = await createTestDatabase();
    await createEffectTables(created.database.db);
    const url = (await databaseUrlOf(created.database)) ?? '';
    pg = { database: created.database, url, drop: created.drop };
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'adega-jobs-'));
    const database = await openPgliteFromTemplate('m', dataDir);
    await createEffectTables(database.db);
    await database.close();
  }
}, 120_000);
afterAll(async () => {
  await pg?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function runChild(key: string) {
  return runChildScript(join(here, 'support/jobs-child.ts'), {
    ADEGA_CRASH_AT: 'job:test.effect',
    KILL_DATA_DIR: dataDir,
    KILL_DATABASE_URL: pg?.url ?? '',
    KILL_KEY: key,
  });
}

describe('jobs across restarts', () => {
  it('a job sent before a restart runs once after it', async () => {
    let database = await open();
    let runner = await testRunner(database);
    defineEffectJob(runner, database.db);
    await runner.start();
    await runner.send(
      'test.effect',
      { key: 'restart' },
      { startAfter: new Date(Date.now() + 3000) },
    );
    await runner.stop({ graceful: true });
    expect(await effectsOf(database.db, 'restart')).toEqual({ runs: [], effects: [] });
    await close(database);

    database = await open();
    runner = await testRunner(database);
    defineEffectJob(runner, database.db);
    await runner.start();
    try {
      await waitFor(
        'the job after the restart',
        async () => (await jobStates(database.db, 'test.effect', 'restart')).join() === 'completed',
      );
      expect(await effectsOf(database.db, 'restart')).toEqual({ runs: [1], effects: [1] });
    } finally {
      await runner.stop({ graceful: true });
      await close(database);
    }
  });

  for (let round = 1; round <= ROUNDS; round += 1) {
    it(`SIGKILL right after the handler's effect (round ${String(round)}): retried, effect once`, async () => {
      const key = `kill-${String(round)}`;
      const child = await runChild(key);
      expect(child.signal, child.out).toBe('SIGKILL');

      const database = await open();
      expect(await effectsOf(database.db, key)).toEqual({ runs: [1], effects: [1] });
      const runner = await testRunner(database);
      defineEffectJob(runner, database.db);
      await runner.start();
      try {
        if (!pg) expect(runner.orphansRetried).toBe(1);
        await waitFor(
          'the retry',
          async () => (await jobStates(database.db, 'test.effect', key)).join() === 'completed',
        );
        expect(await effectsOf(database.db, key)).toEqual({ runs: [1, 2], effects: [1] });
      } finally {
        await runner.stop({ graceful: true });
        await close(database);
      }
    });
  }
});
