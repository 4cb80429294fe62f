/** The public face of features/club (issue #15): the club pages import only from here. */
export { CustomBoxMember } from './custom-box-member';
export { LineTiles } from './line-tiles';
export { PremiumPlans } from './premium-plans';
export { ReferralNotice, useReferralCode } from './referral-notice';
export { SubscribeBox } from './subscribe-box';
export { useMembership } from './use-membership';
export { PartnerBanners } from './partner-banners';
