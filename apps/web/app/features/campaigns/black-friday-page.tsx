/**
 * The Black Friday landing page (issue #18): the campaign's image, its state on the visitor's
 * clock (before: 'Falta para começar' and a countdown; active: 'Corre, tá acabando'; ended:
 * 'Esta Black Friday terminou'), the lead-capture banner while it takes leads, and the campaign's
 * products in the listing's grid. No campaign at all: a clear pt-BR state with a way on.
 */
import type { CampaignLandingDto, CustomerView } from '@adega/server/contract';
import { DESKTOP_BREAKPOINT_PX } from '@adega/domain/constants';
import { CAMPAIGN_JUST_ENDED_WINDOW_MS } from '@adega/domain/promotions/campaigns';
import {
  campaignBanner,
  campaignStatus,
  countdown,
  formatCountdown,
} from '@adega/domain/promotions/campaign-status';
import type { Store } from '@adega/domain/store';
import { allWinesUrl } from '@adega/domain/urls';
import { ProductGrid } from '../listing';
import type { WithCards } from '../product';
import { campaignViews } from './campaign-view';
import { LeadCapture } from './lead-capture';
import { useCampaignClock } from './use-campaign-clock';
import './campaigns.css';

export function BlackFridayPage({
  landing,
  store,
  now: serverNow,
  customer,
  hideMemberPrice,
}: {
  /** The landing with its products packed as cards (the route's loader). */
  landing: WithCards<CampaignLandingDto, 'products'> | null;
  store: Store;
  now: string;
  customer: CustomerView | null;
  hideMemberPrice: boolean;
}) {
  const view = landing ? (campaignViews([landing.campaign])[0] ?? null) : null;
  const now = useCampaignClock(
    serverNow,
    view ? view.window.end.getTime() + CAMPAIGN_JUST_ENDED_WINDOW_MS : 0,
  );
  if (!landing || !view) {
    return (
      <div className="container page">
        <section className="callout page-section black-friday__empty">
          <h1>Black Friday</h1>
          <p>Não há uma Black Friday em andamento no momento. Volte em breve!</p>
          <a href={allWinesUrl()} className="button">
            Ver todos os vinhos
          </a>
        </section>
      </div>
    );
  }
  const { campaign, products } = landing;
  const status = campaignStatus(view.window, now);
  const banner = campaignBanner(status);
  const target = banner.countdownTo === 'start' ? view.window.start : view.window.end;
  return (
    <div className="container page black-friday">
      <h1 className="black-friday__title">{campaign.name}</h1>
      <picture className="campaign-banner__picture black-friday__picture">
        <source
          media={`(min-width: ${String(DESKTOP_BREAKPOINT_PX)}px)`}
          srcSet={campaign.imageDesktop}
        />
        <img
          className="campaign-banner__image black-friday__image"
          src={campaign.imageMobile}
          alt=""
        />
      </picture>
      {status === 'ended' ? (
        <section className="callout page-section black-friday__ended" role="status">
          <h2>Esta Black Friday terminou</h2>
          <p>Obrigado por brindar com a gente! As ofertas da campanha não estão mais valendo.</p>
          <a href={allWinesUrl()} className="button">
            Ver todos os vinhos
          </a>
        </section>
      ) : (
        <>
          <p className="campaign-banner__strip black-friday__strip">
            <span className="campaign-banner__text">{banner.text}</span>
            <span className="campaign-banner__countdown" role="timer" aria-live="off">
              {formatCountdown(countdown(target, now))}
            </span>
          </p>
          <LeadCapture current={view} now={now} />
          {products.length > 0 ? (
            <section className="page-section" aria-labelledby="black-friday-produtos">
              <h2 id="black-friday-produtos">Ofertas da campanha</h2>
              <ProductGrid
                products={products}
                cards={{ store, now: serverNow, hideMemberPrice, customer }}
              />
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
