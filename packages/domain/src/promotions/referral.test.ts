import { describe, expect, it } from 'vitest';
import { benefitText, checkReferral, REFERRAL_TEXTS, type ReferralCode } from './referral.ts';

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
