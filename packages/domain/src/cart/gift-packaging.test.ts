import { describe, expect, it } from 'vitest';
import { giftPackagingEligibility, GIFT_PACKAGING_TEXTS } from './gift-packaging.ts';

describe('giftPackagingEligibility', () => {
  it('WINE store with a wine line that can be bought', () => {
    expect(giftPackagingEligibility('WINE', [{ category: 'vinho', available: true }])).toEqual({
      eligible: true,
    });
    expect(giftPackagingEligibility('WINE', [{ category: 'kit', available: true }]).eligible).toBe(
      true,
    );
  });
  it('not in the outlet (SPEC §6 hides gift options there)', () => {
    expect(giftPackagingEligibility('OUTLET', [{ category: 'vinho', available: true }])).toEqual({
      eligible: false,
      reason: 'other-store',
      message: GIFT_PACKAGING_TEXTS.otherStore,
    });
  });
  it('no wine, or only an unavailable wine', () => {
    const noWine = { eligible: false, reason: 'no-wine', message: GIFT_PACKAGING_TEXTS.noWine };
    expect(giftPackagingEligibility('WINE', [])).toEqual(noWine);
    expect(giftPackagingEligibility('WINE', [{ category: 'azeite', available: true }])).toEqual(
      noWine,
    );
    expect(giftPackagingEligibility('WINE', [{ category: 'vinho', available: false }])).toEqual(
      noWine,
    );
  });
});
