/**
 * What comes after the promotion totals of a cart (issue #6, ADR 0010), in this order:
 * referral (ADR 0023) → premium 15 % (issue #15) → coupon discount → gift packaging (adds its price) → shipping (adds its price, issue #13) →
 * gift certificates → cashback use (so certificates and cashback can pay for shipping).
 * Each step works on what the previous one left, and the total never goes below 0.
 * Pure: the server loads the coupon, its usage counts, the certificates, the packaging and the
 * cashback balance, and calls `applyAdjustments` at every read of the cart.
 */
import { sumCentavos, type Centavos } from '../money.ts';
import { cashbackEarned, cashbackPercent, cashbackUsed } from '../pricing/loyalty.ts';
import { UNLOGGED_CASHBACK_PERCENT } from '../constants.ts';
import { premiumDiscountOf } from '../pricing/premium.ts';
import { unloggedCashback } from '../pricing/cashback.ts';
import type { Store } from '../store.ts';
import { checkCoupon, couponDiscount, type Coupon } from './coupons.ts';
import { checkCertificate, type GiftCertificate } from './gift-certificates.ts';
import { REFERRAL_TEXTS, referralDiscount } from '../promotions/referral.ts';

export interface AdjustmentInput {
  now: Date;
  store: Store;
  /** The cart total after the promotion discounts (payable lines only). */
  total: Centavos;
  /** The part of `total` that is the subscription line: no coupon and no cashback on it. */
  subscriptionTotal: Centavos;
  customerId: number | null;
  /** Active subscription on the customer's record. */
  subscriber: boolean;
  /** Earns premium cashback (prime on the record or in the cart). */
  premium: boolean;
  coupon: { coupon: Coupon; uses: number; customerUses: number } | null;
  /** The selected packaging; `eligible` false → listed but priced 0. */
  giftPackaging: { price: Centavos; eligible: boolean } | null;
  /** The chosen shipping level's price (0 or absent without one). */
  shipping?: Centavos;
  certificates: readonly GiftCertificate[];
  /** The customer's cashback balance and whether it is used; null for a visitor. */
  cashback: { balance: Centavos; use: boolean } | null;
  /** The friend's referral code on the cart (ADR 0023); absent or null: none. */
  referral?: ReferralInput | null;
}

/** A referral code on the cart, with the club line it discounts. */
export interface ReferralInput {
  code: string;
  referrer: string;
  benefit: Centavos;
  /** Why the code does not hold now (the buyer became a member…); null when it does. */
  refusal: string | null;
  /** The payable club lines' total (the discount's cap); 0: no club line. */
  clubTotal: Centavos;
  /** The part of `clubTotal` that counts as merchandise (coupon and cashback base). */
  clubInBase: Centavos;
}

export interface ReferralOutcome {
  code: string;
  referrer: string;
  benefit: Centavos;
  discount: Centavos;
  applies: boolean;
  /** No club line in the cart: the referral is dropped at the next change. */
  stale: boolean;
  message: string | null;
}

export interface CouponOutcome {
  code: string;
  discount: Centavos;
  applies: boolean;
  /** Why the coupon gives 0 now (null when it applies). */
  message: string | null;
}

export interface CertificateOutcome {
  code: string;
  balance: Centavos;
  applied: Centavos;
  message: string | null;
}

export interface Adjustments {
  referral: ReferralOutcome | null;
  /** The referral's discount on the club line (before the coupon). */
  referralDiscount: Centavos;
  /** Premium's 15 % off the merchandise (after the referral, before the coupon). */
  premiumDiscount: Centavos;
  coupon: CouponOutcome | null;
  couponDiscount: Centavos;
  giftPackaging: Centavos;
  /** What shipping added. */
  shipping: Centavos;
  certificates: CertificateOutcome[];
  giftCertificateDiscount: Centavos;
  cashback: { balance: Centavos; use: boolean; used: Centavos } | null;
  /** What is left to pay. */
  total: Centavos;
  /**
   * Cashback preview: what this customer earns on the products after coupon (1.2 % / premium
   * 3.6 %), or for a visitor the 'Ganhe até' estimate of SPEC §9 (3.6 %, `upTo`).
   */
  cashbackPreview: { amount: Centavos; percent: number; upTo: boolean; base: Centavos };
}

