/**
 * Shared fixtures and helpers of the browser tests.
 *
 * The server seeds the catalogue with the pure generator `generateCatalogue` (800 products, seed 1);
 * the tests regenerate it here and pick products by trait, so no product code is hard-coded. The
 * generator's `now` only moves promotion end dates, never which product has which trait.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { LEGAL_AGE_COOKIE } from '@adega/domain/consent/consent';
import { BOOT_ATTRIBUTE } from '../apps/web/app/lib/boot-state.ts';
import {
  generateCatalogue,
  type SeedConstituent,
  type SeedProduct,
} from '../apps/server/src/seed/catalogue.ts';
import {
  buildListingUrl,
  COUNTRIES,
  listingQuery,
  PRICE_BANDS,
  type Country,
  type KitSize,
  type ListingQuery,
  type WineType,
} from '@adega/domain/urls';
import type { Store } from '@adega/domain/store';

export { expect };

/** Same parameters as the server's first start (SEED_PRODUCTS default 800, seed 1). */
export const SEED_PARAMETERS = { products: 800, seed: 1 } as const;
/** E2E_PORT lets several checkouts or sessions run the browser tests side by side. */
export const PORT = Number(process.env.E2E_PORT ?? 3210);
export const WINE_ORIGIN = `http://localhost:${PORT}`;
export const OUTLET_ORIGIN = `http://outlet.localhost:${PORT}`;

/** Absolute URL of a path in the Outlet store (host `outlet.localhost`, SPEC §1). */
export function outletURL(path: string): string {
  return `${OUTLET_ORIGIN}${path.startsWith('/') ? path : `/${path}`}`;
}

export function storeURL(store: Store, path: string): string {
  return store === 'OUTLET' ? outletURL(path) : `${WINE_ORIGIN}${path}`;
}

export type { SeedProduct };

export class Catalogue {
  readonly products: SeedProduct[];
  readonly constituents: SeedConstituent[];
  private readonly byCode: Map<string, SeedProduct>;

  constructor() {
    const generated = generateCatalogue(SEED_PARAMETERS);
    this.products = generated.products;
    this.constituents = generated.constituents;
    this.byCode = new Map(this.products.map((p) => [p.code, p]));
  }

  get(code: string): SeedProduct {
    const product = this.byCode.get(code);
    if (!product) throw new Error(`produto ${code} não está no catálogo gerado`);
    return product;
  }

  /** Every product with a trait; fails (never skips) when the seed has none. */
  all(description: string, predicate: (p: SeedProduct) => boolean): SeedProduct[] {
    const found = this.products.filter(predicate);
    if (found.length === 0) throw new Error(`o seed não tem nenhum produto: ${description}`);
    return found;
  }

  /** The first product with a trait that has a small listing page to find its card on. */
  find(
    description: string,
    predicate: (p: SeedProduct) => boolean,
    store: Store = 'WINE',
  ): SeedProduct {
    const candidates = this.all(description, predicate);
    return (
      candidates.find((p) => listingPathFor(p, store) !== null) ?? (candidates[0] as SeedProduct)
    );
  }

  constituentsOf(kitCode: string): (SeedConstituent & { product: SeedProduct })[] {
    return this.constituents
      .filter((c) => c.kitCode === kitCode)
      .map((c) => ({ ...c, product: this.get(c.productCode) }));
  }

  /** A code shaped like the seeded ones that no product has. */
  absentCode(): string {
    const sample = this.products[0]?.code ?? 'V1';
    const prefix = /^[A-Za-z]*/.exec(sample)?.[0] ?? 'V';
    for (let n = 999_999; ; n -= 1) {
      const code = `${prefix}${n}`;
      if (!this.byCode.has(code)) return code;
    }
  }
}

let catalogueInstance: Catalogue | undefined;
export function catalogue(): Catalogue {
  catalogueInstance ??= new Catalogue();
  return catalogueInstance;
}

export function inStore(product: SeedProduct, store: Store): boolean {
  return store === 'OUTLET' ? product.inOutlet : product.inWine;
}

export function isSellable(product: SeedProduct): boolean {
  return product.available && product.listPrice > 0;
}

const MENU_COUNTRIES = new Set<string>(COUNTRIES.map((c) => c.slug));

/**
 * A small listing (sorted by name) that contains the product: wines by type + country, kits by
 * size. Null when there is none narrow enough.
 */
