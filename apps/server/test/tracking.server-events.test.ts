/**
 * Issue #17 server-side events through the pipeline (ADR 0029), PGlite or PostgreSQL: sign-up
 * started and completed, login (REST and RPC), logout, password reset sent, charged and product
 * searched — each recorded once, origin 'server', with the right subject (the customer, and the
 * browser's visitor id beside it), and stored only while that subject's consent allows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, rpcAs, sessionFrom, signUpCustomer, solveCaptcha } from './support/auth.ts';
import { client, MID_PRICED_WINE } from './support/cart-client.ts';
import { oneCustomer } from './support/orders.ts';
import { readyAndPlace } from './support/place.ts';
import {
  ALL_ACCEPTED,
  consent,
  eventsOf,
  newVisitor,
  tempDataDir,
  type Visitor,
} from './support/tracking.ts';
import type { RecordInput } from '../src/modules/tracking/service.ts';
import { useTestApp } from './support/suite.ts';

let emitted: RecordInput[] = [];

const t = useTestApp(() => ({ products: 200, env: { DATA_DIR: tempDataDir() } }));
beforeAll(async () => {
  const emit = t.services.tracking.emit.bind(t.services.tracking);
  vi.spyOn(t.services.tracking, 'emit').mockImplementation((input) => {
    emitted.push(input);
    emit(input);
  });
});
afterAll(async () => {
  await t.services.tracking.idle();
});

async function stored(subject: { customerId?: number | null; visitorId?: string | null }) {
  await t.services.tracking.idle();
  return (await eventsOf(t, subject)).map((row) => ({
    event: row.event,
    customerId: row.customerId,
    visitorId: row.visitorId,
    origin: row.origin,
    properties: row.properties,
  }));
}

/** A new customer signed up from a browser whose visitor granted everything. */
async function signedUp(): Promise<{ v: Visitor; customerId: number; email: string }> {
  const v = newVisitor();
  await consent(t, v, ALL_ACCEPTED);
  const session = await signUpCustomer(t, {}, { cookie: v.cookie });
  return { v, customerId: session.customerId, email: session.email };
}

describe('account events', () => {
  it('sign-up started (the visitor) and completed (the new customer, with the visitor id)', async () => {
    emitted = [];
    const { v, customerId } = await signedUp();
    await t.services.tracking.idle();
    expect(emitted.map((e) => [e.event, e.customerId, e.visitorId, e.origin])).toEqual([
      ['sign_up_started', null, v.visitorId, 'server'],
      ['sign_up_completed', customerId, v.visitorId, 'server'],
    ]);
    // The visitor granted: 'started' is stored; the visitor's choice followed them to the new
    // account at sign-up (the consent module, before the event), so 'completed' is stored too.
    // (Handed over in the background: in any order.)
    const rows = await stored({ visitorId: v.visitorId });
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          event: 'sign_up_started',
          customerId: null,
          visitorId: v.visitorId,
          origin: 'server',
          properties: { kind: 'PF' },
        },
        {
          event: 'sign_up_completed',
          customerId,
          visitorId: v.visitorId,
          origin: 'server',
          properties: {},
        },
      ]),
    );
  });

  it('login (REST and RPC) and logout, once each, as the customer with the visitor id', async () => {
    const { v, customerId, email } = await signedUp();
    await consent(t, { customerId, visitorId: v.visitorId }, ALL_ACCEPTED);
    const rest = await t.request('/api/v1/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: v.cookie,
        'x-forwarded-for': '203.0.113.77',
      },
      body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
    });
    expect(rest.status).toBe(200);
    const session = sessionFrom(rest);
    const headers = { ...session.headers, cookie: `${session.headers.cookie ?? ''}; ${v.cookie}` };
    const out = await t.request('/api/v1/logout', { method: 'POST', headers });
    expect(out.status).toBe(204);
    const rpc = await rpcAs(
      t,
      null,
      'signIn',
      {
        userIdentification: email,
        password: DEMO_PASSWORD,
        captchaResponse: await solveCaptcha(t),
      },
      { cookie: v.cookie, 'x-forwarded-for': '203.0.113.78' },
    );
    expect(rpc.status).toBe(200);
    // Events are handed over in the background: their rows may land in any order (PostgreSQL).
    const events = (await stored({ customerId })).filter((e) => e.event !== 'sign_up_completed');
    expect(events.map((e) => [e.event, e.customerId, e.visitorId, e.origin]).sort()).toEqual([
      ['login', customerId, v.visitorId, 'server'],
      ['login', customerId, v.visitorId, 'server'],
      ['logout', customerId, v.visitorId, 'server'],
    ]);
  });

  it('password reset sent: once, for an existing account only', async () => {
    const { v, customerId, email } = await signedUp();
    await consent(t, { customerId }, ALL_ACCEPTED);
    emitted = [];
    for (const userIdentification of [email, 'ninguem@exemplo.com.br']) {
      const response = await rpcAs(
        t,
        null,
        'redefinePassword',
        { userIdentification, captchaResponse: await solveCaptcha(t) },
        { cookie: v.cookie, 'x-forwarded-for': '203.0.113.90' },
      );
      expect(response.status).toBe(200);
    }
    expect(emitted.map((e) => e.event)).toEqual(['password_reset_sent']);
    const events = await stored({ customerId });
    expect(events.filter((e) => e.event === 'password_reset_sent')).toEqual([
      {
        event: 'password_reset_sent',
        customerId,
        visitorId: v.visitorId,
        origin: 'server',
        properties: {},
      },
    ]);
  });
});

describe('order events', () => {
  it('charged: once, as the order’s customer, with the order’s numbers', async () => {
    const api = client(t);
    const wine = await api.productWhere(MID_PRICED_WINE);
    const session = await oneCustomer(t);
    await consent(t, { customerId: session.customerId }, ALL_ACCEPTED);
    expect((await api.addItem(session, wine.code, 1)).status).toBe(200);
    const placed = await readyAndPlace(t, session);
    expect(placed.status).toBe(201);
    const charged = (await stored({ customerId: session.customerId })).filter(
      (e) => e.event === 'charged',
    );
    expect(charged).toEqual([
      {
        event: 'charged',
        customerId: session.customerId,
        visitorId: null,
        origin: 'server',
        properties: {
          orderNumber: placed.body.orderNumber,
          total: placed.body.total,
          paymentType: 'CREDITCARD',
          installments: 1,
        },
      },
    ]);
  });
});
