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
  /** SPEC §3 campaigns: the product's CAMPANHA codes plus the codes of the campaign item
   * promotions that apply to this line now. Empty for the chosen gift line. */
  campaigns: string[];
  /** The campaign price's per-unit limit (SPEC §5 limited-discount warning); null without one. */
  productPromotionCampaign: ProductPromotionCampaignDto | null;
  /** The producer gift offered with this (parent) line (SPEC §3); null without one. */
  producerCampaignData: ProducerCampaignDataDto | null;
  /** This line is a promotion gift at price 0: a chosen gift or a producer gift; else null. */
  promotionGift: 'CHOSEN_GIFT' | 'PRODUCER_GIFT' | null;
}

// ---- Cart promotions (issue #6, SPEC §3/§4/§9). Money here is decimal reais like the rest of
// the cart document; texts are the SPEC's pt-BR texts, computed on the server. ----

/** A campaign item promotion's per-unit limit of a cart line (SPEC §3, §5). */
export interface ProductPromotionCampaignDto {
  /** Units priced at the campaign price; the rest at the customer price. Null = no limit. */
  limit_per_unit: number | null;
  /** The campaign unit price in reais. */
  campaignPrice: number;
  /** 'Desconto promocional limitado a N un.' when quantity > limit_per_unit, else null. */
  limitWarning: string | null;
}

/** SPEC §3 producerCampaignData: the producer gift (`itemSku`) offered with a parent line. */
export interface ProducerCampaignDataDto {
  producerLink: string | null;
  /** Reais: the gift's value as advertised. */
  valuePromotion: number;
  /** May contain '**bold**' markers (domain parseBoldMarkers); never HTML. */
  description: string;
  itemDescription: string;
  itemInfo: string | null;
  title: string;
  availableText: string;
  disableText: string;
  /** Reais: the cart total needed before the gift can be added. */
  minLimitValue: number;
  imgPresentation: string | null;
  redirectWeb: string | null;
  /** The gift's sku: add it with the normal add-to-cart call (it is priced 0). */
  itemSku: string;
  /** Computed: the cart total reached minLimitValue, so the gift can be added. */
  unlocked: boolean;
  /** Computed: the gift line is in the cart (drives the producer gift toggle). */
  itemInCart: boolean;
}

/** Progress of the cart towards a tier (SPEC §4 "Gift progress", §9 progress text). */
export interface GiftProgressDto {
  /** Reais still missing; 0 when reached. */
  missing: number;
  /** 0..100, integer; 100 only when reached. */
  percent: number;
  reached: boolean;
  /** 'Faltam R$ x para liberar', or when reached the campaign's wonText else 'Você ganhou!'. */
  text: string;
}

/** SPEC §3 campaign gift. */
export interface CampaignGiftDto {
  sku: string;
  name: string;
  /** Reais: the cart total that earns this gift. */
  min_value: number;
  /** Computed: the cart total reached min_value. */
  reached: boolean;
}

/** The checkout-gift campaign active for the cart (SPEC §3/§4); null when none is active. */
export interface CampaignPromotionDto {
  id: number;
  title: string;
  /** Sorted by min_value. */
  gifts: CampaignGiftDto[];
  /** ISO instant of the end (the countdown's target, domain countdown()). */
  endDateTime: string;
  redirectWeb: string | null;
  wonText: string | null;
  /**
   * Progress towards the next gift not reached yet (the last gift when all are reached; R$ 100
   * when the campaign lists no gift, SPEC §9).
   */
  progress: GiftProgressDto;
}

/** SPEC §3 progressive discount tier, marked per SPEC §4. */
export interface ProgressiveDiscountTierDto {
  id: number;
  /** Bottles when discountBy is 'garrafas'; reais when 'value'. */
  minLimitValue: number;
  /** Percent when valueType is 'porcentagem'; reais when 'money'. */
  discountValue: number;
  discountValueText: string;
  /** 'reached' (its discount applies), 'outdated' (surpassed), 'active' (next), or null. */
  mark: 'reached' | 'outdated' | 'active' | null;
}

