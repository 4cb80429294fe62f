/**
 * SPEC §7 "Promotions" (issue #34, ADR 0053): RPC `getPromotionType {code}`,
 * `getPromotionAmount {code}` and `getRuleActionTypePromotion {code, modalidade,
 * quantidadeCreditos, automaticRenovation}`. Reads of a promotion code — a coupon, a gift
 * certificate or a member's referral code, looked up in that order (the domain's
 * `promotion-codes.ts` says what each answers); they change nothing. Anyone may ask (the cart's
 * codes are typed by visitors too), but codes can be guessed and a certificate's balance is money:
 * every call counts per client IP before it runs, like `applyCode`. An unknown code is 404.
 */
import { z } from 'zod';
import { CODE_PATTERN, normaliseCode } from '@adega/domain/cart/coupons';
import { BILLING_KINDS } from '@adega/domain/club/plans';
import { AppError } from '@adega/domain/errors';
import {
  clubTermsRefusal,
  codeOf,
  promotionAmountOf,
  promotionTypeOf,
  PROMOTION_CODE_TEXTS,
  ruleActionOf,
  type PromotionCode,
} from '@adega/domain/promotions/promotion-codes';
import {
  PROMOTION_AMOUNT_MONEY,
  RULE_ACTION_MONEY,
  type PromotionTypeDto,
} from '../../contract.ts';
import type { Queryable } from '../../db/client.ts';
import { defineOperation, type Operation, type OperationContext } from '../../http/operation.ts';
import { referralPromotionOf } from './referral.ts';
import { certificateByCode, couponByCode, couponOf } from './repo.ts';

const code = z
  .string({ error: PROMOTION_CODE_TEXTS.required })
  .trim()
  .min(1, { error: PROMOTION_CODE_TEXTS.required })
  .max(40, { error: PROMOTION_CODE_TEXTS.format })
  .regex(CODE_PATTERN, { error: PROMOTION_CODE_TEXTS.format });

export const promotionCodeInput = z.object({ code }).strict();

/** The code and the club subscription asked about: one the store sells (else 422 on its field). */
export const ruleActionInput = z
  .object({
    code,
    modalidade: z.enum(BILLING_KINDS, { error: PROMOTION_CODE_TEXTS.modalidade }),
    quantidadeCreditos: z
      .number({ error: PROMOTION_CODE_TEXTS.credits })
      .int({ error: PROMOTION_CODE_TEXTS.credits })
      .min(1, { error: PROMOTION_CODE_TEXTS.credits })
      .max(12, { error: PROMOTION_CODE_TEXTS.credits }),
    automaticRenovation: z.boolean({ error: PROMOTION_CODE_TEXTS.renewal }),
  })
  .strict()
  .superRefine((terms, ctx) => {
    const refusal = clubTermsRefusal(terms);
    if (refusal) ctx.addIssue({ code: 'custom', path: [refusal.field], message: refusal.message });
  });

/** The code as typed (any case) → what it is; 404 when it is no code of the store. */
export async function promotionCodeOf(q: Queryable, typed: string): Promise<PromotionCode> {
  const wanted = normaliseCode(typed);
  const coupon = await couponByCode(q, wanted);
  if (coupon) return { source: 'coupon', coupon: couponOf(coupon) };
  const certificate = await certificateByCode(q, wanted);
  if (certificate) {
    const { balance, expiresAt, active } = certificate;
    return {
      source: 'certificate',
      certificate: { code: certificate.code, balance, expiresAt, active },
    };
  }
  const referral = await referralPromotionOf(q, wanted);
  if (referral) return referral;
  throw new AppError('NOT_FOUND', PROMOTION_CODE_TEXTS.unknown);
}

export interface PromotionCodeDeps {
  db: Queryable;
  now: () => Date;
  /** Counts the attempt for the caller's IP (429 when over), before the code is read. */
  guard: (ctx: OperationContext) => Promise<void>;
}

export function promotionCodeOperations(deps: PromotionCodeDeps): Operation[] {
  /** The caller's attempt counted, then the code read, at this store and instant. */
  const read = async (typed: string, ctx: OperationContext) => {
    await deps.guard(ctx);
    return {
      promotion: await promotionCodeOf(deps.db, typed),
      at: { now: deps.now(), store: ctx.store },
    };
  };
  return [
    defineOperation({
      name: 'getPromotionType',
      input: promotionCodeInput,
      auth: 'public',
      cacheControl: 'no-store',
      handler: async (input, ctx): Promise<PromotionTypeDto> => {
        const { promotion } = await read(input.code, ctx);
        return { code: codeOf(promotion), type: promotionTypeOf(promotion) };
      },
    }),
    defineOperation({
      name: 'getPromotionAmount',
      money: PROMOTION_AMOUNT_MONEY,
      input: promotionCodeInput,
      auth: 'public',
      cacheControl: 'no-store',
      handler: async (input, ctx) => {
        const { promotion, at } = await read(input.code, ctx);
        return promotionAmountOf(promotion, at);
      },
    }),
    defineOperation({
      name: 'getRuleActionTypePromotion',
      money: RULE_ACTION_MONEY,
      input: ruleActionInput,
      auth: 'public',
      cacheControl: 'no-store',
      handler: async ({ code: typed, ...terms }, ctx) => {
        const { promotion, at } = await read(typed, ctx);
        return ruleActionOf(promotion, terms, at);
      },
    }),
  ];
}