function referralOf(input: ReferralInput | null | undefined): ReferralOutcome | null {
  if (!input) return null;
  const stale = input.clubTotal <= 0;
  const applies = !stale && input.refusal === null;
  return {
    code: input.code,
    referrer: input.referrer,
    benefit: input.benefit,
    discount: applies ? referralDiscount(input.benefit, input.clubTotal) : 0,
    applies,
    stale,
    message: stale ? REFERRAL_TEXTS.noClubLine : input.refusal,
  };
}

export function applyAdjustments(input: AdjustmentInput): Adjustments {
  const referral = referralOf(input.referral);
  const referralOff = referral?.discount ?? 0;
  // The referral discounts the club line first; its merchandise part leaves the coupon's base.
  const inBase = Math.min(referralOff, Math.max(0, input.referral?.clubInBase ?? 0));
  const afterReferral = Math.max(0, input.total - referralOff);
  const merchandise = Math.max(
    0,
    afterReferral - Math.max(0, input.subscriptionTotal - (referralOff - inBase)),
  );
  // Issue #15 (ADR 0021): premium takes 15 % off the merchandise at every checkout, before the
  // coupon, which then works on what is left; never on the subscription lines.
  const premiumOff = input.premium ? premiumDiscountOf(merchandise) : 0;
  const total = afterReferral - premiumOff;
  const base = merchandise - premiumOff;
  let coupon: CouponOutcome | null = null;
  let discount = 0;
  if (input.coupon) {
    const check = checkCoupon(input.coupon.coupon, {
      now: input.now,
      store: input.store,
      base,
      customerId: input.customerId,
      subscriber: input.subscriber,
      uses: input.coupon.uses,
      customerUses: input.coupon.customerUses,
    });
    discount = check.ok ? couponDiscount(input.coupon.coupon, base) : 0;
    coupon = {
      code: input.coupon.coupon.code,
      discount,
      applies: check.ok,
      message: check.ok ? null : check.message,
    };
  }
  let left = total - discount;
  const packaging = input.giftPackaging?.eligible ? Math.max(0, input.giftPackaging.price) : 0;
  left += packaging;
  const shipping = Math.max(0, input.shipping ?? 0);
  left += shipping;
  const certificates = input.certificates.map((certificate): CertificateOutcome => {
    const check = checkCertificate(certificate, input.now);
    const applied = check.ok ? Math.min(certificate.balance, left) : 0;
    left -= applied;
    return {
      code: certificate.code,
      balance: Math.max(0, certificate.balance),
      applied,
      message: check.ok ? null : check.message,
    };
  });
  let cashback: Adjustments['cashback'] = null;
  if (input.cashback) {
    const used = input.cashback.use ? cashbackUsed(input.cashback.balance, left) : 0;
    left -= used;
    cashback = { balance: Math.max(0, input.cashback.balance), use: input.cashback.use, used };
  }
  const earnedOn = base - discount;
  const cashbackPreview =
    input.customerId === null
      ? {
          amount: unloggedCashback(earnedOn),
          percent: UNLOGGED_CASHBACK_PERCENT,
          upTo: true,
          base: earnedOn,
        }
      : {
          amount: cashbackEarned(earnedOn, input.premium),
          percent: cashbackPercent(input.premium),
          upTo: false,
          base: earnedOn,
        };
  return {
    referral,
    referralDiscount: referralOff,
    premiumDiscount: premiumOff,
    coupon,
    couponDiscount: discount,
    giftPackaging: packaging,
    shipping,
    certificates,
    giftCertificateDiscount: sumCentavos(certificates.map((c) => c.applied)),
    cashback,
    total: Math.max(0, left),
    cashbackPreview,
  };
}
