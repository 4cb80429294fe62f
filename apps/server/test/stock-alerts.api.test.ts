/**
 * Issue #34 'Avise-me quando chegar': visitors (e-mail) and signed-in customers (their account's
 * e-mail) ask once per product and e-mail, with the consent text version; bad input is a 422 in
 * pt-BR that stores nothing; a customer sees and cancels only their own requests. When the wine
 * is back (a stock adjustment), the job sends each open request exactly one e-mail — kicked by
 * the site-wide change the page cache receives, and by its cron as the safety net — on replays,
 * retries and concurrent runs alike; the request then ends. The manual runner and the fixed test
 * clock: no sleeps.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STOCK_ALERT_CONSENT_TEXT_VERSION, STOCK_ALERT_TEXTS } from '@adega/domain/stock-alerts';
import { EMAIL, REQUIRED } from '@adega/domain/validation/messages';
import { queryRows } from '../src/db/client.ts';
import { outboxEmails, products, stockAlertRequests } from '../src/db/schema.ts';
import type { ManualJobRunner } from '../src/jobs/runner.ts';
import { STOCK_ALERT_MAIL_KIND, STOCK_ALERTS_JOB } from '../src/modules/stock-alerts/service.ts';
import { freshIp } from './support/auth.ts';
import { client, type Who } from './support/cart-client.ts';
import { quickCustomers } from './support/orders.ts';
import type { TestSession } from './support/auth.ts';
import { TEST_NOW } from './support/app.ts';
import { useTestApp } from './support/suite.ts';

const t = useTestApp({ products: 80, now: () => TEST_NOW });
const api = client(t);
let jobs: ManualJobRunner;
let soldOut: { id: number; code: string };
let other: { id: number; code: string };
let inStock: { id: number; code: string };
let ana: TestSession & { customerId: number };
let bruno: TestSession & { customerId: number };

async function wineWhere(condition: string) {
  const row = await api.productWhere(condition);
  return { id: row.id, code: row.code };
}

const setStock = (id: number, stock: number) =>
  t.deps.db.update(products).set({ stock }).where(eq(products.id, id));

beforeAll(async () => {
  jobs = t.services.jobs as ManualJobRunner;
  const plain = `p.category = 'vinho' and p.in_wine and p.available and p.list_price > 0 and p.promotion is null`;
  soldOut = await wineWhere(plain);
  other = await wineWhere(`${plain} and p.id <> ${String(soldOut.id)}`);
  inStock = await wineWhere(
    `${plain} and p.id not in (${String(soldOut.id)}, ${String(other.id)})`,
  );
  await setStock(soldOut.id, 0);
  await setStock(other.id, 0);
  await setStock(inStock.id, 12);
  [ana, bruno] = (await quickCustomers(t, 2)) as [typeof ana, typeof bruno];
});

function ask(who: Who, sku: string, body: unknown = {}) {
  return api.send(who, 'POST', `/api/v1/products/${sku}/stock-alerts`, body, {
    'x-forwarded-for': freshIp(),
  });
}

const requestsOf = (productId: number) =>
  t.deps.db.select().from(stockAlertRequests).where(eq(stockAlertRequests.productId, productId));

const mails = () =>
  t.deps.db
    .select({
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      text: outboxEmails.textBody,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.kind, STOCK_ALERT_MAIL_KIND));

async function requestCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from stock_alert_requests`,
  );
  return row?.n ?? 0;
}

describe('asking', () => {
  it('a visitor: one request per e-mail (any case), with the consent text version', async () => {
    const first = await ask(null, soldOut.code, { email: ' Carla@Exemplo.com.br ' });
    expect(first.status).toBe(201);
    expect(first.response.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toEqual({
      status: 'confirmed',
      sku: soldOut.code,
      email: 'Carla@Exemplo.com.br',
    });
    const again = await ask(null, soldOut.code, { email: 'carla@exemplo.com.br' });
    expect(again.status).toBe(201);
    const rows = await requestsOf(soldOut.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      email: 'Carla@Exemplo.com.br',
      emailKey: 'carla@exemplo.com.br',
      customerId: null,
      store: 'WINE',
      consentTextVersion: STOCK_ALERT_CONSENT_TEXT_VERSION,
      notifiedAt: null,
    });
    expect(rows[0]?.consentedAt.toISOString()).toBe(TEST_NOW.toISOString());
  });

  it('a customer: one click with the account e-mail, listed for them alone', async () => {
    const answer = await ask(ana, soldOut.code);
    expect(answer.status).toBe(201);
    expect(answer.body.email).toMatch(/@exemplo\.com\.br$/);
    // A typed e-mail is not theirs to choose: the account's is used.
    expect((await ask(ana, other.code, { email: 'outra@exemplo.com.br' })).body.email).toBe(
      answer.body.email,
    );
    const mine = await api.send(ana, 'GET', '/api/v1/me/stock-alerts');
    expect(mine.status).toBe(200);
    expect(mine.body.map((alert: { sku: string }) => alert.sku).sort()).toEqual(
      [soldOut.code, other.code].sort(),
    );
    expect((await api.send(bruno, 'GET', '/api/v1/me/stock-alerts')).body).toEqual([]);
    expect((await api.send(null, 'GET', '/api/v1/me/stock-alerts')).status).toBe(401);
  });

  it('refuses a wine in stock (409) and an unknown one (404), storing nothing', async () => {
    const before = await requestCount();
    const available = await ask(null, inStock.code, { email: 'dora@exemplo.com.br' });
    expect(available.status).toBe(409);
    expect(available.body.message).toBe(STOCK_ALERT_TEXTS.inStock);
    const missing = await ask(null, 'NAOEXISTE9', { email: 'dora@exemplo.com.br' });
    expect(missing.status).toBe(404);
    expect(await requestCount()).toBe(before);
  });
});

describe('bad input changes nothing', () => {
  it('answers 422 in pt-BR on the field for a missing, malformed or overlong e-mail', async () => {
    const before = await requestCount();
    const cases: [unknown, string][] = [
      [{}, REQUIRED],
      [{ email: '   ' }, REQUIRED],
      [{ email: 'sem-arroba' }, EMAIL],
      [{ email: `${'a'.repeat(250)}@exemplo.com.br` }, EMAIL],
      [{ email: `${'a'.repeat(5000)}@x.com` }, EMAIL],
      [{ email: 42 }, EMAIL],
    ];
    for (const [body, message] of cases) {
      const answer = await ask(null, soldOut.code, body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(answer.body.message).toBe(message);
      expect(answer.body.fields).toEqual({ email: message });
    }
    expect((await ask(null, soldOut.code, { email: 'e@x.com', extra: 1 })).status).toBe(422);
    expect((await ask(null, soldOut.code, '[1]')).status).toBe(422);
    expect((await ask(null, 'a b', { email: 'e@exemplo.com.br' })).status).toBe(422);
    expect(await requestCount()).toBe(before);
  });
});

describe('another customer’s request', () => {
  it('cannot be cancelled by someone else; its owner cancels it', async () => {
    const before = await requestsOf(other.id);
    const bruno404 = await api.send(bruno, 'DELETE', `/api/v1/me/stock-alerts/${other.code}`);
    expect(bruno404.status).toBe(404);
    expect(bruno404.body.message).toBe(STOCK_ALERT_TEXTS.notFound);
    expect((await api.send(null, 'DELETE', `/api/v1/me/stock-alerts/${other.code}`)).status).toBe(
      401,
    );
    expect(await requestsOf(other.id)).toEqual(before);
    const cancelled = await api.send(ana, 'DELETE', `/api/v1/me/stock-alerts/${other.code}`);
    expect(cancelled.status).toBe(200);
    expect(await requestsOf(other.id)).toHaveLength(0);
    expect((await api.send(ana, 'DELETE', `/api/v1/me/stock-alerts/${other.code}`)).status).toBe(
      404,
    );
  });
});

describe('the wine is back', () => {
  it('sends one e-mail per open request, exactly once, then the requests end', async () => {
    await jobs.runCron(STOCK_ALERTS_JOB);
    expect(await mails()).toHaveLength(0);

    // A stock adjustment brings it back; the page cache's site-wide change kicks the job.
    await setStock(soldOut.id, 6);
    t.services.changes.publish(['site']);
    t.services.changes.publish(['site']);
    expect(jobs.queued.filter((job) => job.name === STOCK_ALERTS_JOB)).toHaveLength(1);
    await jobs.runDue();
    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toHaveLength(2);
    expect(sent.some((mail) => mail.to === 'Carla@Exemplo.com.br')).toBe(true);
    expect(sent[0]?.subject).toContain('voltou ao estoque');
    expect(sent[0]?.text).toContain(`http://localhost/prod${soldOut.code}.html`);

    // Replays, the cron and concurrent runs send nothing more.
    await jobs.runCron(STOCK_ALERTS_JOB);
    await Promise.all([
      jobs.runCron(STOCK_ALERTS_JOB),
      jobs.runCron(STOCK_ALERTS_JOB),
      t.services.stockAlerts.notifyReturned(),
    ]);
    expect(await mails()).toHaveLength(2);
    const ended = await requestsOf(soldOut.id);
    expect(ended.every((row) => row.notifiedAt !== null)).toBe(true);
    expect((await api.send(ana, 'GET', '/api/v1/me/stock-alerts')).body).toEqual([]);
  });

  it('an e-mail lost to a failed run is sent by the retry, once', async () => {
    await setStock(soldOut.id, 0);
    expect((await ask(null, soldOut.code, { email: 'eva@exemplo.com.br' })).status).toBe(201);
    await setStock(soldOut.id, 3);
    const enqueue = t.services.mailer.enqueue;
    let failures = 1;
    t.services.mailer.enqueue = (db, message) => {
      if (failures-- > 0) return Promise.reject(new Error('outbox indisponível'));
      return enqueue(db, message);
    };
    try {
      await t.services.jobs.send(STOCK_ALERTS_JOB, {});
      const first = await jobs.runDue();
      expect(first.failed).toHaveLength(1);
      const open = await t.deps.db
        .select()
        .from(stockAlertRequests)
        .where(
          and(
            eq(stockAlertRequests.emailKey, 'eva@exemplo.com.br'),
            sql`${stockAlertRequests.notifiedAt} is null`,
          ),
        );
      expect(open).toHaveLength(1);
      await jobs.runCron(STOCK_ALERTS_JOB);
      await jobs.runCron(STOCK_ALERTS_JOB);
    } finally {
      t.services.mailer.enqueue = enqueue;
    }
    const eva = (await mails()).filter((mail) => mail.to === 'eva@exemplo.com.br');
    expect(eva).toHaveLength(1);
    // Sold out again later: a new request may be made, and is a new one.
    await setStock(soldOut.id, 0);
    expect((await ask(null, soldOut.code, { email: 'eva@exemplo.com.br' })).status).toBe(201);
    expect((await requestsOf(soldOut.id)).filter((r) => r.notifiedAt === null)).toHaveLength(1);
  });
});
