/**
 * What the SIGKILL tests (orders.kill, payments.kill) and their child processes (kill-child,
 * expire-child) build alike: the database the test named, the services as the server builds them,
 * and one round's cart as a running server would have it before the kill.
 */
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';
import { products } from '../../src/db/schema.ts';
import { createServices, type AppServices } from '../../src/app.ts';
import type { JobRunner } from '../../src/jobs/runner.ts';
import { newShippingAddressInput } from '../../src/modules/checkout/routes.ts';
import { ADDRESS } from './address.ts';
import { creditCashback, insertCoupon } from './money.ts';

/** The child's database: the one the test names in KILL_DATABASE_URL, else KILL_DATA_DIR. */
export function openChildDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  return openDatabase(
    env.KILL_DATABASE_URL
      ? { kind: 'postgres', url: env.KILL_DATABASE_URL }
      : { kind: 'pglite', dataDir: env.KILL_DATA_DIR ?? '' },
  );
}

/** The services as the server builds them: silent, mails dropped; `now` and `jobs` as given. */
export function serverServices(
  database: Database,
  now: () => Date = () => new Date(),
  jobs?: JobRunner,
): AppServices {
  return createServices({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost' }),
    database,
    db: database.db,
    logger: pino({ level: 'silent' }),
    now,
    ...(jobs ? { jobs } : {}),
    mailTransport: { send: () => Promise.resolve() },
  });
}

/**
 * A round's set-up: a new customer (`email`) with 3 units of a plain wine (its stock set to 50),
 * the 5% coupon `code` of the wine store and 300 of cashback in use, a new address and a level.
 */
export async function killRoundCart(
  database: Database,
  services: AppServices,
  code: string,
  email: string,
) {
  const db = database.db;
  const [wine] = await queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from products where in_wine and available and list_price > 0
      and promotion is null and pendura_promotion is null and category = 'vinho'
      order by id limit 1`,
  );
  if (!wine) throw new Error('no wine');
  await db.update(products).set({ stock: 50 }).where(eq(products.id, wine.id));
  await insertCoupon(db, { code, storeCodes: ['WINE'] });
  const [customer] = await queryRows<{ id: number }>(
    db,
    sql`insert into customers (email, full_name, first_name, last_name, password_hash)
      values (${email}, 'Cliente Teste', 'Cliente', 'Teste', 'x') returning id`,
  );
  const customerId = customer?.id ?? 0;
  await creditCashback(db, customerId, 300, new Date());
  const owner = { kind: 'customer' as const, customerId };
  const request = {
    owner,
    store: 'WINE' as const,
    idempotency: null,
    respond: () => ({ status: 200, body: null }),
  };
  await services.cart.add(request, wine.code, 3);
  await services.coupons.applyCode(request, code);
  await services.coupons.setUseCashBack(request, true);
  const { address } = newShippingAddressInput.parse({ address: ADDRESS });
  await services.checkout.useNewAddress(request, customerId, address, false);
  await services.checkout.setServiceLevel(request, 1);
  return { wine, customerId, owner };
}
