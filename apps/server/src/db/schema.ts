/**
 * Database schema (PostgreSQL dialect; PGlite by default, a server when DATABASE_URL is set).
 * Money columns are integer centavos (DESIGN: money). SPEC §3 Product is spread over `products`,
 * `product_constituents`, and the JSON columns whose shapes mirror the spec's nested records.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** SPEC §3 Product.promotion. */
export interface ProductPromotion {
  active: boolean;
  club_member_only: boolean;
  /** ISO date-time with offset (America/Sao_Paulo), when the promotion ends. */
  final_date: string | null;
  stamps: string[];
  hide_stock_amount: boolean;
  stock: number;
  trigger_stock_out: number;
  limit_per_unit?: number;
}

/** SPEC §3 Product.penduraPromotion (stored as given; the API applies the pendura rule of §3). */
export interface PenduraPromotionRecord {
  type: string;
  discountFactor: number;
  stampUrl: string;
  triggerDiscount: number;
  quantityLimit: number;
}

export const producers = pgTable(
  'producers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region').notNull(),
    /** Partner producers have a page under /loja/produtor/{slug}/ (SPEC §2). */
    partner: boolean('partner').notNull().default(false),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('producers_slug_key').on(t.slug)],
);

/** Product categories; beers and accessories exist only in the outlet (SPEC §2). */
export const PRODUCT_CATEGORIES = [
  'vinho',
  'kit',
  'destilado',
  'sidra',
  'azeite',
  'revista',
  'gourmet',
  'cerveja',
  'acessorio',
  'assinatura',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** sku / code / productSku of SPEC §3. */
    code: text('code').notNull(),
    guid: uuid('guid').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    brand: text('brand').notNull(),
    producerId: integer('producer_id').references(() => producers.id),
    category: text('category').$type<ProductCategory>().notNull(),
    /** SPEC §3 productType: 'Vinho', 'Kit', 'Bundle', 'ClubePrime', 'Clube', 'Destilado', … */
    productType: text('product_type').notNull(),
    /** Wine type slug: tinto, branco, rose, espumante, frisante, licoroso (null for non-wine). */
    wineType: text('wine_type'),
    countryCode: text('country_code'),
    countryName: text('country_name'),
    region: text('region'),
    grapes: text('grapes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    vintage: integer('vintage'),
    volumeMl: integer('volume_ml'),
    description: text('description').notNull().default(''),
    listPrice: integer('list_price').notNull(),
    salePrice: integer('sale_price').notNull(),
    clubPrice: integer('club_price').notNull(),
    available: boolean('available').notNull().default(true),
    stock: integer('stock').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    evaluations: integer('evaluations').notNull().default(0),
    /** Attribute map of SPEC §3 (PAIS, TIPO, MENUUVA, REGIAO, CLASSIFICACAO, …, PNT_* awards). */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    promotion: jsonb('promotion').$type<ProductPromotion | null>(),
    penduraPromotion: jsonb('pendura_promotion').$type<PenduraPromotionRecord | null>(),
    /** Number of wine bottles in a kit (2/4/6/8/10), null otherwise. */
    kitSize: integer('kit_size'),
    easyKit: boolean('easy_kit').notNull().default(false),
    inWine: boolean('in_wine').notNull().default(true),
    inOutlet: boolean('in_outlet').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_code_key').on(t.code),
    uniqueIndex('products_guid_key').on(t.guid),
    index('products_category_idx').on(t.category),
    index('products_wine_type_idx').on(t.wineType),
    index('products_country_idx').on(t.countryCode),
    index('products_producer_idx').on(t.producerId),
    index('products_sale_price_idx').on(t.salePrice),
    index('products_grapes_idx').using('gin', t.grapes),
    check(
      'products_prices_check',
      sql`${t.listPrice} >= 0 and ${t.salePrice} >= 0 and ${t.clubPrice} >= 0`,
    ),
    check('products_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** SPEC §3 constituents of kits and bundles. */
export const productConstituents = pgTable(
  'product_constituents',
  {
    kitId: integer('kit_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** SPEC: constituent type such as 'Vinho'. */
    type: text('type').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kitId, t.productId] }),
    check('constituent_qty_check', sql`${t.quantity} > 0`),
  ],
);

/** Key-value settings such as SPEC §3 custom product display settings. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SPEC §7 feature flags: kind enable | value | ab-test. */
export const featureFlags = pgTable(
  'feature_flags',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    value: jsonb('value'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

/** Demo and real customers (accounts are built out in a later issue). */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    cpf: text('cpf'),
    cnpj: text('cnpj'),
    fullName: text('full_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    pessoaJuridica: boolean('pessoa_juridica').notNull().default(false),
    socioClube: boolean('socio_clube').notNull().default(false),
    socioPrime: boolean('socio_prime').notNull().default(false),
    beneficiosClube: boolean('beneficios_clube').notNull().default(false),
    avatarPath: text('avatar_path'),
    ddd1: text('ddd1'),
    phoneNumber: text('phone_number'),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    toBeNotified: boolean('to_be_notified').notNull().default(true),
    /** PJ (legal entity): razão social, nome fantasia, inscrição estadual (null when isento). */
    companyName: text('company_name'),
    tradeName: text('trade_name'),
    stateRegistration: text('state_registration'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('customers_cpf_key').on(t.cpf),
    uniqueIndex('customers_cnpj_key').on(t.cnpj),
  ],
);

/**
 * Sessions (DESIGN auth): the cookie carries a random 256-bit id; only its SHA-256 is stored.
 * A session is *logged* while it is within the idle and absolute lifetimes of its last
 * authentication, and *semi-logged* (remembered) afterwards until `expiresAt` (ADR 0007).
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** End of the remembered (semi-logged) period; the row is dead afterwards. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** Password-reset tokens: single use, expiring, stored as SHA-256 of the token. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/** SPEC §3 Address; uidPk is `id`. The phone is stored as its parts (full number is derived). */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    preferred: boolean('preferred').notNull().default(false),
    caixaPostal: boolean('caixa_postal').notNull().default(false),
    fullTimeConcierge: boolean('full_time_concierge').notNull().default(false),
    titulo: text('titulo'),
    firstName: text('first_name').notNull(),
    street1: text('street1').notNull(),
    numero: text('numero').notNull(),
    bairro: text('bairro').notNull(),
    city: text('city').notNull(),
    complemento: text('complemento'),
    pontoReferencia: text('ponto_referencia'),
    subCountry: text('sub_country').notNull(),
    country: text('country').notNull().default('BR'),
    zipOrPostalCode: text('zip_or_postal_code').notNull(),
    deliveryTime: text('delivery_time'),
    ddd1: text('ddd1').notNull(),
    phoneNumber: text('phone_number').notNull(),
    ddd2: text('ddd2'),
    phoneNumber2: text('phone_number2'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId),
    uniqueIndex('customer_addresses_preferred_key')
      .on(t.customerId)
      .where(sql`${t.preferred}`),
  ],
);

/**
 * Saved credit cards: only the holder, last four digits, brand, expiry and the sandbox gateway's
 * token (DESIGN payments). Never the number or the security code.
 */
export const customerCreditCards = pgTable(
  'customer_credit_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    lastFour: text('last_four').notNull(),
    brand: text('brand').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    preferred: boolean('preferred').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_credit_cards_customer_idx').on(t.customerId),
    uniqueIndex('customer_credit_cards_preferred_key')
      .on(t.customerId)
      .where(sql`${t.preferred}`),
  ],
);

