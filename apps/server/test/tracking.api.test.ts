/**
 * Issue #17 `POST /api/v1/events` (ADR 0029), PGlite or PostgreSQL (DATABASE_URL): beacons as
 * `text/plain`, one event row and one pending delivery per sink the consent allows, bad batches
 * refused whole (400 pt-BR, nothing stored), CSRF for beacons (token in the body with a session,
 * cross-site refused), the visitor cookie, the per-IP limit, and consent deciding what is stored.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { TRACKING_LIMITS } from '@adega/domain/tracking';
import { REQUIRED } from '@adega/domain/validation/messages';
import { BODY_TOO_LARGE_MESSAGE } from '../src/http/body-limit.ts';
import { CSRF_MESSAGE } from '../src/http/csrf.ts';
import { digest } from '../src/modules/auth/tokens.ts';
import { TRACKING_RATE_RULE, TRACKING_TEXTS } from '../src/modules/tracking/routes.ts';
import { setCookieValue } from './support/auth.ts';
import { TEST_NOW } from './support/app.ts';
import { oneCustomer } from './support/orders.ts';
import {
  ALL_ACCEPTED,
  ANALYTICS_ONLY,
  beacon,
  consent,
  countEvents,
  ESSENTIAL_ONLY,
  eventsOf,
  MARKETING_ONLY,
  newVisitor,
  tempDataDir,
  viewed,
} from './support/tracking.ts';
import { useTestApp } from './support/suite.ts';
import { freshIp } from './support/auth.ts';

const t = useTestApp(() => ({ products: 100, env: { DATA_DIR: tempDataDir() } }));
afterAll(async () => {
  await t.services.tracking.idle();
});

async function json(response: Response) {
  return (await response.json()) as { accepted?: number; message?: string; code?: string };
}

describe('POST /api/v1/events: a batch', () => {
  it("stores a visitor's events with one delivery per allowed sink (202)", async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const response = await beacon(
      t,
      {
        events: [viewed('1001'), { event: 'cart_viewed', properties: { items: ['1001', '1002'] } }],
      },
      { cookie: v.cookie },
    );
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ accepted: 2 });
    await t.services.tracking.idle();
    const rows = await eventsOf(t, { visitorId: v.visitorId });
    expect(rows.map((row) => [row.event, row.origin, row.store, row.customerId])).toEqual([
      ['product_viewed', 'browser', 'WINE', null],
      ['cart_viewed', 'browser', 'WINE', null],
    ]);
    expect(rows[0]?.properties).toEqual({ sku: '1001', price: 89.9 });
    expect(rows[1]?.properties).toEqual({ items: ['1001', '1002'] });
    for (const row of rows) {
      expect(row.deliveries.map((d) => d.sink)).toEqual(['attribution', 'engagement']);
      expect(row.receivedAt).toEqual(TEST_NOW);
    }
  });

  it("keeps the browser's time within [received − 1 day, received]", async () => {
    const v = newVisitor();
    await consent(t, v, ANALYTICS_ONLY);
    const hourAgo = new Date(TEST_NOW.getTime() - 3_600_000).toISOString();
    const response = await beacon(
      t,
      {
        events: [
          viewed('1', hourAgo),
          viewed('2', '2099-01-01T00:00:00Z'),
          viewed('3', '2020-01-01T00:00:00Z'),
          viewed('4'),
        ],
      },
      { cookie: v.cookie },
    );
    expect(response.status).toBe(202);
    const rows = await eventsOf(t, { visitorId: v.visitorId });
    expect(rows.map((row) => row.occurredAt.toISOString())).toEqual([
      hourAgo,
      TEST_NOW.toISOString(),
      new Date(TEST_NOW.getTime() - 24 * 3_600_000).toISOString(),
      TEST_NOW.toISOString(),
    ]);
  });

  const manyKeys = Object.fromEntries(
    Array.from({ length: TRACKING_LIMITS.propertiesPerEvent + 1 }, (_, i) => [`k${String(i)}`, i]),
  );
  const badBatches: [string, unknown, string][] = [
    [
      'unknown event',
      { events: [viewed(), { event: 'hacked', properties: {} }] },
      TRACKING_TEXTS.unknownEvent,
    ],
    [
      'too many events',
      { events: Array.from({ length: TRACKING_LIMITS.eventsPerBatch + 1 }, () => viewed()) },
      TRACKING_TEXTS.tooManyEvents,
    ],
    [
      'too long string',
      { events: [viewed('x'.repeat(TRACKING_LIMITS.stringLength + 1))] },
      TRACKING_TEXTS.longString,
    ],
    [
      'too many keys',
      { events: [{ event: 'product_viewed', properties: manyKeys }] },
      TRACKING_TEXTS.tooManyKeys,
    ],
    [
      'bad key',
      { events: [{ event: 'product_viewed', properties: { 'a b': 1 } }] },
      TRACKING_TEXTS.badKey,
    ],
    [
      'too long key',
      { events: [{ event: 'product_viewed', properties: { ['k'.repeat(41)]: 1 } }] },
      TRACKING_TEXTS.badKey,
    ],
    [
      'too long array',
      { events: [{ event: 'cart_viewed', properties: { items: Array(51).fill('1') } }] },
      TRACKING_TEXTS.longArray,
    ],
    [
      'nested object',
      { events: [{ event: 'cart_viewed', properties: { cart: { a: 1 } } }] },
      TRACKING_TEXTS.badValue,
    ],
    ['not JSON', 'isto não é json{', 'O corpo da requisição não é um JSON válido.'],
    ['not an object', '[1,2]', 'Envie os dados como um objeto JSON.'],
    ['no events', '{}', REQUIRED],
  ];
  it.each(badBatches)('refuses %s whole (400 pt-BR), nothing stored', async (_, body, message) => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const before = await countEvents(t);
    const response = await beacon(t, body, { cookie: v.cookie });
    expect(response.status).toBe(400);
    expect((await json(response)).message).toBe(message);
    expect(await countEvents(t)).toBe(before);
  });

  it('refuses a body over 64 KB (413 pt-BR), nothing stored', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const before = await countEvents(t);
    const big = JSON.stringify({
      events: [viewed('1')],
      pad: 'x'.repeat(TRACKING_LIMITS.batchBytes),
    });
    const response = await beacon(t, big, { cookie: v.cookie });
    expect(response.status).toBe(413);
    expect((await json(response)).message).toBe(BODY_TOO_LARGE_MESSAGE);
    expect(await countEvents(t)).toBe(before);
  });
});

describe('POST /api/v1/events: CSRF for beacons', () => {
  it('refuses a cross-site request (403), nothing stored', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const before = await countEvents(t);
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of crossSite) {
      const response = await beacon(t, { events: [viewed()] }, { cookie: v.cookie, ...headers });
      expect(response.status).toBe(403);
      expect((await json(response)).message).toBe(CSRF_MESSAGE);
    }
    expect(await countEvents(t)).toBe(before);
  });

  it("with a session, the body's csrf (or the header) must be the session's token", async () => {
    const session = await oneCustomer(t);
    await consent(t, { customerId: session.customerId }, ALL_ACCEPTED);
    const cookie = `adega_sid=${session.token}`;
    const events = [viewed('9')];
    const missing = await beacon(t, { events }, { cookie });
    const wrong = await beacon(t, { events, csrf: 'x'.repeat(43) }, { cookie });
    for (const response of [missing, wrong]) {
      expect(response.status).toBe(403);
      expect((await json(response)).message).toBe(CSRF_MESSAGE);
    }
    expect(await eventsOf(t, { customerId: session.customerId })).toEqual([]);

    const good = await beacon(
      t,
      { events, csrf: session.csrf },
      { cookie, origin: 'http://localhost' },
    );
    expect(good.status).toBe(202);
    expect(await json(good)).toEqual({ accepted: 1 });
    const header = await beacon(t, { events }, { cookie, 'x-csrf-token': session.csrf });
    expect(await json(header)).toEqual({ accepted: 1 });
    const rows = await eventsOf(t, { customerId: session.customerId });
    expect(rows).toHaveLength(2);
    // A signed-in customer never gets a visitor cookie from a beacon.
    expect(setCookieValue(good, 'adega_visitante')).toBeNull();
  });

  it('a visitor needs no token (no session, nothing to forge)', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    expect(await json(await beacon(t, { events: [viewed()] }, { cookie: v.cookie }))).toEqual({
      accepted: 1,
    });
  });
});

describe('POST /api/v1/events: the visitor', () => {
  it('issues the visitor cookie once and then reuses it', async () => {
    const first = await beacon(t, { events: [viewed()] });
    expect(first.status).toBe(202);
    // No choice yet for this new browser: nothing stored.
    expect(await json(first)).toEqual({ accepted: 0 });
    const token = setCookieValue(first, 'adega_visitante');
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,128}$/);
    expect(first.headers.getSetCookie().join(';')).toMatch(/HttpOnly/i);

    const visitorId = digest(token ?? '');
    await consent(t, { visitorId }, ALL_ACCEPTED);
    const second = await beacon(
      t,
      { events: [viewed('77')] },
      { cookie: `adega_visitante=${token ?? ''}` },
    );
    expect(await json(second)).toEqual({ accepted: 1 });
    expect(setCookieValue(second, 'adega_visitante')).toBeNull();
    expect((await eventsOf(t, { visitorId })).map((row) => row.properties)).toEqual([
      { sku: '77', price: 89.9 },
    ]);
  });

  it('limits one IP (429 pt-BR)', async () => {
    const ip = freshIp();
    let status = 0;
    for (let i = 0; i <= TRACKING_RATE_RULE.limit; i += 1) {
      status = (await beacon(t, { events: [] }, {}, ip)).status;
      if (i < TRACKING_RATE_RULE.limit) expect(status).toBe(202);
    }
    expect(status).toBe(429);
  });
});

describe('consent decides what is stored', () => {
  it('no choice, or essential only: accepted 0 and no rows', async () => {
    const nobody = newVisitor();
    const essential = newVisitor();
    await consent(t, essential, ESSENTIAL_ONLY);
    const customer = await oneCustomer(t);
    const before = await countEvents(t);
    for (const headers of [
      { cookie: nobody.cookie },
      { cookie: essential.cookie },
      customer.headers,
    ]) {
      const response = await beacon(t, { events: [viewed(), viewed()] }, headers);
      expect(await json(response)).toEqual({ accepted: 0 });
    }
    expect(await countEvents(t)).toBe(before);
  });

  it('Analytics only → the engagement sink only; Marketing only → attribution only', async () => {
    const analytics = newVisitor();
    const marketing = newVisitor();
    await consent(t, analytics, ANALYTICS_ONLY);
    await consent(t, marketing, MARKETING_ONLY);
    await beacon(t, { events: [viewed()] }, { cookie: analytics.cookie });
    await beacon(t, { events: [viewed()] }, { cookie: marketing.cookie });
    const [a] = await eventsOf(t, { visitorId: analytics.visitorId });
    const [m] = await eventsOf(t, { visitorId: marketing.visitorId });
    expect(a?.deliveries.map((d) => d.sink)).toEqual(['engagement']);
    expect(m?.deliveries.map((d) => d.sink)).toEqual(['attribution']);
  });

  it('the newest row wins: granted, then revoked → nothing more stored', async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    expect(await json(await beacon(t, { events: [viewed()] }, { cookie: v.cookie }))).toEqual({
      accepted: 1,
    });
    await consent(t, v, ESSENTIAL_ONLY);
    expect(await json(await beacon(t, { events: [viewed()] }, { cookie: v.cookie }))).toEqual({
      accepted: 0,
    });
    expect(await eventsOf(t, v)).toHaveLength(1);
  });

  it("another customer's consent never lets this customer's events out", async () => {
    const [granting, silent] = [await oneCustomer(t), await oneCustomer(t)];
    await consent(t, { customerId: granting.customerId }, ALL_ACCEPTED);
    const response = await beacon(t, { events: [viewed()] }, silent.headers);
    expect(await json(response)).toEqual({ accepted: 0 });
    expect(await eventsOf(t, { customerId: silent.customerId })).toEqual([]);
  });

  it("a signed-in customer is decided by the customer's rows, not the browser's", async () => {
    const v = newVisitor();
    await consent(t, v, ALL_ACCEPTED);
    const customer = await oneCustomer(t);
    const headers = {
      ...customer.headers,
      cookie: `${customer.headers.cookie ?? ''}; ${v.cookie}`,
    };
    expect(await json(await beacon(t, { events: [viewed()] }, headers))).toEqual({ accepted: 0 });
    await consent(t, { customerId: customer.customerId, visitorId: v.visitorId }, ANALYTICS_ONLY);
    expect(await json(await beacon(t, { events: [viewed()] }, headers))).toEqual({ accepted: 1 });
    const rows = await eventsOf(t, { customerId: customer.customerId });
    expect(rows.map((row) => [row.visitorId, row.deliveries.map((d) => d.sink)])).toEqual([
      [v.visitorId, ['engagement']],
    ]);
  });

  it("one visitor cannot use another visitor's id", async () => {
    const granting = newVisitor();
    await consent(t, granting, ALL_ACCEPTED);
    const other = newVisitor();
    // Its own cookie, or the other's id (the digest) as a cookie: neither is the other visitor.
    for (const cookie of [other.cookie, `adega_visitante=${granting.visitorId}`]) {
      expect(await json(await beacon(t, { events: [viewed()] }, { cookie }))).toEqual({
        accepted: 0,
      });
    }
    expect(await eventsOf(t, granting)).toEqual([]);
  });
});
