/** The DTO's ISO instants as the domain's campaign window (issue #18). */
import type { CampaignWindow } from '@adega/domain/promotions/campaign-status';
import type { CampaignDto } from '@adega/server/contract';

export interface CampaignView {
  campaign: CampaignDto;
  window: CampaignWindow;
}

export function campaignViews(campaigns: readonly CampaignDto[]): CampaignView[] {
  return campaigns.map((campaign) => ({
    campaign,
    window: { start: new Date(campaign.startsAt), end: new Date(campaign.endsAt) },
  }));
}
