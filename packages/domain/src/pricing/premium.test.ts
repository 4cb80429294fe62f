import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PASS_NAME,
  OFFER_TEXTS,
  PREMIUM_BENEFIT,
  PREMIUM_BENEFITS_MODAL_TITLE,
  checkoutOfferView,
  discountOfferText,
  isCheckoutOfferVisible,
  isPassOffer,
  passCardFooter,
  passCardTitle,
  passCashbackText,
  passLogoOrientation,
  passName,
  premiumBenefits,
  simulatedSaving,
} from './premium.ts';
import { itReturns } from '../test-support/examples.ts';

describe('premium benefit (SPEC §9)', () => {
  it('15 % discount and 3x cashback', () => {
    expect(PREMIUM_BENEFIT).toEqual({ discountPercent: 15, cashbackMultiplier: 3 });
  });

  it("the 'O que estarei levando?' items, cashback credit only above zero", () => {
    expect(PREMIUM_BENEFITS_MODAL_TITLE).toBe('O que estarei levando?');
    expect(premiumBenefits(2000)).toEqual([
      'Crédito mensal de R$ 20,00 em cashback',
      '15% de desconto em todas as compras no site ou app',
      '3x mais cashback',
      'Frete grátis para localidades elegíveis',
    ]);
    expect(premiumBenefits(0)).toHaveLength(3);
    expect(premiumBenefits(null)).toHaveLength(3);
    expect(premiumBenefits(-100)).toHaveLength(3);
  });
});

describe('simulatedSaving (SPEC §9)', () => {
  const items = [
    { productType: 'Vinho', discount: { amount: 1000 }, total: { amount: 9000 } },
    { productType: 'Vinho', discount: { amount: 0 }, total: { amount: 5000 } },
    { productType: 'ClubePrime', discount: { amount: 0 }, total: { amount: 1990 } },
  ];

  it('(Σ discount + total of non-subscription items) × rate / 100', () => {
    expect(simulatedSaving(items, 15)).toBe(2250); // 15000 × 15 %
    expect(simulatedSaving(items, 10)).toBe(1500);
    expect(simulatedSaving([{ total: { amount: 999 } }], 15)).toBe(150); // 149.85
    expect(simulatedSaving([{ discount: null, total: null }], 15)).toBe(0);
    expect(simulatedSaving([], 15)).toBe(0);
  });

  it('no rate, no saving', () => {
    expect(simulatedSaving(items, 0)).toBe(0);
    expect(simulatedSaving(items, Number.NaN)).toBe(0);
  });

  it('property: adding the subscription item never changes the saving', () => {
    const line = fc.record({
      productType: fc.constantFrom('Vinho', 'Kit', null),
      discount: fc.record({ amount: fc.integer({ min: 0, max: 1_000_000 }) }),
      total: fc.record({ amount: fc.integer({ min: 0, max: 1_000_000 }) }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 10 }),
        fc.integer({ min: 1, max: 100 }),
        (lines, rate) => {
          const withPrime = [...lines, { productType: 'ClubePrime', total: { amount: 1990 } }];
          expect(simulatedSaving(withPrime, rate)).toBe(simulatedSaving(lines, rate));
        },
      ),
    );
  });
});

describe('offered subscription (SPEC §3)', () => {
  itReturns("pass variant when descricao contains 'pass': %j → %j", isPassOffer, [
    [{ descricao: 'Wine pass mensal' }, true],
    [{ descricao: 'Winepass Relax' }, true],
    [{ descricao: 'Clube Prime' }, false],
    [{ descricao: null }, false],
    [{}, false],
  ]);

  itReturns("pass names are prefixed 'winepass ', default 'relax': %j → %j", passName, [
    ['winepass relax', 'relax'],
    ['Winepass Turbo', 'turbo'],
    ['turbo', 'turbo'],
    ['winepass', 'relax'],
    ['winepassturbo', 'winepassturbo'],
    ['winepass ', DEFAULT_PASS_NAME],
    ['', 'relax'],
    [null, 'relax'],
    [undefined, 'relax'],
  ]);

  it('pass logo vertical at 992px or more', () => {
    expect(passLogoOrientation(992)).toBe('vertical');
    expect(passLogoOrientation(991)).toBe('horizontal');
  });
});

describe('offer texts (SPEC §2)', () => {
  it('are the spec texts', () => {
    expect(discountOfferText(990, 15)).toBe(
      'Por apenas R$ 9,90 por mês, você terá 15% de desconto em todas as suas compras.',
    );
    expect(discountOfferText(990, 12.5)).toBe(
      'Por apenas R$ 9,90 por mês, você terá 12,5% de desconto em todas as suas compras.',
    );
    expect(passCashbackText(2000, 1990)).toBe(
      'Ative o desconto e garanta mais R$ 20,00 em cashback todo mês. Só R$ 19,90 por mês.',
    );
    expect(passCardTitle(1990)).toBe('Ative o desconto por apenas R$ 19,90/mês');
    expect(passCardFooter(2250)).toBe('Assine e economize agora R$ 22,50');
    expect(OFFER_TEXTS).toEqual({
      learnMore: 'Saiba mais',
      saveNow: 'Economize agora:',
      alreadySaving: 'Oba, você já está economizando!',
    });
  });

  it('builds the discount variant', () => {
    expect(
      checkoutOfferView({
        offer: { name: 'Prime', descricao: 'Clube Prime', price: 990 },
        rate: 15,
        saving: 2250,
        active: true,
      }),
    ).toEqual({
      variant: 'discount',
      text: 'Por apenas R$ 9,90 por mês, você terá 15% de desconto em todas as suas compras.',
      learnMore: 'Saiba mais',
      saveNowLabel: 'Economize agora:',
      savingText: 'R$ 22,50',
      activeText: 'Oba, você já está economizando!',
    });
  });

  it('builds the pass card', () => {
    expect(
      checkoutOfferView({
        offer: { name: 'winepass relax', descricao: 'pass', price: 1990, cashBack: 2000 },
        rate: 15,
        saving: 2250,
        active: false,
      }),
    ).toEqual({
      variant: 'pass',
      passName: 'relax',
      title: 'Ative o desconto por apenas R$ 19,90/mês',
      cashbackText:
        'Ative o desconto e garanta mais R$ 20,00 em cashback todo mês. Só R$ 19,90 por mês.',
      footer: 'Assine e economize agora R$ 22,50',
      activeText: null,
    });
    const noCashback = checkoutOfferView({
      offer: { descricao: 'pass', price: 1990 },
      rate: 15,
      saving: 0,
      active: false,
    });
    expect(noCashback.variant === 'pass' && noCashback.cashbackText).toBe(
      'Ative o desconto e garanta mais R$ 0,00 em cashback todo mês. Só R$ 19,90 por mês.',
    );
  });
});

describe('checkout offer visibility (SPEC §2)', () => {
  const wine = { productType: 'Vinho' };
  const prime = { productType: 'ClubePrime' };

  it.each([
    ['non-subscriber', false, false, [wine], true],
    ['non-subscriber, active with wine', false, true, [wine, prime], true],
    ['subscriber', true, false, [wine], false],
    ['active and the only item', false, true, [prime], false],
    ['inactive, only prime', false, false, [prime], true],
    ['empty cart', false, false, [], true],
  ])('%s → %s', (_name, subscriber, subscriptionActive, items, visible) => {
    expect(isCheckoutOfferVisible({ subscriber, subscriptionActive, items })).toBe(visible);
  });
});
