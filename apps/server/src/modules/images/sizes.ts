/**
 * The image sizes the store asks for (issue #12): every request is snapped to the nearest of
 * these, so the route renders a bounded set of images per product whatever the query says.
 *
 * Snapped rather than refused: an image URL of an older page, an e-mail or a partner keeps
 * working (it gets the nearest real size), and there is still nothing to gain from asking for
 * odd sizes. Out-of-range values (below 16, above 2000, not integers) are still a 422.
 */
import { PRODUCT_IMAGE_HEIGHT_CARD, PRODUCT_IMAGE_HEIGHT_CART } from '@adega/domain/constants';
import { ART_HEIGHT, ART_WIDTH } from './art.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/** Proportional width of a height, in the art's 3:4. */
const widthFor = (height: number) => Math.round((height * ART_WIDTH) / ART_HEIGHT);

export const IMAGE_SIZES: readonly ImageSize[] = [
  // No size asked: the art itself (API `imageUrl`, JSON-LD, Open Graph).
  { width: ART_WIDTH, height: ART_HEIGHT },
  // apps/web: search autocomplete thumbnail (48×72), cart line (76×110), product card (120×176),
  // product page (300×440).
  { width: 48, height: 72 },
  { width: 76, height: PRODUCT_IMAGE_HEIGHT_CART },
  { width: 120, height: PRODUCT_IMAGE_HEIGHT_CARD },
  { width: 300, height: 440 },
  // Only the card's or the cart's height given: the art's proportion at that height.
  { width: widthFor(PRODUCT_IMAGE_HEIGHT_CARD), height: PRODUCT_IMAGE_HEIGHT_CARD },
  { width: widthFor(PRODUCT_IMAGE_HEIGHT_CART), height: PRODUCT_IMAGE_HEIGHT_CART },
  // Only the card's width given (120 wide, 3:4).
  { width: 120, height: 160 },
];

/** Qualities rendered; any other is snapped to the nearest (SPEC §9 default 99). */
export const IMAGE_QUALITIES: readonly number[] = [50, 60, 70, 80, 90, 99, 100];

/** The requested size (a missing side completed in the art's proportion), snapped. */
export function snapSize(width: number | undefined, height: number | undefined): ImageSize {
  const wanted = {
    width: width ?? (height ? widthFor(height) : ART_WIDTH),
    height: height ?? (width ? Math.round((width * ART_HEIGHT) / ART_WIDTH) : ART_HEIGHT),
  };
  let best = IMAGE_SIZES[0] as ImageSize;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const size of IMAGE_SIZES) {
    const distance = (size.width - wanted.width) ** 2 + (size.height - wanted.height) ** 2;
    if (distance < bestDistance) {
      best = size;
      bestDistance = distance;
    }
  }
  return best;
}

export function snapQuality(quality: number): number {
  return IMAGE_QUALITIES.reduce((best, q) =>
    Math.abs(q - quality) < Math.abs(best - quality) ? q : best,
  );
}
