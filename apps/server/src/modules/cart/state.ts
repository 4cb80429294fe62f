/**
 * The cart's one read (issue #12 B2): the cart row, the owner's flags, the lines with their
 * products, gift marks and kit sizes, and one JSON column per cart part (the chosen gift; the
 * coupon and its usage counts, packaging, certificates, cashback…) — one SQL statement,
 * JSON-aggregated. The parts' SQL is their own, handed in at wiring (parts.ts, ADR 0048).
 * A customer without a cart costs a second, small query (flags and the parts' columns).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Store } from '@adega/domain/store';
import { preparedRows, type PreparedStatements } from '../../db/prepared.ts';
import { carts, customers } from '../../db/schema.ts';
import type { AddressDto, DeliveryMethod, OrderGiftDto } from '../../contract.ts';
import { digest } from '../auth/tokens.ts';
import type { CartOwner } from './identity.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import type { CartPart, CartState, CheckoutChoices, StateLine } from './parts.ts';
import type { CustomerFlags } from '../../db/cart-inputs.ts';
import { giftMarkSql, type CartRow } from './repo.ts';

const NO_CHECKOUT: CheckoutChoices = {
  shippingAddress: null,
  shippingLevelCode: null,
  deliveryMethod: 'DELIVERY',
  orderGift: null,
};

/** A product's cart columns as JSON (`p` is the products row): the shape of a CartProductRow. */
export const PRODUCT_JSON = sql`json_build_object('id', p.id, 'code', p.code, 'guid', p.guid,
  'name', p.name, 'brand', p.brand, 'category', p.category, 'productType', p.product_type,
  'countryName', p.country_name, 'attributes', p.attributes, 'listPrice', p.list_price,
  'salePrice', p.sale_price, 'clubPrice', p.club_price, 'available', p.available,
  'stock', p.stock, 'promotion', p.promotion, 'penduraPromotion', p.pendura_promotion,
  'inWine', p.in_wine, 'inOutlet', p.in_outlet)`;

function linesJson(cartId: SQL | typeof carts.id): SQL {
  return sql`coalesce((select json_agg(json_build_object('itemId', ci.id, 'quantity', ci.quantity,
      'kitSize', p.kit_size, 'giftRecordId', ${giftMarkSql(sql`ci.id`)}, 'product', ${PRODUCT_JSON})
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
  [part: string]: unknown;
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

/** The parts' columns of the cart's read (`cartId`, `customerId`: the outer query's). */
function partColumns(parts: readonly CartPart[], cartId: SQL | typeof carts.id, customerId: SQL) {
  return sql.join(
    parts.map((part) => sql`${part.sql(cartId, customerId)} as ${sql.identifier(part.key)}`),
    sql`, `,
  );
}

function partValues(
  parts: readonly CartPart[],
  row: Record<string, unknown> | undefined,
  customerId: number | null,
): Record<string, unknown> {
  return Object.fromEntries(
    parts.map((part) => [part.key, part.parse(row?.[part.key] ?? null, customerId)]),
  );
}

/**
 * The cart found by `where` (an owner's, or one cart by id) with everything its document needs:
 * the lines and each part's column. `lock` takes the row lock (FOR UPDATE OF carts) inside a
 * mutation's transaction. `statements` (the database's prepared-statement cache) saves planning
 * the statement on every call.
 */
export async function loadCartState(
  q: Queryable,
  parts: readonly CartPart[],
  where: SQL | undefined,
  customerId: number | null,
  lock = false,
  statements: PreparedStatements | null = null,
): Promise<CartState> {
  if (where) {
    const columns = parts.length
      ? sql`, ${partColumns(parts, carts.id, sql`${carts.customerId}`)}`
      : sql``;
    const [row] = await preparedRows<StateRow>(
      q,
      statements,
      sql`select ${CART_COLUMNS}, ${FLAGS_JSON} as flags, ${linesJson(carts.id)} as lines${columns}
        from ${carts} where ${where} limit 1${lock ? sql` for update of ${carts}` : sql``}`,
    );
    if (row) {
      const owner = row.customer_id;
      return {
        cart: cartOf(row),
        flags: row.flags,
        customerId: owner,
        lines: row.lines,
        checkout: {
          shippingAddress: row.shipping_address,
          shippingLevelCode: row.shipping_level_code,
          deliveryMethod: row.delivery_method,
          orderGift: row.order_gift,
        },
        parts: partValues(parts, row, owner),
      };
    }
  }
  if (customerId === null) {
    return {
      cart: null,
      flags: null,
      customerId,
      lines: [],
      checkout: NO_CHECKOUT,
      parts: partValues(parts, undefined, null),
    };
  }
  // A customer without a cart yet: the flags and what the parts show without one (the cashback
  // balance) still show.
  const columns = parts.length
    ? sql`, ${partColumns(parts, sql`null::int`, sql`${customers.id}`)}`
    : sql``;
  const [row] = await preparedRows<CustomerFlags & Record<string, unknown>>(
    q,
    null,
    sql`select ${customers.socioClube} as "socioClube", ${customers.socioPrime} as "socioPrime",
      ${customers.beneficiosClube} as "beneficiosClube"${columns}
      from ${customers} where ${customers.id} = ${customerId}`,
  );
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
    checkout: NO_CHECKOUT,
    parts: partValues(parts, row, customerId),
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
