/**
 * One dynamic banner (issue #18 part C): the desktop image at 992 px or more, the mobile image
 * below (`<picture>`), with the position's intrinsic sizes (no layout shift); lazy unless it is
 * the page's first visible banner. A banner with a link is a link.
 */
import {
  BANNER_DESKTOP_MIN_WIDTH,
  BANNER_SIZES,
  type BannerPosition,
} from '@adega/domain/banners/banners';
import { safeLink } from '@adega/domain/safe-link';
import type { BannerDto } from '@adega/server/contract';
import './banners.css';

export function BannerPicture({
  banner,
  eager = false,
}: {
  banner: Pick<BannerDto, 'imageDesktop' | 'imageMobile' | 'alt' | 'position'>;
  eager?: boolean;
}) {
  const sizes = BANNER_SIZES[banner.position];
  return (
    <picture className="banner-picture">
      <source
        media={`(min-width: ${String(BANNER_DESKTOP_MIN_WIDTH)}px)`}
        srcSet={banner.imageDesktop}
        width={sizes.desktop.width}
        height={sizes.desktop.height}
      />
      <img
        src={banner.imageMobile}
        width={sizes.mobile.width}
        height={sizes.mobile.height}
        alt={banner.alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding={eager ? 'sync' : 'async'}
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}

/** A banner, as a link when it has a safe one (issue #33 F15: the domain's safe-link rule). */
export function BannerLink({ banner, eager = false }: { banner: BannerDto; eager?: boolean }) {
  const picture = <BannerPicture banner={banner} eager={eager} />;
  const href = safeLink(banner.link);
  return href ? (
    <a href={href} className="banner-link" data-banner-id={banner.id}>
      {picture}
    </a>
  ) : (
    <div className="banner-link" data-banner-id={banner.id}>
      {picture}
    </div>
  );
}

/** The banners of one position as a stack (every position but the carousel). */
export function BannerStrip({
  banners,
  position,
  className,
  eagerFirst = false,
}: {
  banners: readonly BannerDto[];
  position: BannerPosition;
  className?: string;
  /** The first banner is the page's first image (above the fold): not lazy. */
  eagerFirst?: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <aside
      className={`banner-strip${className ? ` ${className}` : ''}`}
      aria-label="Destaques"
      data-position={position}
    >
      {banners.map((banner, i) => (
        <BannerLink key={banner.id} banner={banner} eager={eagerFirst && i === 0} />
      ))}
    </aside>
  );
}
