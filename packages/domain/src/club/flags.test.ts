import { describe, expect, it } from 'vitest';
import { givesBenefits, memberFlags } from './flags.ts';

describe('member flags from subscriptions', () => {
  const today = '2028-03-10';

  it('no subscription, no flags', () => {
    expect(memberFlags([], today)).toEqual({
      socioClube: false,
      beneficiosClube: false,
      socioPrime: false,
    });
  });

  it('an active or past-due club gives club flags; premium gives socioPrime', () => {
    expect(
      memberFlags([{ kind: 'CLUB', state: 'PAST_DUE', paidUntil: '2028-03-01' }], today),
    ).toEqual({ socioClube: true, beneficiosClube: true, socioPrime: false });
    expect(
      memberFlags([{ kind: 'PREMIUM', state: 'ACTIVE', paidUntil: '2028-03-31' }], today),
    ).toEqual({ socioClube: false, beneficiosClube: false, socioPrime: true });
  });

  it('a cancelled or paused member keeps the benefits until the end of the paid period', () => {
    const cancelled = { kind: 'PREMIUM', state: 'CANCELED', paidUntil: '2028-03-31' } as const;
    expect(givesBenefits(cancelled, '2028-03-30')).toBe(true);
    expect(givesBenefits(cancelled, '2028-03-31')).toBe(false);
    expect(givesBenefits({ ...cancelled, paidUntil: null }, today)).toBe(false);
    expect(givesBenefits({ kind: 'CLUB', state: 'ON_HOLD', paidUntil: '2028-03-11' }, today)).toBe(
      true,
    );
  });
});
