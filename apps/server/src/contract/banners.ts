/** Dynamic banners (issue #18 part C, ADR 0034): `GET /api/v1/banners?position=` and loaders. */
import type { BannerAudience, BannerPosition } from '@adega/domain/banners/banners';

export interface BannerDto {
  id: string;
  position: BannerPosition;
  audience: BannerAudience;
  /** Image for viewports of 992 px or more. */
  imageDesktop: string;
  /** Image below 992 px. */
  imageMobile: string;
  alt: string;
  /** Where a click goes (a path of the store or an absolute URL); null: not a link. */
  link: string | null;
  order: number;
  startsAt: string | null;
  endsAt: string | null;
}

/** One banner as the operators' endpoint receives it. */
export interface BannerInput {
  audience: BannerAudience;
  imageDesktop: string;
  imageMobile: string;
  alt: string;
  link?: string | null;
  order?: number;
  startsAt?: string | null;
  endsAt?: string | null;
}
