import { trophyTitle } from '@adega/domain/enums';
import './card-icons.css';

/** Awards trophy (SPEC §2: title '{n} premiações'); the icon is card-icons.css's `::before`. */
export function AwardsTrophy({ count }: { count: number }) {
  if (count <= 0) return null;
  const title = trophyTitle(count);
  return (
    <span className="awards-trophy" title={title} role="img" aria-label={title}>
      {/* role="img": the number is drawn, the name is the label. */}
      {count}
    </span>
  );
}
