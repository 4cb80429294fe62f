import { describe, expect, it } from 'vitest';
import { runPromotions } from '../registry.ts';
import { PROMOTION_REGISTRY } from '../cart-registry.ts';
import { giftOptionProduct } from './cart-campaigns.ts';
import {
  context,
  itemRecord,
  line,
  PRODUCER,
  product,
  RULES,
  SCOPE,
  type TestProduct,
} from '../test-support/fixtures.ts';
import type { ChooseGiftRecord, CheckoutGiftRecord, ProgressiveRecord } from '../records.ts';

const run = (lines: Parameters<typeof runPromotions<TestProduct>>[0], ctx = context()) =>
  runPromotions(lines, ctx, PROMOTION_REGISTRY);

const pendura = {
  type: 'PENDURA_DEFAULT',
  discountFactor: 50,
  triggerDiscount: 2,
  quantityLimit: 4,
};

describe('member-price and pendura entries (SPEC §6, §9)', () => {
  it('members pay the club price, everyone else the sale price', () => {
    const p = product('A');
    expect(run([line(p, 2)]).lines[0]).toMatchObject({ lowestPrice: 10_000, total: 20_000 });
    const member = run([line(p, 2)], context({}, { subscriber: true }));
    expect(member.lines[0]).toMatchObject({ lowestPrice: 8_000, total: 16_000, discount: 0 });
  });

  it('pendura: the units of the largest reached tier at the pendura price', () => {
    const p = product('A', { penduraPromotion: pendura });
    expect(run([line(p, 3)]).lines[0]).toMatchObject({
      lowestPrice: 10_000,
      total: 2 * 5_000 + 10_000,
      discount: 10_000,
    });
  });
});

describe('campaign-price entry (SPEC §3, §5)', () => {
  const records = (over = {}) => ({
    itemPromotions: [itemRecord({ campaignPrice: 7_000, limitPerUnit: 2, ...over })],
  });

  it('prices up to limit_per_unit units, warns above, locks the quantity, adds the code', () => {
    const result = run([line(product('P1'), 3)], context(records()));
    expect(result.lines[0]).toMatchObject({
      total: 2 * 7_000 + 10_000,
      discount: 6_000,
      locked: true,
      campaigns: ['NATAL'],
      productPromotionCampaign: {
        limit_per_unit: 2,
        campaignPrice: 70,
        limitWarning: 'Desconto promocional limitado a 2 un.',
      },
    });
  });

  it('a campaign price beats the pendura price only when cheaper', () => {
    const cheapPendura = product('P1', { penduraPromotion: { ...pendura, discountFactor: 10 } });
    const result = run([line(cheapPendura, 2)], context(records({ limitPerUnit: null })));
    expect(result.lines[0]).toMatchObject({ total: 2_000, productPromotionCampaign: null });
    expect(result.lines[0]?.locked).toBe(false);
  });

  it('no price for an unavailable line, a line of another sku or a record without price', () => {
    expect(
      run([line(product('P1'), 1, { available: false })], context(records())).lines[0],
    ).toMatchObject({ total: 10_000, productPromotionCampaign: null, campaigns: ['NATAL'] });
    expect(run([line(product('P2'), 1)], context(records())).lines[0]?.campaigns).toEqual([]);
    expect(
      run([line(product('P1'), 1)], context(records({ campaignPrice: null }))).lines[0]?.total,
    ).toBe(10_000);
  });
});

