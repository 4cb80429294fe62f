/**
 * Cookie consent over REST (issue #17, ADR 0030): GET and PUT /api/v1/consent for a visitor and a
 * customer, bad input refused in pt-BR with no row written, one ledger row per change (the same
 * choice twice writes nothing), the consent cookie (URL-encoded, readable by the page, Lax, 365
 * days), the customer's own history only, the visitor's choice following them at sign-in (both
 * directions of "newer"), and the append-only trigger.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  CONSENT_COOKIE,
  ESSENTIAL_ONLY,
  parseConsentCookie,
  VISITOR_COOKIE,
} from '@adega/domain/consent/consent';
import { cookieConsents } from '../src/db/schema.ts';
import type { ConsentRecordDto, ConsentStateDto } from '../src/contract/tracking.ts';
import { TEST_NOW } from './support/app.ts';
import {
  DEMO_PASSWORD,
  sessionFrom,
  setCookieValue,
  signUpCustomer,
  type TestSession,
} from './support/auth.ts';
import { quickCustomers } from './support/orders.ts';
import { useTestApp } from './support/suite.ts';

let clock = TEST_NOW.getTime();
const tick = (ms = 60_000) => {
  clock += ms;
};

const t = useTestApp({ products: 50, now: () => new Date(clock) });

function call(path: string, init: { method?: string; body?: unknown; cookie?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  return t.request(path, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined
      ? {}
      : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
  });
}

function as(session: TestSession, path: string, init: { method?: string; body?: unknown } = {}) {
  return t.request(path, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...session.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}

const rowCount = async () =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(cookieConsents))[0]?.n ?? 0;

/** A fresh visitor: its first choice issues the visitor cookie. */
async function newVisitor(choice = { Analytics: true, Marketing: false }) {
  const response = await call('/api/v1/consent', {
    method: 'PUT',
    body: { statuses: choice, source: 'gate' },
  });
  expect(response.status).toBe(200);
  const token = setCookieValue(response, VISITOR_COOKIE);
  if (!token) throw new Error('no visitor cookie');
  return { cookie: `${VISITOR_COOKIE}=${token}`, response };
}

describe('GET /api/v1/consent', () => {
  it('answers essential only without a cookie, and never issues the visitor cookie', async () => {
    const response = await call('/api/v1/consent');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as ConsentStateDto;
    expect(body).toMatchObject({ statuses: ESSENTIAL_ONLY, decidedAt: null });
    expect(setCookieValue(response, VISITOR_COOKIE)).toBeNull();
    expect(setCookieValue(response, CONSENT_COOKIE)).toBeNull();
  });

  it("answers the visitor's current choice by the visitor cookie", async () => {
    tick();
    const { cookie } = await newVisitor({ Analytics: false, Marketing: true });
    const body = (await (await call('/api/v1/consent', { cookie })).json()) as ConsentStateDto;
    expect(body.statuses).toEqual({ Essential: true, Analytics: false, Marketing: true });
    expect(body.decidedAt).toBe(new Date(clock).toISOString());
  });
});

