/**
 * Cart adjustments as use cases (issue #6, ADR 0010): apply a coupon or a gift certificate code,
 * remove them, choose gift packaging, use the cashback balance, validate the cart, re-buy an
 * order's products. Every change runs through the cart's locked, idempotent mutation
 * (`CartService.change`, ADR 0009): a refusal throws before anything is written and the
 * transaction rolls back, so a failure changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { buyerOf, cartProductOf } from '@adega/domain/cart/cart-inputs';
import { checkLine } from '@adega/domain/cart/cart-rules';
import {
  checkCoupon,
  COUPON_TEXTS,
  normaliseCode,
  type CouponRefusal,
} from '@adega/domain/cart/coupons';
import {
  CERTIFICATE_TEXTS,
  checkCertificate,
  MAX_CART_CERTIFICATES,
} from '@adega/domain/cart/gift-certificates';
import { giftPackagingEligibility, GIFT_PACKAGING_TEXTS } from '@adega/domain/cart/gift-packaging';
import { addToCartFailure, AppError, type ErrorCode } from '@adega/domain/errors';
import { CASHBACK_TEXTS } from '@adega/domain/pricing/loyalty';
import { hasSubscription, isFeatureVisible } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import type { CartValidationDto, ReferralBenefitDto } from '../../contract.ts';
import { cartGiftCertificates, cashbackLedger, giftCertificates } from '../../db/schema.ts';
import {
  addProduct,
  type CartOwner,
  type CartState,
  type CartService,
  type ChangeContext,
  type MutationRequest,
  type MutationResult,
} from '../cart/service.ts';
import {
  adjustmentsOf,
  cartCertificates,
  certificateByCode,
  couponByCode,
  couponOf,
  couponUses,
  packagingBySku,
  packagingOptions,
  setAdjustments,
} from './repo.ts';
import { applyReferral, removeReferral } from './referral.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { packagingDto } from './document.ts';

/** Issue #33 (ADR 0048): what this module adds to a cart, for the cart's wiring. */
export { couponsCartPart } from './cart-part.ts';
// Issue #15 (ADR 0023): member codes, the reward of a paid referred order, the referral page.
export { ensureReferralCode, referralOf, referralSource, rewardReferral } from './referral.ts';

/** The customer's cashback balance: the sum of their ledger (checkout, placement, previews). */
export async function cashbackBalance(q: Queryable, customerId: number): Promise<number> {
  const [row] = await q
    .select({ total: sql<number>`coalesce(sum(${cashbackLedger.amount}), 0)::int` })
    .from(cashbackLedger)
    .where(eq(cashbackLedger.customerId, customerId));
  return Number(row?.total ?? 0);
}

/** The gift packaging options of the store (none where it hides gift options, SPEC §6). */
export async function giftPackagingOptions(q: Queryable, store: Store) {
  return isFeatureVisible('gift', store) ? (await packagingOptions(q)).map(packagingDto) : [];
}

const REFUSAL_CODE: Record<CouponRefusal, ErrorCode> = {
  inactive: 'VALIDATION',
  expired: 'VALIDATION',
  'not-yet-valid': 'VALIDATION',
  'other-store': 'VALIDATION',
  'members-only': 'MEMBERS_ONLY',
  'sign-in': 'UNAUTHENTICATED',
  'usage-limit': 'VALIDATION',
  'per-customer-limit': 'VALIDATION',
  'empty-cart': 'VALIDATION',
  minimum: 'VALIDATION',
};

export interface CartProblem {
  /** The line's sku; null for a problem of the cart (coupon, certificate). */
  skuCode: string | null;
  message: string;
}

/** RPC validateShoppingCart's answer (contract `CartValidationDto`). */
export type ValidationResult = CartValidationDto;

export interface OrderItem {
  skuCode: string;
  quantity: number;
}

export interface NotAddedItem extends OrderItem {
  /** SPEC §8: the add-to-cart failure text ('Prime' texts as is, otherwise the generic one). */
  message: string;
  /** The rule that refused it (e.g. 'Produto sem estoque'). */
  reason: string;
}

