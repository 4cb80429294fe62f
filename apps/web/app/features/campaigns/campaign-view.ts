/** The DTO's ISO instants as the domain's campaign window (issue #18). */
import type { CampaignWindow } from '@adega/domain/promotions/campaign-status';
import { safeLink } from '@adega/domain/safe-link';
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

/** Where a campaign's offer opens: its link when the safe-link rule accepts it, else home (issue #33 F15). */
export function offerHref(offerUrl: string): string {
  return safeLink(offerUrl) ?? '/';
}
