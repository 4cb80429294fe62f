/** Catalogue: listings, products, producers, menu counts and the catalogue API. */
import type { Store } from '@adega/domain/store';
import type { Centavos } from '@adega/domain/money';
import type { Award } from '@adega/domain/enums';
import type { ProductCategory } from '@adega/domain/catalogue';

export type { Award } from '@adega/domain/enums';

export const LISTING_SORTS = [
  'relevancia',
  'menor-preco',
  'maior-preco',
  'avaliacao',
  'desconto',
  'nome',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** A listed product category (`products.category`), from the domain's one list. */
export type ListingCategory = ProductCategory;

export interface ListingFilters {
  /** Absent: every listed category of the store (wines and kits under /vinhos). */
  categories?: ListingCategory[];
  wineTypes?: string[];
  grapes?: string[];
  countries?: string[];
  /** Inclusive bounds on the non-member sale price, in centavos. */
  priceMin?: Centavos;
  priceMax?: Centavos;
  kitSize?: number;
  easyKit?: boolean;
  producer?: string;
}

export interface ListingRequest {
  store: Store;
  filters: ListingFilters;
  sort: ListingSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface PromotionView {
  active: boolean;
  clubMemberOnly: boolean;
  /** ISO date-time. */
  finalDate: string | null;
  stamps: string[];
  hideStockAmount: boolean;
  /**
   * The units the page shows ('Restam só {n} un.'), null when it shows no number (ADR 0050: the
   * domain's `stockShown`; the exact stock never leaves the server).
   */
  stock: number | null;
  /** 'Últimas unidades' is shown (the amount hidden). */
  lastUnits: boolean;
  triggerStockOut: number;
  limitPerUnit: number | null;
}

export interface PenduraView {
  type: 'PENDURA_DEFAULT' | 'PENDURA_DEFAULT_NEW';
  discountFactor: number;
  stampUrl: string;
  triggerDiscount: number;
  quantityLimit: number;
}

export interface ProductSummary {
  id: number;
  code: string;
  guid: string;
  url: string;
  name: string;
  brand: string;
  producerName: string | null;
  producerSlug: string | null;
  category: string;
  productType: string;
  wineType: string | null;
  /** TIPO attribute as shown (Tinto, Branco, …). */
  typeLabel: string | null;
  countryCode: string | null;
  countryName: string | null;
  region: string | null;
  grapes: string[];
  grapeLabel: string | null;
  vintage: number | null;
  imageUrl: string;
  listPrice: Centavos;
  salePrice: Centavos;
  clubPrice: Centavos;
  /** Flagged available, a list price and units left (ADR 0050: the domain's `isInStock`). */
  available: boolean;
  rating: number | null;
  evaluations: number;
  awards: Award[];
  promotion: PromotionView | null;
  pendura: PenduraView | null;
  kitSize: number | null;
  /** Total quantity of 'Vinho' constituents (kits), for the per-bottle price. */
  bottles: number | null;
  campaigns: string[];
}

/**
 * The money fields of the public product JSON (`GET /api/v1|v2/products/{sku}`, ADR 0051): the
 * handler answers centavos, the JSON shows reais (the operation checks the map against its answer).
 */
export const PUBLIC_PRODUCT_MONEY = {
  listPrice: true,
  salePrice: true,
  clubPrice: true,
  salesPriceNonMember: true,
  salesPriceClubMember: true,
} as const;

/** A product as a small card shows it (a club box's wine, a list's product). */
export interface ProductCardDto {
  sku: string;
  name: string;
  /** The product page. */
  href: string;
  /** Image URL, or null. */
  image: string | null;
  /** 'Tinto', 'Branco', … or null. */
  type: string | null;
  country: string | null;
}

export interface Constituent {
  code: string;
  name: string;
  type: string;
  quantity: number;
  url: string;
}

export interface ProductDetail extends ProductSummary {
  description: string;
  attributes: Record<string, string>;
  constituents: Constituent[];
  volumeMl: number | null;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

export interface ListingPage {
  items: ProductSummary[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: { wineTypes: FacetValue[]; grapes: FacetValue[]; countries: FacetValue[] };
}

export interface ProducerSummary {
  slug: string;
  name: string;
  countryName: string | null;
  region: string;
  description: string;
  productCount: number;
}

export interface MenuCounts {
  store: Store;
  total: number;
  wineTypes: Record<string, number>;
  grapes: Record<string, number>;
  countries: Record<string, number>;
  categories: Record<string, number>;
  kits: Record<string, number>;
  priceBands: Record<string, number>;
}

/** SPEC §3 "darkMode colours": the colours used instead while dark mode is on (issue #18). */
export interface CustomProductDisplayDarkMode {
  primaryColor?: string;
  secondaryColor?: string;
  tertiaryColor?: string;
  discountBadgeColor?: string;
  priceColor?: string;
  fullPriceColor?: string;
  textColor?: string;
}

/** SPEC §3 custom product display settings: the colours of light mode, and the dark mode's. */
export interface CustomProductDisplay extends CustomProductDisplayDarkMode {
  active: boolean;
  darkMode?: CustomProductDisplayDarkMode;
  text?: string;
  secondaryText?: string;
  taxPercentage?: number;
  taxText?: string;
  taxTextLeft?: string;
  taxTextRight?: string;
  enabledAtProductPage?: boolean;
  enabledOncart?: boolean;
  shoppingCartToastText?: string;
  shoppingCartToastActive?: boolean;
}

export interface CatalogApi {
  list(request: ListingRequest): Promise<ListingPage>;
  product(code: string, store: Store): Promise<ProductDetail | null>;
  producers(store: Store): Promise<ProducerSummary[]>;
  producer(slug: string, store: Store): Promise<ProducerSummary | null>;
  menuCounts(store: Store): Promise<MenuCounts>;
  /** Codes of every listed product of the store (sitemap). */
  allCodes(store: Store): Promise<{ code: string; slug: string; updatedAt: string }[]>;
}
