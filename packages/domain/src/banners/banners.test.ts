import { describe, expect, it } from 'vitest';
import {
  BANNER_POSITIONS,
  BANNER_SIZES,
  homeKind,
  isBannerPosition,
  isBannerShown,
  listingBannerPosition,
  viewerAudience,
} from './banners.ts';
import { DYNAMIC_BANNER_POSITIONS } from '../enums.ts';
import { itReturns } from '../test-support/examples.ts';

const now = new Date('2026-11-24T12:00:00Z');

describe('banner positions', () => {
  it('are the eight of SPEC §3, each with its sizes', () => {
    // The list itself is pinned in enums.test.ts.
    expect(BANNER_POSITIONS).toEqual(DYNAMIC_BANNER_POSITIONS);
    expect(BANNER_POSITIONS).toHaveLength(8);
    for (const position of BANNER_POSITIONS)
      expect(BANNER_SIZES[position].desktop.width).toBeGreaterThan(0);
    expect(isBannerPosition('CLUBE')).toBe(true);
    expect(isBannerPosition('clube')).toBe(false);
  });
});

describe('isBannerShown', () => {
  const always = { audience: 'everyone' as const, startsAt: null, endsAt: null };
  it('shows an unbounded banner for everyone', () => {
    expect(isBannerShown(always, 'members', now)).toBe(true);
    expect(isBannerShown(always, 'non-members', now)).toBe(true);
  });
  itReturns(
    'keeps a members banner from non-members and the other way round: %j, %j, %j → %j',
    isBannerShown,
    [
      [{ ...always, audience: 'members' }, 'non-members', now, false],
      [{ ...always, audience: 'members' }, 'members', now, true],
      [{ ...always, audience: 'non-members' }, 'members', now, false],
    ],
  );
  it('starts inclusively and ends exclusively', () => {
    expect(isBannerShown({ ...always, startsAt: now }, 'members', now)).toBe(true);
    expect(
      isBannerShown({ ...always, startsAt: new Date(now.getTime() + 1) }, 'members', now),
    ).toBe(false);
    expect(isBannerShown({ ...always, endsAt: now }, 'members', now)).toBe(false);
    expect(isBannerShown({ ...always, endsAt: new Date(now.getTime() + 1) }, 'members', now)).toBe(
      true,
    );
  });
});

describe('viewerAudience and homeKind', () => {
  itReturns(
    'makes members of club, prime and club-benefits customers; visitors are non-members: %j → %j',
    viewerAudience,
    [
      [null, 'non-members'],
      [{ socioClube: false }, 'non-members'],
      [{ socioClube: true }, 'members'],
      [{ socioPrime: true }, 'members'],
      [{ beneficiosClube: 1 }, 'members'],
    ],
  );
  itReturns('gives each audience its hotsite only when its own flag is on: %j, %j → %j', homeKind, [
    ['members', { members: true, nonMembers: false }, 'hotsite'],
    ['members', { members: false, nonMembers: true }, 'home'],
    ['non-members', { members: false, nonMembers: true }, 'hotsite'],
    ['non-members', { members: true, nonMembers: false }, 'home'],
  ]);
});

describe('listingBannerPosition', () => {
  itReturns(
    'maps the offers, the wines and bar & gourmet; nothing else: %j, %j → %j',
    listingBannerPosition,
    [
      ['wines', 'discount', 'OFERTAS'],
      ['wines', null, 'VINHOS'],
      ['wines', 'rating', 'VINHOS'],
      ['gourmet', null, 'BAR_GOURMET'],
      ['accessories', 'name', 'BAR_GOURMET'],
      ['kits', null, null],
    ],
  );
});