describe('producer-gift entry (SPEC §3/§4, issue #12 A3)', () => {
  const gift = itemRecord({
    id: 9,
    sku: 'PARENT',
    itemSku: 'GIFT',
    itemDescription: 'Taça',
    minLimitValue: 15_000,
    producer: PRODUCER,
  });
  const ctx = (over = {}) => context({ itemPromotions: [gift] }, over);
  /** The parent (2 units unless told) and a stored gift line of the record (9 unless told). */
  const parentAndGift = (
    giftUnits: number,
    giftRecordId = 9,
    parent = line(product('PARENT'), 2),
  ) => [parent, line(product('GIFT'), giftUnits, { giftRecordId })];

  it('offers the gift on the parent line; locked below the minimum', () => {
    const result = run([line(product('PARENT'), 1)], ctx());
    expect(result.lines[0]?.producerCampaignData).toMatchObject({
      itemSku: 'GIFT',
      itemDescription: 'Taça',
      minLimitValue: 150,
      valuePromotion: 50,
      unlocked: false,
      itemInCart: false,
    });
    expect(result.sections.productGiftPromotion).toEqual({
      active: false,
      offers: [{ sku: 'PARENT', itemSku: 'GIFT', unlocked: false, itemInCart: false }],
    });
  });

  it('a granted gift line is free and locked; the offer shows it in the cart', () => {
    const result = run(parentAndGift(1), ctx());
    expect(result.lines[1]).toMatchObject({
      lowestPrice: 0,
      total: 0,
      discount: 0,
      promotionGift: 'PRODUCER_GIFT',
      locked: true,
      available: true,
      stale: false,
    });
    expect(result.sections.productGiftPromotion).toEqual({
      active: true,
      offers: [{ sku: 'PARENT', itemSku: 'GIFT', unlocked: true, itemInCart: true }],
    });
    expect(result.merchandiseTotal).toBe(20_000);
  });

  it('free gift multiplied: only the granted unit is free, any other is charged', () => {
    const result = run(parentAndGift(59), ctx());
    expect(result.lines[1]).toMatchObject({
      lowestPrice: 10_000,
      total: 58 * 10_000,
      discount: 10_000,
    });
  });

  it('a gift whose parent left or whose record ended is stale; dropped in a change', () => {
    const lines = parentAndGift(1, 9, line(product('OTHER'), 3));
    const read = run(lines, ctx());
    expect(read.lines[1]).toMatchObject({ available: false, stale: true });
    expect(read.staleGiftItemIds).toEqual([lines[1]?.itemId]);
    const ended = run(parentAndGift(1, 77), ctx());
    expect(ended.lines[1]?.stale).toBe(true);
    const below = parentAndGift(1, 9, line(product('PARENT'), 1));
    const change = run(below, ctx({ dropStaleGifts: true }));
    expect(change.lines.map((l) => l.product.code)).toEqual(['PARENT']);
    expect(change.staleGiftItemIds).toEqual([below[1]?.itemId]);
    expect(change.sections.productGiftPromotion).toEqual({
      active: false,
      offers: [{ sku: 'PARENT', itemSku: 'GIFT', unlocked: false, itemInCart: false }],
    });
  });

  it('an unavailable parent offers nothing', () => {
    const result = run([line(product('PARENT'), 2, { available: false })], ctx());
    expect(result.lines[0]?.producerCampaignData).toBeNull();
    expect(result.sections.productGiftPromotion).toBeNull();
  });
});

const progressive = (over: Partial<ProgressiveRecord> = {}): ProgressiveRecord => ({
  id: 3,
  ...SCOPE,
  title: 'Leve mais',
  description: '',
  redirect: null,
  progressText: null,
  wonText: null,
  applyToAllProducts: true,
  campaignCode: null,
  imagePresentation: null,
  valueType: 'porcentagem',
  discountBy: 'value',
  tiers: [
    { id: 1, minLimitValue: 20_000, discountValue: 10, discountValueText: '10%' },
    { id: 2, minLimitValue: 50_000, discountValue: 20, discountValueText: '20%' },
  ],
  ...over,
});

describe('progressive-discount entry (SPEC §3/§4): an adjustment before the coupon', () => {
  it('by value: the reached tier takes its percent off the counted lines', () => {
    const result = run([line(product('A'), 3)], context({ progressive: [progressive()] }));
    expect(result.adjustments).toEqual([{ source: 'progressive-discount', amount: 3_000 }]);
    expect(result.sections.progressiveDiscountPromotion).toMatchObject({
      id: 3,
      measure: 300,
      discountApplied: 30,
      storeCodes: ['WINE'],
    });
  });

  it('by bottles with money tiers: kits count their bottles; the subscription does not count', () => {
    const record = progressive({
      valueType: 'money',
      discountBy: 'garrafas',
      tiers: [{ id: 1, minLimitValue: 6, discountValue: 2_000, discountValueText: '' }],
    });
    const result = run(
      [
        line(product('KIT'), 1, { bottlesPerUnit: 6 }),
        line(product('PRIME', { productType: 'ClubePrime' }), 1),
      ],
      context({ progressive: [record] }),
    );
    expect(result.adjustments).toEqual([{ source: 'progressive-discount', amount: 2_000 }]);
    expect(result.sections.progressiveDiscountPromotion).toMatchObject({
      measure: 6,
      discounts: [{ id: 1, minLimitValue: 6, discountValue: 20, discountValueText: '' }],
    });
  });
});

