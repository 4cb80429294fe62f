/**
 * Product alerts (issue #16, ADR 0027): with the test clock and a price change, exactly one
 * e-mail; replaying the job sends none; two concurrent runs send one; a new lower price is a new
 * change; back in stock likewise (once per stock-out). The e-mail links come from PUBLIC_URL.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, products } from '../src/db/schema.ts';
import type { ManualJobRunner } from '../src/jobs/runner.ts';
import { csrfTokenOf } from '../src/modules/auth/sessions.ts';
import { PRODUCT_ALERTS_JOB } from '../src/modules/winelists/service.ts';
import { TEST_NOW } from './support/app.ts';
import { quickCustomers } from './support/orders.ts';
import type { TestSession } from './support/auth.ts';
import { useTestApp } from './support/suite.ts';

let jobs: ManualJobRunner;
let clock = TEST_NOW;
let me: TestSession & { customerId: number };
let product: { id: number; code: string; salePrice: number; clubPrice: number };

const t = useTestApp({ products: 50, now: () => clock });
beforeAll(async () => {
  jobs = t.services.jobs as ManualJobRunner;
  [me] = (await quickCustomers(t, 1)) as [typeof me];
  const [row] = await t.deps.db
    .select({
      id: products.id,
      code: products.code,
      salePrice: products.salePrice,
      clubPrice: products.clubPrice,
    })
    .from(products)
    .where(and(eq(products.available, true), gt(products.salePrice, 1000)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error('no product');
  product = row;
});

/** Sets an alert through REST with a fresh session (the clock moves hours between steps). */
async function setAlert(kind: string) {
  const token = await t.services.sessions.create(me.customerId, 'vitest');
  const csrf = csrfTokenOf(token);
  return t.request('/api/v1/me/alerts', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `adega_sid=${token}; adega_csrf=${csrf}`,
      'x-csrf-token': csrf,
    },
    body: JSON.stringify({ sku: product.code, kind }),
  });
}

const mailsOf = (kind: string) =>
  t.deps.db
    .select({
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
      to: outboxEmails.toAddress,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, kind));

/** The product's sale price changed to `salePrice`. */
const priced = (salePrice: number) =>
  t.deps.db.update(products).set({ salePrice }).where(eq(products.id, product.id));

async function tick(hours = 1) {
  clock = new Date(clock.getTime() + hours * 3_600_000);
  await jobs.runCron(PRODUCT_ALERTS_JOB);
}

describe('price drop', () => {
  it('sends exactly one e-mail per lower price, never on replays or concurrent runs', async () => {
    expect((await setAlert('PRICE_DROP')).status).toBe(201);
    await tick();
    expect(await mailsOf('winelists.price-drop')).toHaveLength(0);

    await priced(product.salePrice - 500);
    await tick();
    const mails = await mailsOf('winelists.price-drop');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`http://localhost/prod${product.code}.html`);
    expect(mails[0]?.subject).toContain('baixou');

    await tick();
    await tick();
    expect(await mailsOf('winelists.price-drop')).toHaveLength(1);

    await priced(product.salePrice - 900);
    await Promise.all([
      jobs.runCron(PRODUCT_ALERTS_JOB),
      jobs.runCron(PRODUCT_ALERTS_JOB),
      jobs.runCron(PRODUCT_ALERTS_JOB),
    ]);
    expect(await mailsOf('winelists.price-drop')).toHaveLength(2);
    await priced(product.salePrice);
  });
});

describe('back in stock', () => {
  it('sends one e-mail when the wine is back after a stock-out, once per stock-out', async () => {
    expect((await setAlert('BACK_IN_STOCK')).status).toBe(201);
    await tick();
    expect(await mailsOf('winelists.back-in-stock')).toHaveLength(0);

    const stock = (available: boolean) =>
      t.deps.db.update(products).set({ available }).where(eq(products.id, product.id));
    await stock(false);
    await tick();
    await tick();
    expect(await mailsOf('winelists.back-in-stock')).toHaveLength(0);
    await stock(true);
    await Promise.all([jobs.runCron(PRODUCT_ALERTS_JOB), jobs.runCron(PRODUCT_ALERTS_JOB)]);
    await tick();
    expect(await mailsOf('winelists.back-in-stock')).toHaveLength(1);

    await stock(false);
    await tick();
    await stock(true);
    await tick();
    await tick();
    const mails = await mailsOf('winelists.back-in-stock');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain('está de volta');
  });
});