export function listingPathFor(product: SeedProduct, store: Store): string | null {
  if (!inStore(product, store) || product.category === 'assinatura') return null;
  if (
    product.category === 'vinho' &&
    product.wineType &&
    product.countryCode &&
    MENU_COUNTRIES.has(product.countryCode)
  ) {
    return buildListingUrl(
      listingQuery('wines', {
        filters: {
          types: [product.wineType as WineType],
          countries: [product.countryCode as Country],
        },
        sort: 'name',
      }),
    );
  }
  if (product.category === 'kit' && product.kitSize) {
    return buildListingUrl(
      listingQuery('kits', { filters: { kitSize: product.kitSize as KitSize }, sort: 'name' }),
    );
  }
  return null;
}

/** Page N of a listing URL built by the domain (coded pages carry `-pN`, others `pagina=N`). */
export function listingPage(path: string, pageNumber: number): string {
  if (pageNumber === 1) return path;
  const url = new URL(path, WINE_ORIGIN);
  if (/\/c[A-Z]+[^/]*\.html$/.test(url.pathname)) {
    url.pathname = url.pathname.replace(/\.html$/, `-p${pageNumber}.html`);
  } else {
    url.searchParams.set('pagina', String(pageNumber));
  }
  return `${url.pathname}${url.search}`;
}

// ---- Page locators (the storefront's markup: apps/web/app/components) ----

/** Product cards of a listing page. */
export function productCards(page: Page): Locator {
  return page.locator('main article.product-card');
}

export function cardHref(code: string): string {
  return `/prod${code}.html`;
}

/** The card of one product (by its link to the product page). */
export function cardOf(page: Page, code: string): Locator {
  return productCards(page).filter({
    has: page.locator(`.product-card__name a[href$="${cardHref(code)}"]`),
  });
}

/**
 * Opens the product's small listing in the given store (with extra search params) and pages
 * through it until its card is there. Returns the card.
 */
export async function openCard(
  page: Page,
  product: SeedProduct,
  options: { store?: Store; search?: Record<string, string> } = {},
): Promise<Locator> {
  const store = options.store ?? 'WINE';
  const path = listingPathFor(product, store);
  if (!path) throw new Error(`sem listagem para ${product.code} (${product.name}) em ${store}`);
  for (let n = 1; n <= 30; n += 1) {
    const url = new URL(listingPage(path, n), WINE_ORIGIN);
    for (const [key, value] of Object.entries(options.search ?? {}))
      url.searchParams.set(key, value);
    const response = await page.goto(storeURL(store, `${url.pathname}${url.search}`));
    expect(response?.status(), `${url.pathname}${url.search}`).toBe(200);
    const card = cardOf(page, product.code);
    if ((await card.count()) > 0) return card;
    if ((await productCards(page).count()) === 0) break;
  }
  throw new Error(`o card de ${product.code} (${product.name}) não apareceu em ${path} (${store})`);
}

/** Money of a card or page as the store prints it: 'R$ 1.234,56' (non-breaking spaces normalised). */
export function normaliseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** CSS rgb() of a '#rrggbb' colour, as getComputedStyle reports it. */
export function rgbOf(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

// ---- Test with fixtures ----

/** A stable documentation-range-like private address per test and retry ('10.a.b.c'). */
export function clientIpOf(testInfo: { testId: string; retry: number; project: { name: string } }) {
  let hash = 2166136261;
  for (const char of `${testInfo.project.name}|${testInfo.testId}|${String(testInfo.retry)}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  }
  return `10.${String((hash >>> 16) & 255)}.${String((hash >>> 8) & 255)}.${String((hash & 254) + 1)}`;
}

/**
 * Answers the welcome gate as a visitor who is of legal age and clicked 'Entrar no site' (issue
 * #17): the legal-age cookie on both stores' hosts, nothing else (consent stays essential-only,
 * so the cookie-policy modal is scheduled 5 minutes after the first page, as for that visitor).
 */
export async function answerWelcomeGate(context: BrowserContext): Promise<void> {
  await context.addCookies(
    [WINE_ORIGIN, OUTLET_ORIGIN].map((url) => ({ name: LEGAL_AGE_COOKIE, value: '1', url })),
  );
}

/**
 * After a navigation that waited for `load`, waits until the page's JavaScript has taken over
 * (`<html data-boot="hydrated">`, apps/web/app/lib/boot-state.ts): the page starts its
 * JavaScript after the first paint (ADR 0038), so `load` can come before hydration, and a click
 * before it does what the server's HTML does. A page with no deferred boot (JavaScript off, not
 * a page of the store) is not waited for; `waitUntil` other than 'load' opts out.
 */
export async function untilHydrated(page: Page): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute(BOOT_ATTRIBUTE).catch(() => null)) !== 'pending') return;
  await expect(html).toHaveAttribute(BOOT_ATTRIBUTE, 'hydrated', { timeout: 15_000 });
}

/** `page.goto` and `page.reload` that wait for hydration (untilHydrated). */
function hydrating(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const waits = (options?: { waitUntil?: string }) =>
    options?.waitUntil === undefined || options.waitUntil === 'load';
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waits(options)) await untilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waits(options)) await untilHydrated(page);
    return response;
  };
  return page;
}

interface Fixtures {
  /**
   * Whether the browser already answered the welcome gate (default true: every test starts as a
   * visitor who entered the site). `test.use({ answeredGate: false })` for the gate's own tests.
   */
  answeredGate: boolean;
  /**
   * outletURL(path) on the test's own server (its project's baseURL: the `@switches` tests have
   * a server of their own).
   */
  outletURL: (path: string) => string;
  catalogue: Catalogue;
}

export const test = base.extend<Fixtures>({
  answeredGate: [true, { option: true }],
  page: async ({ page }, use) => {
    await use(hydrating(page));
  },
  context: async ({ context, answeredGate }, use) => {
    if (answeredGate) await answerWelcomeGate(context);
    await use(context);
  },
  // Every test is its own client address (the server trusts X-Forwarded-For in the browser tests):
  // per-IP throttling of sign-in, sign-up and reset then applies per test, as for real customers,
  // and no test can exhaust another's allowance.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientIpOf(testInfo) });
  },
  outletURL: async ({ baseURL }, use) => {
    const port = new URL(baseURL ?? WINE_ORIGIN).port;
    await use(
      (path) => `http://outlet.localhost:${port}${path.startsWith('/') ? path : `/${path}`}`,
    );
  },
  // Playwright reads the fixtures a fixture needs from this destructuring pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  catalogue: async ({}, use) => {
    await use(catalogue());
  },
});

