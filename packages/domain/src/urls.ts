/**
 * URLs of SPEC §2 "Routes and links" and "Header menu" and the listing URL scheme of
 * docs/decisions/0002-listing-urls.md, with the catalogue vocabulary they are built from. One
 * import path for the web and the server; each concept lives in its own file.
 */
export * from './urls-routes.ts';
export * from './catalogue.ts';
export * from './urls-listing.ts';
export * from './urls-menu.ts';
