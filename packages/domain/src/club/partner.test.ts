import { describe, expect, it } from 'vitest';
import { PARTNER_PROGRAMMES } from '../constants.ts';
import { isPassPlanName, partnerProgrammeOf, type PartnerSubscription } from './partner.ts';

const today = '2026-03-10';
const premium = (
  planName: string,
  over: Partial<PartnerSubscription> = {},
): PartnerSubscription => ({
  kind: 'PREMIUM',
  state: 'ACTIVE',
  paidUntil: '2026-04-01',
  planName,
  ...over,
});

describe('getParceiro: the customer partner programme (SPEC §9, ADR 0053)', () => {
  it('a pass plan is Pass, another premium plan Prime; Prime wins', () => {
    expect(partnerProgrammeOf([premium('winepass relax')], today, true)).toBe('Pass');
    expect(partnerProgrammeOf([premium('Wine Prime')], today, true)).toBe('Prime');
    expect(partnerProgrammeOf([premium('Winepass Mais'), premium('Wine Prime')], today, true)).toBe(
      'Prime',
    );
    expect(PARTNER_PROGRAMMES).toContain('Pass');
    expect(PARTNER_PROGRAMMES).toContain('Prime');
  });

  it('only subscriptions that give benefits today count; a club one never does', () => {
    const ended = premium('Wine Prime', { state: 'CANCELED', paidUntil: '2026-03-10' });
    expect(partnerProgrammeOf([ended], today, false)).toBeNull();
    const paidUp = premium('winepass relax', { state: 'ON_HOLD', paidUntil: '2026-03-11' });
    expect(partnerProgrammeOf([paidUp], today, true)).toBe('Pass');
    const club = {
      kind: 'CLUB',
      state: 'ACTIVE',
      paidUntil: null,
      planName: 'essenciais',
    } as const;
    expect(partnerProgrammeOf([club], today, false)).toBeNull();
  });

  it('a socioPrime member with no premium subscription on record is Prime; nobody else', () => {
    expect(partnerProgrammeOf([], today, true)).toBe('Prime');
    expect(partnerProgrammeOf([], today, false)).toBeNull();
    const ended = premium('Wine Prime', { state: 'CANCELED', paidUntil: '2026-01-01' });
    expect(partnerProgrammeOf([ended], today, true)).toBeNull();
  });

  it('reads the pass prefix case-insensitively, as a whole word', () => {
    expect(isPassPlanName('Winepass Relax')).toBe(true);
    expect(isPassPlanName('winepass')).toBe(true);
    expect(isPassPlanName('winepassagem')).toBe(false);
    expect(isPassPlanName('Wine Prime')).toBe(false);
  });
});
