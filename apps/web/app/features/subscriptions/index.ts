/** The public face of features/subscriptions: the routes import only from here. */
export { SUBSCRIPTIONS_TITLE, SubscriptionsPage } from './subscriptions-page';
export { REFERRAL_TITLE, ReferralPage } from './referral-page';
