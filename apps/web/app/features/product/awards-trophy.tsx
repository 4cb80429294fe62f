import type { Award } from '@adega/server/contract';
import { trophyTitle } from '@adega/domain/enums';
import { cardIcon } from './card-icons';

/** Awards trophy (SPEC §2: title '{n} premiações'); the icon is card-icons.svg's `trophy`. */
export function AwardsTrophy({ awards }: { awards: readonly Award[] }) {
  if (awards.length === 0) return null;
  const title = trophyTitle(awards.length);
  return (
    <span className="awards-trophy" title={title} role="img" aria-label={title}>
      <svg width="16" height="16" aria-hidden="true">
        <use href={cardIcon('trophy')} />
      </svg>
      <span aria-hidden="true">{awards.length}</span>
    </span>
  );
}
