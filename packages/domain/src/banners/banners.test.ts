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
  it('keeps a members banner from non-members and the other way round', () => {
    expect(isBannerShown({ ...always, audience: 'members' }, 'non-members', now)).toBe(false);
    expect(isBannerShown({ ...always, audience: 'members' }, 'members', now)).toBe(true);
    expect(isBannerShown({ ...always, audience: 'non-members' }, 'members', now)).toBe(false);
  });
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
  it('makes members of club, prime and club-benefits customers; visitors are non-members', () => {
    expect(viewerAudience(null)).toBe('non-members');
    expect(viewerAudience({ socioClube: false })).toBe('non-members');
    expect(viewerAudience({ socioClube: true })).toBe('members');
    expect(viewerAudience({ socioPrime: true })).toBe('members');
    expect(viewerAudience({ beneficiosClube: 1 })).toBe('members');
  });
  it('gives each audience its hotsite only when its own flag is on', () => {
    expect(homeKind('members', { members: true, nonMembers: false })).toBe('hotsite');
    expect(homeKind('members', { members: false, nonMembers: true })).toBe('home');
    expect(homeKind('non-members', { members: false, nonMembers: true })).toBe('hotsite');
    expect(homeKind('non-members', { members: true, nonMembers: false })).toBe('home');
  });
});

describe('listingBannerPosition', () => {
  it('maps the offers, the wines and bar & gourmet; nothing else', () => {
    expect(listingBannerPosition('wines', 'discount')).toBe('OFERTAS');
    expect(listingBannerPosition('wines', null)).toBe('VINHOS');
    expect(listingBannerPosition('wines', 'rating')).toBe('VINHOS');
    expect(listingBannerPosition('gourmet', null)).toBe('BAR_GOURMET');
    expect(listingBannerPosition('accessories', 'name')).toBe('BAR_GOURMET');
    expect(listingBannerPosition('kits', null)).toBeNull();
  });
});
