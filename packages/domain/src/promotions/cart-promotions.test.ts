import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saoPauloInstant } from './campaign-status.ts';
import {
  applicablePromotions,
  campaignLinePrice,
  checkoutGiftState,
  chosenGiftLock,
  defaultGiftSku,
  effectiveGiftSku,
  producerGiftUnlocked,
  progressiveCart,
  promotionApplies,
  type ScopedPromotion,
} from './cart-promotions.ts';
import { itReturns } from '../test-support/examples.ts';

const NOW = new Date('2026-11-22T15:00:00-03:00');
const window = { dateInit: '2026-11-20', dateEnd: '2026-11-30', storeCodes: ['WINE'] };
const audience = { store: 'WINE' as const, now: NOW, subscriber: false };

describe('promotionApplies (SPEC §4 window, §6 members-only, store codes)', () => {
  it('applies inside the window to the listed store', () => {
    expect(promotionApplies(window, audience)).toBe(true);
    expect(promotionApplies({ ...window, storeCodes: 'wine, outlet' }, audience)).toBe(true);
  });

  it('does not apply to another store or without store codes', () => {
    expect(promotionApplies(window, { ...audience, store: 'OUTLET' })).toBe(false);
    expect(promotionApplies({ ...window, storeCodes: [] }, audience)).toBe(false);
    expect(
      promotionApplies({ ...window, storeCodes: ['OUTLET'] }, { ...audience, store: 'OUTLET' }),
    ).toBe(true);
  });

  it('respects the São Paulo date and hour boundaries (inclusive end)', () => {
    const p: ScopedPromotion = {
      ...window,
      dateInit: '2026-11-22',
      dateEnd: '2026-11-22',
      startHour: '10:00',
      finishHour: '18:00',
    };
    const at = (hour: string) => ({
      ...audience,
      now: saoPauloInstant('2026-11-22', hour) as Date,
    });
    expect(promotionApplies(p, at('09:59:59'))).toBe(false);
    expect(promotionApplies(p, at('10:00:00'))).toBe(true);
    expect(promotionApplies(p, at('18:00:00'))).toBe(true);
    expect(promotionApplies(p, at('18:00:01'))).toBe(false);
  });

  it('members-only promotions apply only to subscribers', () => {
    const p = { ...window, membersOnly: true };
    expect(promotionApplies(p, audience)).toBe(false);
    expect(promotionApplies(p, { ...audience, subscriber: true })).toBe(true);
    expect(promotionApplies({ ...window, membersOnly: null }, audience)).toBe(true);
  });

  it('applicablePromotions keeps the order of the applicable ones', () => {
    const list = [
      { id: 1, ...window, storeCodes: ['OUTLET'] },
      { id: 2, ...window },
      { id: 3, ...window, dateEnd: '2026-11-21' },
      { id: 4, ...window },
    ];
    expect(applicablePromotions(list, audience).map((p) => p.id)).toEqual([2, 4]);
  });
});

describe('campaignLinePrice (SPEC §3 limit_per_unit, §5 limited-discount warning)', () => {
  it('discounts every unit without a limit', () => {
    expect(campaignLinePrice(10000, 3, 8000, null)).toEqual({
      total: 24000,
      discount: 6000,
      discountedUnits: 3,
      limitWarning: null,
    });
  });

  it('discounts only up to the limit and warns above it', () => {
    expect(campaignLinePrice(10000, 5, 8000, 3)).toEqual({
      total: 3 * 8000 + 2 * 10000,
      discount: 6000,
      discountedUnits: 3,
      limitWarning: 'Desconto promocional limitado a 3 un.',
    });
    expect(campaignLinePrice(10000, 3, 8000, 3).limitWarning).toBeNull();
  });

  it('treats a limit ≤ 0 as no limit', () => {
    expect(campaignLinePrice(10000, 4, 8000, 0).discountedUnits).toBe(4);
  });

  it('ignores a campaign price at or above the customer price', () => {
    expect(campaignLinePrice(10000, 2, 12000, 1)).toEqual({
      total: 20000,
      discount: 0,
      discountedUnits: 0,
      limitWarning: null,
    });
  });

  it('never charges more than the full price nor less than 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: -100, max: 2_000_000 }),
        fc.option(fc.integer({ min: -5, max: 50 })),
        (unit, quantity, price, limit) => {
          const result = campaignLinePrice(unit, quantity, price, limit);
          expect(result.total).toBeGreaterThanOrEqual(0);
          expect(result.total).toBeLessThanOrEqual(unit * quantity);
          expect(result.total + result.discount).toBe(unit * quantity);
          expect(result.discountedUnits).toBeLessThanOrEqual(quantity);
        },
      ),
    );
  });
});

