/**
 * Issue #6 / ADR 0010: at least 200 generated malformed bodies per mutating endpoint of coupons,
 * gift certificates, cashback, re-buy, gift packaging, loyalty and member-get-member → a 4xx with a
 * pt-BR message, never a 5xx, and nothing changed. Run for a customer with a cart (and a coupon,
 * a certificate and a packaging) and for a visitor with a cookie cart. Fixed fast-check seeds.
 */
import { beforeAll, describe, expect } from 'vitest';
import { cartAdjustments, cartGiftCertificates } from '../src/db/schema.ts';
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
import { signUpCustomer, type TestSession } from './support/auth.ts';
import { client, PLAIN_WINE, type Visitor } from './support/cart-client.ts';
import { CART_TABLES, forCartOwners } from './support/cart-owners.ts';
import { itRefusesMalformedBodies, tablesSnapshot, type FuzzEndpoint } from './support/fuzz.ts';
import { useTestApp } from './support/suite.ts';

let customer: TestSession;
const visitor: Visitor = { cookie: null };

const t = useTestApp({ products: 50 });
beforeAll(async () => {
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

const snapshot = () =>
  tablesSnapshot(t.deps.db, {
    ...CART_TABLES,
    adjustments: [cartAdjustments, cartAdjustments.cartId],
    certificates: cartGiftCertificates,
  });

const ENDPOINTS: FuzzEndpoint[] = [
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

describe('malformed bodies never break coupons, packaging or loyalty', () => {
  itRefusesMalformedBodies(ENDPOINTS, {
    app: () => t,
    ...forCartOwners(() => ({ customer, visitorCookie: visitor.cookie ?? '' })),
    snapshot,
    seed: 20261300,
    idempotencyKeys: true,
  });
});
