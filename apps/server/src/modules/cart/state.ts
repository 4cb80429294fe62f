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
import { carts, customers } from '../../db/schema.ts';
import { digest } from '../auth/tokens.ts';
import { cartAdjustmentsOf, cartAdjustmentsSql } from '../coupons/service.ts';
import { chosenGiftOf, chosenGiftSql, giftRecordSql } from '../promotions/service.ts';
import type { CartOwner } from './identity.ts';
import { type CartProductRow, type CartRow, type CustomerFlags, type Queryable } from './repo.ts';

export interface StateLine {
  itemId: number;
  quantity: number;
  product: NonNullable<CartProductRow>;
  kitSize: number | null;
  giftRecordId: number | null;
}

export type AdjustmentRows = ReturnType<typeof cartAdjustmentsOf>;

export interface CartState {
  cart: CartRow | null;
  flags: CustomerFlags | null;
  customerId: number | null;
  lines: StateLine[];
  chosen: ChosenGiftChoice | null;
  adjustments: AdjustmentRows;
}

const PRODUCT_JSON = sql`json_build_object('id', p.id, 'code', p.code, 'guid', p.guid,
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

/**
 * The cart found by `where` (an owner's, or one cart by id) with everything its document needs.
 * `lock` takes the row lock (FOR UPDATE OF carts) inside a mutation's transaction.
 */
export async function loadCartState(
  q: Queryable,
  where: SQL | undefined,
  customerId: number | null,
  lock = false,
): Promise<CartState> {
  if (where) {
    const query = q
      .select({
        cart: carts,
        flags: sql<CustomerFlags | null>`${FLAGS_JSON}`,
        lines: sql<StateLine[]>`${linesJson(carts.id)}`,
        chosen: sql<unknown>`${chosenGiftSql(carts.id)}`,
        adjustments: sql<unknown>`${cartAdjustmentsSql(carts.id, carts.customerId)}`,
      })
      .from(carts)
      .where(where)
      .limit(1);
    const [row] = lock ? await query.for('update', { of: carts }) : await query;
    if (row) {
      const owner = row.cart.customerId;
      return {
        cart: row.cart,
        flags: row.flags,
        customerId: owner,
        lines: row.lines,
        chosen: chosenGiftOf(row.chosen),
        adjustments: cartAdjustmentsOf(row.adjustments, owner),
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
  };
}
