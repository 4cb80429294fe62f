/** Rating with one decimal and the evaluations count (SPEC §3 "rating … shown with 1 decimal"). */
import { formatRating } from '../../lib/format';

/**
 * One image named by its label (an image's children are presentational); the star is the
 * stylesheet's `.rating::before`.
 */
export function Rating({ rating, evaluations }: { rating: number | null; evaluations: number }) {
  if (rating === null) return null;
  const text = formatRating(rating);
  return (
    <span
      className="rating"
      role="img"
      aria-label={`Avaliação ${text} de 5, ${evaluations} avaliações`}
    >
      {`${text} `}
      <span className="rating__count">{`(${String(evaluations)})`}</span>
    </span>
  );
}
