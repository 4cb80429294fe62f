/**
 * Gift packaging (SPEC §7: `GET /api/v1/giftPackaging`, `GET /api/v1/giftPackaging/isEligible`,
 * `POST /api/v1/giftPackaging/giftPackaging {skuGiftPackaging}`, `DELETE /api/v1/giftPackaging`;
 * ADR 0010). Options are data; the choice is kept with the cart and its price enters the total.
 * The outlet hides gift options (SPEC §6): there the list is empty and nothing is eligible.
 */
import { z } from 'zod';
import { giftPackagingEligibility, GIFT_PACKAGING_TEXTS } from '@adega/domain/cart/gift-packaging';
import { AppError } from '@adega/domain/errors';
import { SKU_MAX, SKU_PATTERN } from '@adega/domain/validation/sku';
import {
  GIFT_PACKAGING_LIST_MONEY,
  type GiftPackagingEligibilityDto,
  type GiftPackagingListDto,
} from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { noInput } from '../../http/input.ts';
import {
  defineOperation,
  rest,
  type HttpModule,
  type OperationContext,
} from '../../http/operation.ts';
import { cartChanges, cartOwnerOf } from '../cart/routes.ts';
import type { CartService } from '../cart/service.ts';
import { giftPackagingOptions, type CouponService } from '../coupons/service.ts';

export const giftPackagingInput = z
  .object({
    skuGiftPackaging: z
      .string({ error: GIFT_PACKAGING_TEXTS.required })
      .trim()
      .min(1, { error: GIFT_PACKAGING_TEXTS.required })
      .max(SKU_MAX, { error: GIFT_PACKAGING_TEXTS.unknown })
      .regex(SKU_PATTERN, { error: GIFT_PACKAGING_TEXTS.unknown }),
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

const SKU_PATH = z.string().max(SKU_MAX).regex(SKU_PATTERN);

/** No input: the GET and DELETE calls take none (a query is ignored). */
const ignored = { input: () => ({}) };

export function giftPackagingModule(db: Db, cart: CartService, coupons: CouponService): HttpModule {
  const eligibilityOf = async (ctx: OperationContext) => {
    const document = await cart.view(cartOwnerOf(ctx.c), ctx.store);
    return {
      document,
      eligibility: giftPackagingEligibility(
        ctx.store,
        document.cartItems.map((item) => ({
          category: item.productCategory,
          available: item.available,
        })),
      ),
    };
  };
  const list = defineOperation({
    name: 'giftPackagingList',
    money: GIFT_PACKAGING_LIST_MONEY,
    input: noInput,
    auth: 'session',
    handler: async (_input, ctx): Promise<GiftPackagingListDto> => {
      const { document, eligibility } = await eligibilityOf(ctx);
      return {
        options: await giftPackagingOptions(db, ctx.store),
        selected: document.giftPackaging,
        eligible: eligibility.eligible,
      };
    },
  });
  const isEligible = defineOperation({
    name: 'giftPackagingIsEligible',
    input: noInput,
    auth: 'session',
    handler: async (_input, ctx): Promise<GiftPackagingEligibilityDto> => {
      const { eligibility } = await eligibilityOf(ctx);
      return {
        eligible: eligibility.eligible,
        message: eligibility.eligible ? null : eligibility.message,
      };
    },
  });
  const change = cartChanges('session');
  const select = change('selectGiftPackaging', giftPackagingInput, (request, input) =>
    coupons.selectGiftPackaging(request, input.skuGiftPackaging),
  );
  // A drawn picture of the packaging (no network for real photos, like the product art).
  const image = defineOperation({
    name: 'giftPackagingImage',
    input: z.object({ sku: z.string() }),
    auth: 'public',
    handler: ({ sku }, { c }) => {
      if (!SKU_PATH.safeParse(sku).success) {
        throw new AppError('NOT_FOUND', GIFT_PACKAGING_TEXTS.unknown);
      }
      c.header('Cache-Control', 'public, max-age=86400');
      c.header('Content-Type', 'image/svg+xml');
      return c.body(packagingSvg(sku));
    },
  });
  const remove = change('removeGiftPackaging', noInput, (request) =>
    coupons.removeGiftPackaging(request),
  );
  return {
    rest: [
      rest('GET', '/api/v1/giftPackaging', list, ignored),
      rest('GET', '/api/v1/giftPackaging/isEligible', isEligible, ignored),
      rest('POST', '/api/v1/giftPackaging/giftPackaging', select),
      rest('GET', '/api/v1/giftPackaging/image/:sku', image, {
        input: (request) => ({ sku: request.params.sku }),
      }),
      rest('DELETE', '/api/v1/giftPackaging', remove, ignored),
    ],
  };
}
