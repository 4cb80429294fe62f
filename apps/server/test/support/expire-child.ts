/**
 * The child process of `payments.kill.test.ts`: opens the test's database (PGlite files under
 * KILL_DATA_DIR, or KILL_DATABASE_URL), builds the services as the server does on the pg-boss
 * runner, with the clock KILL_AHEAD_MS ahead, and sends the `orders.expire` job of
 * KILL_ORDER_ID. `ADEGA_CRASH_AT=job:orders.expire` SIGKILLs the process right after the
 * handler committed its effect, before the job is marked completed; exits 1 if that never happens.
 */
import { EXPIRE_JOB } from '../../src/modules/orders/service.ts';
import { testRunner, waitFor } from './jobs.ts';
import { openChildDatabase, serverServices } from './kill-services.ts';

const env = process.env;
const database = await openChildDatabase(env);
const now = () => new Date(Date.now() + Number(env.KILL_AHEAD_MS ?? '0'));
const jobs = await testRunner(database);
serverServices(database, now, jobs);
await jobs.start();
await jobs.send(EXPIRE_JOB, { orderId: Number(env.KILL_ORDER_ID) });
await waitFor('the kill', () => false, 30_000).catch(() => undefined);
process.stdout.write('not killed');
process.exit(1);
