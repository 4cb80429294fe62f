import { grapeColour } from '@adega/domain/pricing/grape-colour';
import './type-dot.css';

/** Wine-type colour dot (SPEC §2 "wine-type colour dot", §9 grape type mapping). */
export function TypeDot({ type, label }: { type: string | null; label?: string | null }) {
  const colour = grapeColour(type);
  return (
    <span
      className={`type-dot type-dot--${colour}`}
      role="img"
      aria-label={label ? `Tipo: ${label}` : 'Tipo de vinho'}
      title={label ?? undefined}
    />
  );
}