describe('checkoutGiftState (SPEC §4 gift progress, §9 default tier)', () => {
  const gifts = [
    { sku: 'B', name: 'Tinto', minValue: 60000 },
    { sku: 'A', name: 'Espumante', minValue: 30000 },
  ];

  it('measures progress to the next gift not reached', () => {
    const state = checkoutGiftState(15000, gifts);
    expect(state.gifts.map((g) => [g.sku, g.reached])).toEqual([
      ['A', false],
      ['B', false],
    ]);
    expect(state.progress).toEqual({
      reached: false,
      percent: 50,
      missing: 15000,
      text: 'Faltam R$ 150,00 para liberar',
    });
    expect(checkoutGiftState(30000, gifts).progress.missing).toBe(30000);
    expect(checkoutGiftState(30000, gifts).gifts[0]?.reached).toBe(true);
  });

  it('is won at the last gift, with the won text', () => {
    expect(checkoutGiftState(60000, gifts, 'Oba!').progress).toEqual({
      reached: true,
      percent: 100,
      missing: 0,
      text: 'Oba!',
    });
    expect(checkoutGiftState(90000, gifts).progress.text).toBe('Você ganhou!');
  });

  it('uses R$ 100 without gifts', () => {
    expect(checkoutGiftState(5000, []).progress.missing).toBe(5000);
  });
});

describe('chosen gift lock and sku (SPEC §4 chosen gift, §9 expression)', () => {
  it('is locked while something is missing', () => {
    expect(chosenGiftLock(30000, 40000, null)).toEqual({
      missing: 10000,
      missingText: 'Faltam R$ 100,00 para liberar',
      locked: true,
    });
    expect(chosenGiftLock(40000, 40000, 'Só mais VALOR')).toEqual({
      missing: 0,
      missingText: 'Só mais 0,00',
      locked: false,
    });
    expect(chosenGiftLock(-5, 100).missing).toBe(100);
  });

  it('keeps the customer choice while offered, else the default, else the first', () => {
    const options = [{ sku: 'A' }, { sku: 'B', isDefault: true }, { sku: 'C' }];
    expect(effectiveGiftSku(options, 'C')).toBe('C');
    expect(effectiveGiftSku(options, 'Z')).toBe('B');
    expect(effectiveGiftSku(options, null)).toBe('B');
    expect(defaultGiftSku([{ sku: 'A' }, { sku: 'C' }])).toBe('A');
    expect(defaultGiftSku([])).toBeNull();
  });
});

describe('producerGiftUnlocked (SPEC §3/§4 producer gift)', () => {
  it('needs the parent in the cart and the minimum reached', () => {
    expect(producerGiftUnlocked({ parentInCart: true, total: 20000, minLimitValue: 20000 })).toBe(
      true,
    );
    expect(producerGiftUnlocked({ parentInCart: true, total: 19999, minLimitValue: 20000 })).toBe(
      false,
    );
    expect(producerGiftUnlocked({ parentInCart: false, total: 90000, minLimitValue: 0 })).toBe(
      false,
    );
    expect(producerGiftUnlocked({ parentInCart: true, total: 0, minLimitValue: -10 })).toBe(true);
  });
});

describe('progressiveCart (SPEC §3 applyToAllProducts, garrafas vs value)', () => {
  const lines = [
    { counts: true, campaigns: ['Natal'], quantity: 2, bottlesPerUnit: null, total: 10000 },
    { counts: true, campaigns: [], quantity: 1, bottlesPerUnit: 6, total: 30000 },
    { counts: false, campaigns: ['natal'], quantity: 5, bottlesPerUnit: 1, total: 50000 },
  ];

  it('counts every counted line when applying to all products (kits count their bottles)', () => {
    expect(progressiveCart(lines, true, null)).toEqual({ total: 40000, bottles: 8 });
  });

  itReturns(
    'counts only the lines of the campaign code otherwise (case-insensitive): %j, %j, %j → %j',
    progressiveCart,
    [
      [lines, false, ' NATAL ', { total: 10000, bottles: 2 }],
      [lines, false, '', { total: 0, bottles: 0 }],
      [lines, false, undefined, { total: 0, bottles: 0 }],
    ],
  );
});
