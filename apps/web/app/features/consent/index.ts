/** The public face of features/consent: the layout, the account and the routes import from here. */
export { ConsentRoot } from './consent-root';
export { CookiesCard } from './cookies-card';
export { openConsentDialog, useConsent, consentStore } from './consent-store';
export { PrivacyPolicyPage } from './privacy-policy-page';
export { CookiePolicyPage } from './cookie-policy-page';