/** SPEC §3/§9 notification preference per channel (EMAIL, SMS/WHATSAPP, PUSH); opt-in default true. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    optIn: boolean('opt_in').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.channel] })],
);

/**
 * Consent history (LGPD): every grant and revocation is a new row; the current state of a
 * purpose is its newest row.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    granted: boolean('granted').notNull(),
    source: text('source').notNull(),
    textVersion: text('text_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('customer_consents_customer_idx').on(t.customerId, t.purpose, t.id)],
);

/** Fixed-window counters for throttling (shared by every app instance on one database). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Spent captcha solutions (a proof of work is accepted once) until their challenge expires. */
export const spentCaptchas = pgTable('spent_captchas', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Outgoing e-mail: written in the transaction of what caused it, delivered by the mailer. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** What kind of message (password-reset, email-changed…), for operators and tests. */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_emails_pending_idx').on(t.status, t.id)],
);

/** Seed bookkeeping: which seed version built this database (the seed is idempotent). */
export const seedRuns = pgTable('seed_runs', {
  id: text('id').primaryKey(),
  products: integer('products').notNull(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue #6: the server-side cart (ADR 0009). A visitor's cart is found by the SHA-256 of its
 * `adega_cart` cookie token; a customer's by customer id and store (one open cart each). `version`
 * grows with every change (optimistic checks by clients); mutations lock the row FOR UPDATE.
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    store: text('store').$type<'WINE' | 'OUTLET'>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash'),
    version: integer('version').notNull().default(0),
    wantsDropStop: boolean('wants_drop_stop').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('carts_token_hash_key').on(t.tokenHash),
    uniqueIndex('carts_customer_store_key')
      .on(t.customerId, t.store)
      .where(sql`${t.customerId} is not null`),
    check('carts_store_check', sql`${t.store} in ('WINE', 'OUTLET')`),
    check('carts_owner_check', sql`${t.customerId} is not null or ${t.tokenHash} is not null`),
  ],
);

/** SPEC §3 Cart item; `id` is uidPk / itemUidPk. Prices are never stored: they are computed. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('cart_items_cart_product_key').on(t.cartId, t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 9999`),
  ],
);

/**
 * `Idempotency-Key` of mutating cart requests: the first response is kept for 24 h and replayed
 * for the same key and request fingerprint (SHA-256 of method, path and body).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProducerRow = typeof producers.$inferSelect;

// ---- Cart promotions (issue #6, SPEC §3 Campaign promotion record, Progressive discount
// promotion, Choose-your-gift promotion). Campaign dates are São Paulo wall-clock dates
// 'YYYY-MM-DD' and hours 'HH:mm[:ss]' (domain campaign-status); money is centavos. Skus are text,
// not product references: a campaign outlives a catalogue reseed. ----

/** SPEC §3 campaign gift of a checkout-gift campaign (min_value in centavos here). */
export interface CampaignGiftRecord {
  sku: string;
  name: string;
  minValue: number;
}

/** The schedule and scope every promotion table shares. */
const promotionScope = () => ({
  storeCodes: text('store_codes').array().notNull(),
  dateInit: text('date_init').notNull(),
  dateEnd: text('date_end').notNull(),
  startHour: text('start_hour'),
  finishHour: text('finish_hour'),
  /** Only active subscribers get it (SPEC §6 club_member_only). */
  membersOnly: boolean('members_only').notNull().default(false),
});

/** Checkout-gift campaigns: gifts earned by the cart total (SPEC §3 "Campaign gifts"). */
export const checkoutGiftCampaigns = pgTable(
  'checkout_gift_campaigns',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    wonText: text('won_text'),
    redirectWeb: text('redirect_web'),
    gifts: jsonb('gifts').$type<CampaignGiftRecord[]>().notNull().default([]),
    ...promotionScope(),
  },
  (t) => [index('checkout_gift_campaigns_window_idx').on(t.dateEnd, t.dateInit)],
);

