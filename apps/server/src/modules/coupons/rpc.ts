/**
 * Coupon, gift certificate, cashback and re-buy calls of SPEC §7 (issue #6, ADR 0010): RPC
 * `applyCode`, `removeAllPromotionCodes`, `removeGiftCertificate`, `setUseCashBack`,
 * `validateShoppingCart`, `addOrderProductsToCart`, and REST
 * `POST /api/v1/club/promotions/coupon_mgm`. Mutations answer the cart document like the other
 * cart calls (locked, `Idempotency-Key`, ADR 0009); bodies are parsed with pt-BR messages.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { CODE_PATTERN, COUPON_TEXTS } from '@adega/domain/cart/coupons';
import { QUANTITY_DEFAULT } from '@adega/domain/constants';
import { AppError } from '@adega/domain/errors';
import { CASHBACK_TEXTS } from '@adega/domain/pricing/loyalty';
import { REFERRAL_TEXTS } from '@adega/domain/promotions/referral';
import type { Db } from '../../db/client.ts';
import { readJson } from '../../http/errors.ts';
import { defineRpc, type RpcOperation } from '../../rpc/registry.ts';
import { emptyInput, INVALID_BOOLEAN, noStore, parseInput } from '../account/operation.ts';
import { clientIp } from '../auth/guard.ts';
import type { RateLimiter, RateRule } from '../auth/rate-limit.ts';
import { cartOwnerOf } from '../cart/identity.ts';
import { addToCartInput, finish, mutationOf } from '../cart/rpc.ts';
import type { CartService } from '../cart/service.ts';
import { checkReferralCode } from './referral.ts';
import { createCouponService, type CouponService } from './service.ts';

/** A code as typed: 1..40 letters, digits, hyphen or underscore (case-insensitive). */
function codeSchema(texts: { required: string; format: string }) {
  return z
    .string({ error: texts.required })
    .trim()
    .min(1, { error: texts.required })
    .max(40, { error: texts.format })
    .regex(CODE_PATTERN, { error: texts.format });
}

export const MAX_ORDER_ITEMS = 100;

/**
 * Codes can be guessed: every attempt counts per client IP (shared by all instances, ADR 0008's
 * limiter). Generous for a person typing, a wall for a script.
 */
export const CODE_RATE_RULES = {
  applyCodeIp: { name: 'apply-code-ip', limit: 60, windowMs: 10 * 60_000 },
  referralIp: { name: 'referral-code-ip', limit: 30, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateRule>;

export interface CodeGuard {
  limiter: RateLimiter;
  trustProxy: boolean;
}

export const applyCodeInput = z.object({ code: codeSchema(COUPON_TEXTS) }).strict();
export const removeGiftCertificateInput = applyCodeInput;
export const setUseCashBackInput = z
  .object({ value: z.boolean({ error: INVALID_BOOLEAN }) })
  .strict();
export const addOrderProductsInput = z
  .object({
    items: z
      .array(addToCartInput, { error: 'Envie a lista de produtos do pedido.' })
      .min(1, { error: 'Envie ao menos um produto.' })
      .max(MAX_ORDER_ITEMS, {
        error: `Envie no máximo ${String(MAX_ORDER_ITEMS)} produtos de uma vez.`,
      }),
  })
  .strict();
export const couponMgmInput = z.object({ code: codeSchema(REFERRAL_TEXTS) }).strict();

/** The customer of a *logged* session, or 401 with the cashback text. */
function loggedCustomer(c: Context): number {
  const session = c.get('session');
  if (!session || session.state !== 'logged') {
    throw new AppError('UNAUTHENTICATED', CASHBACK_TEXTS.useSignIn);
  }
  return session.customerId;
}

export function createCoupons(cart: CartService): CouponService {
  return createCouponService(cart);
}

export function couponRpc(coupons: CouponService, guard: CodeGuard): RpcOperation[] {
  const operation = <S extends z.ZodType>(
    name: string,
    schema: S,
    handler: (input: z.infer<S>, c: Context) => Promise<unknown>,
  ) =>
    defineRpc({
      name,
      input: z.unknown(),
      handler: async (raw, ctx) => {
        noStore(ctx.c);
        return handler(parseInput(schema, raw), ctx.c);
      },
    });
  return [
    operation('applyCode', applyCodeInput, async (input, c) => {
      await guard.limiter.hit(CODE_RATE_RULES.applyCodeIp, clientIp(c, guard.trustProxy));
      return finish(c, await coupons.applyCode(await mutationOf(c), input.code));
    }),
    operation('removeAllPromotionCodes', emptyInput, async (_input, c) =>
      finish(c, await coupons.removeAllPromotionCodes(await mutationOf(c))),
    ),
    operation('removeGiftCertificate', removeGiftCertificateInput, async (input, c) =>
      finish(c, await coupons.removeGiftCertificate(await mutationOf(c), input.code)),
    ),
    operation('setUseCashBack', setUseCashBackInput, async (input, c) => {
      loggedCustomer(c);
      return finish(c, await coupons.setUseCashBack(await mutationOf(c), input.value));
    }),
    operation('validateShoppingCart', emptyInput, (_input, c) =>
      coupons.validate(cartOwnerOf(c), c.get('store')),
    ),
    operation('addOrderProductsToCart', addOrderProductsInput, async (input, c) =>
      finish(
        c,
        await coupons.addOrderProducts(
          await mutationOf(c),
          input.items.map((item) => ({
            skuCode: item.skuCode,
            quantity: item.quantity ?? QUANTITY_DEFAULT,
          })),
        ),
      ),
    ),
  ];
}

export function couponRoutes(db: Db, guard: CodeGuard): Hono {
  const app = new Hono();
  app.post('/v1/club/promotions/coupon_mgm', async (c) => {
    noStore(c);
    const input = parseInput(couponMgmInput, await readJson(c));
    await guard.limiter.hit(CODE_RATE_RULES.referralIp, clientIp(c, guard.trustProxy));
    return c.json(await checkReferralCode(db, input.code, c.get('session')?.customerId ?? null));
  });
  return app;
}
