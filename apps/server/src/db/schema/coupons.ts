/** Adjustments (ADR 0010): coupons, gift certificates, gift packaging, cashback, referrals. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { serialId, tz, flag, ownedBy } from './columns.ts';
import { customers } from './customers.ts';
import { carts } from './cart.ts';

// ---- Issue #6 (ADR 0010): coupons, gift certificates, gift packaging, cashback, referrals. ----

/** A coupon is data (ADR 0010). `code` is stored upper case; lookups are case-insensitive. */
export const coupons = pgTable(
  'coupons',
  {
    id: serialId(),
    code: text('code').notNull(),
    /** PERCENT (value = whole percent) or FIXED (value = centavos). */
    kind: text('kind').$type<'PERCENT' | 'FIXED'>().notNull(),
    value: integer('value').notNull(),
    freeShipping: flag('free_shipping'),
    minimumValue: integer('minimum_value').notNull().default(0),
    validFrom: tz('valid_from'),
    validUntil: tz('valid_until'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    storeCodes: jsonb('store_codes').$type<('WINE' | 'OUTLET')[]>().notNull(),
    membersOnly: flag('members_only'),
    active: flag('active', true),
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
    id: serialId(),
    couponId: ownedBy('coupon_id', () => coupons.id),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    createdAt: tz('created_at').notNull(),
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
    id: serialId(),
    code: text('code').notNull(),
    balance: integer('balance').notNull(),
    expiresAt: tz('expires_at'),
    active: flag('active', true),
    createdAt: tz('created_at').notNull(),
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
    id: serialId(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    image: text('image').notNull(),
    active: flag('active', true),
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
  useCashBack: flag('use_cash_back'),
  /** Issue #15 (ADR 0023): a friend's referral code, for the club line of this cart. */
  referralCodeId: integer('referral_code_id').references(() => referralCodes.id, {
    onDelete: 'set null',
  }),
});

/** Gift certificates applied to a cart, in the order they were added. */
export const cartGiftCertificates = pgTable(
  'cart_gift_certificates',
  {
    cartId: ownedBy('cart_id', () => carts.id),
    certificateId: ownedBy('certificate_id', () => giftCertificates.id),
    addedAt: tz('added_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.certificateId] })],
);

/** The cashback ledger: credits (> 0) and debits (< 0); the balance is the sum. */
export const cashbackLedger = pgTable(
  'cashback_ledger',
  {
    id: serialId(),
    customerId: ownedBy('customer_id', () => customers.id),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<'CREDIT' | 'DEBIT'>().notNull(),
    description: text('description').notNull(),
    orderNumber: text('order_number'),
    /** Issue #14: set on the credit of an order's earned cashback, unique: credited once. */
    earnedByOrder: text('earned_by_order'),
    /**
     * Issue #15: the source of a credit that must happen once (e.g. 'assinatura:12:2026-12', a
     * premium subscription's monthly cashback), unique.
     */
    source: text('source'),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    index('cashback_ledger_customer_idx').on(t.customerId),
    uniqueIndex('cashback_ledger_earned_key').on(t.earnedByOrder),
    uniqueIndex('cashback_ledger_source_key').on(t.source),
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
    id: serialId(),
    code: text('code').notNull(),
    customerId: ownedBy('customer_id', () => customers.id),
    /** The friend's discount on the first club subscription, centavos. */
    benefit: integer('benefit').notNull(),
    active: flag('active', true),
    createdAt: tz('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('referral_codes_code_key').on(sql`upper(${t.code})`),
    /** Issue #15 (ADR 0023): one code per member (concurrent subscriptions create one). */
    uniqueIndex('referral_codes_customer_key').on(t.customerId),
    check('referral_codes_benefit_check', sql`${t.benefit} > 0`),
  ],
);
