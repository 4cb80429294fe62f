/**
 * Promotion calls of SPEC §7 (issue #6):
 * - `PUT /api/v4/cart/promotion/gift/{giftUidpk}` and RPC `addChosenGiftToCart` choose the
 *   choose-your-gift sku (no id → 400 'missing giftUidpk param'; unknown option → 404; locked →
 *   422; success → the cart document). They run in the cart service's lock with Idempotency-Key.
 * - `GET /api/v1/promotion/pendura`: the store's pendura products, normalised (SPEC §4).
 * - `GET /dynamicpages/campaign_wine_{item_promotion,progressive_discount,checkout_gift}.json`:
 *   the WINE lists inside their date/hour window now; the `v` parameter is ignored; short public
 *   cache.
 */
import { z } from 'zod';
import { AppError } from '@adega/domain/errors';
import { addChosenGiftRequest } from '@adega/domain/promotions/chosen-gift';
import { GIFT_OPTION_NOT_FOUND } from '@adega/domain/promotions/cart-promotions';
import type { Db } from '../../db/client.ts';
import { isPossibleRowId, noInput } from '../../http/input.ts';
import { defineOperation, rest, type HttpModule } from '../../http/operation.ts';
import { cartChanges } from '../cart/routes.ts';
import type { CartService, MutationRequest, MutationResult } from '../cart/service.ts';
import { chooseGift, recordGiftFailure } from './gifts.ts';
import type { PromotionsService } from './service.ts';
import {
  CHECKOUT_GIFT_PAGE_MONEY,
  ITEM_PROMOTION_PAGE_MONEY,
  PROGRESSIVE_PAGE_MONEY,
} from '../../contract.ts';

/** Public, short: a campaign that starts or ends shows within a minute. */
export const DYNAMIC_PAGES_CACHE = 'public, max-age=60';
export const INVALID_GIFT_ID = 'O código do brinde não é válido.';

export const addChosenGiftInput = z
  .object({
    giftUidpk: z
      .union([z.string().max(64, { error: INVALID_GIFT_ID }), z.number()], {
        error: INVALID_GIFT_ID,
      })
      .nullish(),
  })
  .strict();

/**
 * SPEC §5/§8: a gift id is required ('missing giftUidpk param', 400); an id no option can have
 * is simply not found (404).
 */
export function giftIdOf(raw: string | number | null | undefined): number {
  const request = addChosenGiftRequest(raw);
  if (!request.ok) throw new AppError('BAD_REQUEST', request.message);
  const id = /^[0-9]{1,10}$/.test(request.giftUidpk) ? Number(request.giftUidpk) : NaN;
  if (!isPossibleRowId(id)) throw new AppError('NOT_FOUND', GIFT_OPTION_NOT_FOUND);
  return id;
}

async function choose(
  request: MutationRequest,
  deps: PromotionRouteDeps,
  giftUidpk: number,
): Promise<MutationResult> {
  try {
    return await deps.cart.change(request, true, (ctx) =>
      chooseGift(ctx, giftUidpk, deps.promotions),
    );
  } catch (error) {
    // SPEC §3 hadError: the cart remembers that the last choice failed.
    if (error instanceof AppError && error.status < 500) {
      await recordGiftFailure(deps.db, request.owner, request.store, deps.now());
    }
    throw error;
  }
}

export interface PromotionRouteDeps {
  db: Db;
  now: () => Date;
  cart: CartService;
  promotions: PromotionsService;
}

/** The path's id (always a string; a missing one is the same 400 as the RPC's). */
const restGiftInput = z.object({ giftUidpk: z.string().optional() }).strict();

/** No input: the dynamic pages' `v` parameter (a cache buster) and any other is ignored. */
const ignored = { input: () => ({}) };

export function promotionsModule(deps: PromotionRouteDeps): HttpModule {
  const change = cartChanges('session');
  const chooseRest = change('chooseGift', restGiftInput, (request, input) =>
    choose(request, deps, giftIdOf(input.giftUidpk)),
  );
  const page = (name: string, read: (now: Date) => Promise<unknown[]>, money?: object) =>
    defineOperation({
      name,
      ...(money ? { money } : {}),
      input: noInput,
      auth: 'public',
      cacheControl: DYNAMIC_PAGES_CACHE,
      handler: () => read(deps.now()),
    });
  return {
    operations: [
      change(
        'addChosenGiftToCart',
        // No body at all is a missing id too (SPEC §5), not a malformed body.
        z.preprocess((raw) => raw ?? {}, addChosenGiftInput),
        (request, input) => choose(request, deps, giftIdOf(input.giftUidpk)),
      ),
    ],
    rest: [
      rest('PUT', '/api/v4/cart/promotion/gift', chooseRest, ignored),
      rest('PUT', '/api/v4/cart/promotion/gift/', chooseRest, ignored),
      rest('PUT', '/api/v4/cart/promotion/gift/:giftUidpk', chooseRest, {
        input: (request) => ({ giftUidpk: request.params.giftUidpk }),
      }),
      rest(
        'GET',
        '/api/v1/promotion/pendura',
        defineOperation({
          name: 'pendura',
          input: noInput,
          auth: 'public',
          cacheControl: DYNAMIC_PAGES_CACHE,
          handler: (_input, ctx) => deps.promotions.pendura(ctx.store),
        }),
        ignored,
      ),
      rest(
        'GET',
        '/dynamicpages/campaign_wine_item_promotion.json',
        page('itemPromotionPage', deps.promotions.itemPromotionPage, ITEM_PROMOTION_PAGE_MONEY),
        ignored,
      ),
      rest(
        'GET',
        '/dynamicpages/campaign_wine_progressive_discount.json',
        page(
          'progressiveDiscountPage',
          deps.promotions.progressiveDiscountPage,
          PROGRESSIVE_PAGE_MONEY,
        ),
        ignored,
      ),
      rest(
        'GET',
        '/dynamicpages/campaign_wine_checkout_gift.json',
        page('checkoutGiftPage', deps.promotions.checkoutGiftPage, CHECKOUT_GIFT_PAGE_MONEY),
        ignored,
      ),
    ],
  };
}
