/** The box lines as tiles (issue #15): name, monthly price, bottles per box and kind of wines. */
import type { ClubLinePlanDto } from '@adega/server/contract';
import { Price } from '../../components/ui/price';
import { bottlesText, lineMonthlyPrice } from './offer-view';

export function LineTiles({
  lines,
  current = null,
}: {
  lines: readonly ClubLinePlanDto[];
  current?: string | null;
}) {
  return (
    <ul className="tiles club-tiles bare-list">
      {lines.map((line) => {
        const price = lineMonthlyPrice(line);
        const isCurrent = line.slug === current;
        return (
          <li key={line.slug}>
            <a
              href={line.href}
              className={isCurrent ? 'tile tile--accent is-current' : 'tile tile--accent'}
              aria-current={isCurrent ? 'page' : undefined}
            >
              <span className="tile__title">{line.name}</span>
              {price === null ? null : (
                <span className="club-tile__price">
                  <Price centavos={price} /> por mês
                </span>
              )}
              <span className="tile__meta">
                {bottlesText(line.bottlesPerBox)} · {line.wines}
              </span>
              <p>{line.summary}</p>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
