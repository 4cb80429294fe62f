/**
 * The typed contract between the storefront (apps/web) and the server. The web app imports
 * *types only* from here (DESIGN: the web never imports server internals); loaders receive an
 * implementation of `WebLoadContext` in-process from the server.
 *
 * Money fields are integer centavos; they are formatted only at the edge (the `<Price>` component).
 */
export * from './contract/catalog.ts';
export * from './contract/customers.ts';
export * from './contract/account.ts';
export * from './contract/web.ts';
export * from './contract/search.ts';
export * from './contract/cart.ts';
export * from './contract/promotions.ts';
export * from './contract/coupons.ts';
export * from './contract/checkout.ts';
export * from './contract/subscriptions.ts';
export * from './contract/winelists.ts';
export * from './contract/tracking.ts';
export * from './contract/flags.ts';
export * from './contract/campaigns.ts';
export * from './contract/banners.ts';
export * from './contract/stock-alerts.ts';
export * from './contract/recommendations.ts';
