/**
 * Gift progress of the checkout-gift campaign (SPEC §4 "Gift progress: reached when cart total >=
 * tier (100%), then 'Você ganhou!' or the won text"; §9 'Faltam R$ x para liberar', default tier
 * R$ 100). The progress and its text are computed by the server from the domain's giftProgress.
 */
import type { CampaignPromotionDto } from '@adega/server/contract';
import { giftProgressView } from './view';
import { ProgressCard } from './promo-bar';

export function GiftProgress({ campaign }: { campaign: CampaignPromotionDto | null }) {
  if (!campaign) return null;
  const view = giftProgressView(campaign);
  return (
    <ProgressCard kind="gift" testId="gift-progress" view={view} href={view.redirectWeb}>
      <p
        className={`promo-card__status${view.reached ? ' promo-card__status--won' : ''}`}
        data-testid="gift-progress-text"
      >
        {view.text}
      </p>
      {view.gifts.length > 0 ? (
        <ul className="promo-gift__list bare-list">
          {view.gifts.map((gift) => (
            <li
              key={gift.sku}
              className={`promo-gift__item${gift.reached ? ' promo-gift__item--reached' : ''}`}
            >
              <span>{gift.name}</span>
              <span className="promo-gift__threshold">{gift.threshold}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </ProgressCard>
  );
}