/** SPEC §3 producerCampaignData (the texts and links of a producer gift). */
export interface ProducerCampaignRecord {
  producerLink: string | null;
  valuePromotion: number;
  description: string;
  itemInfo: string | null;
  title: string;
  availableText: string;
  disableText: string;
  imgPresentation: string | null;
}

/**
 * SPEC §3 Campaign promotion record: a campaign price for `sku` (discounted up to
 * `limit_per_unit` units), and/or a producer gift `item_sku` for the line once the cart total
 * reaches `min_limit_value`.
 */
export const campaignItemPromotions = pgTable(
  'campaign_item_promotions',
  {
    id: serial('id').primaryKey(),
    campaignCode: text('campaign_code').notNull(),
    sku: text('sku').notNull(),
    campaignPrice: integer('campaign_price'),
    limitPerUnit: integer('limit_per_unit'),
    itemSku: text('item_sku'),
    itemDescription: text('item_description'),
    minLimitValue: integer('min_limit_value').notNull().default(0),
    producer: jsonb('producer').$type<ProducerCampaignRecord | null>(),
    redirectWeb: text('redirect_web'),
    ...promotionScope(),
  },
  (t) => [
    index('campaign_item_promotions_window_idx').on(t.dateEnd, t.dateInit),
    index('campaign_item_promotions_sku_idx').on(t.sku),
    index('campaign_item_promotions_item_sku_idx').on(t.itemSku),
    check(
      'campaign_item_promotions_price_check',
      sql`${t.campaignPrice} is null or ${t.campaignPrice} >= 0`,
    ),
    check(
      'campaign_item_promotions_limit_check',
      sql`${t.limitPerUnit} is null or ${t.limitPerUnit} >= 1`,
    ),
  ],
);

