/**
 * The cart's one read (issue #12 B2): the cart row, the owner's flags, the lines with their
 * products, gift marks and kit sizes, the chosen gift, and the adjustment rows (coupon and its
 * usage counts, packaging, certificates, cashback) — one SQL statement, JSON-aggregated. The
 * promotion and adjustment parts are the promotions' and coupons' own SQL (their public services).
 * A customer without a cart costs a second, small query (flags and cashback balance).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ChosenGiftChoice } from '@adega/domain/promotions/records';
import type { Store } from '@adega/domain/store';
import { preparedRows, type PreparedStatements } from '../../db/prepared.ts';
import { carts, customers } from '../../db/schema.ts';
import type { AddressDto, DeliveryMethod, OrderGiftDto } from '../../contract.ts';
import { digest } from '../auth/tokens.ts';
import { cartAdjustmentsOf, cartAdjustmentsSql } from '../coupons/service.ts';
import { chosenGiftOf, chosenGiftSql, giftRecordSql } from '../promotions/service.ts';
import type { CartOwner } from './identity.ts';
import { type CartProductRow, type CartRow, type CustomerFlags } from './repo.ts';
import type { Queryable, Tx } from '../../db/client.ts';

export interface StateLine {
  itemId: number;
  quantity: number;
  product: NonNullable<CartProductRow>;
  kitSize: number | null;
  giftRecordId: number | null;
}

export type AdjustmentRows = ReturnType<typeof cartAdjustmentsOf>;

/** Issue #13: the checkout choices stored on the cart row (the checkout module writes them). */
export interface CheckoutChoices {
  shippingAddress: AddressDto | null;
  shippingLevelCode: string | null;
  deliveryMethod: DeliveryMethod;
  orderGift: OrderGiftDto | null;
}

const NO_CHECKOUT: CheckoutChoices = {
  shippingAddress: null,
  shippingLevelCode: null,
  deliveryMethod: 'DELIVERY',
  orderGift: null,
};

export interface CartState {
  cart: CartRow | null;
  flags: CustomerFlags | null;
  customerId: number | null;
  lines: StateLine[];
  chosen: ChosenGiftChoice | null;
  adjustments: AdjustmentRows;
  checkout: CheckoutChoices;
}

/** A product's cart columns as JSON (`p` is the products row): the shape of a CartProductRow. */
export const PRODUCT_JSON = sql`json_build_object('id', p.id, 'code', p.code, 'guid', p.guid,
  'name', p.name, 'brand', p.brand, 'category', p.category, 'productType', p.product_type,
  'countryName', p.country_name, 'attributes', p.attributes, 'listPrice', p.list_price,
  'salePrice', p.sale_price, 'clubPrice', p.club_price, 'available', p.available,
  'stock', p.stock, 'promotion', p.promotion, 'penduraPromotion', p.pendura_promotion,
  'inWine', p.in_wine, 'inOutlet', p.in_outlet)`;

function linesJson(cartId: SQL | typeof carts.id): SQL {
  return sql`coalesce((select json_agg(json_build_object('itemId', ci.id, 'quantity', ci.quantity,
      'kitSize', p.kit_size, 'giftRecordId', ${giftRecordSql(sql`ci.id`)}, 'product', ${PRODUCT_JSON})
      order by ci.id)
    from cart_items ci join products p on p.id = ci.product_id where ci.cart_id = ${cartId}), '[]'::json)`;
}

const FLAGS_JSON = sql`(select json_build_object('socioClube', cu.socio_clube,
  'socioPrime', cu.socio_prime, 'beneficiosClube', cu.beneficios_clube)
  from customers cu where cu.id = ${carts.customerId})`;

/** Where the owner's cart is, or null when the owner can have none yet (a visitor without a cookie). */
export function ownerCondition(owner: CartOwner, store: Store): SQL | undefined {
  if (owner.kind === 'customer') {
    return and(eq(carts.customerId, owner.customerId), eq(carts.store, store));
  }
  if (owner.token) return and(eq(carts.tokenHash, digest(owner.token)), eq(carts.store, store));
  return undefined;
}

/** The carts row as the raw statements answer it (CART_COLUMNS). */
interface CartColumnsRow {
  id: number;
  store: CartRow['store'];
  customer_id: number | null;
  token_hash: string | null;
  version: number;
  wants_drop_stop: boolean;
  shipping_address: AddressDto | null;
  shipping_level_code: string | null;
  delivery_method: DeliveryMethod;
  order_gift: OrderGiftDto | null;
  created_at: string | Date;
  updated_at: string | Date;
}

