import { describe, expect, it } from 'vitest';
import {
  checkCoupon,
  CODE_PATTERN,
  COUPON_TEXTS,
  couponDiscount,
  expiredText,
  minimumText,
  normaliseCode,
  notYetValidText,
  storeDate,
  type Coupon,
  type CouponContext,
} from './coupons.ts';
import { coupon as couponOf } from '../test-support/coupons.ts';
import { itReturns } from '../test-support/examples.ts';

const NOW = new Date('2026-11-22T18:00:00Z');

// Valid in both stores unless told.
const coupon = (overrides: Partial<Coupon> = {}): Coupon =>
  couponOf({ storeCodes: ['WINE', 'OUTLET'], ...overrides });

function ctx(overrides: Partial<CouponContext> = {}): CouponContext {
  return {
    now: NOW,
    store: 'WINE',
    base: 20_000,
    customerId: 7,
    subscriber: false,
    uses: 0,
    customerUses: 0,
    ...overrides,
  };
}

describe('checkCoupon', () => {
  it('accepts a plain active coupon', () => {
    expect(checkCoupon(coupon(), ctx())).toEqual({ ok: true });
  });

  it.each([
    [{ active: false }, {}, 'inactive', COUPON_TEXTS.inactive],
    [{ storeCodes: ['OUTLET'] as const }, {}, 'other-store', COUPON_TEXTS.otherStore],
    [{ membersOnly: true }, {}, 'members-only', COUPON_TEXTS.membersOnly],
    [{ perCustomerLimit: 1 }, { customerId: null }, 'sign-in', COUPON_TEXTS.signInRequired],
    [{ usageLimit: 3 }, { uses: 3 }, 'usage-limit', COUPON_TEXTS.usageLimit],
    [
      { perCustomerLimit: 1 },
      { customerUses: 1 },
      'per-customer-limit',
      COUPON_TEXTS.perCustomerLimit,
    ],
    [{}, { base: 0 }, 'empty-cart', COUPON_TEXTS.emptyCart],
  ] as const)('refuses %o in %o → %s', (over, context, reason, message) => {
    expect(checkCoupon(coupon(over), ctx(context))).toEqual({ ok: false, reason, message });
  });

  it('refuses an expired coupon with its date in São Paulo', () => {
    const validUntil = new Date('2026-11-01T02:00:00Z'); // 31/10 23:00 in São Paulo
    expect(checkCoupon(coupon({ validUntil }), ctx())).toEqual({
      ok: false,
      reason: 'expired',
      message: 'Este cupom expirou em 31/10/2026.',
    });
  });

  it('refuses a coupon not yet valid', () => {
    const validFrom = new Date('2026-12-24T12:00:00Z');
    const result = checkCoupon(coupon({ validFrom }), ctx());
    expect(result).toEqual({
      ok: false,
      reason: 'not-yet-valid',
      message: 'Este cupom só vale a partir de 24/12/2026.',
    });
  });

  it('the window is inclusive at both ends', () => {
    expect(checkCoupon(coupon({ validFrom: NOW, validUntil: NOW }), ctx()).ok).toBe(true);
  });

  it('members-only is fine for a subscriber; limits below the cap pass', () => {
    expect(
      checkCoupon(
        coupon({ membersOnly: true, usageLimit: 2, perCustomerLimit: 2 }),
        ctx({ subscriber: true, uses: 1, customerUses: 1 }),
      ).ok,
    ).toBe(true);
  });

  it('below the minimum says how much is missing', () => {
    expect(checkCoupon(coupon({ minimum: 30_000 }), ctx({ base: 25_050 }))).toEqual({
      ok: false,
      reason: 'minimum',
      message: 'Este cupom vale para compras a partir de R$ 300,00. Faltam R$ 49,50.',
    });
    expect(checkCoupon(coupon({ minimum: 30_000 }), ctx({ base: 30_000 })).ok).toBe(true);
  });
});

describe('couponDiscount', () => {
  it('percent of the base, rounded once', () => {
    expect(couponDiscount({ kind: 'PERCENT', value: 10 }, 12_345)).toBe(1_235);
  });
  it('fixed, never more than the base', () => {
    expect(couponDiscount({ kind: 'FIXED', value: 5_000 }, 12_345)).toBe(5_000);
    expect(couponDiscount({ kind: 'FIXED', value: 5_000 }, 3_000)).toBe(3_000);
  });
  itReturns(
    '0 on an empty base; a percent above 100 or a negative value is capped: %j, %j → %j',
    couponDiscount,
    [
      [{ kind: 'PERCENT', value: 10 }, 0, 0],
      [{ kind: 'PERCENT', value: 150 }, 1_000, 1_000],
      [{ kind: 'FIXED', value: -5 }, 1_000, 0],
    ],
  );
});

describe('codes and texts', () => {
  it('normalises case and spaces', () => {
    expect(normaliseCode('  bemVindo10 ')).toBe('BEMVINDO10');
  });
  itReturns('the code pattern: %j → %j', (code: string) => CODE_PATTERN.test(code), [
    ['VALE-100_a', true],
    ['', false],
    ['a b', false],
    ['x'.repeat(41), false],
  ]);
  it('dates and amounts in pt-BR', () => {
    expect(storeDate(new Date('2026-01-05T12:00:00Z'))).toBe('05/01/2026');
    expect(expiredText(new Date('2026-01-05T12:00:00Z'))).toBe('Este cupom expirou em 05/01/2026.');
    expect(notYetValidText(new Date('2026-01-05T12:00:00Z'))).toBe(
      'Este cupom só vale a partir de 05/01/2026.',
    );
    expect(minimumText(10_000, 12_000)).toBe(
      'Este cupom vale para compras a partir de R$ 100,00. Faltam R$ 0,00.',
    );
  });
});
