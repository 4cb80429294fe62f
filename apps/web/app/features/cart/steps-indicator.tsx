/** SPEC §2 steps indicator (§5: total > 0, current >= 0; nothing renders otherwise). */
import { isValidSteps } from '@adega/domain/validation/steps';

export function StepsIndicator({ total, current }: { total: number; current: number }) {
  if (!isValidSteps({ total, current })) return null;
  return (
    <ol className="steps" aria-label={`Passo ${String(current + 1)} de ${String(total)}`}>
      {Array.from({ length: total }, (_, index) => (
        <li
          key={index}
          className={`steps__dot${index === current ? ' steps__dot--current' : ''}${index < current ? ' steps__dot--done' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="visually-hidden">Passo {index + 1}</span>
        </li>
      ))}
    </ol>
  );
}
