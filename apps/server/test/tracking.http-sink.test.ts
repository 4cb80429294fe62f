/**
 * Issue #17 sinks with an HTTP endpoint (ADR 0029), PGlite or PostgreSQL, with a fake fetch and
 * an injected clock: the JSON payload (customer e-mail and +55 phone, bearer token), retries
 * 1, 2, 4 … minutes apart, dead after 8 attempts, recovery when the sink answers 2xx, and a
 * revocation stopping a queued retry.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_DELIVERY_ATTEMPTS } from '@adega/domain/tracking-delivery';
import { customers } from '../src/db/schema.ts';
import { eq } from 'drizzle-orm';
import { TEST_NOW } from './support/app.ts';
import { oneCustomer } from './support/orders.ts';
import {
  ALL_ACCEPTED,
  ANALYTICS_ONLY,
  beacon,
  consent,
  ESSENTIAL_ONLY,
  eventsOf,
  tempDataDir,
  viewed,
} from './support/tracking.ts';
import { useTestApp } from './support/suite.ts';

const ENGAGEMENT_URL = 'https://engajamento.example/v1/events';
const ATTRIBUTION_URL = 'https://atribuicao.example/events';
const TOKEN = 'token-dos-destinos-de-teste';

let clock = TEST_NOW.getTime();
const now = () => new Date(clock);
const minutes = () => (clock - TEST_NOW.getTime()) / 60_000;

interface Call {
  url: string;
  minute: number;
  headers: Headers;
  body: Record<string, unknown> & { id: number; customer: unknown; sink: string };
}
const calls: Call[] = [];
/** The answer of each sink (a status, or 'down': the connection fails). */
const answer: Record<string, number | 'down'> = { [ENGAGEMENT_URL]: 200, [ATTRIBUTION_URL]: 200 };

const t = useTestApp({
  products: 100,
  now,
  env: {
    DATA_DIR: tempDataDir(),
    TRACKING_ENGAGEMENT_URL: ENGAGEMENT_URL,
    TRACKING_ATTRIBUTION_URL: ATTRIBUTION_URL,
    TRACKING_SINK_TOKEN: TOKEN,
  },
  trackingFetch: (url, init) => {
    calls.push({
      url,
      minute: minutes(),
      headers: new Headers(init.headers),
      body: JSON.parse(String(init.body)) as Call['body'],
    });
    const status = answer[url] ?? 404;
    if (status === 'down') return Promise.reject(new TypeError('fetch failed'));
    return Promise.resolve(new Response(status === 204 ? null : 'ok', { status }));
  },
});
afterAll(async () => {
  await t.services.tracking.idle();
});

const callsOf = (id: number, url: string) =>
  calls.filter((call) => call.body.id === id && call.url === url);

