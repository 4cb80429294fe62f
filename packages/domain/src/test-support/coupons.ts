/** Coupons for the cart's tests (SPEC §3 Coupon): a 10 % coupon with no limit unless told. */
import type { Coupon } from '../cart/coupons.ts';

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'BEMVINDO10',
    kind: 'PERCENT',
    value: 10,
    freeShipping: false,
    minimum: 0,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    perCustomerLimit: null,
    storeCodes: ['WINE'],
    membersOnly: false,
    active: true,
    ...overrides,
  };
}

/** A coupon on a cart, never used before. */
export function unusedCoupon(overrides: Partial<Coupon> = {}) {
  return { coupon: coupon(overrides), uses: 0, customerUses: 0 };
}
