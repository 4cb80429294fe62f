/**
 * The child process of `orders.kill.test.ts`: opens the test's database (PGlite files under
 * KILL_DATA_DIR, or KILL_DATABASE_URL), builds the services as the server does and places the
 * customer's order (KILL_CUSTOMER_ID, body KILL_BODY) with `ADEGA_CRASH_AT` set — the process
 * SIGKILLs itself at that step. Exits 0 (printing the answer) only if it was not killed.
 */
import { placeOrderSchema } from '@adega/domain/orders/placement';
import { openChildDatabase, serverServices } from './kill-services.ts';

const env = process.env;
const database = await openChildDatabase(env);
const services = serverServices(database);
const input = placeOrderSchema.parse(JSON.parse(env.KILL_BODY ?? '{}'));
const answer = await services.orders.place(Number(env.KILL_CUSTOMER_ID), 'WINE', input, {
  key: env.KILL_KEY ?? 'kill',
  fingerprint: 'kill',
});
process.stdout.write(JSON.stringify(answer));
await database.close();
