import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GIFT_DEFAULT_TIER,
  chosenGiftMissingText,
  chosenGiftTitle,
  giftProgress,
} from './gift-progress.ts';

describe('giftProgress (SPEC §4, §9)', () => {
  it('defaults the tier to R$ 100', () => {
    expect(GIFT_DEFAULT_TIER).toBe(10000);
    expect(giftProgress(9999)).toEqual({
      reached: false,
      percent: 99,
      missing: 1,
      text: 'Faltam R$ 0,01 para liberar',
    });
    expect(giftProgress(10000)).toEqual({
      reached: true,
      percent: 100,
      missing: 0,
      text: 'Você ganhou!',
    });
  });

  it('uses the won text when given', () => {
    expect(giftProgress(25000, 20000, 'Brinde liberado!').text).toBe('Brinde liberado!');
    expect(giftProgress(25000, 20000, ' ').text).toBe('Você ganhou!');
    expect(giftProgress(25000, 20000, null).text).toBe('Você ganhou!');
  });

  it('starts at zero for an empty cart', () => {
    expect(giftProgress(0)).toMatchObject({ percent: 0, missing: 10000 });
    expect(giftProgress(-5)).toMatchObject({ percent: 0, missing: 10000 });
  });

  it('keeps percent within 0..100 and 100 only when reached (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e7 }),
        fc.integer({ min: 1, max: 1e6 }),
        (t, tier) => {
          const progress = giftProgress(t, tier);
          expect(progress.percent).toBeGreaterThanOrEqual(0);
          expect(progress.percent).toBeLessThanOrEqual(100);
          expect(progress.percent === 100).toBe(progress.reached);
          expect(progress.reached).toBe(t >= tier);
        },
      ),
    );
  });
});

describe('chosen-gift texts (SPEC §9)', () => {
  it('defaults the title and the expression', () => {
    expect(chosenGiftTitle()).toBe('Escolha o seu Vinho!');
    expect(chosenGiftTitle('')).toBe('Escolha o seu Vinho!');
    expect(chosenGiftTitle('Escolha seu brinde')).toBe('Escolha seu brinde');
    expect(chosenGiftMissingText(4550)).toBe('Faltam R$ 45,50 para liberar');
    expect(chosenGiftMissingText(-1)).toBe('Faltam R$ 0,00 para liberar');
  });

  it('replaces VALOR in a custom expression', () => {
    expect(chosenGiftMissingText(123456, 'Só mais R$ VALOR!')).toBe('Só mais R$ 1.234,56!');
  });
});
