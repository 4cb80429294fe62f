/**
 * URLs of SPEC §2 "Routes and links" and "Header menu", and the listing URL scheme of
 * docs/decisions/0002-listing-urls.md: `buildListingUrl` and `parseListingUrl` are inverses on
 * canonical URLs, so the server resolves every menu link with the same rules that build it.
 */
import { KIT_SIZES, PRICE_BAND_LIMITS_REAIS } from './constants.ts';
import type { Store } from './enums.ts';

// ---- SPEC §2 routes ----

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

/** SPEC §2: a product card links to its url if present, else origin plus /prod{code}.html. */
export function productUrl(product: { url?: string | null; code: string }, origin: string): string {
  const url = product.url?.trim();
  if (url) return url;
  return `${origin.replace(/\/+$/, '')}/prod${encodeURIComponent(product.code)}.html`;
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

// ---- Listing vocabulary ----

export const WINE_TYPES = [
  { slug: 'tinto', label: 'Tintos' },
  { slug: 'branco', label: 'Brancos' },
  { slug: 'rose', label: 'Rosés' },
  { slug: 'espumante', label: 'Espumantes' },
  { slug: 'frisante', label: 'Frisantes' },
  { slug: 'licoroso', label: 'Licorosos' },
] as const;
export type WineType = (typeof WINE_TYPES)[number]['slug'];

export const GRAPES = [
  { slug: 'cabernet-sauvignon', label: 'Cabernet Sauvignon' },
  { slug: 'carmenere', label: 'Carménère' },
  { slug: 'chardonnay', label: 'Chardonnay' },
  { slug: 'malbec', label: 'Malbec' },
  { slug: 'merlot', label: 'Merlot' },
  { slug: 'pinot-noir', label: 'Pinot Noir' },
  { slug: 'sauvignon-blanc', label: 'Sauvignon Blanc' },
  { slug: 'syrah-shiraz', label: 'Syrah/Shiraz' },
] as const;
export type Grape = (typeof GRAPES)[number]['slug'];

export const COUNTRIES = [
  { slug: 'africa-do-sul', label: 'África do Sul' },
  { slug: 'argentina', label: 'Argentina' },
  { slug: 'brasil', label: 'Brasil' },
  { slug: 'chile', label: 'Chile' },
  { slug: 'espanha', label: 'Espanha' },
  { slug: 'franca', label: 'França' },
  { slug: 'italia', label: 'Itália' },
  { slug: 'portugal', label: 'Portugal' },
] as const;
export type Country = (typeof COUNTRIES)[number]['slug'];

export interface PriceBand {
  slug: string;
  label: string;
  /** Reais, exclusive (0 is inclusive for the first band). */
  min: number;
  /** Reais, inclusive; null for the open-ended "above 500" band. */
  max: number | null;
}

/**
 * Never-shown upper bound written in the URL of the open-ended band (the spec's pattern always
 * carries a max): R$ 99.999.
 */
export const OPEN_BAND_URL_MAX = 99999;

const [L40, L60, L100, L200, L500] = PRICE_BAND_LIMITS_REAIS;

/** SPEC §2/§9: up to 40, 40-60, 60-100, 100-200, 200-500, above 500. A band is (min, max]. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { slug: `ate-${L40}`, label: `Até R$ ${L40}`, min: 0, max: L40 },
  { slug: `${L40}-a-${L60}`, label: `R$ ${L40} a R$ ${L60}`, min: L40, max: L60 },
  { slug: `${L60}-a-${L100}`, label: `R$ ${L60} a R$ ${L100}`, min: L60, max: L100 },
  { slug: `${L100}-a-${L200}`, label: `R$ ${L100} a R$ ${L200}`, min: L100, max: L200 },
  { slug: `${L200}-a-${L500}`, label: `R$ ${L200} a R$ ${L500}`, min: L200, max: L500 },
  { slug: `acima-de-${L500}`, label: `Acima de R$ ${L500}`, min: L500, max: null },
];

/** The band a price in centavos belongs to (each price is in exactly one band). */
export function priceBandOf(centavos: number): PriceBand {
  const reais = centavos / 100;
  const band = PRICE_BANDS.find((b) => b.max === null || reais <= b.max);
  return band ?? (PRICE_BANDS.at(-1) as PriceBand);
}

export type KitSize = (typeof KIT_SIZES)[number];

export const FILTER_FOCUSES = ['preco', 'tipo', 'uva', 'pais', 'kits'] as const;
export type FilterFocus = (typeof FILTER_FOCUSES)[number];

export const LISTING_SORTS = [
  { value: 'price-asc', param: 'menor-preco', label: 'Menor preço' },
  { value: 'price-desc', param: 'maior-preco', label: 'Maior preço' },
  { value: 'rating', param: 'avaliacao', label: 'Mais bem avaliados' },
  { value: 'discount', param: 'desconto', label: 'Maior desconto' },
  { value: 'name', param: 'nome', label: 'Nome' },
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number]['value'];

/** Categories with a c{CODE} page; beers and accessories exist only in the outlet (SPEC §2). */
export const CODED_CATEGORIES = [
  { category: 'wines', dir: 'vinhos', code: 'VINHOS', label: 'Vinhos', outletOnly: false },
  {
    category: 'spirits',
    dir: 'destilados',
    code: 'DESTILADOS',
    label: 'Destilados',
    outletOnly: false,
  },
  { category: 'ciders', dir: 'sidras', code: 'SIDRAS', label: 'Sidras', outletOnly: false },
  { category: 'olive-oils', dir: 'azeites', code: 'AZEITES', label: 'Azeites', outletOnly: false },
  {
    category: 'magazines',
    dir: 'revistas',
    code: 'REVISTAS',
    label: 'Revistas',
    outletOnly: false,
  },
  { category: 'gourmet', dir: 'gourmet', code: 'GOURMET', label: 'Gourmet', outletOnly: false },
  { category: 'beers', dir: 'cervejas', code: 'CERVEJAS', label: 'Cervejas', outletOnly: true },
  {
    category: 'accessories',
    dir: 'acessorios',
    code: 'ACESSORIOS',
    label: 'Acessórios',
    outletOnly: true,
  },
] as const;
export type CodedCategory = (typeof CODED_CATEGORIES)[number]['category'];
export type ListingCategory = CodedCategory | 'kits' | 'easy-kits' | 'producers';

export interface ListingFilters {
  types: WineType[];
  grapes: Grape[];
  countries: Country[];
  priceBand: PriceBand['slug'] | null;
  kitSize: KitSize | null;
  producer: string | null;
}

export interface ListingQuery {
  category: ListingCategory;
  filters: ListingFilters;
  sort: ListingSort | null;
  /** 1-based. */
  page: number;
  /** SPEC §2: all wines with open-filters=true and filter-focus. */
  filterFocus: FilterFocus | null;
}

export function emptyFilters(): ListingFilters {
  return { types: [], grapes: [], countries: [], priceBand: null, kitSize: null, producer: null };
}

export function listingQuery(
  category: ListingCategory,
  overrides: Partial<Omit<ListingQuery, 'category' | 'filters'>> & {
    filters?: Partial<ListingFilters>;
  } = {},
): ListingQuery {
  return {
    category,
    filters: { ...emptyFilters(), ...overrides.filters },
    sort: overrides.sort ?? null,
    page: overrides.page ?? 1,
    filterFocus: overrides.filterFocus ?? null,
  };
}

/** The outlet hides producers and easy kits; beers and accessories exist only there (SPEC §2, §6). */
export function isListingAvailable(category: ListingCategory, store: Store): boolean {
  if (store === 'OUTLET') return category !== 'producers' && category !== 'easy-kits';
  return !CODED_CATEGORIES.some((c) => c.category === category && c.outletOnly);
}

// ---- Encoding ----

const toCode = (slug: string) => slug.toUpperCase().replace(/-/g, '_');
const fromCode = (code: string) => code.toLowerCase().replace(/_/g, '-');
const PRODUCER_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const FACETS = [
  { prefix: 'tp', key: 'types', values: WINE_TYPES.map((t) => t.slug) },
  { prefix: 'uv', key: 'grapes', values: GRAPES.map((g) => g.slug) },
  { prefix: 'pa', key: 'countries', values: COUNTRIES.map((c) => c.slug) },
] as const;

function priceToken(band: PriceBand): string {
  return `prBRL_${band.min}_${band.max ?? OPEN_BAND_URL_MAX}`;
}

function bandBySlug(slug: string | null): PriceBand | null {
  return PRICE_BANDS.find((b) => b.slug === slug) ?? null;
}

function sortParam(sort: ListingSort): string {
  return LISTING_SORTS.find((s) => s.value === sort)?.param ?? '';
}

function searchOf(query: ListingQuery, pageInSearch: boolean): string {
  const params = new URLSearchParams();
  if (query.filterFocus) {
    params.set('open-filters', 'true');
    params.set('filter-focus', query.filterFocus);
  }
  if (query.sort) params.set('ordem', sortParam(query.sort));
  if (pageInSearch && query.page > 1) params.set('pagina', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sorted, deduplicated facet values in the order of the vocabulary, so URLs are canonical. */
function canonical<T extends string>(values: readonly T[], vocabulary: readonly string[]): T[] {
  return vocabulary.filter((v) => values.includes(v as T)) as T[];
}

/**
 * Builds the canonical URL (path + search) of a listing query. Filters a page cannot carry are
 * ignored (e.g. wine types on a kit page).
 */
export function buildListingUrl(query: ListingQuery): string {
  const page = Math.max(1, Math.trunc(query.page));
  const normalized = { ...query, page };
  switch (query.category) {
    case 'kits': {
      const size = query.filters.kitSize;
      return `${size ? `/kits/kit-${size}-vinhos/` : '/kits/'}${searchOf(normalized, true)}`;
    }
    case 'easy-kits':
      return `${ROUTES.easyKits}${searchOf(normalized, true)}`;
    case 'producers': {
      const slug = query.filters.producer;
      return `${slug ? `${ROUTES.producers}${slug}/` : ROUTES.producers}${searchOf(normalized, true)}`;
    }
    default:
      return `${codedPath(query.category, query.filters, page)}${searchOf(normalized, false)}`;
  }
}

function codedPath(category: CodedCategory, filters: ListingFilters, page: number): string {
  const info = CODED_CATEGORIES.find((c) => c.category === category) ?? CODED_CATEGORIES[0];
  const tokens: string[] = [];
  const slugs: string[] = [];
  const band = bandBySlug(filters.priceBand);
  if (band) {
    tokens.push(priceToken(band));
    slugs.push(`${band.slug}-reais`);
  }
  for (const facet of FACETS) {
    const values = canonical(filters[facet.key] as readonly string[], facet.values);
    if (values.length > 0) {
      tokens.push(`${facet.prefix}${values.map(toCode).join('.')}`);
      slugs.push(...values);
    }
  }
  if (page > 1) tokens.push(`p${page}`);
  const dir = slugs.length > 0 ? `/${info.dir}/${slugs.join('-')}` : `/${info.dir}`;
  return `${dir}/c${info.code}${tokens.map((t) => `-${t}`).join('')}.html`;
}

// ---- Parsing ----

function parseSearch(search: string): {
  sort: ListingSort | null;
  filterFocus: FilterFocus | null;
  page: number | null;
} | null {
  const params = new URLSearchParams(search);
  const ordem = params.get('ordem');
  const sort =
    ordem === null ? null : (LISTING_SORTS.find((s) => s.param === ordem)?.value ?? null);
  if (ordem !== null && sort === null) return null;
  const focusParam = params.get('filter-focus');
  const filterFocus = (FILTER_FOCUSES as readonly string[]).includes(focusParam ?? '')
    ? (focusParam as FilterFocus)
    : null;
  const pagina = params.get('pagina');
  const page = pagina === null ? null : parsePage(pagina);
  if (pagina !== null && page === null) return null;
  return { sort, filterFocus, page };
}

function parsePage(text: string): number | null {
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null;
}

/**
 * Resolves a pathname and search string to a listing query; null when it is not a listing URL
 * of the scheme (the server answers 404). The decorative SEO directory is not checked, and
 * 'cVINHOS-p1.html' is accepted as page 1.
 */
export function parseListingUrl(pathname: string, search = ''): ListingQuery | null {
  const params = parseSearch(search);
  if (!params) return null;
  const path = pathname.replace(/\/{2,}/g, '/');

  const kit = /^\/kits\/(?:kit-(\d+)-vinhos\/)?$/.exec(path);
  if (kit) {
    const size = kit[1] === undefined ? null : Number(kit[1]);
    if (size !== null && !(KIT_SIZES as readonly number[]).includes(size)) return null;
    return listingQuery('kits', {
      filters: { kitSize: size as KitSize | null },
      sort: params.sort,
      page: params.page ?? 1,
      filterFocus: params.filterFocus,
    });
  }
  if (path === ROUTES.easyKits || path === `${ROUTES.easyKits}/`) {
    return listingQuery('easy-kits', {
      sort: params.sort,
      page: params.page ?? 1,
      filterFocus: params.filterFocus,
    });
  }
  const producer = /^\/loja\/produtor\/(?:([^/]+)\/?)?$/.exec(path);
  if (producer) {
    const slug = producer[1] ?? null;
    if (slug !== null && !PRODUCER_SLUG.test(slug)) return null;
    return listingQuery('producers', {
      filters: { producer: slug },
      sort: params.sort,
      page: params.page ?? 1,
      filterFocus: params.filterFocus,
    });
  }
  return parseCodedPath(path, params);
}

function parseCodedPath(
  path: string,
  params: { sort: ListingSort | null; filterFocus: FilterFocus | null; page: number | null },
): ListingQuery | null {
  const match = /^\/([a-z]+)\/(?:[a-z0-9-]+\/)?c([A-Z]+)((?:-[A-Za-z0-9_.]+)*)\.html$/.exec(path);
  if (!match) return null;
  const [, dir, code, rest = ''] = match;
  const info = CODED_CATEGORIES.find((c) => c.dir === dir && c.code === code);
  if (!info || params.page !== null) return null;

  const filters = emptyFilters();
  let page = 1;
  const seen = new Set<string>();
  for (const token of rest.split('-').slice(1)) {
    const kind = /^p\d+$/.test(token) ? 'p' : token.slice(0, 2);
    if (seen.has(kind)) return null;
    seen.add(kind);
    if (kind === 'p') {
      const parsed = parsePage(token.slice(1));
      if (parsed === null) return null;
      page = parsed;
    } else if (kind === 'pr') {
      const band = PRICE_BANDS.find((b) => priceToken(b) === token);
      if (!band) return null;
      filters.priceBand = band.slug;
    } else {
      const facet = FACETS.find((f) => f.prefix === kind);
      if (!facet) return null;
      const values = token.slice(2).split('.').map(fromCode);
      if (!values.every((v) => (facet.values as readonly string[]).includes(v))) return null;
      (filters[facet.key] as string[]) = canonical(values, facet.values);
    }
  }
  return {
    category: info.category,
    filters,
    sort: params.sort,
    page,
    filterFocus: params.filterFocus,
  };
}

// ---- Listing URL builders for the menu ----

export function allWinesUrl(filterFocus?: FilterFocus): string {
  return buildListingUrl(listingQuery('wines', { filterFocus: filterFocus ?? null }));
}

/** SPEC §2 'vinhos/cVINHOS-p1.html' pattern: page N of all wines. */
export function listingPageUrl(page: number): string {
  return `/vinhos/cVINHOS-p${Math.max(1, Math.trunc(page))}.html`;
}

export function priceBandUrl(slug: PriceBand['slug']): string {
  return buildListingUrl(listingQuery('wines', { filters: { priceBand: slug } }));
}

export function wineTypeUrl(type: WineType): string {
  return buildListingUrl(listingQuery('wines', { filters: { types: [type] } }));
}

export function grapeUrl(grape: Grape): string {
  return buildListingUrl(listingQuery('wines', { filters: { grapes: [grape] } }));
}

export function countryUrl(country: Country): string {
  return buildListingUrl(listingQuery('wines', { filters: { countries: [country] } }));
}

export function kitUrl(size: KitSize): string {
  return `/kits/kit-${size}-vinhos/`;
}

export function producerUrl(slug?: string): string {
  return slug ? `${ROUTES.producers}${slugify(slug)}/` : ROUTES.producers;
}

export function categoryUrl(category: CodedCategory): string {
  return buildListingUrl(listingQuery(category));
}

// ---- Header menu (SPEC §2; labels are ours: the spec gives none) ----

export interface MenuLink {
  label: string;
  href: string;
  external?: boolean;
}

export interface MenuSection {
  id: string;
  label: string;
  href: string;
  external?: boolean;
  links: MenuLink[];
}

export interface ExternalMenuUrls {
  physicalStores: string;
  helpCenter: string;
}

/**
 * The header menu of a store. The outlet shows a reduced set: no club menu, producers, easy kits
 * or physical stores (SPEC §6), its store link is '/', and it adds beers and accessories.
 */
export function headerMenu(store: Store, external: ExternalMenuUrls): MenuSection[] {
  const wine = store === 'WINE';
  const sections: MenuSection[] = [{ id: 'inicio', label: 'Início', href: ROUTES.home, links: [] }];
  if (wine) {
    sections.push({
      id: 'clube',
      label: 'Clube Wine',
      href: ROUTES.club,
      links: [
        { label: 'Conheça o clube', href: ROUTES.clubHome },
        { label: 'Indique e ganhe', href: ROUTES.referFriends },
        { label: 'WineYou', href: ROUTES.wineYou },
        ...CLUB_BOX_LINES.map((line) => ({ label: line.label, href: clubBoxUrl(line.slug) })),
        { label: 'WineBox do seu jeito', href: ROUTES.customBox },
      ],
    });
  }
  sections.push(
    {
      id: 'loja',
      label: 'Loja',
      href: storeUrl(store),
      links: [{ label: 'Todos os vinhos', href: allWinesUrl() }],
    },
    {
      id: 'preco',
      label: 'Preço',
      href: allWinesUrl('preco'),
      links: PRICE_BANDS.map((band) => ({ label: band.label, href: priceBandUrl(band.slug) })),
    },
    {
      id: 'tipo',
      label: 'Tipo',
      href: allWinesUrl('tipo'),
      links: WINE_TYPES.map((type) => ({ label: type.label, href: wineTypeUrl(type.slug) })),
    },
    {
      id: 'uva',
      label: 'Uva',
      href: allWinesUrl('uva'),
      links: GRAPES.map((grape) => ({ label: grape.label, href: grapeUrl(grape.slug) })),
    },
    {
      id: 'pais',
      label: 'País',
      href: allWinesUrl('pais'),
      links: COUNTRIES.map((country) => ({ label: country.label, href: countryUrl(country.slug) })),
    },
    {
      id: 'kits',
      label: 'Kits',
      href: allWinesUrl('kits'),
      links: [
        ...KIT_SIZES.map((size) => ({ label: `Kit ${size} vinhos`, href: kitUrl(size) })),
        ...(wine ? [{ label: 'Kits fáceis', href: ROUTES.easyKits }] : []),
      ],
    },
  );
  if (wine) {
    sections.push({
      id: 'produtores',
      label: 'Produtores parceiros',
      href: producerUrl(),
      links: [],
    });
  }
  sections.push(
    {
      id: 'outros',
      label: 'Mais produtos',
      href: storeUrl(store),
      links: CODED_CATEGORIES.filter(
        (c) => c.category !== 'wines' && isListingAvailable(c.category, store),
      ).map((c) => ({ label: c.label, href: categoryUrl(c.category) })),
    },
    { id: 'outlet', label: 'Entenda o Outlet', href: ROUTES.outletExplainer, links: [] },
  );
  if (wine) {
    sections.push({
      id: 'lojas',
      label: 'Lojas físicas',
      href: external.physicalStores,
      external: true,
      links: [],
    });
  }
  sections.push({
    id: 'ajuda',
    label: 'Central de ajuda',
    href: external.helpCenter,
    external: true,
    links: [],
  });
  return sections;
}
