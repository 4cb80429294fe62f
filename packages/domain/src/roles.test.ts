import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  audienceMatches,
  viewerAudience,
  OUTLET_HIDDEN_FEATURES,
  OUTLET_HIDDEN_FEATURE_SET,
  canPurchase,
  hasSubscription,
  isFeatureVisible,
  isMemberPriceHidden,
  isMembersOnly,
  isPremiumOfferVisible,
  isSubscriber,
  isUserMenuHidden,
  requireLoginForLists,
  roleOf,
  showsMembersOnlyNotice,
} from './roles.ts';
import { Stores } from './store.ts';
import { itReturns } from './test-support/examples.ts';

const plain = { socioClube: false, socioPrime: false, beneficiosClube: null };

describe('subscriber (SPEC §1, §6)', () => {
  it.each([
    [{ socioClube: true }, true],
    [{ socioPrime: true }, true],
    [{ beneficiosClube: { plano: 'x' } }, true], // truthy
    [{ beneficiosClube: 1 }, true],
    [{ beneficiosClube: '' }, false],
    [{ beneficiosClube: 0 }, false],
    [plain, false],
    [{}, false],
  ])('%o → %s', (customer, expected) => {
    expect(hasSubscription(customer)).toBe(expected);
    expect(isSubscriber(customer)).toBe(expected);
  });

  it('prime in cart makes a subscriber, even without a customer', () => {
    expect(isSubscriber(plain, true)).toBe(true);
    expect(isSubscriber(null, true)).toBe(true);
    expect(isSubscriber(null)).toBe(false);
    expect(hasSubscription(undefined)).toBe(false);
  });
});

describe('roleOf', () => {
  itReturns('visitor, semi-logged, logged, subscriber: %j → %j', roleOf, [
    [{}, 'visitor'],
    [{ customer: null, semiLoggedCustomer: null }, 'visitor'],
    [{ semiLoggedCustomer: plain }, 'semi-logged'],
    [{ customer: plain }, 'logged'],
    [{ customer: plain, semiLoggedCustomer: plain }, 'logged'],
    [{ customer: { socioClube: true } }, 'subscriber'],
    [{ semiLoggedCustomer: { socioPrime: true } }, 'subscriber'],
    [{ customer: plain, primeInCart: true }, 'subscriber'],
    [{ primeInCart: true }, 'subscriber'],
  ]);

  it('the logged customer wins over the semi-logged lookup', () => {
    expect(roleOf({ customer: plain, semiLoggedCustomer: { socioClube: true } })).toBe('logged');
  });
});

describe('members-only purchase (SPEC §6)', () => {
  itReturns('only active + club_member_only is members-only: %j → %j', isMembersOnly, [
    [{ active: true, club_member_only: true }, true],
    [{ active: false, club_member_only: true }, false],
    [{ active: true, club_member_only: false }, false],
    [null, false],
  ]);

  it('non-subscribers get "Apenas para sócios" and no quantity selector', () => {
    expect(canPurchase({ active: true, club_member_only: true }, false)).toEqual({
      ok: false,
      reason: 'members-only',
      message: 'Apenas para sócios',
      showQuantitySelector: false,
    });
    expect(canPurchase({ active: true, club_member_only: true }, true)).toEqual({ ok: true });
    expect(canPurchase({ active: true, club_member_only: false }, false)).toEqual({ ok: true });
    expect(canPurchase(undefined, false)).toEqual({ ok: true });
  });
});

describe('premium offer visibility (SPEC §6)', () => {
  it.each([
    ['anonymous', null, false, true],
    ['anonymous with prime in cart', undefined, true, true],
    ['non-subscriber', plain, false, true],
    ['non-subscriber with prime in cart', plain, true, true],
    ['subscriber', { socioClube: true }, false, false],
    ['subscriber with prime in cart', { socioPrime: true }, true, true],
  ])('%s → %s', (_name, customer, primeInCart, visible) => {
    expect(isPremiumOfferVisible({ customer, primeInCart, store: Stores.WINE })).toBe(visible);
  });

  it('hidden in the outlet', () => {
    expect(
      isPremiumOfferVisible({ customer: null, primeInCart: false, store: Stores.OUTLET }),
    ).toBe(false);
  });
});

