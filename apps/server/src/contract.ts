/**
 * The typed contract between the storefront (apps/web) and the server. The web app imports
 * *types only* from here (DESIGN: the web never imports server internals); loaders receive an
 * implementation of `WebLoadContext` in-process from the server.
 *
 * Money fields are integer centavos; they are formatted only at the edge (the `<Price>` component).
 */
import type { Store } from '@adega/domain/store';
import type { Centavos } from '@adega/domain/money';

export const LISTING_SORTS = [
  'relevancia',
  'menor-preco',
  'maior-preco',
  'avaliacao',
  'desconto',
  'nome',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export const LISTING_CATEGORIES = [
  'vinho',
  'kit',
  'destilado',
  'sidra',
  'azeite',
  'revista',
  'gourmet',
  'cerveja',
  'acessorio',
] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

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

export type { Award } from '@adega/domain/enums';
import type { Award } from '@adega/domain/enums';

export interface PromotionView {
  active: boolean;
  clubMemberOnly: boolean;
  /** ISO date-time. */
  finalDate: string | null;
  stamps: string[];
  hideStockAmount: boolean;
  stock: number;
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
  available: boolean;
  stock: number;
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

/** SPEC §3 custom product display settings. */
export interface CustomProductDisplay {
  active: boolean;
  primaryColor?: string;
  secondaryColor?: string;
  tertiaryColor?: string;
  discountBadgeColor?: string;
  priceColor?: string;
  fullPriceColor?: string;
  textColor?: string;
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

export interface CustomerView {
  fullName: string;
  firstName: string;
  avatarPath: string | null;
  socioClube: boolean;
  socioPrime: boolean;
  beneficiosClube: boolean;
}

// ---- Issue #5: accounts. RPC `POST /rpc/{operation}` bodies and `data` results. ----

/** SPEC §3 Customer, as `getLoggedCustomer`, `signIn` and `POST /api/v1/login` answer it. */
export interface CustomerDto extends CustomerView {
  uidPk: number;
  lastName: string;
  pessoaJuridica: boolean;
  toBeNotified: boolean;
  cpf: string | null;
  cnpj: string | null;
  email: string;
  ddd1: string | null;
  phoneNumber: string | null;
  /** DD/MM/YYYY. */
  dateOfBirth: string | null;
  gender: Gender | null;
  /** PJ: razão social, nome fantasia, inscrição estadual (null = isento). */
  companyName: string | null;
  tradeName: string | null;
  stateRegistration: string | null;
}

/** F feminino, M masculino, O outro, N prefiro não informar. */
export const GENDERS = ['F', 'M', 'O', 'N'] as const;
export type Gender = (typeof GENDERS)[number];

/** `getSemiLoggedCustomer`: a remembered customer, greeted but not signed in (ADR 0007). */
export interface SemiLoggedCustomerDto {
  firstName: string;
  fullName: string;
  avatarPath: string | null;
}

/** `getCaptchaChallenge` (ALTCHA v1 challenge). The answer goes as `captchaResponse`. */
export interface CaptchaChallengeDto {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** SPEC §3 Address as the account answers it (phoneNumberFull joined from ddd + number). */
export interface AddressDto {
  uidPk: number;
  preferred: boolean;
  caixaPostal: boolean;
  fullTimeConcierge: boolean;
  titulo: string | null;
  firstName: string;
  street1: string;
  numero: string;
  bairro: string;
  city: string;
  complemento: string | null;
  pontoReferencia: string | null;
  subCountry: string;
  country: string;
  zipOrPostalCode: string;
  deliveryTime: string | null;
  ddd1: string;
  phoneNumber: string;
  ddd2: string | null;
  phoneNumber2: string | null;
  phoneNumberFull: string;
  phoneNumberFull2: string | null;
}

/** A saved card: never the number or the security code. */
export interface CreditCardDto {
  uidPk: number;
  holderName: string;
  lastFour: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
  preferred: boolean;
}

/** `getPaymentGatewayKey`: the sandbox gateway's RSA-OAEP (SHA-256) public key, SPKI base64. */
export interface PaymentGatewayKeyDto {
  keyId: string;
  spki: string;
}

export const NOTIFICATION_CHANNELS = ['EMAIL', 'SMS/WHATSAPP', 'PUSH'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** SPEC §3 notification preference (channel, title, description) with the customer's choice. */
export interface NotificationPreferenceDto {
  channel: NotificationChannel;
  title: string;
  description: string;
  optIn: boolean;
}

export interface ConsentEventDto {
  granted: boolean;
  source: string;
  /** ISO date-time. */
  at: string;
}

/** One consent purpose with its current state and history (newest first). */
export interface ConsentDto {
  purpose: string;
  title: string;
  description: string;
  granted: boolean;
  history: ConsentEventDto[];
}

/** What every storefront loader receives as `context`. */
export interface WebLoadContext {
  store: Store;
  /** Scheme + host of the request, for canonical URLs and Open Graph. */
  origin: string;
  now: Date;
  catalog: CatalogApi;
  search: SearchApi;
  customProductDisplay(): Promise<CustomProductDisplay | null>;
  /** SPEC §7 `enable/{key}` feature flags. */
  featureEnabled(key: string): Promise<boolean>;
  /** The signed-in customer (logged session), else null. */
  customer: CustomerView | null;
  /** A remembered customer whose session is no longer logged (ADR 0007), else null. */
  semiLoggedCustomer: SemiLoggedCustomerDto | null;
  /** The CSP nonce of this response, for the inline scripts React Router renders. */
  cspNonce: string;
}

/** Issue #4: search. Results reuse the listing shape so the page reuses listing components. */
export interface SearchRequest {
  store: Store;
  /** The customer's words as typed (`keyWords`); trimmed, 1..100 characters. */
  text: string;
  filters: ListingFilters;
  /** 'relevancia' orders by search relevance; the others as in listings. */
  sort: ListingSort;
  page: number;
  pageSize: number;
}

export interface SearchPage extends ListingPage {
  text: string;
  /** Alternatives for a no-results state: corrected or broader queries that do find products. */
  suggestions: string[];
}

/**
 * SPEC §3 autocomplete item; money in decimal reais as in every public JSON (ADR 0004).
 * `code` and `url` are added so a suggestion can link to its product page.
 */
export interface AutocompleteItem {
  guid: string;
  code: string;
  url: string;
  name: string;
  image: string;
  country: string | null;
  listPrice: number;
  salePrice: number;
  clubPrice: number;
  productType: string;
  ratio: number | null;
  campanha: string[];
}

export interface SearchApi {
  search(request: SearchRequest): Promise<SearchPage>;
  /** Up to `limit` (≤ 4 for the panel) best products for a partial text, for autocomplete. */
  suggest(store: Store, text: string, limit: number): Promise<ProductSummary[]>;
}

// ---- Issue #6: cart. The cart document of `GET /api/v1/cart`, `GET /api/v4/cart` and every cart
// RPC / REST mutation (SPEC §3 Cart and Cart item). Public JSON: money is decimal reais here
// (ADR 0004), e.g. `total.amount: 89.9`; format it with `formatBRL(fromReais(amount))`. ----

/** Money as the spec's clients read it: `amount` in reais. */
export interface MoneyAmountDto {
  amount: number;
}

export interface CartItemDto {
  /** uidPk and itemUidPk are the same line id (SPEC §3 "uidPk or itemUidPk"). */
  uidPk: number;
  itemUidPk: number;
  quantity: number;
  /** False when the line cannot be bought now (unavailable, members-only…); it costs nothing. */
  available: boolean;
  displayName: string;
  imageUrl: string;
  productSeoUrl: string;
  productCategory: string;
  country: string | null;
  /** SPEC §5: 'editable', 'locked' (promotional items) or 'none' (the prime line). */
  quantityInput: 'editable' | 'locked' | 'none';
  productSku: {
    skuCode: string;
    guid: string;
    product: {
      brand: { code: string };
      productType: { name: string };
      attributeValueMap: Record<string, string>;
    };
  };
  /** The customer's unit price before cart promotions ("original price"). */
  lowestPrice: MoneyAmountDto;
  lowestUnitPrice: MoneyAmountDto;
  total: MoneyAmountDto;
  cartItemTotal: number;
  discount: MoneyAmountDto;
  penduraPromotion: PenduraView | null;
  /** A PENDURA_DEFAULT_NEW promotion (SPEC §4: moved to a bypass field; priced when active). */
  penduraPromotionBypass: PenduraView | null;
  /** Later issues (campaigns, producer gifts): empty today. */
  campaigns: string[];
  productPromotionCampaign: null;
  producerCampaignData: null;
}

export interface CartDto {
  store: Store;
  /** Grows with every change of the cart (0 when there is no cart yet). */
  version: number;
  cartItems: CartItemDto[];
  /** Units in the WineBox; the ClubePrime line is not counted (SPEC §4). */
  numItems: number;
  total: number;
  subtotalMoney: MoneyAmountDto;
  subtotalDiscountMoney: MoneyAmountDto;
  giftCertificateDiscountMoney: MoneyAmountDto;
  giftCertificates: never[];
  promotionCodes: string[];
  shoppingCart: { promotionCodes: string[] };
  totalMoney: { amount: number; currency: { currencyCode: 'BRL' } };
  shippingCostValue: MoneyAmountDto | null;
  paymentDetails: { type: string } | null;
  clubePrimeOnCart: boolean;
  wantsDropStop: boolean;
  /** Percent (SPEC §9 premium benefit). */
  primeDiscountRate: number;
  campaignPromotion: null;
  progressiveDiscountPromotion: null;
  choseYourGiftPromotion: null;
  productGiftPromotion: null;
  giftStatusAtCart: null;
}
