import { describe, expect, it } from 'vitest';
import { priceCart } from '../cart/pricing.ts';
import { PROMOTION_REGISTRY } from './cart-registry.ts';
import {
  campaignCodesOf,
  merchandiseTotal,
  runPromotions,
  type PromotionEntry,
} from './registry.ts';
import { context, line, NO_ADJUSTMENTS, product } from './test-support/fixtures.ts';

describe('runPromotions (issue #12 B1: promotions as a registry)', () => {
  it('an empty cart runs no entry and every section is null', () => {
    const result = runPromotions([], context(), PROMOTION_REGISTRY);
    expect(result.lines).toEqual([]);
    expect(result.adjustments).toEqual([]);
    expect(result.sections).toEqual({
      productGiftPromotion: null,
      progressiveDiscountPromotion: null,
      campaignPromotion: null,
      choseYourGiftPromotion: null,
      giftStatusAtCart: null,
    });
  });

  it('folds the entries in order: each sees what the previous left', () => {
    const seen: number[] = [];
    const double: PromotionEntry = {
      code: 'double',
      sections: [],
      applies: () => true,
      apply: (lines) => ({ lines: lines.map((l) => ({ itemId: l.itemId, total: l.total * 2 })) }),
    };
    const spy: PromotionEntry = {
      code: 'spy',
      sections: ['spy'],
      applies: () => true,
      apply: (lines) => {
        seen.push(...lines.map((l) => l.total));
        return { sections: { spy: 'ok', ignored: 'not owned' } };
      },
    };
    const skipped: PromotionEntry = {
      code: 'never',
      sections: ['never'],
      applies: () => false,
      apply: () => {
        throw new Error('must not run');
      },
    };
    const result = runPromotions([line(product('A'), 2)], context(), [
      ...PROMOTION_REGISTRY,
      double,
      spy,
      skipped,
    ]);
    expect(seen).toEqual([40_000]);
    expect(result.sections.spy).toBe('ok');
    expect(result.sections.never).toBeNull();
    expect('ignored' in result.sections).toBe(false);
  });

  it('a new entry changes the priced cart without any change of the cart code', () => {
    const lines = [line(product('A'), 1)];
    const base = priceCart(lines, context(), PROMOTION_REGISTRY, NO_ADJUSTMENTS);
    const blackFriday: PromotionEntry = {
      code: 'black-friday',
      sections: ['blackFriday'],
      applies: (ctx) => ctx.store === 'WINE',
      apply: (current) => ({
        lines: current.map((l) => ({ itemId: l.itemId, campaigns: [...l.campaigns, 'BF'] })),
        adjustments: [{ source: 'black-friday', amount: 1_500 }],
        sections: { blackFriday: { title: 'Black Friday' } },
      }),
    };
    const withEntry = priceCart(
      lines,
      context(),
      [...PROMOTION_REGISTRY, blackFriday],
      NO_ADJUSTMENTS,
    );
    expect(base.adjustmentsApplied.total).toBe(10_000);
    expect(withEntry.adjustmentsApplied.total).toBe(8_500);
    expect(withEntry.totals.subtotalDiscount).toBe(1_500);
    expect(withEntry.sections.blackFriday).toEqual({ title: 'Black Friday' });
    expect(withEntry.lines[0]?.campaigns).toEqual(['BF']);
    expect(base.sections).not.toHaveProperty('blackFriday');
  });

  it('merchandise: payable lines only, the subscription line is not merchandise', () => {
    expect(
      merchandiseTotal([
        { available: true, subscription: false, total: 100 },
        { available: false, subscription: false, total: 50 },
        { available: true, subscription: true, total: 900 },
      ]),
    ).toBe(100);
  });

  it('campaign codes come from the CAMPANHA attribute', () => {
    expect(campaignCodesOf({ CAMPANHA: ' NATAL, ,BF ' })).toEqual(['NATAL', 'BF']);
    expect(campaignCodesOf({})).toEqual([]);
  });
});
