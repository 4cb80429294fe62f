/**
 * Issue #6: at least 200 generated malformed requests per mutating promotion endpoint → a 4xx
 * with a pt-BR message, never a 5xx, and no cart, line or idempotency key changed:
 * - RPC addChosenGiftToCart with bodies its schema refuses (or without an id);
 * - PUT /api/v4/cart/promotion/gift/{giftUidpk} with generated ids (the body is ignored).
 * A failed choice of a well-formed id only marks `hadError` on the cart (SPEC §3), so that table is
 * not part of the unchanged snapshot. fast-check runs with a fixed seed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addChosenGiftInput } from '../src/modules/promotions/routes.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import type { TestSession } from './support/auth.ts';
import { cartOwners, cartTablesSnapshot } from './support/cart-owners.ts';
import { malformedBody } from './support/malformed.ts';

let t: TestApp;
let customer: TestSession;
let visitorCookie: string;

beforeAll(async () => {
  t = await createTestApp({ products: 300 });
  ({ customer, visitorCookie } = await cartOwners(t));
});
afterAll(async () => {
  await t.close();
});

const RUNS = 200;

const snapshot = () => cartTablesSnapshot(t);

/** Bodies that are not JSON, that the schema refuses, or that carry no gift id at all. */
const malformedGiftBody = malformedBody(['giftUidpk']).filter((body) => {
  try {
    const parsed = addChosenGiftInput.safeParse(JSON.parse(body));
    if (!parsed.success) return true;
    const id = parsed.data.giftUidpk;
    return id === null || id === undefined || String(id).trim() === '';
  } catch {
    return true;
  }
});

async function expectRefused(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const body = (await response.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
}

describe('addChosenGiftToCart: malformed bodies', () => {
  for (const who of ['customer', 'visitor'] as const) {
    it(`answers 4xx with a message and changes nothing (${who})`, async () => {
      const before = await snapshot();
      await fc.assert(
        fc.asyncProperty(malformedGiftBody, async (body) => {
          const headers: Record<string, string> = { 'content-type': 'application/json' };
          if (who === 'customer') Object.assign(headers, customer.headers);
          else headers.cookie = `adega_cart=${visitorCookie}`;
          await expectRefused(
            await t.request('/rpc/addChosenGiftToCart', { method: 'POST', headers, body }),
          );
        }),
        { numRuns: RUNS, seed: 6006 },
      );
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('PUT /api/v4/cart/promotion/gift/{giftUidpk}: generated ids', () => {
  const ids = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.integer().map(String),
    fc.double().map(String),
    fc.constantFrom('', ' ', '0', '-1', '1e3', '0x10', '9'.repeat(40), "1' or 1=1", '../1'),
  );
  it('answers 4xx with a message and changes no cart', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(ids, malformedBody(['giftUidpk']), async (id, body) => {
        const response = await t.request(`/api/v4/cart/promotion/gift/${encodeURIComponent(id)}`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            cookie: `adega_cart=${visitorCookie}`,
          },
          body,
        });
        await expectRefused(response);
      }),
      { numRuns: RUNS, seed: 6007 },
    );
    expect(await snapshot()).toEqual(before);
  });
});
