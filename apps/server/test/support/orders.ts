/**
 * Placing orders from API tests (issue #13): card fields encrypted as the browser does
 * (RSA-OAEP / SHA-256 over the sandbox gateway's key), quick customers with sessions (inserted
 * directly: 50 sign-ups would cost the suite its time budget), and the placement request.
 */
import { webcrypto } from 'node:crypto';
import { csrfTokenOf } from '../../src/modules/auth/sessions.ts';
import { customers } from '../../src/db/schema.ts';
import { ADDRESS } from './address.ts';
import type { TestApp } from './app.ts';
import type { TestSession } from './auth.ts';

export const APPROVED_CARD = '4111111111111111';
export const REFUSED_CARD = '4000000000000002';
export const TIMEOUT_CARD = '4000000000000119';

export async function encryptWith(spki: string, value: string): Promise<string> {
  const key = await webcrypto.subtle.importKey(
    'spki',
    Buffer.from(spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await webcrypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(value),
  );
  return Buffer.from(cipher).toString('base64');
}

export async function gatewayKey(t: TestApp): Promise<string> {
  return (await t.services.account.gateway.publicKey()).spki;
}

/** The `card` of a new-card placement. */
export async function newCard(t: TestApp, number: string, cvv = '123') {
  const spki = await gatewayKey(t);
  return {
    holderName: 'MARINA D LOPES',
    encryptedCardNumber: await encryptWith(spki, number),
    encryptedExpiryMonth: await encryptWith(spki, '08'),
    encryptedExpiryYear: await encryptWith(spki, '2030'),
    encryptedSecurityCode: await encryptWith(spki, cvv),
  };
}

export async function newCardBody(t: TestApp, number: string, extra: Record<string, unknown> = {}) {
  return { paymentMethod: 'CREDITCARD', card: await newCard(t, number), installments: 1, ...extra };
}

let quickCounter = 0;

/** One quick customer (see `quickCustomers`). */
export async function oneCustomer(t: TestApp): Promise<TestSession & { customerId: number }> {
  const [session] = await quickCustomers(t, 1);
  if (!session) throw new Error('no customer');
  return session;
}

/** `n` customers with logged sessions, inserted directly. */
export async function quickCustomers(
  t: TestApp,
  n: number,
): Promise<(TestSession & { customerId: number })[]> {
  const rows = await t.deps.db
    .insert(customers)
    .values(
      Array.from({ length: n }, () => {
        quickCounter += 1;
        return {
          email: `pedido-${String(quickCounter)}-${String(process.pid)}@exemplo.com.br`,
          fullName: 'Cliente Teste',
          firstName: 'Cliente',
          lastName: 'Teste',
          passwordHash: 'x',
        };
      }),
    )
    .returning({ id: customers.id });
  return Promise.all(rows.map(({ id }) => sessionFor(t, id)));
}

/** A new logged session of customer `customerId` (as after signing in again). */
export async function sessionFor(
  t: TestApp,
  customerId: number,
): Promise<TestSession & { customerId: number }> {
  const token = await t.services.sessions.create(customerId, 'vitest');
  const csrf = csrfTokenOf(token);
  return {
    customerId,
    token,
    csrf,
    headers: { cookie: `adega_sid=${token}; adega_csrf=${csrf}`, 'x-csrf-token': csrf },
  };
}

export interface PlaceAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read freely
  body: any;
}

/** `POST /api/v1/checkout/orders` as `session` (key null: no Idempotency-Key header). */
export async function placeOrder(
  t: TestApp,
  session: TestSession,
  body: unknown,
  key: string | null,
): Promise<PlaceAnswer> {
  const response = await t.request('/api/v1/checkout/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...session.headers,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

let keyCounter = 0;
export function freshKey(): string {
  keyCounter += 1;
  return `pedido-${String(keyCounter)}-${String(Date.now())}`;
}

/** The checkout's delivery choices (ADR 0013): a new address (São Paulo) and the Normal level. */
/**
 * The address and the first level. A cart of subscriptions only ships no bottles, so it has no
 * level to choose (ADR 0022): `{ level: false }` sets the address only.
 */
export async function readyForCheckout(
  t: TestApp,
  session: TestSession,
  { level = true }: { level?: boolean } = {},
): Promise<void> {
  const steps = [
    ['setShippingAddress', { address: ADDRESS }],
    ['setShippingServiceLevel', { uidPk: 1 }],
  ] as const;
  for (const [operation, body] of level ? steps : steps.slice(0, 1)) {
    const response = await t.request(`/rpc/${operation}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...session.headers },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) {
      throw new Error(`${operation}: ${String(response.status)} ${await response.text()}`);
    }
  }
}