describe('member-price hiding (SPEC §6)', () => {
  it.each([
    ['?hmp=1', true],
    ['hmp=true', true],
    ['?a=b&hmp=TRUE', true],
    ['?hmp=0', false],
    ['?hmp=false', false],
    ['?hmp=', false],
    ['?x=1', false],
    ['', false],
  ])('query %s → %s', (query, hidden) => {
    expect(isMemberPriceHidden({ store: Stores.WINE, query })).toBe(hidden);
  });

  it('accepts parsed parameters, the outlet and the page setting', () => {
    expect(isMemberPriceHidden({ store: Stores.WINE, query: new URLSearchParams('hmp=1') })).toBe(
      true,
    );
    expect(isMemberPriceHidden({ store: Stores.OUTLET })).toBe(true);
    expect(isMemberPriceHidden({ store: Stores.WINE, pageSetting: true })).toBe(true);
    expect(isMemberPriceHidden({ store: Stores.WINE, pageSetting: false, query: null })).toBe(
      false,
    );
  });
});

describe('what the outlet hides (SPEC §6)', () => {
  it('lists the seven features', () => {
    expect([...OUTLET_HIDDEN_FEATURE_SET].sort()).toEqual(
      [
        'clubMenu',
        'dropStop',
        'easyKits',
        'gift',
        'physicalStores',
        'premiumOffer',
        'producers',
      ].sort(),
    );
  });

  it('property: every hidden feature is visible in WINE and hidden in OUTLET', () => {
    fc.assert(
      fc.property(fc.constantFrom(...OUTLET_HIDDEN_FEATURES), (feature) => {
        expect(isFeatureVisible(feature, Stores.WINE)).toBe(true);
        expect(isFeatureVisible(feature, Stores.OUTLET)).toBe(false);
      }),
    );
  });
});

describe('master cookie hides the user menu (SPEC §2, §6)', () => {
  itReturns('%s → %s', isUserMenuHidden, [
    ['MasterOnly=true', true],
    ['a=1; MasterOnly=true; b=2', true],
    ['a=1;MasterOnly=true', true],
    ['MasterOnly=false', false],
    ['masteronly=true', false],
    ['XMasterOnly=true', false],
    ['MasterOnly', false],
    ['', false],
  ]);

  itReturns('accepts a parsed cookie map: %j → %j', isUserMenuHidden, [
    [{ MasterOnly: 'true' }, true],
    [{ other: 'true' }, false],
    [null, false],
  ]);
});

describe('favourites and lists require login (SPEC §5, §6)', () => {
  it('redirects to /sign-in.ep when logged out', () => {
    expect(requireLoginForLists(false)).toEqual({ ok: false, redirectTo: '/sign-in.ep' });
    expect(requireLoginForLists(true)).toEqual({ ok: true });
  });
});

describe('audiences (issue #18: campaigns and banners)', () => {
  it('members by the customer record; everyone matches every viewer', () => {
    expect(viewerAudience(null)).toBe('non-members');
    expect(viewerAudience({ socioPrime: true })).toBe('members');
    for (const viewer of ['members', 'non-members'] as const) {
      expect(audienceMatches('everyone', viewer)).toBe(true);
      expect(audienceMatches(viewer, viewer)).toBe(true);
    }
    expect(audienceMatches('members', 'non-members')).toBe(false);
    expect(audienceMatches('non-members', 'members')).toBe(false);
  });
});

describe('showsMembersOnlyNotice (issue #34)', () => {
  const membersOnly = { active: true, club_member_only: true };
  it('explains the rule to non-members of an active members-only promotion only', () => {
    expect(showsMembersOnlyNotice(membersOnly, false)).toBe(true);
    expect(showsMembersOnlyNotice(membersOnly, true)).toBe(false);
    expect(showsMembersOnlyNotice({ active: false, club_member_only: true }, false)).toBe(false);
    expect(showsMembersOnlyNotice({ active: true, club_member_only: false }, false)).toBe(false);
    expect(showsMembersOnlyNotice(null, false)).toBe(false);
  });
});