/** The progressive discount active for the cart (SPEC §3/§4); null when none is active. */
export interface ProgressiveDiscountPromotionDto {
  id: number;
  /** YYYY-MM-DD (São Paulo). */
  dateInit: string;
  dateEnd: string;
  title: string;
  description: string;
  redirect: string | null;
  progressText: string | null;
  wonText: string | null;
  storeCodes: string[];
  /** False: only lines whose `campaigns` include `campaignCode` count and are discounted. */
  applyToAllProducts: boolean;
  campaignCode: string | null;
  imagePresentation: string | null;
  valueType: 'porcentagem' | 'money';
  discountBy: 'garrafas' | 'value';
  discounts: ProgressiveDiscountTierDto[];
  /** What the tiers are measured against now: bottles ('garrafas') or reais ('value'). */
  measure: number;
  /** Left to the next tier, in the same unit as `measure`; 0 when every tier is reached. */
  missing: number;
  /** 'Faltam R$ x para liberar' ('value' only), or null. */
  missingText: string | null;
  /** Reais taken off the cart total by the reached tier (0 when none is reached). */
  discountApplied: number;
}

/** SPEC §3 choose-your-gift option. */
export interface ChoseYourGiftSkuDto {
  /** The option's id: the `giftUidpk` of `PUT /api/v4/cart/promotion/gift/{giftUidpk}`. */
  uidPk: number;
  sku: string;
  name: string;
  img: string | null;
  isDefault: boolean;
}

/** The choose-your-gift promotion active for the cart (SPEC §3/§4); null when none is active. */
export interface ChoseYourGiftPromotionDto {
  id: number;
  /** The promotion's title, else 'Escolha o seu Vinho!'. */
  title: string;
  description: string;
  winDescription: string | null;
  /** Reais: the cart total that unlocks the gift. */
  value: number;
  /** The template, e.g. 'Faltam R$ VALOR para liberar'. */
  expression: string;
  /** Free-form colour settings of the widget (name → CSS colour). */
  colors: Record<string, string>;
  storeCodes: string[];
  skus: ChoseYourGiftSkuDto[];
  /** Reais still missing; 0 once unlocked. */
  missing: number;
  /** `expression` with VALOR replaced by the missing amount. */
  missingText: string;
  /** SPEC §4: locked while missing > 0. */
  locked: boolean;
  unlocked: boolean;
}

/** Producer gifts of the cart's lines (SPEC §3/§4 producer gift toggle); null when none. */
export interface ProductGiftPromotionDto {
  /** True when at least one offer is unlocked. */
  active: boolean;
  offers: {
    /** The parent line's sku and the gift sku. */
    sku: string;
    itemSku: string;
    unlocked: boolean;
    itemInCart: boolean;
  }[];
}

/** SPEC §3 giftStatusAtCart: the chosen gift of the cart. */
export interface GiftStatusDto {
  /** The gift line is in the cart (the promotion is unlocked and a sku is selected). */
  active: boolean;
  /** The sku the customer chose (kept while locked), else null. */
  selectedSku: string | null;
  defaultSku: string | null;
  /** ISO instant of the last choice, null before any. */
  requestStamp: string | null;
  /** The last choice failed (e.g. the option is no longer offered). */
  hadError: boolean;
}

// ---- Coupons, gift certificates, gift packaging, cashback (issue #6, ADR 0010). Reais. ----

export interface CouponDto {
  code: string;
  description: string;
  kind: 'PERCENT' | 'FIXED';
  /** PERCENT: whole percent; FIXED: reais. */
  value: number;
  /** Shipping is free with this coupon (while it applies). */
  freeShipping: boolean;
  discount: MoneyAmountDto;
  applies: boolean;
  /** Why the coupon gives 0 now (e.g. the cart fell below its minimum); null when it applies. */
  message: string | null;
}

export interface GiftCertificateDto {
  code: string;
  /** Reais left on the certificate. */
  balance: number;
  /** Reais it pays in this cart. */
  applied: number;
  /** Why it pays nothing now (expired, no balance); null otherwise. */
  message: string | null;
}

export interface GiftPackagingDto {
  sku: string;
  name: string;
  /** Reais. */
  price: number;
  image: string;
  /** False when the cart is not eligible now (no wine line); then it costs nothing. */
  applies?: boolean;
  message?: string | null;
}