describe('checkout-gift entry (SPEC §3/§4/§9)', () => {
  const campaign: CheckoutGiftRecord = {
    id: 4,
    ...SCOPE,
    title: 'Brindes',
    wonText: null,
    redirectWeb: null,
    gifts: [{ sku: 'G', name: 'Taça', minValue: 30_000 }],
  };

  it('shows the progress to the next gift on the merchandise total', () => {
    const result = run([line(product('A'), 1)], context({ checkoutGifts: [campaign] }));
    expect(result.sections.campaignPromotion).toMatchObject({
      id: 4,
      gifts: [{ sku: 'G', name: 'Taça', min_value: 300, reached: false }],
      progress: { missing: 200, reached: false },
    });
  });

  it('a campaign without a usable window shows nothing', () => {
    const result = run(
      [line(product('A'), 1)],
      context({ checkoutGifts: [{ ...campaign, dateInit: '' }] }),
    );
    expect(result.sections.campaignPromotion).toBeNull();
  });
});

describe('chosen-gift entry (SPEC §3/§4/§9)', () => {
  const promotion: ChooseGiftRecord = {
    id: 5,
    ...SCOPE,
    title: '',
    description: 'Escolha',
    winDescription: null,
    value: 15_000,
    expression: null,
    colors: {},
    options: [
      { id: 11, sku: 'W1', name: 'Tinto', img: null, isDefault: false },
      { id: 12, sku: 'W2', name: 'Branco', img: null, isDefault: true },
      { id: 13, sku: 'GONE', name: 'Esgotado', img: null, isDefault: false },
    ],
  };
  const catalogue = new Map([
    ['W1', { product: product('W1'), rules: RULES }],
    ['W2', { product: product('W2'), rules: RULES }],
    ['GONE', { product: product('GONE'), rules: { ...RULES, stock: 0 } }],
  ]);
  const ctx = (over = {}) =>
    context({ chooseGifts: [promotion] }, { giftProduct: (sku) => catalogue.get(sku), ...over });

  it('locked below value: no gift line, the missing text', () => {
    const result = run([line(product('A'), 1)], ctx());
    expect(result.lines).toHaveLength(1);
    expect(result.sections.choseYourGiftPromotion).toMatchObject({
      locked: true,
      missing: 50,
      missingText: 'Faltam R$ 50,00 para liberar',
    });
    expect(result.sections.giftStatusAtCart).toMatchObject({
      active: false,
      defaultSku: 'W2',
      requestStamp: null,
      hadError: false,
    });
  });

  it('unlocked: the default option is a free locked line; a choice replaces it', () => {
    const unlocked = run([line(product('A'), 2)], ctx());
    expect(unlocked.lines[1]).toMatchObject({
      itemId: -12,
      total: 0,
      promotionGift: 'CHOSEN_GIFT',
      locked: true,
    });
    const stamp = new Date('2026-11-22T17:00:00Z');
    const chosen = run(
      [line(product('A'), 2)],
      ctx({ chosen: { promotionId: 5, sku: 'W1', requestStamp: stamp, hadError: false } }),
    );
    expect(chosen.lines[1]?.product.code).toBe('W1');
    expect(chosen.sections.giftStatusAtCart).toMatchObject({
      active: true,
      selectedSku: 'W1',
      requestStamp: stamp.toISOString(),
    });
  });

  it('a choice no longer offered is an error; a choice of another promotion is ignored', () => {
    const gone = run(
      [line(product('A'), 2)],
      ctx({ chosen: { promotionId: 5, sku: 'GONE', requestStamp: null, hadError: false } }),
    );
    expect(gone.sections.giftStatusAtCart).toMatchObject({ hadError: true, selectedSku: 'GONE' });
    const other = run(
      [line(product('A'), 2)],
      ctx({ chosen: { promotionId: 99, sku: 'W1', requestStamp: null, hadError: true } }),
    );
    expect(other.sections.giftStatusAtCart).toMatchObject({ selectedSku: null, hadError: true });
    expect(other.lines[1]?.product.code).toBe('W2');
  });

  it('an option is offered only when its product can be bought now', () => {
    expect(giftOptionProduct(ctx(), 'W1')?.code).toBe('W1');
    expect(giftOptionProduct(ctx(), 'GONE')).toBeUndefined();
    expect(giftOptionProduct(ctx(), 'NONE')).toBeUndefined();
  });
});
