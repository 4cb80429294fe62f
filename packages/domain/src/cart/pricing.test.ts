import { describe, expect, it } from 'vitest';
import { PROMOTION_REGISTRY } from '../promotions/cart-registry.ts';
import {
  context,
  line,
  NO_ADJUSTMENTS,
  NOW,
  product,
} from '../promotions/test-support/fixtures.ts';
import { unusedCoupon } from '../test-support/coupons.ts';
import { priceCart } from './pricing.ts';

const prime = product('PRIME', { productType: 'ClubePrime', category: 'assinatura' });

describe('priceCart: promotions, then the adjustments in ADR 0010’s order', () => {
  it('the subscription line is not merchandise: no coupon and no cashback on it', () => {
    const priced = priceCart(
      [line(product('A'), 1), line(prime, 1)],
      context({}, { subscriber: true }),
      PROMOTION_REGISTRY,
      {
        ...NO_ADJUSTMENTS,
        customerId: 7,
        coupon: unusedCoupon({ code: 'DEZ' }),
      },
    );
    expect(priced.clubePrimeOnCart).toBe(true);
    expect(priced.subscriber).toBe(true);
    expect(priced.merchandiseTotal).toBe(8_000);
    // Prime in the cart: 15 % off the merchandise first (1 200), then the coupon on what is left.
    expect(priced.adjustmentsApplied.premiumDiscount).toBe(1_200);
    expect(priced.adjustmentsApplied.couponDiscount).toBe(680);
    expect(priced.adjustmentsApplied.cashbackPreview).toMatchObject({ base: 6_120, upTo: false });
    expect(priced.adjustmentsApplied.cashbackPreview.percent).toBe(3.6);
  });

  it('gift packaging is charged only while a wine line makes the cart eligible', () => {
    const rows = { ...NO_ADJUSTMENTS, giftPackagingPrice: 1_500 };
    const wine = priceCart([line(product('A'), 1)], context(), PROMOTION_REGISTRY, rows);
    expect(wine.packaging.eligible).toBe(true);
    expect(wine.adjustmentsApplied.total).toBe(11_500);
    const other = priceCart(
      [line(product('B', { category: 'acessorio' }), 1)],
      context(),
      PROMOTION_REGISTRY,
      rows,
    );
    expect(other.packaging.eligible).toBe(false);
    expect(other.adjustmentsApplied.giftPackaging).toBe(0);
  });

  it('certificates and cashback pay what is left, never below 0', () => {
    const priced = priceCart([line(product('A'), 1)], context(), PROMOTION_REGISTRY, {
      ...NO_ADJUSTMENTS,
      customerId: 3,
      certificates: [{ code: 'VALE', balance: 6_000, expiresAt: null, active: true }],
      cashback: { balance: 9_000, use: true },
    });
    expect(priced.adjustmentsApplied.giftCertificateDiscount).toBe(6_000);
    expect(priced.adjustmentsApplied.cashback?.used).toBe(4_000);
    expect(priced.adjustmentsApplied.total).toBe(0);
    expect(NOW).toBeInstanceOf(Date);
  });
});

describe('priceCart: shipping (issue #13, ADR 0013)', () => {
  const freeShippingCoupon = (minimum: number) =>
    unusedCoupon({ code: 'FRETEGRATIS', kind: 'FIXED', value: 0, freeShipping: true, minimum });

  it('the chosen level is added after packaging; the prime line is no bottle but makes Normal free', () => {
    const rows = { ...NO_ADJUSTMENTS, shipping: { cep: '20040020', levelCode: 'NORMAL' } };
    const plain = priceCart([line(product('A'), 2)], context(), PROMOTION_REGISTRY, rows);
    expect(plain.shipping.selected?.price).toBe(2_490);
    expect(plain.adjustmentsApplied.total).toBe(plain.merchandiseTotal + 2_490);
    const withPrime = priceCart(
      [line(product('A'), 2), line(prime, 1)],
      context({}, { subscriber: true }),
      PROMOTION_REGISTRY,
      rows,
    );
    expect(withPrime.shipping.selected).toMatchObject({ price: 0, fullPrice: 2_490 });
    expect(
      priceCart([line(prime, 1)], context(), PROMOTION_REGISTRY, rows).shipping.levels,
    ).toEqual([]);
  });

  it('a free-shipping coupon frees Normal only while it applies', () => {
    const rows = {
      ...NO_ADJUSTMENTS,
      customerId: 4,
      shipping: { cep: '69010000', levelCode: 'NORMAL' },
      coupon: freeShippingCoupon(0),
    };
    const applies = priceCart([line(product('A'), 1)], context(), PROMOTION_REGISTRY, rows);
    expect(applies.shipping.selected).toMatchObject({
      price: 0,
      freeShippingReason: 'Frete grátis com o cupom FRETEGRATIS',
    });
    const below = priceCart([line(product('A'), 1)], context(), PROMOTION_REGISTRY, {
      ...rows,
      coupon: freeShippingCoupon(1_000_000),
    });
    expect(below.shipping.selected).toMatchObject({ price: 4_990, freeShippingReason: null });
  });
});

describe('priceCart: a referral code discounts the club line only (ADR 0023)', () => {
  const club = product('CLUBE', {
    productType: 'Clube',
    category: 'assinatura',
    listPrice: 3_000,
    salePrice: 3_000,
  });
  const referral = { code: 'ANA-AB12', referrer: 'Ana', benefit: 5_000, refusal: null };
  it('capped at the club line price, before the coupon, outside the coupon base', () => {
    const priced = priceCart(
      [line(product('A'), 1), line(club, 1)],
      context(),
      PROMOTION_REGISTRY,
      { ...NO_ADJUSTMENTS, customerId: 7, referral },
    );
    const applied = priced.adjustmentsApplied;
    expect(applied.referral).toMatchObject({ applies: true, discount: 3_000, stale: false });
    expect(applied.referralDiscount).toBe(3_000);
    expect(applied.total).toBe(10_000);
    // The wine's cashback base is untouched by the club line's discount.
    expect(applied.cashbackPreview.base).toBe(10_000);
  });
  it('without a club line it gives nothing and is stale; refused, it gives nothing', () => {
    const none = priceCart([line(product('A'), 1)], context(), PROMOTION_REGISTRY, {
      ...NO_ADJUSTMENTS,
      customerId: 7,
      referral,
    });
    expect(none.adjustmentsApplied.referral).toMatchObject({ applies: false, stale: true });
    expect(none.adjustmentsApplied.total).toBe(10_000);
    const refused = priceCart([line(club, 1)], context(), PROMOTION_REGISTRY, {
      ...NO_ADJUSTMENTS,
      customerId: 7,
      referral: { ...referral, refusal: 'Você já é sócio.' },
    });
    expect(refused.adjustmentsApplied.referral).toMatchObject({
      applies: false,
      stale: false,
      message: 'Você já é sócio.',
    });
    expect(refused.adjustmentsApplied.total).toBe(3_000);
  });
});