export interface CartCashBackDto {
  /** Reais in the customer's ledger. */
  balance: number;
  useCashBack: boolean;
  used: MoneyAmountDto;
}

/** `GET /api/v1/giftPackaging`: the options (none in the outlet), the chosen one, eligibility. */
export interface GiftPackagingListDto {
  options: Omit<GiftPackagingDto, 'applies' | 'message'>[];
  selected: GiftPackagingDto | null;
  eligible: boolean;
}

/** `GET /api/v1/giftPackaging/isEligible`. */
export interface GiftPackagingEligibilityDto {
  eligible: boolean;
  /** Why not (outlet, no wine line); null when eligible. */
  message: string | null;
}

/** `POST /api/v1/me/loyalty/dry_run` (logged customers; ADR 0010 rates). */
export interface CashbackPreviewDto {
  type: 'PRODUCT' | 'CART';
  sku: string | null;
  /** Reais the cashback is computed on (the product's price, or the cart's products after coupon). */
  amount: number;
  /** Reais earned. */
  cashback: number;
  percent: number;
  multiplier: number;
  premium: boolean;
  /** 'Você vai ganhar X de cashback!' (SPEC §6, logged customers). */
  text: string;
  /** Reais in the customer's cashback ledger. */
  balance: number;
}

/** `POST /api/v1/club/promotions/coupon_mgm` (member-get-member, ADR 0010). */
export interface ReferralBenefitDto {
  code: string;
  /** The member who referred (first name only). */
  referrer: string;
  /** Reais off the first club subscription. */
  benefit: number;
  description: string;
}

/** RPC `validateShoppingCart`. */
export interface CartValidationDto {
  valid: boolean;
  /** skuCode null: a problem of the cart (coupon, gift certificate). */
  problems: { skuCode: string | null; message: string }[];
  cart: CartDto;
}

/** RPC `addOrderProductsToCart`. */
export interface OrderProductsResultDto {
  cart: CartDto;
  added: { skuCode: string; quantity: number }[];
  /** `message`: SPEC §8 add-to-cart text; `reason`: the rule's own text. */
  notAdded: { skuCode: string; quantity: number; message: string; reason: string }[];
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
  /** Vale-presente codes applied, in order (ADR 0010); `applied` is what each pays now. */
  giftCertificates: GiftCertificateDto[];
  /** The coupon's code (one coupon per cart), also in `shoppingCart.promotionCodes`. */
  promotionCodes: string[];
  shoppingCart: { promotionCodes: string[] };
  /** The coupon of the cart (ADR 0010); listed with `applies: false` and why when it gives 0. */
  coupon: CouponDto | null;
  /** The coupon's part of `subtotalDiscountMoney`. */
  couponDiscountMoney: MoneyAmountDto;
  /** The gift packaging chosen (SPEC §7 giftPackaging); its price is in the total when it applies. */
  giftPackaging: GiftPackagingDto | null;
  giftPackagingMoney: MoneyAmountDto;
  /** The customer's cashback (ledger balance, whether it is used, the part used); null for visitors. */
  cashBack: CartCashBackDto | null;
  /** Cashback earned on this cart: the customer's (1.2 %, premium 3.6 %) or, for a visitor, the
   * 'Ganhe até' estimate (3.6 %, `upTo`) of SPEC §6/§9; `base` = products after coupon. */
  cashbackPreview: { amount: number; percent: number; upTo: boolean; base: number };
  totalMoney: { amount: number; currency: { currencyCode: 'BRL' } };
  shippingCostValue: MoneyAmountDto | null;
  paymentDetails: { type: string } | null;
  clubePrimeOnCart: boolean;
  wantsDropStop: boolean;
  /** Percent (SPEC §9 premium benefit). */
  primeDiscountRate: number;
  /** Issue #6 promotions, computed on the server (see the DTOs above). */
  campaignPromotion: CampaignPromotionDto | null;
  progressiveDiscountPromotion: ProgressiveDiscountPromotionDto | null;
  choseYourGiftPromotion: ChoseYourGiftPromotionDto | null;
  productGiftPromotion: ProductGiftPromotionDto | null;
  /** Null when no choose-your-gift promotion is active. */
  giftStatusAtCart: GiftStatusDto | null;
}
