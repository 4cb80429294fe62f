/**
 * Dynamic banners (SPEC §3 "Dynamic banner positions", §7 dynamic hotsites; issue #18 part C,
 * ADR 0034): where a banner may be placed, who sees it and when, and which home a viewer gets.
 */
import { DYNAMIC_BANNER_POSITIONS, type DynamicBannerPosition } from '../enums.ts';
import { AUDIENCES, audienceMatches, viewerAudience, type Audience } from '../roles.ts';
import { isOneOf } from '../one-of.ts';

/** SPEC §3: the eight positions a banner can be placed at (the enumeration of enums.ts). */
export const BANNER_POSITIONS = DYNAMIC_BANNER_POSITIONS;
export type BannerPosition = DynamicBannerPosition;

export function isBannerPosition(value: string): value is BannerPosition {
  return isOneOf(BANNER_POSITIONS, value);
}

/** Who a banner is for: the store's one audience rule (roles.ts). */
export const BANNER_AUDIENCES = AUDIENCES;
export type BannerAudience = Audience;

/** Limits of a banner's fields (operators' endpoint and the table). */
export const BANNER_LIMITS = {
  alt: 200,
  url: 2000,
  /** Banners one position holds (the operators' endpoint replaces a position's set). */
  perPosition: 20,
  order: 1000,
} as const;

/** The viewport width at which the desktop image is used (SPEC §2: 992 px or more). */
export const BANNER_DESKTOP_MIN_WIDTH = 992;

/** Intrinsic sizes of each position's images (explicit width/height: no layout shift). */
export const BANNER_SIZES: Record<
  BannerPosition,
  { desktop: { width: number; height: number }; mobile: { width: number; height: number } }
> = {
  CAROUSEL_HOME: { desktop: { width: 1920, height: 480 }, mobile: { width: 780, height: 780 } },
  BANNER_HOME: { desktop: { width: 1280, height: 200 }, mobile: { width: 780, height: 300 } },
  HOTSITE_PAGE_BANNER: {
    desktop: { width: 1920, height: 480 },
    mobile: { width: 780, height: 780 },
  },
  SUBMENU: { desktop: { width: 400, height: 240 }, mobile: { width: 780, height: 240 } },
  OFERTAS: { desktop: { width: 1280, height: 200 }, mobile: { width: 780, height: 300 } },
  VINHOS: { desktop: { width: 1280, height: 200 }, mobile: { width: 780, height: 300 } },
  BAR_GOURMET: { desktop: { width: 1280, height: 200 }, mobile: { width: 780, height: 300 } },
  CLUBE: { desktop: { width: 1280, height: 200 }, mobile: { width: 780, height: 300 } },
};

export interface BannerWindow {
  audience: BannerAudience;
  startsAt: Date | null;
  endsAt: Date | null;
}

export { viewerAudience };

/** A banner is shown to its audience from its start (inclusive) until its end (exclusive). */
export function isBannerShown(
  banner: BannerWindow,
  viewer: 'members' | 'non-members',
  now: Date,
): boolean {
  if (!audienceMatches(banner.audience, viewer)) return false;
  if (banner.startsAt && now.getTime() < banner.startsAt.getTime()) return false;
  if (banner.endsAt && now.getTime() >= banner.endsAt.getTime()) return false;
  return true;
}

export const HOTSITE_FLAGS = {
  members: 'dynamic_hotsites_member_home',
  'non-members': 'dynamic_hotsites_non_member_home',
} as const;

/**
 * SPEC §7 dynamic hotsites: the viewer's audience gets its own home (the hotsite) when that
 * audience's flag is on; otherwise the normal home. Visitors count as non-members.
 */
export function homeKind(
  viewer: 'members' | 'non-members',
  flags: { members: boolean; nonMembers: boolean },
): 'hotsite' | 'home' {
  const on = viewer === 'members' ? flags.members : flags.nonMembers;
  return on ? 'hotsite' : 'home';
}

/** The hotsite's heading per audience (pt-BR). */
export const HOTSITE_TEXTS = {
  members: {
    title: 'Sua seleção de sócio',
    text: 'Rótulos escolhidos para quem é do Clube, com preço de sócio em toda a loja.',
    shelf: 'Seleção para sócios',
  },
  'non-members': {
    title: 'Boas-vindas à Adega',
    text: 'Comece pelos mais bem avaliados e conheça o Clube Wine: preço de sócio em toda a loja.',
    shelf: 'Para começar bem',
  },
} as const;

/**
 * The banner position of a listing (issue #18): the offers (wines by discount) show OFERTAS, the
 * other wine listings VINHOS, gourmet and accessories BAR_GOURMET; other listings none.
 */
export function listingBannerPosition(
  category: string,
  sort: string | null,
): 'OFERTAS' | 'VINHOS' | 'BAR_GOURMET' | null {
  if (category === 'wines') return sort === 'discount' ? 'OFERTAS' : 'VINHOS';
  if (category === 'gourmet' || category === 'accessories') return 'BAR_GOURMET';
  return null;
}
