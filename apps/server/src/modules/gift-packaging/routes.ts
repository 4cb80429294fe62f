/**
 * Gift packaging (SPEC §7: `GET /api/v1/giftPackaging`, `GET /api/v1/giftPackaging/isEligible`,
 * `POST /api/v1/giftPackaging/giftPackaging {skuGiftPackaging}`, `DELETE /api/v1/giftPackaging`;
 * ADR 0010). Options are data; the choice is kept with the cart and its price enters the total.
 * The outlet hides gift options (SPEC §6): there the list is empty and nothing is eligible.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { giftPackagingEligibility, GIFT_PACKAGING_TEXTS } from '@adega/domain/cart/gift-packaging';
import { AppError } from '@adega/domain/errors';
import { isFeatureVisible } from '@adega/domain/roles';
import type { GiftPackagingEligibilityDto, GiftPackagingListDto } from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { readJson } from '../../http/errors.ts';
import { noStore, parseInput } from '../account/operation.ts';
import { cartOwnerOf } from '../cart/identity.ts';
import { mutationOf } from '../cart/rpc.ts';
import type { CartService, MutationResult } from '../cart/service.ts';
import { packagingDto, packagingOptions, type CouponService } from '../coupons/service.ts';
import { writeCartCookie } from '../cart/identity.ts';

export const giftPackagingInput = z
  .object({
    skuGiftPackaging: z
      .string({ error: GIFT_PACKAGING_TEXTS.required })
      .trim()
      .min(1, { error: GIFT_PACKAGING_TEXTS.required })
      .max(64, { error: GIFT_PACKAGING_TEXTS.unknown })
      .regex(/^[A-Za-z0-9._-]+$/, { error: GIFT_PACKAGING_TEXTS.unknown }),
  })
  .strict();

const PALETTE = ['#7b1e3a', '#1f4e5f', '#8a5a00', '#3d5a1e', '#5b2a86'];

/** A box with a ribbon, its colour picked from the sku (same sku, same picture). */
export function packagingSvg(sku: string): string {
  let hash = 0;
  for (const char of sku) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = PALETTE[hash % PALETTE.length] ?? '#7b1e3a';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="110" viewBox="0 0 110 110">
<rect x="15" y="40" width="80" height="60" rx="4" fill="${colour}"/>
<rect x="10" y="30" width="90" height="16" rx="3" fill="${colour}" opacity="0.85"/>
<rect x="49" y="30" width="12" height="70" fill="#f2d16b"/>
<path d="M55 30 C40 10 25 20 40 30 Z M55 30 C70 10 85 20 70 30 Z" fill="#f2d16b"/>
</svg>`;
}

export function giftPackagingRoutes(db: Db, cart: CartService, coupons: CouponService): Hono {
  const app = new Hono();
  const send = (c: Context, result: MutationResult) => {
    if (result.newCartToken) writeCartCookie(c, result.newCartToken);
    return c.json(result.body, result.status as 200);
  };
  const eligibilityOf = async (c: Context) => {
    const store = c.get('store');
    const document = await cart.view(cartOwnerOf(c), store);
    return {
      document,
      eligibility: giftPackagingEligibility(
        store,
        document.cartItems.map((item) => ({
          category: item.productCategory,
          available: item.available,
        })),
      ),
    };
  };
  app.get('/v1/giftPackaging', async (c) => {
    noStore(c);
    const { document, eligibility } = await eligibilityOf(c);
    const visible = isFeatureVisible('gift', c.get('store'));
    const body: GiftPackagingListDto = {
      options: visible ? (await packagingOptions(db)).map(packagingDto) : [],
      selected: document.giftPackaging,
      eligible: eligibility.eligible,
    };
    return c.json(body);
  });
  app.get('/v1/giftPackaging/isEligible', async (c) => {
    noStore(c);
    const { eligibility } = await eligibilityOf(c);
    const body: GiftPackagingEligibilityDto = {
      eligible: eligibility.eligible,
      message: eligibility.eligible ? null : eligibility.message,
    };
    return c.json(body);
  });
  app.post('/v1/giftPackaging/giftPackaging', async (c) => {
    noStore(c);
    const input = parseInput(giftPackagingInput, await readJson(c));
    return send(c, await coupons.selectGiftPackaging(await mutationOf(c), input.skuGiftPackaging));
  });
  // A drawn picture of the packaging (no network for real photos, like the product art).
  app.get('/v1/giftPackaging/image/:sku', (c) => {
    const sku = c.req.param('sku');
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(sku)) {
      throw new AppError('NOT_FOUND', GIFT_PACKAGING_TEXTS.unknown);
    }
    c.header('Cache-Control', 'public, max-age=86400');
    c.header('Content-Type', 'image/svg+xml');
    return c.body(packagingSvg(sku));
  });
  app.delete('/v1/giftPackaging', async (c) => {
    noStore(c);
    return send(c, await coupons.removeGiftPackaging(await mutationOf(c)));
  });
  return app;
}
