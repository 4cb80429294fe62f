/**
 * Database schema (PostgreSQL dialect; PGlite by default, a server when DATABASE_URL is set).
 * Money columns are integer centavos (DESIGN: money). SPEC §3 Product is spread over `products`,
 * `product_constituents`, and the JSON columns whose shapes mirror the spec's nested records.
 */
export * from './schema/catalog.ts';
export * from './schema/settings.ts';
export * from './schema/customers.ts';
export * from './schema/account.ts';
export * from './schema/cart.ts';
export * from './schema/promotions.ts';
export * from './schema/coupons.ts';
export * from './schema/orders.ts';
export * from './schema/payments.ts';
export * from './schema/fulfilment.ts';
export * from './schema/subscriptions.ts';
export * from './schema/winelists.ts';
export * from './schema/consent.ts';
export * from './schema/tracking.ts';
export * from './schema/campaigns.ts';
export * from './schema/banners.ts';
export * from './schema/cache.ts';
export * from './schema/stock-alerts.ts';