// ---- Listing oracle: which seeded products a listing URL must show ----

/** The seeded products a listing query of the domain's URL scheme selects in a store. */
export function expectedListing(query: ListingQuery, store: Store): SeedProduct[] {
  const { filters } = query;
  const band = PRICE_BANDS.find((b) => b.slug === filters.priceBand) ?? null;
  const category = (p: SeedProduct): boolean => {
    switch (query.category) {
      case 'wines':
        return p.category === 'vinho' || p.category === 'kit';
      case 'kits':
        return p.category === 'kit' && (filters.kitSize === null || p.kitSize === filters.kitSize);
      case 'easy-kits':
        return p.easyKit;
      case 'producers':
        return p.producerSlug === filters.producer;
      default:
        return p.category === SEED_CATEGORY[query.category];
    }
  };
  return catalogue().products.filter(
    (p) =>
      inStore(p, store) &&
      p.category !== 'assinatura' &&
      category(p) &&
      (filters.types.length === 0 ||
        (p.wineType !== null && (filters.types as string[]).includes(p.wineType))) &&
      (filters.grapes.length === 0 ||
        p.grapes.some((g) => (filters.grapes as string[]).includes(g))) &&
      (filters.countries.length === 0 ||
        (p.countryCode !== null && (filters.countries as string[]).includes(p.countryCode))) &&
      (band === null ||
        (p.salePrice > band.min * 100 && (band.max === null || p.salePrice <= band.max * 100))),
  );
}

const SEED_CATEGORY: Record<string, string> = {
  spirits: 'destilado',
  ciders: 'sidra',
  'olive-oils': 'azeite',
  magazines: 'revista',
  gourmet: 'gourmet',
  beers: 'cerveja',
  accessories: 'acessorio',
};

/** Product codes of the cards on the current page, from their links. */
export async function cardCodes(page: Page): Promise<string[]> {
  const hrefs = await productCards(page)
    .locator('.product-card__name a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs
    .map((href) => /\/prod([^/]+)\.html$/.exec(href)?.[1] ?? `?${href}`)
    .map(decodeURIComponent);
}

/** 'R$ 1.234,56' → 123456 centavos. */
export function centavosOf(text: string): number {
  const match = /R\$\s*([\d.]+),(\d{2})/.exec(text.replace(/\s+/g, ' '));
  if (!match) throw new Error(`sem preço em "${text}"`);
  return Number((match[1] ?? '').replace(/\./g, '')) * 100 + Number(match[2]);
}

/** The total a listing announces ('N produtos encontrados'). */
export async function listingTotal(page: Page): Promise<number> {
  const text = await page.locator('.listing__count').innerText();
  const match = /([\d.]+)\s+produtos?\s+encontrados?/.exec(text);
  if (!match) throw new Error(`contagem ilegível: "${text}"`);
  return Number((match[1] ?? '').replace(/\./g, ''));
}
