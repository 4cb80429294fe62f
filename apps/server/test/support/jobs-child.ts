/**
 * The child process of `jobs.kill.test.ts`: opens the test's database (PGlite files under
 * KILL_DATA_DIR, or KILL_DATABASE_URL), starts the pg-boss runner with the test's effect job and
 * sends one (key KILL_KEY). `ADEGA_CRASH_AT=job:test.effect` SIGKILLs the process right after the
 * handler committed its effect; exits 1 if that never happens.
 */
import { openDatabase } from '../../src/db/client.ts';
import { defineEffectJob } from './jobs-effect.ts';
import { testRunner, waitFor } from './jobs.ts';

const env = process.env;
const database = await openDatabase(
  env.KILL_DATABASE_URL
    ? { kind: 'postgres', url: env.KILL_DATABASE_URL }
    : { kind: 'pglite', dataDir: env.KILL_DATA_DIR ?? '' },
);
const runner = await testRunner(database);
let ran = false;
defineEffectJob(runner, database.db, () => {
  ran = true;
});
await runner.start();
await runner.send('test.effect', { key: env.KILL_KEY ?? 'kill' });
await waitFor('the handler', () => ran, 30_000).catch(() => undefined);
process.stdout.write('not killed');
process.exit(1);
