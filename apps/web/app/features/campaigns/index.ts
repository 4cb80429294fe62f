export { CampaignArea } from './campaign-area';
export { LeadCapture } from './lead-capture';
export { CampaignBanner } from './campaign-banner';
export { campaignViews } from './campaign-view';
export { useCampaignClock } from './use-campaign-clock';
