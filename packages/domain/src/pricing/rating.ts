/**
 * Product rating display (SPEC §3 Product "rating or ratio (shown with 1 decimal); evaluations").
 */

/** The product's rating: `rating`, else `ratio` (autocomplete items carry `ratio`). */
export function productRating(product: {
  rating?: number | null;
  ratio?: number | null;
}): number | null {
  for (const value of [product.rating, product.ratio]) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  }
  return null;
}

/**
 * The rating with 1 decimal in pt-BR ('4,5'), rounded half up; null without a rating. The 1e-9
 * nudge keeps 4.45 (stored as 4.4499…) rounding to 4,5 as a reader expects.
 */
export function ratingText(rating: number | null | undefined): string | null {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 0) return null;
  const tenths = Math.round(rating * 10 + 1e-9);
  return `${Math.floor(tenths / 10)},${tenths % 10}`;
}

/**
 * The 'Mais bem avaliados' order weighs how many reviews a rating stands on (issue #34): a
 * Bayesian average, as if every product also had `weight` reviews of `mean` stars. A 4,9 from one
 * review ranks near the mean; a 4,6 from 800 reviews ranks near 4,6.
 */
export const RATING_PRIOR = { mean: 4, weight: 20 } as const;

/**
 * The rank of a rating in the best-rated order: higher first; null for a product without a rating
 * (last). The server's SQL order (`catalog/repo.ts`) computes the same expression from
 * RATING_PRIOR; its test compares the two on the seeded catalogue.
 */
export function ratingRank(rating: number | null | undefined, evaluations: number): number | null {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating < 0) return null;
  const reviews = Number.isFinite(evaluations) ? Math.max(0, evaluations) : 0;
  return (
    (rating * reviews + RATING_PRIOR.mean * RATING_PRIOR.weight) / (reviews + RATING_PRIOR.weight)
  );
}

/** Best rated first (by `ratingRank`, then more reviews); unrated products last. */
export function compareByRating(
  a: { rating: number | null; evaluations: number },
  b: { rating: number | null; evaluations: number },
): number {
  const rankA = ratingRank(a.rating, a.evaluations) ?? -1;
  const rankB = ratingRank(b.rating, b.evaluations) ?? -1;
  return rankB - rankA || b.evaluations - a.evaluations;
}
