import { describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_OFFER_FLAG,
  SUBSCRIPTION_OFFER_VARIANTS,
  offerChoiceFor,
  offerVariantsOf,
} from './offer-experiment.ts';
import { isPassOffer } from './premium.ts';

const PASS = { variant: 'pass', skuCode: 'PASS-RELAX' };
const DISCOUNT = { variant: 'desconto', skuCode: 'PRIME-MENSAL' };

describe('checkout subscription offer experiment (issue #34)', () => {
  it('the control is the pass, the other variant the discount (Wine Prime has no "pass")', () => {
    expect(SUBSCRIPTION_OFFER_VARIANTS.map((v) => v.name)).toEqual(['pass', 'desconto']);
    expect(isPassOffer({ descricao: 'Assinatura Wine Prime: 15% de desconto' })).toBe(false);
  });

  it('a visitor gets the control', () => {
    expect(offerChoiceFor(null, null)).toEqual(PASS);
    expect(offerChoiceFor(SUBSCRIPTION_OFFER_FLAG, null)).toEqual(PASS);
  });

  it('a customer keeps one variant, and customers spread over both', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 40; id++) {
      const once = offerChoiceFor(SUBSCRIPTION_OFFER_FLAG, id);
      expect(offerChoiceFor(SUBSCRIPTION_OFFER_FLAG, id)).toEqual(once);
      seen.add(once.variant);
    }
    expect([...seen].sort()).toEqual(['desconto', 'pass']);
  });

  it('the demo accounts: customer 1 sees the pass, customer 4 the discount', () => {
    expect(offerChoiceFor(SUBSCRIPTION_OFFER_FLAG, 1)).toEqual(PASS);
    expect(offerChoiceFor(SUBSCRIPTION_OFFER_FLAG, 4)).toEqual(DISCOUNT);
  });

  it('switched off, everyone gets the control', () => {
    const off = { enabled: false, value: SUBSCRIPTION_OFFER_FLAG.value };
    for (let id = 1; id <= 20; id++) expect(offerChoiceFor(off, id)).toEqual(PASS);
  });

  it('a value with one variant forces it, for visitors too', () => {
    const forced = {
      enabled: true,
      value: { variants: [{ name: 'desconto', weight: 100, skuCode: 'PRIME-MENSAL' }] },
    };
    expect(offerChoiceFor(forced, null)).toEqual(DISCOUNT);
    for (let id = 1; id <= 20; id++) expect(offerChoiceFor(forced, id)).toEqual(DISCOUNT);
  });

  it('a zero weight never assigns that variant to a customer', () => {
    const onlyDiscount = {
      enabled: true,
      value: {
        variants: [
          { name: 'pass', weight: 0, skuCode: 'PASS-RELAX' },
          { name: 'desconto', weight: 1, skuCode: 'PRIME-MENSAL' },
        ],
      },
    };
    for (let id = 1; id <= 20; id++) expect(offerChoiceFor(onlyDiscount, id)).toEqual(DISCOUNT);
  });

  it('drops invalid variants and falls back to the seeded split when none is left', () => {
    expect(offerVariantsOf(null)).toBe(SUBSCRIPTION_OFFER_VARIANTS);
    expect(offerVariantsOf({ variants: 'x' })).toBe(SUBSCRIPTION_OFFER_VARIANTS);
    expect(offerVariantsOf({ variants: [{ name: 'a', weight: 1 }] })).toBe(
      SUBSCRIPTION_OFFER_VARIANTS,
    );
    expect(offerVariantsOf({ variants: [{ name: 'a', weight: 0, skuCode: 'PASS-MAIS' }] })).toBe(
      SUBSCRIPTION_OFFER_VARIANTS,
    );
    expect(
      offerVariantsOf({
        variants: [
          { name: 'a', weight: 1, skuCode: ' PASS-MAIS ' },
          { name: 'b', weight: -1, skuCode: 'X' },
          { name: 'c', weight: 1, skuCode: 'X'.repeat(65) },
          { name: '', weight: 1, skuCode: 'X' },
          { name: 'd', weight: Number.NaN, skuCode: 'X' },
        ],
      }),
    ).toEqual([{ name: 'a', weight: 1, skuCode: 'PASS-MAIS' }]);
  });
});
