import { describe, expect, it } from 'vitest';
import { promotionStrip } from './promotion-strip.ts';

const now = new Date('2026-03-10T12:00:00.000Z');

describe('promotionStrip (SPEC §3 Promotion strip)', () => {
  it('countdown and stock line while the promotion runs', () => {
    expect(
      promotionStrip({
        finalDate: new Date('2026-03-11T13:00:01.000Z'),
        now,
        stock: { stock: 2, lastUnits: false },
        productUnavailable: false,
      }),
    ).toEqual({
      countdownArray: [25, 0, 1],
      countdownText: 'Acaba em 1 dia 01:00:01',
      stockText: 'Restam só 2 un.',
      unavailableText: null,
    });
  });

  it('no countdown after the end or without an end', () => {
    const ended = promotionStrip({ finalDate: now, now, productUnavailable: false });
    expect(ended.countdownArray).toBeNull();
    expect(ended.countdownText).toBeNull();
    expect(promotionStrip({ now, productUnavailable: false }).countdownText).toBeNull();
  });

  it("'Últimas unidades' when the amount is hidden", () => {
    expect(
      promotionStrip({
        now,
        stock: { stock: null, lastUnits: true },
        productUnavailable: false,
      }).stockText,
    ).toBe('Últimas unidades');
  });

  it("'Produto sem estoque' replaces the stock line when unavailable", () => {
    expect(
      promotionStrip({
        now,
        stock: { stock: 2, lastUnits: false },
        productUnavailable: true,
      }),
    ).toEqual({
      countdownArray: null,
      countdownText: null,
      stockText: null,
      unavailableText: 'Produto sem estoque',
    });
  });
});
