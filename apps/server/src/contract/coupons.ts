/** Adjustments (issue #6, ADR 0010) as the cart document and their calls carry them. */
import { AMOUNT, type MoneyFields } from '@adega/domain/money-json';
import type {
  PromotionAmount,
  PromotionCodeType,
  RuleAction,
} from '@adega/domain/promotions/promotion-codes';
import type { MoneyAmountDto } from './money.ts';

// ---- Coupons, gift certificates, gift packaging, cashback (issue #6, ADR 0010). Reais in the
// JSON; the services answer centavos and each answer's money fields are declared here (ADR 0051).
// ----

export interface CouponDto {
  code: string;
  description: string;
  kind: 'PERCENT' | 'FIXED';
  /** PERCENT: whole percent; FIXED: reais. */
  value: number;
  /** Shipping is free with this coupon (while it applies). */
  freeShipping: boolean;
  discount: MoneyAmountDto;
  applies: boolean;
  /** Why the coupon gives 0 now (e.g. the cart fell below its minimum); null when it applies. */
  message: string | null;
}

export const COUPON_MONEY: MoneyFields<CouponDto> = {
  value: (coupon) => coupon.kind === 'FIXED',
  discount: AMOUNT,
};

export interface GiftCertificateDto {
  code: string;
  /** Reais left on the certificate. */
  balance: number;
  /** Reais it pays in this cart. */
  applied: number;
  /** Why it pays nothing now (expired, no balance); null otherwise. */
  message: string | null;
}

export const GIFT_CERTIFICATE_MONEY: MoneyFields<GiftCertificateDto> = {
  balance: true,
  applied: true,
};

export interface GiftPackagingDto {
  sku: string;
  name: string;
  /** Reais. */
  price: number;
  image: string;
  /** False when the cart is not eligible now (no wine line); then it costs nothing. */
  applies?: boolean;
  message?: string | null;
}

export const GIFT_PACKAGING_MONEY: MoneyFields<GiftPackagingDto> = { price: true };

export interface CartCashBackDto {
  /** Reais in the customer's ledger. */
  balance: number;
  useCashBack: boolean;
  used: MoneyAmountDto;
}

export const CART_CASHBACK_MONEY: MoneyFields<CartCashBackDto> = { balance: true, used: AMOUNT };

/** `GET /api/v1/giftPackaging`: the options (none in the outlet), the chosen one, eligibility. */
export interface GiftPackagingListDto {
  options: Omit<GiftPackagingDto, 'applies' | 'message'>[];
  selected: GiftPackagingDto | null;
  eligible: boolean;
}

export const GIFT_PACKAGING_LIST_MONEY: MoneyFields<GiftPackagingListDto> = {
  options: GIFT_PACKAGING_MONEY,
  selected: GIFT_PACKAGING_MONEY,
};

/** `GET /api/v1/giftPackaging/isEligible`. */
export interface GiftPackagingEligibilityDto {
  eligible: boolean;
  /** Why not (outlet, no wine line); null when eligible. */
  message: string | null;
}

/** `POST /api/v1/me/loyalty/dry_run` (logged customers; ADR 0010 rates). */
export interface CashbackPreviewDto {
  type: 'PRODUCT' | 'CART';
  sku: string | null;
  /** Reais the cashback is computed on (the product's price, or the cart's products after coupon). */
  amount: number;
  /** Reais earned. */
  cashback: number;
  percent: number;
  multiplier: number;
  premium: boolean;
  /** 'Você vai ganhar X de cashback!' (SPEC §6, logged customers). */
  text: string;
  /** Reais in the customer's cashback ledger. */
  balance: number;
}

export const CASHBACK_PREVIEW_MONEY: MoneyFields<CashbackPreviewDto> = {
  amount: true,
  cashback: true,
  balance: true,
};

/** `POST /api/v1/club/promotions/coupon_mgm` (member-get-member, ADR 0010, ADR 0023). */
export interface ReferralBenefitDto {
  code: string;
  /** The member who referred (first name only). */
  referrer: string;
  /** Reais off the first club subscription. */
  benefit: number;
  description: string;
}

/** The friend's referral code on the cart (ADR 0023): a discount on the club line only. */
export interface CartReferralDto {
  code: string;
  referrer: string;
  /** Reais: the code's benefit. */
  benefit: number;
  /** What it takes off the club line now (capped at its price). */
  discount: MoneyAmountDto;
  applies: boolean;
  /** Why it gives nothing now (e.g. the buyer became a member); null when it applies. */
  message: string | null;
}

export const CART_REFERRAL_MONEY: MoneyFields<CartReferralDto> = {
  benefit: true,
  discount: AMOUNT,
};

// ---- Promotion codes (issue #34, ADR 0053): RPC getPromotionType, getPromotionAmount and
// getRuleActionTypePromotion. The domain answers centavos; `amount` and `minimum` are reais here.

export interface PromotionTypeDto {
  code: string;
  type: PromotionCodeType;
}

export type PromotionAmountDto = PromotionAmount;

export const PROMOTION_AMOUNT_MONEY: MoneyFields<PromotionAmountDto> = {
  amount: true,
  minimum: true,
};

export type RuleActionDto = RuleAction;

export const RULE_ACTION_MONEY: MoneyFields<RuleActionDto> = { amount: true, minimum: true };