/** SPEC §3 Progressive discount promotion. */
export const progressiveDiscountPromotions = pgTable(
  'progressive_discount_promotions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    redirect: text('redirect'),
    progressText: text('progress_text'),
    wonText: text('won_text'),
    applyToAllProducts: boolean('apply_to_all_products').notNull().default(true),
    /** With applyToAllProducts false: the CAMPANHA code a line must carry to count. */
    campaignCode: text('campaign_code'),
    imagePresentation: text('image_presentation'),
    valueType: text('value_type').$type<'porcentagem' | 'money'>().notNull(),
    discountBy: text('discount_by').$type<'garrafas' | 'value'>().notNull(),
    ...promotionScope(),
  },
  (t) => [
    index('progressive_discount_promotions_window_idx').on(t.dateEnd, t.dateInit),
    check('progressive_value_type_check', sql`${t.valueType} in ('porcentagem', 'money')`),
    check('progressive_discount_by_check', sql`${t.discountBy} in ('garrafas', 'value')`),
  ],
);

/** SPEC §3 discounts: bottles or centavos (minLimitValue), percent or centavos (discountValue). */
export const progressiveDiscountTiers = pgTable(
  'progressive_discount_tiers',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => progressiveDiscountPromotions.id, { onDelete: 'cascade' }),
    minLimitValue: integer('min_limit_value').notNull(),
    discountValue: integer('discount_value').notNull(),
    discountValueText: text('discount_value_text').notNull().default(''),
  },
  (t) => [index('progressive_discount_tiers_promotion_idx').on(t.promotionId)],
);

/** SPEC §3 Choose-your-gift promotion (value in centavos). */
export const chooseGiftPromotions = pgTable(
  'choose_gift_promotions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    winDescription: text('win_description'),
    value: integer('value').notNull(),
    expression: text('expression'),
    colors: jsonb('colors').$type<Record<string, string>>().notNull().default({}),
    ...promotionScope(),
  },
  (t) => [index('choose_gift_promotions_window_idx').on(t.dateEnd, t.dateInit)],
);

/** SPEC §3 skus of a choose-your-gift promotion; `id` is the giftUidpk of the PUT call. */
export const chooseGiftOptions = pgTable(
  'choose_gift_options',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => chooseGiftPromotions.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    img: text('img'),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('choose_gift_options_promotion_sku_key').on(t.promotionId, t.sku)],
);

