/** Rating with one decimal and the evaluations count (SPEC §3 "rating … shown with 1 decimal"). */
import { formatRating } from '../../lib/format';

export function Rating({ rating, evaluations }: { rating: number | null; evaluations: number }) {
  if (rating === null) return null;
  const text = formatRating(rating);
  return (
    <span
      className="rating"
      role="img"
      aria-label={`Avaliação ${text} de 5, ${evaluations} avaliações`}
    >
      <span className="rating__star" aria-hidden="true">
        ★
      </span>
      <span aria-hidden="true">
        {`${text} `}
        <span className="rating__count">{`(${String(evaluations)})`}</span>
      </span>
    </span>
  );
}
