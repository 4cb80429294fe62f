/**
 * Coupon, gift certificate, cashback and re-buy calls of SPEC §7 (issue #6, ADR 0010): RPC
 * `applyCode`, `removeAllPromotionCodes`, `removeGiftCertificate`, `setUseCashBack`,
 * `validateShoppingCart`, `addOrderProductsToCart`, `setCouponCode` (issue #34: `applyCode` under
 * the SPEC's other name), `getPromotionType`, `getPromotionAmount`, `getRuleActionTypePromotion`
 * (issue #34, promotion-codes.ts), and REST
 * `POST /api/v1/club/promotions/coupon_mgm` (and `DELETE`, ADR 0023), `GET /api/v1/me/referral`.
 * Mutations answer the cart document like the other
 * cart calls (locked, `Idempotency-Key`, ADR 0009); bodies are parsed with pt-BR messages.
 */
import { z } from 'zod';
import { CODE_PATTERN, COUPON_TEXTS } from '@adega/domain/cart/coupons';
import { QUANTITY_DEFAULT } from '@adega/domain/constants';
import { CASHBACK_TEXTS } from '@adega/domain/pricing/loyalty';
import { REFERRAL_TEXTS } from '@adega/domain/promotions/referral';
import type { Store } from '@adega/domain/store';
import {
  CART_VALIDATION_MONEY,
  ORDER_PRODUCTS_MONEY,
  REFERRAL_APPLIED_MONEY,
  REFERRAL_MONEY,
} from '../../contract.ts';
import type { Db } from '../../db/client.ts';
import { INVALID_BOOLEAN, noInput } from '../../http/input.ts';
import {
  alias,
  defineOperation,
  rest,
  type HttpModule,
  type OperationContext,
} from '../../http/operation.ts';
import { hitPerIp, type IpGuard } from '../auth/guard.ts';
import type { RateRule } from '../auth/rate-limit.ts';
import { addToCartInput, cartChanges, cartOwnerOf } from '../cart/routes.ts';
import { promotionCodeOperations } from './promotion-codes.ts';
import { referralOf, type CouponService } from './service.ts';

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
  promotionCodeIp: { name: 'promotion-code-ip', limit: 60, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateRule>;

/** Code attempts count per client IP. */
export type CodeGuard = IpGuard;

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

export function couponsModule(
  db: Db,
  coupons: CouponService,
  guard: CodeGuard,
  publicUrl: (store: Store) => string,
  now: () => Date,
): HttpModule {
  const change = cartChanges('session');
  /** Codes can be guessed: each attempt counts per client IP before it runs. */
  const guarded = (rule: RateRule, ctx: OperationContext) => hitPerIp(guard, rule, ctx.c);
  const applyCode = change('applyCode', applyCodeInput, async (request, input, ctx) => {
    await guarded(CODE_RATE_RULES.applyCodeIp, ctx);
    return coupons.applyCode(request, input.code);
  });
  return {
    operations: [
      applyCode,
      // Issue #34: SPEC §7 also names the coupon's entry setCouponCode: the same operation.
      alias(applyCode, 'setCouponCode'),
      ...promotionCodeOperations({
        db,
        now,
        guard: (ctx) => guarded(CODE_RATE_RULES.promotionCodeIp, ctx),
      }),
      change('removeAllPromotionCodes', noInput, (request) =>
        coupons.removeAllPromotionCodes(request),
      ),
      change('removeGiftCertificate', removeGiftCertificateInput, (request, input) =>
        coupons.removeGiftCertificate(request, input.code),
      ),
      // Only a logged customer has cashback to use.
      cartChanges('customer', { signInMessage: CASHBACK_TEXTS.useSignIn })(
        'setUseCashBack',
        setUseCashBackInput,
        (request, input) => coupons.setUseCashBack(request, input.value),
      ),
      defineOperation({
        name: 'validateShoppingCart',
        money: CART_VALIDATION_MONEY,
        input: noInput,
        auth: 'session',
        handler: (_input, ctx) => coupons.validate(cartOwnerOf(ctx.c), ctx.store),
      }),
      change(
        'addOrderProductsToCart',
        addOrderProductsInput,
        (request, input) =>
          coupons.addOrderProducts(
            request,
            input.items.map((item) => ({
              skuCode: item.skuCode,
              quantity: item.quantity ?? QUANTITY_DEFAULT,
            })),
          ),
        ORDER_PRODUCTS_MONEY,
      ),
    ],
    rest: [
      rest(
        'POST',
        '/api/v1/club/promotions/coupon_mgm',
        change(
          'couponMgm',
          couponMgmInput,
          async (request, input, ctx) => {
            await guarded(CODE_RATE_RULES.referralIp, ctx);
            return coupons.applyReferral(request, input.code);
          },
          REFERRAL_APPLIED_MONEY,
        ),
      ),
      rest(
        'DELETE',
        '/api/v1/club/promotions/coupon_mgm',
        change('removeCouponMgm', noInput, (request) => coupons.removeReferral(request)),
      ),
      rest(
        'GET',
        '/api/v1/me/referral',
        defineOperation({
          name: 'myReferral',
          money: REFERRAL_MONEY,
          input: noInput,
          auth: 'customer',
          // The link comes from the configuration (PUBLIC_URL), never from the request's Host.
          handler: (_input, { customerId, store }) => referralOf(db, customerId, publicUrl(store)),
        }),
      ),
    ],
  };
}
