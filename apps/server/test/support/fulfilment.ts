/**
 * Issue #14 fulfilment tests: an app with a movable fake clock, a paid card order in one call,
 * the sandbox advance control, and independent check-digit implementations (written here from
 * the published rules, not imported from the domain).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { ManualJobRunner } from '../../src/jobs/runner.ts';
import { createTestApp, TEST_NOW, type TestApp } from './app.ts';
import { client, MID_PRICED_WINE, type Answer } from './cart-client.ts';
import type { TestSession } from './auth.ts';
import {
  APPROVED_CARD,
  freshKey,
  newCardBody,
  placeOrder,
  quickCustomers,
  readyForCheckout,
} from './orders.ts';

export interface Clock {
  at: Date;
  /** Moves the clock forward. */
  advance(minutes: number): void;
}

export async function fulfilmentApp(env: NodeJS.ProcessEnv = {}) {
  const clock: Clock = {
    at: TEST_NOW,
    advance(minutes) {
      this.at = new Date(this.at.getTime() + minutes * 60_000);
    },
  };
  const t = await createTestApp({
    products: 200,
    now: () => clock.at,
    env: { SANDBOX_FULFILMENT_MINUTES: '2,3,5', OPS_EMAIL: 'operacao@adega.dev', ...env },
  });
  const api = client(t);
  const wine = await api.productWhere(MID_PRICED_WINE);
  const jobs = t.services.jobs as ManualJobRunner;
  return { t, api, clock, jobs, wine: wine as { id: number; code: string; sale_price: number } };
}

export type FulfilmentApp = Awaited<ReturnType<typeof fulfilmentApp>>;

/** A test file's fulfilment app: created before its tests, closed after them. */
export function useFulfilmentApp(): FulfilmentApp {
  const handle = {} as FulfilmentApp;
  beforeAll(async () => {
    Object.assign(handle, await fulfilmentApp());
  });
  afterAll(async () => {
    if ('t' in handle) await handle.t.close();
  });
  return handle;
}

/** A customer with a paid card order of `quantity` bottles of the test wine. */
export async function paidOrder(
  f: FulfilmentApp,
  quantity = 2,
): Promise<{ session: TestSession & { customerId: number }; orderNumber: string }> {
  const [session] = await quickCustomers(f.t, 1);
  if (!session) throw new Error('no customer');
  expect((await f.api.addItem(session, f.wine.code, quantity)).status).toBe(200);
  await readyForCheckout(f.t, session);
  const placed = await placeOrder(f.t, session, await newCardBody(f.t, APPROVED_CARD), freshKey());
  expect(placed.status).toBe(201);
  expect(placed.body.status).toBe('PAGO');
  return { session, orderNumber: placed.body.orderNumber as string };
}

export function call(
  t: TestApp,
  session: TestSession | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  return client(t).send(session, method, path, body);
}

/** `POST /sandbox/orders/{n}/advance`. */
export function advance(t: TestApp, session: TestSession | null, orderNumber: string) {
  return call(t, session, 'POST', `/sandbox/orders/${orderNumber}/advance`);
}

/** NF-e access key check digit, written from the manual: weights 2..9 from the right, mod 11. */
export function independentAccessKeyValid(key: string): boolean {
  if (!/^\d{44}$/.test(key)) return false;
  const digits = key.slice(0, 43).split('').reverse().map(Number);
  let sum = 0;
  digits.forEach((digit, i) => {
    sum += digit * ((i % 8) + 2);
  });
  const rest = sum % 11;
  const dv = rest === 0 || rest === 1 ? 0 : 11 - rest;
  return dv === Number(key[43]);
}

/** UPU S10 code: 2 letters, 8 digits, check digit (8,6,4,2,3,5,9,7; 10→0, 11→5), 2 letters. */
export function independentS10Valid(code: string): boolean {
  const match = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/.exec(code);
  if (!match?.[1]) return false;
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = match[1].split('').reduce((total, d, i) => total + Number(d) * (weights[i] ?? 0), 0);
  let check = 11 - (sum % 11);
  if (check === 10) check = 0;
  if (check === 11) check = 5;
  return check === Number(match[2]);
}
