import type { Award } from '@adega/server/contract';
import { trophyTitle } from '@adega/domain/enums';

/** Awards trophy (SPEC §2: title '{n} premiações'). */
export function AwardsTrophy({ awards }: { awards: readonly Award[] }) {
  if (awards.length === 0) return null;
  const title = trophyTitle(awards.length);
  return (
    <span className="awards-trophy" title={title} role="img" aria-label={title}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 2h10v2h4v3a5 5 0 0 1-4.6 5A5 5 0 0 1 13 15.9V19h4v3H7v-3h4v-3.1A5 5 0 0 1 7.6 12 5 5 0 0 1 3 7V4h4V2Zm0 4H5v1a3 3 0 0 0 2 2.8V6Zm10 0v3.8A3 3 0 0 0 19 7V6h-2Z"
        />
      </svg>
      <span aria-hidden="true">{awards.length}</span>
    </span>
  );
}
