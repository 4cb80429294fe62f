/**
 * Fixed routes and page URLs of SPEC §2 "Routes and links": account, checkout, club, store,
 * search, invoices and product pages.
 */
import type { Store } from './enums.ts';

export const ROUTES = {
  home: '/',
  signIn: '/sign-in.ep',
  myAccount: '/minha-wine',
  checkout: '/checkout.ep',
  listing: '/vinhos/cVINHOS-p1.html',
  clubList: '/minha-wine/clubew',
  notifications: '/minha-wine#/notificacoes',
  recommendation: '/recomendacao/',
  blackFriday: '/black-friday',
  club: '/clubewine',
  clubHome: '/clubewine/',
  referFriends: '/minha-wine/indique',
  wineYou: '/clubewine/wineyou',
  customBox: '/winebox-do-seu-jeito/',
  outletExplainer: '/entenda-o-outlet',
  allWines: '/vinhos/cVINHOS.html',
  easyKits: '/w/kits-faceis',
  producers: '/loja/produtor/',
  /** Issue #17: the privacy policy (the welcome gate never shows on it) and the cookie policy. */
  privacyPolicy: '/politica-de-privacidade',
  cookiePolicy: '/politica-de-cookies',
  /** Issue #34: the physical stores (Wine only, SPEC §6) and the help centre, pages of the store. */
  physicalStores: '/lojas',
  help: '/ajuda',
  /** The account's privacy section (consents, cookie preferences). */
  accountPrivacy: '/minha-wine#/privacidade',
} as const;

/** SPEC §2 box lines under /clubewine/. */
export const CLUB_BOX_LINES = [
  { slug: 'essenciais', label: 'Essenciais' },
  { slug: 'surpreendentes', label: 'Surpreendentes' },
  { slug: 'notaveis', label: 'Notáveis' },
  { slug: 'singulares', label: 'Singulares' },
  { slug: 'refrescantes', label: 'Refrescantes' },
  { slug: 'espumantes', label: 'Espumantes' },
] as const;

export function clubBoxUrl(slug: (typeof CLUB_BOX_LINES)[number]['slug']): string {
  return `/clubewine/${slug}/`;
}

/** SPEC §2: the store page is /loja-vinhos, and / in the outlet. */
export function storeUrl(store: Store): string {
  return store === 'OUTLET' ? '/' : '/loja-vinhos';
}

/** SPEC §2: search results '/search.ep?keyWords=' with the keywords encoded. */
export function searchUrl(keywords: string): string {
  return `/search.ep?keyWords=${encodeURIComponent(keywords.trim())}`;
}

/** SPEC §2: invoice download. */
export function invoiceUrl(orderNumber: string): string {
  return `/download-nota-fiscal.ep?orderNumber=${encodeURIComponent(orderNumber)}`;
}

/** SPEC §2: the product page of a code, '/prod{code}.html' (the one definition of its path). */
export function productPath(code: string): string {
  return `/prod${encodeURIComponent(code)}.html`;
}

/** The product's bottle art, '/img/products/{code}' (sizes as query parameters: ADR 0036). */
export function productImagePath(code: string): string {
  return `/img/products/${encodeURIComponent(code)}`;
}

const PRODUCT_PATH = /^\/prod([^/]+)\.html$/;

/** The product code of a product page's path ('/prodV001.html' → 'V001'), else null. */
export function productCodeOfPath(pathname: string): string | null {
  const encoded = PRODUCT_PATH.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** SPEC §2: a product card links to its url if present, else origin plus /prod{code}.html. */
export function productUrl(product: { url?: string | null; code: string }, origin: string): string {
  const url = product.url?.trim();
  if (url) return url;
  return `${origin.replace(/\/+$/, '')}${productPath(product.code)}`;
}

/** Slug of a pt-BR name: accents removed, lower case, words joined by '-'. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
