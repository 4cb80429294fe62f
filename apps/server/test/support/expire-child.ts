/**
 * The child process of `payments.kill.test.ts`: opens the test's database (PGlite files under
 * KILL_DATA_DIR, or KILL_DATABASE_URL), builds the services as the server does with the clock
 * 31 minutes ahead, and runs the `orders.expire` job of KILL_ORDER_ID (as a runner delivers it)
 * with `ADEGA_CRASH_AT=job:orders.expire`: the process SIGKILLs itself right after the effect.
 */
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createServices } from '../../src/app.ts';
import { manualJobRunner } from '../../src/jobs/runner.ts';
import { EXPIRE_JOB } from '../../src/modules/orders/service.ts';

const env = process.env;
const database = await openDatabase(
  env.KILL_DATABASE_URL
    ? { kind: 'postgres', url: env.KILL_DATABASE_URL }
    : { kind: 'pglite', dataDir: env.KILL_DATA_DIR ?? '' },
);
const now = () => new Date(Date.now() + Number(env.KILL_AHEAD_MS ?? '0'));
const jobs = manualJobRunner(now);
createServices({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' }),
  database,
  db: database.db,
  logger: pino({ level: 'silent' }),
  now,
  jobs,
  mailTransport: { send: () => Promise.resolve() },
});
await jobs.send(EXPIRE_JOB, { orderId: Number(env.KILL_ORDER_ID) });
const result = await jobs.runDue();
process.stdout.write(JSON.stringify({ ran: result.ran, failed: result.failed.length }));
await database.close();
