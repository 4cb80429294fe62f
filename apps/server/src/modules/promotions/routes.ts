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
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { AppError, MISSING_GIFT_ID_MESSAGE } from '@adega/domain/errors';
import { addChosenGiftRequest } from '@adega/domain/promotions/chosen-gift';
import { GIFT_OPTION_NOT_FOUND } from '@adega/domain/promotions/cart-promotions';
import type { Db } from '../../db/client.ts';
import { defineRpc, type RpcOperation } from '../../rpc/registry.ts';
import { isPossibleRowId, noStore, parseInput } from '../account/operation.ts';
import { finish, mutationOf } from '../cart/rpc.ts';
import type { CartService, MutationResult } from '../cart/service.ts';
import { chooseGift, recordGiftFailure } from './gifts.ts';
import type { PromotionsService } from './service.ts';

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
  c: Context,
  deps: { db: Db; now: () => Date; cart: CartService; promotions: PromotionsService },
  giftUidpk: number,
): Promise<MutationResult> {
  const request = await mutationOf(c);
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

export function promotionRoutes(deps: PromotionRouteDeps): Hono {
  const app = new Hono();
  const missing = () => {
    throw new AppError('BAD_REQUEST', MISSING_GIFT_ID_MESSAGE);
  };
  app.put('/v4/cart/promotion/gift', missing);
  app.put('/v4/cart/promotion/gift/', missing);
  app.put('/v4/cart/promotion/gift/:giftUidpk', async (c) => {
    noStore(c);
    const id = giftIdOf(c.req.param('giftUidpk'));
    const result = await choose(c, deps, id);
    return c.json(finish(c, result), result.status as 200);
  });
  app.get('/v1/promotion/pendura', async (c) => {
    c.header('Cache-Control', DYNAMIC_PAGES_CACHE);
    return c.json(await deps.promotions.pendura(c.get('store')));
  });
  return app;
}

export function dynamicPageRoutes(deps: { now: () => Date; promotions: PromotionsService }): Hono {
  const app = new Hono();
  const page = (read: (now: Date) => Promise<unknown[]>) => async (c: Context) => {
    c.header('Cache-Control', DYNAMIC_PAGES_CACHE);
    return c.json(await read(deps.now()));
  };
  app.get('/campaign_wine_item_promotion.json', page(deps.promotions.itemPromotionPage));
  app.get(
    '/campaign_wine_progressive_discount.json',
    page(deps.promotions.progressiveDiscountPage),
  );
  app.get('/campaign_wine_checkout_gift.json', page(deps.promotions.checkoutGiftPage));
  return app;
}

export function promotionsRpc(deps: PromotionRouteDeps): RpcOperation[] {
  return [
    defineRpc({
      name: 'addChosenGiftToCart',
      input: z.unknown(),
      handler: async (raw, ctx) => {
        noStore(ctx.c);
        // No body at all is a missing id too (SPEC §5), not a malformed body.
        const input = parseInput(addChosenGiftInput, raw ?? {});
        const result = await choose(ctx.c, deps, giftIdOf(input.giftUidpk));
        return finish(ctx.c, result);
      },
    }),
  ];
}