interface StateRow extends CartColumnsRow {
  flags: CustomerFlags | null;
  lines: StateLine[];
  chosen: unknown;
  adjustments: unknown;
}

const CART_COLUMNS = sql`"carts"."id", "carts"."store", "carts"."customer_id", "carts"."token_hash",
  "carts"."version", "carts"."wants_drop_stop", "carts"."shipping_address",
  "carts"."shipping_level_code", "carts"."delivery_method", "carts"."order_gift",
  "carts"."created_at", "carts"."updated_at"`;

function cartOf(row: CartColumnsRow): CartRow {
  return {
    id: row.id,
    store: row.store,
    customerId: row.customer_id,
    tokenHash: row.token_hash,
    version: row.version,
    wantsDropStop: row.wants_drop_stop,
    shippingAddress: row.shipping_address,
    shippingLevelCode: row.shipping_level_code,
    deliveryMethod: row.delivery_method,
    orderGift: row.order_gift,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/**
 * The cart found by `where` (an owner's, or one cart by id) with everything its document needs.
 * `lock` takes the row lock (FOR UPDATE OF carts) inside a mutation's transaction. `statements`
 * (the database's prepared-statement cache) saves planning the statement on every call.
 */
export async function loadCartState(
  q: Queryable,
  where: SQL | undefined,
  customerId: number | null,
  lock = false,
  statements: PreparedStatements | null = null,
): Promise<CartState> {
  if (where) {
    const [row] = await preparedRows<StateRow>(
      q,
      statements,
      sql`select ${CART_COLUMNS}, ${FLAGS_JSON} as flags, ${linesJson(carts.id)} as lines,
        ${chosenGiftSql(carts.id)} as chosen,
        ${cartAdjustmentsSql(carts.id, carts.customerId)} as adjustments
        from ${carts} where ${where} limit 1${lock ? sql` for update of ${carts}` : sql``}`,
    );
    if (row) {
      const owner = row.customer_id;
      return {
        cart: cartOf(row),
        flags: row.flags,
        customerId: owner,
        lines: row.lines,
        chosen: chosenGiftOf(row.chosen),
        adjustments: cartAdjustmentsOf(row.adjustments, owner),
        checkout: {
          shippingAddress: row.shipping_address,
          shippingLevelCode: row.shipping_level_code,
          deliveryMethod: row.delivery_method,
          orderGift: row.order_gift,
        },
      };
    }
  }
  if (customerId === null) {
    return {
      cart: null,
      flags: null,
      customerId,
      lines: [],
      chosen: null,
      adjustments: cartAdjustmentsOf(null, null),
      checkout: NO_CHECKOUT,
    };
  }
  // A customer without a cart yet: the flags and the cashback balance still show.
  const [row] = await q
    .select({
      socioClube: customers.socioClube,
      socioPrime: customers.socioPrime,
      beneficiosClube: customers.beneficiosClube,
      adjustments: sql<unknown>`${cartAdjustmentsSql(sql`null::int`, customers.id)}`,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return {
    cart: null,
    flags: row
      ? {
          socioClube: row.socioClube,
          socioPrime: row.socioPrime,
          beneficiosClube: row.beneficiosClube,
        }
      : null,
    customerId,
    lines: [],
    chosen: null,
    adjustments: cartAdjustmentsOf(row?.adjustments ?? null, customerId),
    checkout: NO_CHECKOUT,
  };
}

/**
 * Locks the cart found by `where` for one change and counts the change, in one statement: the
 * UPDATE takes the row lock that SELECT … FOR UPDATE took (concurrent changes of a cart wait here
 * and run in turn) and bumps the version; RETURNING gives the row and the owner's flags. A
 * refused or replayed change rolls its transaction back, so the version moves only with a
 * change. Nothing else is read here: on PostgreSQL a statement that waited for the lock still
 * reads the other tables as they were before it waited, so the lines are read after it.
 * Undefined when there is no such cart.
 */
export async function lockForChange(
  tx: Tx,
  where: SQL | undefined,
  at: Date,
  statements: PreparedStatements | null,
): Promise<{ cart: CartRow; flags: CustomerFlags | null } | undefined> {
  if (!where) return undefined;
  const [row] = await preparedRows<CartColumnsRow & { flags: CustomerFlags | null }>(
    tx,
    statements,
    sql`update ${carts} set "version" = "carts"."version" + 1, "updated_at" = ${at.toISOString()}
      where ${where} returning ${CART_COLUMNS}, ${FLAGS_JSON} as flags`,
  );
  return row ? { cart: cartOf(row), flags: row.flags } : undefined;
}
