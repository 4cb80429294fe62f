import { describe, expect, it } from 'vitest';
import { applyAdjustments, type AdjustmentInput } from './adjustments.ts';
import { unusedCoupon } from '../test-support/coupons.ts';

const NOW = new Date('2026-11-22T18:00:00Z');

function input(overrides: Partial<AdjustmentInput> = {}): AdjustmentInput {
  return {
    now: NOW,
    store: 'WINE',
    total: 20_000,
    subscriptionTotal: 0,
    customerId: 5,
    subscriber: false,
    premium: false,
    coupon: null,
    giftPackaging: null,
    certificates: [],
    cashback: null,
    ...overrides,
  };
}

describe('applyAdjustments', () => {
  it('without adjustments the total is the promotions total', () => {
    const result = applyAdjustments(input());
    expect(result).toMatchObject({
      coupon: null,
      couponDiscount: 0,
      giftPackaging: 0,
      certificates: [],
      giftCertificateDiscount: 0,
      cashback: null,
      total: 20_000,
      cashbackPreview: { amount: 240, percent: 1.2, upTo: false, base: 20_000 },
    });
  });

  it('coupon → packaging → certificates → cashback, in that order', () => {
    const result = applyAdjustments(
      input({
        coupon: unusedCoupon({ minimum: 10_000 }),
        giftPackaging: { price: 1_990, eligible: true },
        certificates: [
          { code: 'VALE-A', balance: 5_000, expiresAt: null, active: true },
          { code: 'VALE-B', balance: 50_000, expiresAt: null, active: true },
        ],
        cashback: { balance: 9_999, use: true },
      }),
    );
    // 20 000 − 2 000 coupon + 1 990 packaging = 19 990; A pays 5 000, B the 14 990 left.
    expect(result.coupon).toEqual({
      code: 'BEMVINDO10',
      discount: 2_000,
      applies: true,
      message: null,
    });
    expect(result.giftPackaging).toBe(1_990);
    expect(result.certificates.map((c) => c.applied)).toEqual([5_000, 14_990]);
    expect(result.giftCertificateDiscount).toBe(19_990);
    expect(result.cashback).toEqual({ balance: 9_999, use: true, used: 0 });
    expect(result.total).toBe(0);
    // Cashback is earned on the products after the coupon, not reduced by the means of payment.
    expect(result.cashbackPreview.amount).toBe(216);
  });

  it('cashback pays what certificates leave, never below 0', () => {
    const result = applyAdjustments(input({ cashback: { balance: 3_000, use: true } }));
    expect(result.cashback).toEqual({ balance: 3_000, use: true, used: 3_000 });
    expect(result.total).toBe(17_000);
    const unused = applyAdjustments(input({ cashback: { balance: 3_000, use: false } }));
    expect(unused.cashback?.used).toBe(0);
    expect(unused.total).toBe(20_000);
  });

  it('a coupon that stops applying stays listed, gives 0 and says why', () => {
    const result = applyAdjustments(
      input({ total: 8_000, coupon: unusedCoupon({ minimum: 10_000 }) }),
    );
    expect(result.coupon).toEqual({
      code: 'BEMVINDO10',
      discount: 0,
      applies: false,
      message: 'Este cupom vale para compras a partir de R$ 100,00. Faltam R$ 20,00.',
    });
    expect(result.total).toBe(8_000);
  });

  it('the subscription line gets no coupon and earns no cashback', () => {
    const result = applyAdjustments(
      input({
        total: 15_000,
        subscriptionTotal: 3_000,
        premium: true,
        coupon: unusedCoupon({ minimum: 10_000 }),
      }),
    );
    // Premium: 15 % off the 12 000 of merchandise (1 800); the coupon's 10 % on the 10 200 left
    // (its R$ 100 minimum is judged on what is left).
    expect(result.premiumDiscount).toBe(1_800);
    expect(result.couponDiscount).toBe(1_020);
    expect(result.total).toBe(12_180);
    expect(result.cashbackPreview).toEqual({ amount: 330, percent: 3.6, upTo: false, base: 9_180 });
  });

  it('premium takes 15 % off the merchandise only; a non-premium customer gets none', () => {
    const premium = applyAdjustments(
      input({ total: 13_000, subscriptionTotal: 3_000, premium: true }),
    );
    expect(premium.premiumDiscount).toBe(1_500);
    expect(premium.total).toBe(11_500);
    const regular = applyAdjustments(input({ total: 13_000, subscriptionTotal: 3_000 }));
    expect(regular.premiumDiscount).toBe(0);
    expect(regular.total).toBe(13_000);
    // Nothing but the subscription: nothing to discount.
    expect(
      applyAdjustments(input({ total: 3_000, subscriptionTotal: 3_000, premium: true }))
        .premiumDiscount,
    ).toBe(0);
  });

  it('packaging not eligible costs nothing; an expired certificate pays nothing and says why', () => {
    const result = applyAdjustments(
      input({
        giftPackaging: { price: 1_990, eligible: false },
        certificates: [
          { code: 'VALE-X', balance: 5_000, expiresAt: new Date(NOW.getTime() - 1), active: true },
        ],
      }),
    );
    expect(result.giftPackaging).toBe(0);
    expect(result.certificates).toEqual([
      { code: 'VALE-X', balance: 5_000, applied: 0, message: 'Este vale-presente expirou.' },
    ]);
    expect(result.total).toBe(20_000);
  });

  it('a visitor sees the "Ganhe até" 3.6 % estimate', () => {
    const result = applyAdjustments(input({ customerId: null }));
    expect(result.cashbackPreview).toEqual({ amount: 720, percent: 3.6, upTo: true, base: 20_000 });
  });

  it('a negative promotions total is treated as 0', () => {
    expect(applyAdjustments(input({ total: -10 })).total).toBe(0);
  });
});

describe('applyAdjustments: shipping (issue #13)', () => {
  it('adds shipping after packaging and lets certificates and cashback pay for it', () => {
    const result = applyAdjustments(
      input({
        total: 1_000,
        shipping: 2_490,
        certificates: [{ code: 'VALE-F', balance: 3_000, expiresAt: null, active: true }],
        cashback: { balance: 1_000, use: true },
      }),
    );
    expect(result.shipping).toBe(2_490);
    expect(result.certificates[0]?.applied).toBe(3_000);
    expect(result.cashback?.used).toBe(490);
    expect(result.total).toBe(0);
    // Cashback is earned on the products only, never on shipping.
    expect(result.cashbackPreview.base).toBe(1_000);
  });

  it('a negative shipping price adds nothing', () => {
    expect(applyAdjustments(input({ shipping: -5 })).total).toBe(20_000);
  });
});
