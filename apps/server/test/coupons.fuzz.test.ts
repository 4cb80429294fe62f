/**
 * Issue #6 / ADR 0010: at least 200 generated malformed bodies per mutating endpoint of coupons,
 * gift certificates, cashback, re-buy, gift packaging, loyalty and member-get-member → a 4xx with a
 * pt-BR message, never a 5xx, and nothing changed. Run for a customer with a cart (and a coupon,
 * a certificate and a packaging) and for a visitor with a cookie cart. Fixed fast-check seeds.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartAdjustments,
  cartGiftCertificates,
  cartItems,
  carts,
  idempotencyKeys,
} from '../src/db/schema.ts';
import { noInput as emptyInput } from '../src/http/input.ts';
import {
  addOrderProductsInput,
  applyCodeInput,
  couponMgmInput,
  removeGiftCertificateInput,
  setUseCashBackInput,
} from '../src/modules/coupons/routes.ts';
import { giftPackagingInput } from '../src/modules/gift-packaging/routes.ts';
import { dryRunInput } from '../src/modules/loyalty/routes.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { signUpCustomer, type TestSession } from './support/auth.ts';
import { client, PLAIN_WINE, type Visitor } from './support/cart-client.ts';
import { isEmptyObject, malformedBody } from './support/malformed.ts';

let t: TestApp;
let customer: TestSession;
const visitor: Visitor = { cookie: null };

beforeAll(async () => {
  t = await createTestApp({ products: 50 });
  const api = client(t);
  customer = await signUpCustomer(t);
  const wine = await api.productWhere(PLAIN_WINE);
  for (const who of [customer, visitor]) {
    expect((await api.addItem(who, wine.code, 2)).status).toBe(200);
    expect((await api.rpc(who, 'applyCode', { code: 'VALE-100' })).status).toBe(200);
    expect(
      (
        await api.send(who, 'POST', '/api/v1/giftPackaging/giftPackaging', {
          skuGiftPackaging: 'EMB-SACOLA',
        })
      ).status,
    ).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
});

const RUNS = 200;

async function snapshot() {
  const db = t.deps.db;
  return JSON.stringify({
    carts: await db.select().from(carts).orderBy(carts.id),
    items: await db.select().from(cartItems).orderBy(cartItems.id),
    adjustments: await db.select().from(cartAdjustments).orderBy(cartAdjustments.cartId),
    certificates: await db.select().from(cartGiftCertificates),
    keys: await db.select().from(idempotencyKeys),
  });
}

/** Bodies that are not JSON, or JSON that the endpoint's schema refuses. */
function malformedFor(fields: string[], schema: z.ZodType) {
  return malformedBody(fields).filter((body) => {
    if (isEmptyObject(body)) return !schema.safeParse({}).success;
    try {
      return !schema.safeParse(JSON.parse(body)).success;
    } catch {
      return true;
    }
  });
}

const ENDPOINTS: { name: string; path: string; fields: string[]; schema: z.ZodType }[] = [
  { name: 'applyCode', path: '/rpc/applyCode', fields: ['code'], schema: applyCodeInput },
  {
    name: 'removeAllPromotionCodes',
    path: '/rpc/removeAllPromotionCodes',
    fields: ['code'],
    schema: emptyInput,
  },
  {
    name: 'removeGiftCertificate',
    path: '/rpc/removeGiftCertificate',
    fields: ['code'],
    schema: removeGiftCertificateInput,
  },
  {
    name: 'setUseCashBack',
    path: '/rpc/setUseCashBack',
    fields: ['value'],
    schema: setUseCashBackInput,
  },
  {
    name: 'validateShoppingCart',
    path: '/rpc/validateShoppingCart',
    fields: ['skuCode'],
    schema: emptyInput,
  },
  {
    name: 'addOrderProductsToCart',
    path: '/rpc/addOrderProductsToCart',
    fields: ['items'],
    schema: addOrderProductsInput,
  },
  {
    name: 'POST /api/v1/giftPackaging/giftPackaging',
    path: '/api/v1/giftPackaging/giftPackaging',
    fields: ['skuGiftPackaging'],
    schema: giftPackagingInput,
  },
  {
    name: 'POST /api/v1/me/loyalty/dry_run',
    path: '/api/v1/me/loyalty/dry_run',
    fields: ['type', 'sku'],
    schema: dryRunInput,
  },
  {
    name: 'POST /api/v1/club/promotions/coupon_mgm',
    path: '/api/v1/club/promotions/coupon_mgm',
    fields: ['code'],
    schema: couponMgmInput,
  },
];

async function expectClientError(response: Response) {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  const payload = (await response.json()) as { message?: unknown };
  expect(typeof payload.message).toBe('string');
  expect((payload.message as string).length).toBeGreaterThan(0);
}

describe('malformed bodies never break coupons, packaging or loyalty', () => {
  for (const [index, endpoint] of ENDPOINTS.entries()) {
    for (const who of ['customer', 'visitor'] as const) {
      it(`${endpoint.name} (${who}): ${String(RUNS)} malformed bodies → 4xx with a message, nothing changed`, async () => {
        const before = await snapshot();
        const identity =
          who === 'customer' ? customer.headers : { cookie: `adega_cart=${visitor.cookie ?? ''}` };
        await fc.assert(
          fc.asyncProperty(
            malformedFor(endpoint.fields, endpoint.schema),
            fc.boolean(),
            async (body, keyed) => {
              const response = await t.request(endpoint.path, {
                method: 'POST',
                headers: {
                  'content-type': 'application/json',
                  ...identity,
                  ...(keyed ? { 'idempotency-key': `fuzz-${String(index)}` } : {}),
                },
                body,
              });
              await expectClientError(response);
            },
          ),
          { numRuns: RUNS, seed: 20261300 + index },
        );
        expect(await snapshot()).toBe(before);
      });
    }
  }
});
