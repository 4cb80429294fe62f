import { describe, expect, it } from 'vitest';
import type { WinepassDto } from '@adega/server/contract';
import { clubSubscription, isClubMember, isPremiumMember, type Membership } from './membership';

const noFlags = { socioClube: false, socioPrime: false, beneficiosClube: false };

function sub(overrides: Partial<WinepassDto>): WinepassDto {
  return {
    assinaturaUid: '1',
    clubeUid: 'essenciais',
    kind: 'CLUB',
    plan: 'essenciais',
    planName: 'Essenciais',
    storeId: 100153,
    state: 'ACTIVE',
    stateLabel: 'Ativa',
    price: 99.9,
    cashBack: 0,
    currentPeriodStart: '2026-11-01',
    currentPeriodEnd: '2026-12-01',
    nextBillingDate: '2026-12-01',
    nextBoxSkipped: false,
    nextBoxChangeable: true,
    cardOnFile: true,
    payments: [],
    ...overrides,
  };
}

const customer = (subscriptions: WinepassDto[], flags = noFlags): Membership => ({
  status: 'customer',
  flags,
  subscriptions,
});

describe('membership', () => {
  it('knows nothing while loading and nobody is a member as a visitor', () => {
    for (const m of [{ status: 'loading' }, { status: 'visitor' }] as Membership[]) {
      expect(isClubMember(m)).toBe(false);
      expect(isPremiumMember(m)).toBe(false);
      expect(clubSubscription(m)).toBeNull();
    }
  });

  it('takes the first club subscription that is not cancelled', () => {
    const cancelled = sub({ assinaturaUid: '1', state: 'CANCELED' });
    const paused = sub({ assinaturaUid: '2', state: 'ON_HOLD' });
    const premium = sub({ assinaturaUid: '3', kind: 'PREMIUM', clubeUid: null });
    expect(clubSubscription(customer([cancelled, premium, paused]))?.assinaturaUid).toBe('2');
    expect(clubSubscription(customer([cancelled, premium]))).toBeNull();
    expect(isClubMember(customer([cancelled]))).toBe(false);
    expect(isClubMember(customer([paused]))).toBe(true);
    expect(isPremiumMember(customer([premium]))).toBe(true);
    expect(isPremiumMember(customer([{ ...premium, state: 'CANCELED' }]))).toBe(false);
  });

  it('counts the member flags of customers without a subscription', () => {
    expect(isClubMember(customer([], { ...noFlags, socioClube: true }))).toBe(true);
    expect(isClubMember(customer([], { ...noFlags, beneficiosClube: true }))).toBe(true);
    expect(isPremiumMember(customer([], { ...noFlags, socioPrime: true }))).toBe(true);
    expect(isClubMember(customer([], { ...noFlags, socioPrime: true }))).toBe(false);
  });
});
