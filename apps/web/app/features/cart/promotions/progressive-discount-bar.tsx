/**
 * Progressive-discount bar of the WineBox (SPEC §3 progressive discount promotion, §4 "Tiers are
 * marked reached, outdated or active", §9 'Faltam R$ x para liberar'). The tiers, their marks and
 * the missing value come from the cart document; shown only when the promotion is present.
 */
import type { ProgressiveDiscountPromotionDto } from '@adega/server/contract';
import { progressiveView } from './view';
import { ProgressCard } from './promo-bar';

const MARK_LABEL = {
  reached: 'desconto aplicado',
  outdated: 'superado',
  active: 'próximo desconto',
} as const;

export function ProgressiveDiscountBar({
  promotion,
}: {
  promotion: ProgressiveDiscountPromotionDto | null;
}) {
  if (!promotion || promotion.discounts.length === 0) return null;
  const view = progressiveView(promotion);
  return (
    <ProgressCard
      kind="progressive"
      testId="progressive-discount"
      view={view}
      href={view.redirect}
      intro={view.description ? <p className="promo-card__text">{view.description}</p> : null}
    >
      <ol className="promo-tiers bare-list">
        {view.tiers.map((tier) => (
          <li
            key={tier.id}
            className={`promo-tier${tier.mark ? ` promo-tier--${tier.mark}` : ''}`}
            data-mark={tier.mark ?? 'none'}
          >
            <span className="promo-tier__reward">{tier.reward}</span>
            <span className="promo-tier__threshold">{tier.threshold}</span>
            {tier.mark ? <span className="visually-hidden"> ({MARK_LABEL[tier.mark]})</span> : null}
          </li>
        ))}
      </ol>
      <p className="promo-card__status" data-testid="progressive-discount-text">
        {view.text}
      </p>
      {view.progressText ? <p className="promo-card__hint">{view.progressText}</p> : null}
    </ProgressCard>
  );
}
