/**
 * The child process of `orders.kill.test.ts`: opens the test's database (PGlite files under
 * KILL_DATA_DIR, or KILL_DATABASE_URL), builds the services as the server does and places the
 * customer's order (KILL_CUSTOMER_ID, body KILL_BODY) with `ADEGA_CRASH_AT` set — the process
 * SIGKILLs itself at that step. Exits 0 (printing the answer) only if it was not killed.
 */
import pino from 'pino';
import { placeOrderSchema } from '@adega/domain/orders/placement';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createServices } from '../../src/app.ts';

const env = process.env;
const database = await openDatabase(
  env.KILL_DATABASE_URL
    ? { kind: 'postgres', url: env.KILL_DATABASE_URL }
    : { kind: 'pglite', dataDir: env.KILL_DATA_DIR ?? '' },
);
const services = createServices({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' }),
  database,
  db: database.db,
  logger: pino({ level: 'silent' }),
  now: () => new Date(),
  mailTransport: { send: () => Promise.resolve() },
});
const input = placeOrderSchema.parse(JSON.parse(env.KILL_BODY ?? '{}'));
const answer = await services.orders.place(Number(env.KILL_CUSTOMER_ID), 'WINE', input, {
  key: env.KILL_KEY ?? 'kill',
  fingerprint: 'kill',
});
process.stdout.write(JSON.stringify(answer));
await database.close();
