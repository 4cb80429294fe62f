/**
 * The campaign banner (SPEC §2, issue #18): the desktop image at ≥ 992 px and the mobile image
 * below; 'Falta para começar' before the start and 'Corre, tá acabando' while active, each with a
 * mini countdown (to the start, then to the end) that ticks every second and stops at the end. It
 * links to the offer only after the start and hides after the end. `/black-friday` opens in a new
 * tab, except for the disconnected-user theme (a visitor who is not signed in; ADR 0033).
 */
import { DESKTOP_BREAKPOINT_PX } from '@adega/domain/constants';
import {
  campaignBanner,
  campaignStatus,
  countdown,
  formatCountdown,
} from '@adega/domain/promotions/campaign-status';
import { campaignBannerTheme, opensInNewTab } from '@adega/domain/promotions/campaigns';
import { offerHref, type CampaignView } from './campaign-view';
import './campaigns.css';

export function CampaignBanner({
  current,
  now,
  signedIn,
}: {
  current: CampaignView | null;
  now: Date;
  signedIn: boolean;
}) {
  if (!current) return null;
  const { campaign, window } = current;
  const banner = campaignBanner(campaignStatus(window, now));
  if (!banner.visible) return null;
  const target = banner.countdownTo === 'start' ? window.start : window.end;
  const left = formatCountdown(countdown(target, now));
  const theme = campaignBannerTheme(signedIn);
  const content = (
    <>
      <picture className="campaign-banner__picture">
        <source
          media={`(min-width: ${String(DESKTOP_BREAKPOINT_PX)}px)`}
          srcSet={campaign.imageDesktop}
        />
        <img className="campaign-banner__image" src={campaign.imageMobile} alt={campaign.name} />
      </picture>
      <span className="campaign-banner__strip">
        <span className="campaign-banner__text">{banner.text}</span>
        <span className="campaign-banner__countdown" role="timer" aria-live="off">
          {left}
        </span>
      </span>
    </>
  );
  return (
    <section
      className={`campaign-banner campaign-banner--${theme}`}
      aria-label={campaign.name}
      data-status={banner.clickable ? 'active' : 'upcoming'}
    >
      {banner.clickable ? (
        <a
          className="campaign-banner__link"
          href={offerHref(campaign.offerUrl)}
          {...(opensInNewTab(campaign.offerUrl, theme)
            ? { target: '_blank', rel: 'noopener' }
            : {})}
        >
          {content}
        </a>
      ) : (
        <div className="campaign-banner__link">{content}</div>
      )}
    </section>
  );
}