/**
 * What a coupon applies to: the products after the promotions, the subscription line excluded —
 * read from the cart priced now (cashback base = that value − the coupon's discount).
 */
async function couponBase(ctx: ChangeContext): Promise<number> {
  const { adjustmentsApplied: adjusted } = await ctx.priced();
  return adjusted.cashbackPreview.base + adjusted.couponDiscount;
}

async function applyCoupon(ctx: ChangeContext, code: string): Promise<boolean> {
  const row = await couponByCode(ctx.tx, code);
  if (!row) return false;
  const base = await couponBase(ctx);
  const customerId = ctx.cart.customerId;
  const check = checkCoupon(couponOf(row), {
    now: ctx.now,
    store: ctx.store,
    base,
    customerId,
    subscriber: hasSubscription(ctx.flags),
    ...(await couponUses(ctx.tx, row.id, customerId)),
  });
  if (!check.ok) throw new AppError(REFUSAL_CODE[check.reason], check.message);
  // One coupon per cart: a new one replaces the one there.
  await setAdjustments(ctx.tx, ctx.cart.id, { couponId: row.id });
  return true;
}

async function applyCertificate(ctx: ChangeContext, code: string): Promise<boolean> {
  const row = await certificateByCode(ctx.tx, code);
  if (!row) return false;
  const check = checkCertificate(
    { code: row.code, balance: row.balance, expiresAt: row.expiresAt, active: row.active },
    ctx.now,
  );
  if (!check.ok) throw new AppError('VALIDATION', check.message);
  const applied = await cartCertificates(ctx.tx, ctx.cart.id);
  if (applied.some((certificate) => certificate.id === row.id)) {
    throw new AppError('CONFLICT', CERTIFICATE_TEXTS.alreadyApplied);
  }
  if (applied.length >= MAX_CART_CERTIFICATES) {
    throw new AppError('VALIDATION', CERTIFICATE_TEXTS.tooMany);
  }
  await ctx.tx
    .insert(cartGiftCertificates)
    .values({ cartId: ctx.cart.id, certificateId: row.id, addedAt: ctx.now });
  return true;
}

async function removeCertificate(tx: Tx, cart: ChangeContext['cart'], code: string): Promise<void> {
  const removed = await tx
    .delete(cartGiftCertificates)
    .where(
      and(
        eq(cartGiftCertificates.cartId, cart.id),
        sql`${cartGiftCertificates.certificateId} in (select ${giftCertificates.id} from ${giftCertificates} where upper(${giftCertificates.code}) = ${code})`,
      ),
    )
    .returning({ id: cartGiftCertificates.certificateId });
  if (removed.length === 0) throw new AppError('NOT_FOUND', CERTIFICATE_TEXTS.notInCart);
}

/** Every line re-checked against the rules as they are now (availability, stock, members-only…). */
function lineProblems(state: CartState, store: Store): CartProblem[] {
  const buyer = buyerOf(state.flags);
  const problems: CartProblem[] = [];
  for (const line of state.lines) {
    const result = checkLine(cartProductOf(line.product, store), line.quantity, buyer);
    if (!result.ok) problems.push({ skuCode: line.product.code, message: result.message });
  }
  return problems;
}

export interface CouponService {
  applyCode(request: MutationRequest, code: string): Promise<MutationResult>;
  removeAllPromotionCodes(request: MutationRequest): Promise<MutationResult>;
  removeGiftCertificate(request: MutationRequest, code: string): Promise<MutationResult>;
  /** `customerId` is the logged customer (the caller checked the session). */
  setUseCashBack(request: MutationRequest, value: boolean): Promise<MutationResult>;
  selectGiftPackaging(request: MutationRequest, sku: string): Promise<MutationResult>;
  removeGiftPackaging(request: MutationRequest): Promise<MutationResult>;
  validate(owner: CartOwner, store: Store): Promise<ValidationResult>;
  /** coupon_mgm: a friend's code on the cart's club line; answers the benefit and the cart. */
  applyReferral(request: MutationRequest, code: string): Promise<MutationResult>;
  removeReferral(request: MutationRequest): Promise<MutationResult>;
  /** Adds what can be added, in one locked transaction; `notAdded` says why for the rest. */
  addOrderProducts(
    request: Omit<MutationRequest, 'respond'>,
    items: readonly OrderItem[],
  ): Promise<MutationResult>;
}

