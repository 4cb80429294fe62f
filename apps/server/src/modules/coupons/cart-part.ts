/**
 * What coupons, gift certificates, gift packaging, cashback and a friend's referral code add to a
 * cart (ADR 0010, 0023; issue #33, ADR 0048): their rows in the cart's one read, what they give
 * the pricing pipeline, their fields of the cart document, their move at the sign-in merge and
 * the referral that leaves with its club line. Handed to the cart service at wiring (services.ts).
 */
import { checkReferral } from '@adega/domain/promotions/referral';
import { hasSubscription } from '@adega/domain/roles';
import type { CartPart, CartState } from '../cart/service.ts';
import { cartRowFields } from './document.ts';
import { dropStaleReferral } from './referral.ts';
import {
  adjustmentRowsOf,
  cartAdjustmentsJson,
  mergeAdjustments,
  type CartAdjustmentRowsOf,
  type CartReferralRow,
} from './repo.ts';

/** The friend's code, re-checked at every pricing (the buyer may have become a member…). */
function referralInput(row: CartReferralRow, state: CartState) {
  const check = checkReferral(row, {
    customerId: state.customerId,
    subscriber: hasSubscription(state.flags),
  });
  return {
    code: row.code,
    referrer: row.ownerFirstName,
    benefit: row.benefit,
    refusal: check.ok ? null : check.message,
  };
}

export const couponsCartPart: CartPart<CartAdjustmentRowsOf> = {
  key: 'adjustments',
  sql: cartAdjustmentsJson,
  parse: adjustmentRowsOf,
  pricing: (rows, state) => ({
    coupon: rows.coupon
      ? {
          coupon: rows.coupon.coupon,
          uses: rows.coupon.uses,
          customerUses: rows.coupon.customerUses,
        }
      : null,
    giftPackagingPrice: rows.giftPackaging?.price ?? null,
    certificates: rows.certificates,
    cashback: rows.cashback,
    // Issue #15 (ADR 0023): the friend's code, re-checked at every pricing (the buyer may have
    // become a member, the owner may have left the club).
    referral: rows.referral ? referralInput(rows.referral, state) : null,
  }),
  document: (rows, priced) => cartRowFields(rows, priced.adjustmentsApplied, priced.packaging),
  merge: mergeAdjustments,
  // Issue #15 (ADR 0023): a referral whose club line left the cart leaves with it.
  settle: async (tx, cartId, priced) => {
    if (priced.adjustmentsApplied.referral?.stale) await dropStaleReferral(tx, cartId);
  },
};
