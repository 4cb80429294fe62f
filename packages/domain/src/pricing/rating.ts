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
