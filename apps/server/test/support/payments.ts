/**
 * Pix and boleto orders from API tests (issue #14): a movable clock, placing a waiting order,
 * signed webhook events and the sandbox control.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, payments, products } from '../../src/db/schema.ts';
import { signatureOf } from '../../src/modules/payments/webhook.ts';
import type { ManualJobRunner } from '../../src/jobs/runner.ts';
import type { TestApp } from './app.ts';
import type { TestSession } from './auth.ts';
import { client } from './cart-client.ts';
import {
  freshKey,
  placeOrder,
  quickCustomers,
  readyForCheckout,
  type PlaceAnswer,
} from './orders.ts';

/** A clock the test moves. */
export function movableClock(start: Date) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
    set(date: Date) {
      at = date.getTime();
    },
  };
}

export type Session = TestSession & { customerId: number };

/** A customer with `quantity` of `sku` in the cart, address and level chosen. */
export async function shopper(t: TestApp, sku: string, quantity: number): Promise<Session> {
  const [session] = await quickCustomers(t, 1);
  if (!session) throw new Error('no customer');
  expect((await client(t).addItem(session, sku, quantity)).status).toBe(200);
  await readyForCheckout(t, session);
  return session;
}

export async function placeWith(
  t: TestApp,
  session: Session,
  paymentMethod: string,
  extra: Record<string, unknown> = {},
  key: string = freshKey(),
): Promise<PlaceAnswer> {
  return placeOrder(t, session, { paymentMethod, ...extra }, key);
}

/** The webhook secret of the test app's sandbox gateway (generated per database, issue #33). */
export function webhookSecretOf(t: TestApp): Promise<string> {
  return t.services.gateway.webhookSecret();
}

/** POSTs a webhook body with `signature` (default: signed with the app's webhook secret). */
export async function postWebhook(t: TestApp, body: string, signature?: string | null) {
  const header = signature === undefined ? signatureOf(await webhookSecretOf(t), body) : signature;
  const response = await t.request('/api/v1/payments/webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'x-adega-signature': header }),
    },
    body,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
  return { status: response.status, body: (await response.json()) as any };
}

export function eventBody(
  id: string,
  type: 'paid' | 'expired' | 'refused',
  chargeId: string,
  reference: string,
  amount: number,
): string {
  return JSON.stringify({
    id,
    type,
    chargeId,
    reference,
    amount,
    occurredAt: '2026-11-22T18:00:00.000Z',
  });
}

/**
 * `POST /sandbox/payments/{id}/{action}` as `session` (the order's owner: issue #33 F13), or as a
 * visitor when null.
 */
export async function sandboxControl(
  t: TestApp,
  session: { headers: Record<string, string> } | null,
  chargeId: string,
  action: string,
) {
  const response = await t.request(`/sandbox/payments/${chargeId}/${action}`, {
    method: 'POST',
    headers: session?.headers ?? {},
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
  return { status: response.status, body: (await response.json()) as any };
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? -1;
}

/** The order row and its payment row by number. */
export async function orderRow(t: TestApp, number: string) {
  const [row] = await t.deps.db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row;
}

export async function getJson(
  t: TestApp,
  session: { headers: Record<string, string> } | null,
  path: string,
) {
  const response = await t.request(path, { headers: session?.headers ?? {} });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
  return { status: response.status, body: (await response.json()) as any };
}

/** The manual job runner of an in-process app built without `deps.jobs`. */
export function jobsOf(t: TestApp): ManualJobRunner {
  return t.services.jobs as ManualJobRunner;
}