describe('HTTP sinks', () => {
  it("POST the JSON payload with the customer's e-mail and +55 phone and the bearer token", async () => {
    const customer = await oneCustomer(t);
    await t.deps.db
      .update(customers)
      .set({ ddd1: '11', phoneNumber: '987654321' })
      .where(eq(customers.id, customer.customerId));
    await consent(t, { customerId: customer.customerId }, ALL_ACCEPTED);
    await beacon(t, { events: [viewed('http-1')] }, customer.headers);
    await t.services.tracking.idle();
    const [row] = await eventsOf(t, { customerId: customer.customerId });
    const id = row?.id ?? 0;
    const [call] = callsOf(id, ENGAGEMENT_URL);
    expect(call?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(call?.headers.get('content-type')).toBe('application/json');
    const [email] = await t.deps.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, customer.customerId));
    expect(call?.body).toEqual({
      id,
      sink: 'engagement',
      event: 'product_viewed',
      occurredAt: TEST_NOW.toISOString(),
      store: 'WINE',
      properties: { sku: 'http-1', price: 89.9 },
      customer: { id: customer.customerId, email: email?.email, phone: '+5511987654321' },
      visitor: null,
    });
    expect(callsOf(id, ATTRIBUTION_URL)).toHaveLength(1);
    expect(row?.deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered']);
  });

  it('a failing sink is retried 1, 2, 4 … minutes apart and is dead after 8 attempts', async () => {
    const customer = await oneCustomer(t);
    await consent(t, { customerId: customer.customerId }, ANALYTICS_ONLY);
    answer[ENGAGEMENT_URL] = 503;
    const start = minutes();
    await beacon(t, { events: [viewed('falha')] }, customer.headers);
    await t.services.tracking.idle();
    const [row] = await eventsOf(t, { customerId: customer.customerId });
    const id = row?.id ?? 0;
    for (let i = 1; i < MAX_DELIVERY_ATTEMPTS; i += 1) {
      // Not before its time…
      clock += 30_000;
      await t.services.tracking.deliverPending();
      expect(callsOf(id, ENGAGEMENT_URL)).toHaveLength(i);
      // …and then at its time.
      const [delivery] =
        (await eventsOf(t, { customerId: customer.customerId }))[0]?.deliveries ?? [];
      expect(delivery).toMatchObject({
        state: 'pending',
        attempts: i,
        lastError: 'Error: HTTP 503',
      });
      clock = delivery?.nextAttemptAt?.getTime() ?? clock;
      await t.services.tracking.deliverPending();
    }
    expect(callsOf(id, ENGAGEMENT_URL).map((call) => call.minute - start)).toEqual([
      0, 1, 3, 7, 15, 31, 63, 123,
    ]);
    const [dead] = (await eventsOf(t, { customerId: customer.customerId }))[0]?.deliveries ?? [];
    expect(dead).toMatchObject({
      sink: 'engagement',
      state: 'dead',
      attempts: 8,
      nextAttemptAt: null,
    });
    clock += 24 * 3_600_000;
    answer[ENGAGEMENT_URL] = 200;
    await t.services.tracking.deliverPending();
    expect(callsOf(id, ENGAGEMENT_URL)).toHaveLength(8);
  });

  it('recovers when the sink answers 2xx again (a connection failure counts as a failure)', async () => {
    const customer = await oneCustomer(t);
    await consent(t, { customerId: customer.customerId }, ANALYTICS_ONLY);
    answer[ENGAGEMENT_URL] = 'down';
    await beacon(t, { events: [viewed('volta')] }, customer.headers);
    await t.services.tracking.idle();
    let [row] = await eventsOf(t, { customerId: customer.customerId });
    expect(row?.deliveries[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row?.deliveries[0]?.lastError).toContain('fetch failed');
    answer[ENGAGEMENT_URL] = 204;
    clock += 60_000;
    expect(await t.services.tracking.deliverPending()).toMatchObject({ delivered: 1 });
    [row] = await eventsOf(t, { customerId: customer.customerId });
    expect(row?.deliveries[0]).toMatchObject({ state: 'delivered', attempts: 2, lastError: null });
    expect(row?.deliveries[0]?.deliveredAt).toEqual(now());
    answer[ENGAGEMENT_URL] = 200;
  });

  it('a revocation stops a queued retry at once', async () => {
    const customer = await oneCustomer(t);
    await consent(t, { customerId: customer.customerId }, ALL_ACCEPTED);
    answer[ENGAGEMENT_URL] = 500;
    answer[ATTRIBUTION_URL] = 500;
    await beacon(t, { events: [viewed('para')] }, customer.headers);
    await t.services.tracking.idle();
    const [row] = await eventsOf(t, { customerId: customer.customerId });
    const id = row?.id ?? 0;
    expect(calls.filter((call) => call.body.id === id)).toHaveLength(2);
    await consent(t, { customerId: customer.customerId }, ESSENTIAL_ONLY);
    answer[ENGAGEMENT_URL] = 200;
    answer[ATTRIBUTION_URL] = 200;
    clock += 60 * 60_000;
    expect(await t.services.tracking.deliverPending()).toMatchObject({
      suppressed: 2,
      delivered: 0,
    });
    expect(calls.filter((call) => call.body.id === id)).toHaveLength(2);
    const [after] = await eventsOf(t, { customerId: customer.customerId });
    expect(after?.deliveries.map((d) => d.state)).toEqual(['suppressed', 'suppressed']);
  });
});
