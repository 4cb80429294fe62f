/**
 * The home's campaign area (issue #18): of the candidate campaigns the server sent, the one that
 * matters now on the browser's clock (domain `pickCurrentCampaign`), with its banner and modals.
 */
import type { CampaignDto } from '@adega/server/contract';
import {
  CAMPAIGN_JUST_ENDED_WINDOW_MS,
  pickCurrentCampaign,
} from '@adega/domain/promotions/campaigns';
import { CampaignBanner } from './campaign-banner';
import { CampaignModals } from './campaign-modals';
import { campaignViews } from './campaign-view';
import { LeadCapture } from './lead-capture';
import { useCampaignClock } from './use-campaign-clock';

export function CampaignArea({
  campaigns,
  serverNow,
  signedIn,
  leadCapture = false,
}: {
  campaigns: readonly CampaignDto[];
  serverNow: string;
  signedIn: boolean;
  /** Also show the lead-capture banner of the current campaign (when it takes leads). */
  leadCapture?: boolean;
}) {
  const views = campaignViews(campaigns);
  // Ticks until a day after the last end (the 'just ended' modal), then stops.
  const lastEnd = views.reduce((max, view) => Math.max(max, view.window.end.getTime()), 0);
  const now = useCampaignClock(
    serverNow,
    views.length > 0 ? lastEnd + CAMPAIGN_JUST_ENDED_WINDOW_MS : 0,
  );
  const current = pickCurrentCampaign(views, now);
  return (
    <>
      <CampaignBanner current={current} now={now} signedIn={signedIn} />
      {leadCapture && current ? <LeadCapture current={current} now={now} /> : null}
      <CampaignModals current={current} now={now} />
    </>
  );
}