describe('PUT /api/v1/consent', () => {
  it('records one row per change, none for the same choice again, and writes the cookie', async () => {
    tick();
    const before = await rowCount();
    const { cookie, response } = await newVisitor({ Analytics: true, Marketing: false });
    expect(await rowCount()).toBe(before + 1);
    const visitorLine = response.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${VISITOR_COOKIE}=`));
    expect(visitorLine).toMatch(/HttpOnly/i);
    const line = response.headers.getSetCookie().find((l) => l.startsWith(`${CONSENT_COOKIE}=`));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(line).toMatch(/Path=\//);
    const value = setCookieValue(response, CONSENT_COOKIE) ?? '';
    expect(value).toContain('%26'); // URL-encoded '&'
    expect(parseConsentCookie(value)?.statuses).toEqual({
      Essential: true,
      Analytics: true,
      Marketing: false,
    });

    // The same choice again (a retry): no new row, the same answer.
    tick();
    const again = await call('/api/v1/consent', {
      method: 'PUT',
      cookie,
      body: { statuses: { Analytics: true, Marketing: false }, source: 'dialog' },
    });
    expect(again.status).toBe(200);
    expect(setCookieValue(again, VISITOR_COOKIE)).toBeNull();
    expect(await rowCount()).toBe(before + 1);

    // A revocation is a new row.
    const revoke = await call('/api/v1/consent', {
      method: 'PUT',
      cookie,
      body: { statuses: { Analytics: false, Marketing: false, Essential: true }, source: 'dialog' },
    });
    expect(((await revoke.json()) as ConsentStateDto).statuses).toEqual(ESSENTIAL_ONLY);
    expect(await rowCount()).toBe(before + 2);
  });

  it('two identical choices at once append one row', async () => {
    tick();
    const { cookie } = await newVisitor({ Analytics: false, Marketing: false });
    const before = await rowCount();
    const body = { statuses: { Analytics: true, Marketing: true }, source: 'cookie-modal' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('/api/v1/consent', { method: 'PUT', cookie, body })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await rowCount()).toBe(before + 1);
  });

  it.each([
    ['no body', ''],
    ['not an object', '[]'],
    ['missing statuses', { source: 'gate' }],
    ['a string status', { statuses: { Analytics: 'sim', Marketing: false }, source: 'gate' }],
    [
      'Essential off',
      { statuses: { Analytics: true, Marketing: true, Essential: false }, source: 'gate' },
    ],
    [
      'an unknown category',
      { statuses: { Analytics: true, Marketing: true, Ads: true }, source: 'gate' },
    ],
    [
      'an unknown source',
      { statuses: { Analytics: true, Marketing: true }, source: 'x'.repeat(500) },
    ],
    ['an extra field', { statuses: { Analytics: true, Marketing: true }, source: 'gate', who: 1 }],
  ])('refuses %s in pt-BR and records nothing', async (_name, body) => {
    const before = await rowCount();
    const response = await call('/api/v1/consent', { method: 'PUT', body });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const answer = (await response.json()) as { message: string };
    expect(answer.message).toMatch(/[a-zç]/i);
    expect(answer.message).not.toMatch(/expected|invalid input|required/i);
    expect(setCookieValue(response, VISITOR_COOKIE)).toBeNull();
    expect(setCookieValue(response, CONSENT_COOKIE)).toBeNull();
    expect(await rowCount()).toBe(before);
  });

  it('refuses a cross-site write', async () => {
    const before = await rowCount();
    const response = await t.request('/api/v1/consent', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ statuses: { Analytics: true, Marketing: true }, source: 'gate' }),
    });
    expect(response.status).toBe(403);
    expect(await rowCount()).toBe(before);
  });
});

describe('a customer', () => {
  let ana: TestSession & { customerId: number };
  let bruno: TestSession & { customerId: number };
  beforeAll(async () => {
    [ana, bruno] = (await quickCustomers(t, 2)) as [typeof ana, typeof bruno];
  });

  it('records on the customer, and the history is only their own, newest first', async () => {
    tick();
    const put = (who: TestSession, statuses: object) =>
      as(who, '/api/v1/consent', { method: 'PUT', body: { statuses, source: 'account' } });
    expect((await put(ana, { Analytics: true, Marketing: true })).status).toBe(200);
    tick();
    expect((await put(ana, { Analytics: false, Marketing: true })).status).toBe(200);
    tick();
    expect((await put(bruno, { Analytics: true, Marketing: false })).status).toBe(200);

    const state = (await (await as(ana, '/api/v1/consent')).json()) as ConsentStateDto;
    expect(state.statuses).toEqual({ Essential: true, Analytics: false, Marketing: true });
    const rows = await t.deps.db
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.customerId, ana.customerId))
      .orderBy(asc(cookieConsents.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.visitorId !== null)).toBe(true);

    const history = (await (
      await as(ana, '/api/v1/me/consent/history')
    ).json()) as ConsentRecordDto[];
    expect(history.map((r) => r.statuses)).toEqual([
      { Essential: true, Analytics: false, Marketing: true },
      ALL_ACCEPTED,
    ]);
    expect(history[0]?.source).toBe('account');
    const other = (await (
      await as(bruno, '/api/v1/me/consent/history')
    ).json()) as ConsentRecordDto[];
    expect(other).toHaveLength(1);
    expect(other[0]?.statuses).toEqual({ Essential: true, Analytics: true, Marketing: false });
  });

  it("cannot reach another customer's choice: a write changes only their own", async () => {
    tick();
    const anaBefore = await t.deps.db
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.customerId, ana.customerId));
    // Bruno's session with Ana's… nothing: the subject is the session, never a field.
    const response = await as(bruno, '/api/v1/consent', {
      method: 'PUT',
      body: { statuses: { Analytics: false, Marketing: false }, source: 'dialog', customerId: 1 },
    });
    expect(response.status).toBe(422);
    const anaAfter = await t.deps.db
      .select()
      .from(cookieConsents)
      .where(eq(cookieConsents.customerId, ana.customerId));
    expect(anaAfter).toEqual(anaBefore);
  });

  it('the history needs a signed-in customer', async () => {
    const response = await call('/api/v1/me/consent/history');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toMatch(/login/i);
  });
});

describe('at sign-in', () => {
  let ip = 10;
  async function signIn(email: string, cookie: string): Promise<Response> {
    ip += 1;
    return t.request('/api/v1/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie,
        'x-forwarded-for': `198.51.100.${String(ip)}`,
      },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
  }

  it("the visitor's newer choice follows the customer, and the cookie says it", async () => {
    const customer = await signUpCustomer(t);
    tick();
    const { cookie } = await newVisitor({ Analytics: true, Marketing: true });
    const before = await rowCount();
    tick();
    const response = await signIn(customer.email, cookie);
    expect(response.status).toBe(200);
    expect(await rowCount()).toBe(before + 1);
    const session = sessionFrom(response);
    const history = (await (
      await as(session, '/api/v1/me/consent/history')
    ).json()) as ConsentRecordDto[];
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ statuses: ALL_ACCEPTED, source: 'sign-in' });
    expect(parseConsentCookie(setCookieValue(response, CONSENT_COOKIE))?.statuses).toEqual(
      ALL_ACCEPTED,
    );
    // Signing in again from the same browser records nothing new.
    tick();
    await signIn(customer.email, cookie);
    expect(await rowCount()).toBe(before + 1);
  });

  it("an older visitor choice does not override the customer's, and the cookie learns it", async () => {
    const customer = await signUpCustomer(t);
    tick();
    const { cookie } = await newVisitor({ Analytics: true, Marketing: true });
    tick();
    // The customer chose later, on another device.
    const put = await as(customer, '/api/v1/consent', {
      method: 'PUT',
      body: { statuses: { Analytics: false, Marketing: false }, source: 'dialog' },
    });
    expect(put.status).toBe(200);
    const before = await rowCount();
    tick();
    const response = await signIn(customer.email, cookie);
    expect(response.status).toBe(200);
    expect(await rowCount()).toBe(before);
    expect(parseConsentCookie(setCookieValue(response, CONSENT_COOKIE))?.statuses).toEqual(
      ESSENTIAL_ONLY,
    );
  });

  it('without any choice, signing in records nothing and writes no cookie', async () => {
    const customer = await signUpCustomer(t);
    const before = await rowCount();
    const response = await signIn(customer.email, '');
    expect(response.status).toBe(200);
    expect(await rowCount()).toBe(before);
    expect(setCookieValue(response, CONSENT_COOKIE)).toBeNull();
  });
});

describe('the ledger', () => {
  it('is append-only: an UPDATE is refused by the trigger', async () => {
    await newVisitor();
    await expect(
      t.deps.db
        .update(cookieConsents)
        .set({ source: 'dialog' })
        .where(sql`true`),
    ).rejects.toThrow();
  });
});
