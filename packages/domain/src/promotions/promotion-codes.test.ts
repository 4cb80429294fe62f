import { describe, expect, it } from 'vitest';
import type { Coupon } from '../cart/coupons.ts';
import {
  clubTermsRefusal,
  creditsText,
  promotionAmountOf,
  promotionCodeStatus,
  promotionTypeOf,
  PROMOTION_CODE_TEXTS,
  ruleActionOf,
  type PromotionCode,
} from './promotion-codes.ts';
import { REFERRAL_TEXTS } from './referral.ts';
import { coupon as couponOf } from '../test-support/coupons.ts';

const now = { now: new Date('2026-03-10T15:00:00Z'), store: 'WINE' } as const;
// The cart tests' coupon with a minimum of R$ 150.
const coupon = (over: Partial<Coupon> = {}): PromotionCode => ({
  source: 'coupon',
  coupon: couponOf({ minimum: 15_000, ...over }),
});
const certificate = (balance: number, expiresAt: Date | null = null): PromotionCode => ({
  source: 'certificate',
  certificate: { code: 'VALE-100', balance, expiresAt, active: true },
});
const referral = (active: boolean): PromotionCode => ({
  source: 'referral',
  code: 'JOSE-7KQ2',
  active,
  benefit: 5_000,
});
const monthly = {
  modalidade: 'monthly',
  quantidadeCreditos: 1,
  automaticRenovation: true,
} as const;

describe('getPromotionType', () => {
  it('a coupon by its kind, free shipping when it is worth nothing else', () => {
    expect(promotionTypeOf(coupon())).toBe('PERCENT');
    expect(promotionTypeOf(coupon({ kind: 'FIXED', value: 2_000 }))).toBe('FIXED');
    expect(promotionTypeOf(coupon({ kind: 'FIXED', value: 0, freeShipping: true }))).toBe(
      'FREE_SHIPPING',
    );
    expect(promotionTypeOf(coupon({ value: 5, freeShipping: true }))).toBe('PERCENT');
    expect(promotionTypeOf(certificate(10_000))).toBe('GIFT_CERTIFICATE');
    expect(promotionTypeOf(referral(true))).toBe('REFERRAL');
  });
});

describe('promotion status (SPEC §3 ACTIVE, INACTIVE, NEXT)', () => {
  it('a coupon by its switch and window', () => {
    expect(promotionCodeStatus(coupon(), now)).toBe('ACTIVE');
    expect(promotionCodeStatus(coupon({ active: false }), now)).toBe('INACTIVE');
    expect(promotionCodeStatus(coupon(), { ...now, store: 'OUTLET' })).toBe('INACTIVE');
    expect(promotionCodeStatus(coupon({ validUntil: new Date('2026-03-09T00:00:00Z') }), now)).toBe(
      'INACTIVE',
    );
    expect(promotionCodeStatus(coupon({ validFrom: new Date('2026-03-11T00:00:00Z') }), now)).toBe(
      'NEXT',
    );
  });

  it('a certificate while it can pay; a referral while its owner is a member', () => {
    expect(promotionCodeStatus(certificate(1), now)).toBe('ACTIVE');
    expect(promotionCodeStatus(certificate(0), now)).toBe('INACTIVE');
    expect(promotionCodeStatus(certificate(500, new Date('2026-01-01T00:00:00Z')), now)).toBe(
      'INACTIVE',
    );
    expect(promotionCodeStatus(referral(false), now)).toBe('INACTIVE');
  });
});

describe('getPromotionAmount', () => {
  it('a percent, a fixed value in centavos, a balance, a benefit', () => {
    expect(promotionAmountOf(coupon(), now)).toEqual({
      code: 'BEMVINDO10',
      type: 'PERCENT',
      status: 'ACTIVE',
      percent: 10,
      amount: null,
      freeShipping: false,
      minimum: 15_000,
    });
    expect(promotionAmountOf(coupon({ kind: 'FIXED', value: 2_500 }), now)).toMatchObject({
      percent: null,
      amount: 2_500,
    });
    expect(promotionAmountOf(certificate(7_990), now)).toMatchObject({
      type: 'GIFT_CERTIFICATE',
      amount: 7_990,
      minimum: 0,
    });
    expect(promotionAmountOf(referral(true), now)).toMatchObject({
      code: 'JOSE-7KQ2',
      amount: 5_000,
    });
  });
});

describe('getRuleActionTypePromotion', () => {
  it('the terms must be a subscription the store sells', () => {
    expect(clubTermsRefusal(monthly)).toBeNull();
    expect(
      clubTermsRefusal({ modalidade: 'annual', quantidadeCreditos: 12, automaticRenovation: true }),
    ).toBeNull();
    expect(clubTermsRefusal({ ...monthly, quantidadeCreditos: 12 })).toEqual({
      field: 'quantidadeCreditos',
      message: 'A modalidade Mensal tem 1 crédito por cobrança.',
    });
    expect(creditsText('annual')).toBe('A modalidade Anual pré-pago tem 12 créditos por cobrança.');
    expect(clubTermsRefusal({ ...monthly, automaticRenovation: false })).toEqual({
      field: 'automaticRenovation',
      message: PROMOTION_CODE_TEXTS.noManualRenewal,
    });
  });

  it('a referral takes its benefit off the first charge while active', () => {
    const action = ruleActionOf(referral(true), monthly, now);
    expect(action).toMatchObject({
      actionType: 'SUBSCRIPTION_FIRST_CHARGE_AMOUNT',
      appliesToSubscription: true,
      amount: 5_000,
      modalidade: 'monthly',
      quantidadeCreditos: 1,
      message: 'Desconto de R$ 50,00 na primeira cobrança da assinatura (Mensal).',
    });
    expect(ruleActionOf(referral(false), monthly, now)).toMatchObject({
      appliesToSubscription: false,
      message: REFERRAL_TEXTS.inactive,
    });
  });

  it('a coupon discounts the products only; a certificate pays', () => {
    expect(ruleActionOf(coupon(), monthly, now)).toMatchObject({
      actionType: 'PRODUCTS_PERCENT',
      appliesToSubscription: false,
      message: PROMOTION_CODE_TEXTS.couponOnProducts,
    });
    expect(ruleActionOf(coupon({ kind: 'FIXED', value: 1_000 }), monthly, now).actionType).toBe(
      'PRODUCTS_AMOUNT',
    );
    expect(
      ruleActionOf(coupon({ kind: 'FIXED', value: 0, freeShipping: true }), monthly, now)
        .actionType,
    ).toBe('FREE_SHIPPING');
    expect(ruleActionOf(certificate(10_000), monthly, now)).toMatchObject({
      actionType: 'PAYMENT',
      appliesToSubscription: true,
      message: 'O vale-presente paga até R$ 100,00 da compra, assinatura incluída.',
    });
    expect(ruleActionOf(certificate(0), monthly, now)).toMatchObject({
      appliesToSubscription: false,
      message: 'Este vale-presente não tem saldo.',
    });
  });
});
