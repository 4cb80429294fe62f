/**
 * The progress bar of the cart's promotion cards (gift progress, progressive discount, choose your
 * gift): a progressbar from 0 to 100 labelled by the card's title, its text read as the value.
 */
export function PromoBar({
  percent,
  text,
  label,
}: {
  percent: number;
  text: string;
  label: string;
}) {
  return (
    <div
      className="promo-bar"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      aria-label={label}
    >
      <span className="promo-bar__fill" style={{ width: `${percent}%` }} />
    </div>
  );
}
