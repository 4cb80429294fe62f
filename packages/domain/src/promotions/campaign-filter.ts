/**
 * Which campaigns the store fetches and shows (SPEC §4 "Promotion campaigns", §7 the
 * /dynamicpages/campaign_wine_*.json lists are "filtered to store code WINE").
 */
import type { Store } from '../enums.ts';
import { campaignStatusOf, type CampaignSchedule } from './campaign-status.ts';

/** storeCodes arrive as an array or a comma-separated string, in any case (be lenient). */
export type StoreCodes = readonly string[] | string | null | undefined;

export interface StoreScopedCampaign extends CampaignSchedule {
  storeCodes?: StoreCodes;
}

export function parseStoreCodes(codes: StoreCodes): string[] {
  const list = typeof codes === 'string' ? codes.split(',') : (codes ?? []);
  return list.map((code) => code.trim().toUpperCase()).filter((code) => code !== '');
}

/**
 * True when the campaign lists the store. A campaign without store codes is not shown: the
 * lists are "filtered to store code WINE", so an unscoped entry is treated as misconfigured.
 */
export function appliesToStore(codes: StoreCodes, store: Store = 'WINE'): boolean {
  return parseStoreCodes(codes).includes(store);
}

/** SPEC §4: campaigns are fetched only when now is within the start and end dates and hours. */
export function shouldFetchCampaigns(schedule: CampaignSchedule, now: Date): boolean {
  return campaignStatusOf(schedule, now) === 'active';
}

/**
 * SPEC §4/§7: keeps the campaigns of the store (WINE by default) whose date range holds now.
 * Order is preserved.
 */
export function filterCampaigns<T extends StoreScopedCampaign>(
  campaigns: readonly T[] | null | undefined,
  now: Date,
  store: Store = 'WINE',
): T[] {
  return (campaigns ?? []).filter(
    (campaign) => appliesToStore(campaign.storeCodes, store) && shouldFetchCampaigns(campaign, now),
  );
}
