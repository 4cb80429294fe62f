/** Catalogue tables: producers, products (SPEC §3 Product) and kit constituents. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { serialId, tz, flag, ownedBy, requiredRef } from './columns.ts';
import { STORED_PRODUCT_CATEGORIES, type StoredProductCategory } from '@adega/domain/catalogue';

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
    id: serialId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region').notNull(),
    /** Partner producers have a page under /loja/produtor/{slug}/ (SPEC §2). */
    partner: flag('partner'),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('producers_slug_key').on(t.slug)],
);

/** Product categories, the domain's one list; beers and accessories exist only in the outlet (SPEC §2). */
export const PRODUCT_CATEGORIES = STORED_PRODUCT_CATEGORIES;
export type ProductCategory = StoredProductCategory;

export const products = pgTable(
  'products',
  {
    id: serialId(),
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
    available: flag('available', true),
    stock: integer('stock').notNull().default(0),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    evaluations: integer('evaluations').notNull().default(0),
    /** Attribute map of SPEC §3 (PAIS, TIPO, MENUUVA, REGIAO, CLASSIFICACAO, …, PNT_* awards). */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    promotion: jsonb('promotion').$type<ProductPromotion | null>(),
    penduraPromotion: jsonb('pendura_promotion').$type<PenduraPromotionRecord | null>(),
    /** Number of wine bottles in a kit (2/4/6/8/10), null otherwise. */
    kitSize: integer('kit_size'),
    easyKit: flag('easy_kit'),
    inWine: flag('in_wine', true),
    inOutlet: flag('in_outlet'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
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
    // ADR 0037: listings in their default order (relevance, the ORDER BY of catalog/repo
    // `orderOf`) read the first page from this index instead of sorting every product.
    index('products_relevance_idx').on(
      sql`(${t.available} and ${t.listPrice} > 0) desc`,
      sql`${t.rating} desc nulls last`,
      sql`${t.evaluations} desc`,
      t.id,
    ),
    index('products_name_idx').on(t.name, t.id),
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
    kitId: ownedBy('kit_id', () => products.id),
    productId: requiredRef('product_id', () => products.id),
    /** SPEC: constituent type such as 'Vinho'. */
    type: text('type').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kitId, t.productId] }),
    check('constituent_qty_check', sql`${t.quantity} > 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProducerRow = typeof producers.$inferSelect;