/** SPEC §3 giftStatusAtCart: the gift the cart's owner chose (one per cart). */
export const cartChosenGifts = pgTable('cart_chosen_gifts', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  promotionId: integer('promotion_id').references(() => chooseGiftPromotions.id, {
    onDelete: 'set null',
  }),
  sku: text('sku'),
  requestStamp: timestamp('request_stamp', { withTimezone: true }),
  hadError: boolean('had_error').notNull().default(false),
});

/** Cart lines added as producer gifts (priced 0 while their campaign record holds). */
export const cartItemGifts = pgTable('cart_item_gifts', {
  cartItemId: integer('cart_item_id')
    .primaryKey()
    .references(() => cartItems.id, { onDelete: 'cascade' }),
  /** The campaign record; no reference (a reseed replaces the records). */
  campaignItemPromotionId: integer('campaign_item_promotion_id').notNull(),
});

// ---- Issue #6 (ADR 0010): coupons, gift certificates, gift packaging, cashback, referrals. ----

/** A coupon is data (ADR 0010). `code` is stored upper case; lookups are case-insensitive. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** PERCENT (value = whole percent) or FIXED (value = centavos). */
    kind: text('kind').$type<'PERCENT' | 'FIXED'>().notNull(),
    value: integer('value').notNull(),
    freeShipping: boolean('free_shipping').notNull().default(false),
    minimumValue: integer('minimum_value').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    storeCodes: jsonb('store_codes').$type<('WINE' | 'OUTLET')[]>().notNull(),
    membersOnly: boolean('members_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('PERCENT', 'FIXED')`),
    check(
      'coupons_value_check',
      sql`${t.value} >= 0 and (${t.kind} <> 'PERCENT' or ${t.value} <= 100)`,
    ),
  ],
);

/** One use of a coupon by an order (checkout writes these; the limits count them). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    index('coupon_redemptions_customer_idx').on(t.couponId, t.customerId),
  ],
);

/** Vale-presente: a code with a balance (centavos) and an expiry. Spent at checkout. */
export const giftCertificates = pgTable(
  'gift_certificates',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    balance: integer('balance').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_certificates_code_key').on(sql`upper(${t.code})`),
    check('gift_certificates_balance_check', sql`${t.balance} >= 0`),
  ],
);

/** Gift packaging options (SPEC §7 giftPackaging): sku, name, price (centavos), image. */
export const giftPackagingOptions = pgTable(
  'gift_packaging_options',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    image: text('image').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('gift_packaging_options_sku_key').on(t.sku),
    check('gift_packaging_options_price_check', sql`${t.price} >= 0`),
  ],
);

/** What a cart has besides its lines: coupon, gift packaging, cashback use (one row per cart). */
export const cartAdjustments = pgTable('cart_adjustments', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  giftPackagingId: integer('gift_packaging_id').references(() => giftPackagingOptions.id, {
    onDelete: 'set null',
  }),
  useCashBack: boolean('use_cash_back').notNull().default(false),
});

/** Gift certificates applied to a cart, in the order they were added. */
export const cartGiftCertificates = pgTable(
  'cart_gift_certificates',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => giftCertificates.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.certificateId] })],
);

/** The cashback ledger: credits (> 0) and debits (< 0); the balance is the sum. */
export const cashbackLedger = pgTable(
  'cashback_ledger',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<'CREDIT' | 'DEBIT'>().notNull(),
    description: text('description').notNull(),
    orderNumber: text('order_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cashback_ledger_customer_idx').on(t.customerId),
    check('cashback_ledger_kind_check', sql`${t.kind} in ('CREDIT', 'DEBIT')`),
    check(
      'cashback_ledger_sign_check',
      sql`(${t.kind} = 'CREDIT' and ${t.amount} > 0) or (${t.kind} = 'DEBIT' and ${t.amount} < 0)`,
    ),
  ],
);

/** Member-get-member referral codes of club members (SPEC §7 coupon_mgm). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The friend's discount on the first club subscription, centavos. */
    benefit: integer('benefit').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('referral_codes_code_key').on(sql`upper(${t.code})`),
    check('referral_codes_benefit_check', sql`${t.benefit} > 0`),
  ],
);