export function createCouponService(cart: CartService): CouponService {
  return {
    applyCode(request, raw) {
      const code = normaliseCode(raw);
      return cart.change(request, true, async (ctx) => {
        if (await applyCoupon(ctx, code)) return;
        if (await applyCertificate(ctx, code)) return;
        throw new AppError('NOT_FOUND', COUPON_TEXTS.unknown);
      });
    },

    removeAllPromotionCodes(request) {
      return cart.change(request, true, async ({ tx, cart: row }) => {
        await setAdjustments(tx, row.id, { couponId: null });
      });
    },

    removeGiftCertificate(request, raw) {
      const code = normaliseCode(raw);
      return cart.change(request, true, ({ tx, cart: row }) => removeCertificate(tx, row, code));
    },

    setUseCashBack(request, value) {
      return cart.change(request, true, async ({ tx, cart: row }) => {
        if (row.customerId === null)
          throw new AppError('UNAUTHENTICATED', CASHBACK_TEXTS.useSignIn);
        if (value && (await cashbackBalance(tx, row.customerId)) <= 0) {
          throw new AppError('VALIDATION', CASHBACK_TEXTS.noBalance);
        }
        await setAdjustments(tx, row.id, { useCashBack: value });
      });
    },

    selectGiftPackaging(request, sku) {
      return cart.change(request, true, async (ctx) => {
        const option = await packagingBySku(ctx.tx, sku);
        if (!option) throw new AppError('NOT_FOUND', GIFT_PACKAGING_TEXTS.unknown);
        const { lines } = await ctx.priced();
        const eligibility = giftPackagingEligibility(
          ctx.store,
          lines.map((line) => ({ category: line.product.category, available: line.available })),
        );
        if (!eligibility.eligible) throw new AppError('VALIDATION', eligibility.message);
        await setAdjustments(ctx.tx, ctx.cart.id, { giftPackagingId: option.id });
      });
    },

    removeGiftPackaging(request) {
      return cart.change(request, true, async ({ tx, cart: row }) => {
        const stored = await adjustmentsOf(tx, row.id);
        if (stored?.giftPackagingId == null) {
          throw new AppError('NOT_FOUND', GIFT_PACKAGING_TEXTS.notSelected);
        }
        await setAdjustments(tx, row.id, { giftPackagingId: null });
      });
    },

    applyReferral(request, code) {
      let benefit: ReferralBenefitDto | null = null;
      return cart.change(
        {
          ...request,
          respond: (document) => ({ status: 200, body: { ...benefit, cart: document } }),
        },
        true,
        async (ctx) => {
          benefit = await applyReferral(ctx, code);
        },
      );
    },

    removeReferral(request) {
      return cart.change(request, false, removeReferral);
    },

    async validate(owner, store) {
      const { cart: document, result } = await cart.inspect(owner, store, ({ state }) =>
        lineProblems(state, store),
      );
      const problems = [...result];
      if (document.coupon && !document.coupon.applies && document.coupon.message) {
        problems.push({ skuCode: null, message: document.coupon.message });
      }
      for (const certificate of document.giftCertificates) {
        if (certificate.message) problems.push({ skuCode: null, message: certificate.message });
      }
      return { valid: problems.length === 0, problems, cart: document };
    },

    addOrderProducts(request, items) {
      const added: OrderItem[] = [];
      const notAdded: NotAddedItem[] = [];
      return cart.change(
        {
          ...request,
          respond: (document) => ({ status: 200, body: { cart: document, added, notAdded } }),
        },
        true,
        async (ctx) => {
          for (const item of items) {
            try {
              // addProduct checks every rule before it writes, so a refusal leaves nothing behind.
              await addProduct(ctx, item.skuCode, item.quantity);
              added.push({ skuCode: item.skuCode, quantity: item.quantity });
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              notAdded.push({
                skuCode: item.skuCode,
                quantity: item.quantity,
                message: addToCartFailure(error.message).message,
                reason: error.message,
              });
            }
          }
        },
      );
    },
  };
}
