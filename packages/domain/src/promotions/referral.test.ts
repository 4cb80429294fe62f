import { describe, expect, it } from 'vitest';
import { CODE_PATTERN } from '../cart/coupons.ts';
import {
  benefitText,
  checkReferral,
  newReferralCode,
  REFERRAL_BENEFIT,
  REFERRAL_REWARD,
  REFERRAL_TEXTS,
  referralCodePrefix,
  referralDescription,
  referralDiscount,
  referralLink,
  type ReferralCode,
} from './referral.ts';
import { itReturns } from '../test-support/examples.ts';

const CODE: ReferralCode = {
  code: 'BRUNO-CLUBE',
  ownerCustomerId: 2,
  ownerFirstName: 'Bruno',
  ownerIsMember: true,
  active: true,
  benefit: 5_000,
};

describe('checkReferral', () => {
  it('a friend (visitor or non-member customer) gets the benefit', () => {
    const expected = {
      ok: true,
      benefit: {
        code: 'BRUNO-CLUBE',
        referrer: 'Bruno',
        benefit: 5_000,
        description:
          'Indicação de Bruno: você ganha R$ 50,00 de desconto na primeira mensalidade do clube.',
      },
    };
    expect(checkReferral(CODE, { customerId: null, subscriber: false })).toEqual(expected);
    expect(checkReferral(CODE, { customerId: 9, subscriber: false })).toEqual(expected);
  });
  it.each([
    [null, { customerId: null, subscriber: false }, 'unknown', REFERRAL_TEXTS.unknown],
    [CODE, { customerId: 2, subscriber: true }, 'own', REFERRAL_TEXTS.own],
    [
      { ...CODE, active: false },
      { customerId: 9, subscriber: false },
      'inactive',
      REFERRAL_TEXTS.inactive,
    ],
    [
      { ...CODE, ownerIsMember: false },
      { customerId: null, subscriber: false },
      'inactive',
      REFERRAL_TEXTS.inactive,
    ],
    [CODE, { customerId: 9, subscriber: true }, 'already-member', REFERRAL_TEXTS.alreadyMember],
  ] as const)('refuses %o for %o → %s', (code, caller, reason, message) => {
    expect(checkReferral(code, caller)).toEqual({ ok: false, reason, message });
  });
  it('benefit text', () => {
    expect(benefitText(2_550, 'Ana')).toBe(
      'Indicação de Ana: você ganha R$ 25,50 de desconto na primeira mensalidade do clube.',
    );
  });
});

describe('referral codes of members', () => {
  itReturns(
    'the prefix is the first name without accents, upper-case, letters only: %j → %j',
    referralCodePrefix,
    [
      ['José Antônio', 'JOSE'],
      ['  Ângela ', 'ANGELA'],
      ["D'Ávila", 'DAVILA'],
      ['Maximilianoooooo', 'MAXIMILIANOO'],
      ['李', 'SOCIO'],
      ['', 'SOCIO'],
    ],
  );
  it('a code is the prefix and a short random suffix that the coupon pattern accepts', () => {
    let n = 0;
    const code = newReferralCode('Conceição', () => (n++ % 10) / 10);
    expect(code).toMatch(/^CONCEICAO-[A-Z2-9]{4}$/);
    expect(code).toMatch(CODE_PATTERN);
    expect(newReferralCode('Ana', () => 0.999999)).toBe('ANA-9999');
    expect(newReferralCode('Ana', () => 0)).toBe('ANA-AAAA');
  });
  itReturns(
    'the discount is the benefit on the club line, capped at its price: %j, %j → %j',
    referralDiscount,
    [
      [REFERRAL_BENEFIT, 9_990, 5_000],
      [REFERRAL_BENEFIT, 3_000, 3_000],
      [REFERRAL_BENEFIT, 0, 0],
      [REFERRAL_BENEFIT, -10, 0],
    ],
  );
  it('the link is built from the public URL', () => {
    expect(referralLink('https://www.adega.dev/', 'ANA-AB12')).toBe(
      'https://www.adega.dev/clubewine?indicacao=ANA-AB12',
    );
  });
  it('the member page explains benefit and reward', () => {
    expect(referralDescription(5_000, 5_000)).toContain('R$ 50,00 de desconto na primeira caixa');
    expect(REFERRAL_REWARD).toBeGreaterThan(0);
  });
});
