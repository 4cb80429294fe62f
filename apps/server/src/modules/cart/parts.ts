/**
 * The seam the cart owns (issue #33, ADR 0048): the cart is at the bottom of the commerce modules
 * and imports none of them. What promotions and coupons (certificates, packaging, cashback,
 * referral) add to a cart comes in as `CartPart`s and one `CartPricer`, handed to the cart
 * service at wiring (services.ts). A part brings its SQL column of the cart's one read and its
 * parser, what it gives the pricing, its fields of the cart document, and its hooks in the sign-in
 * merge, in a change's settling and in an add.
 */
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { OpenSubscriptionKind } from '@adega/domain/cart/cart-inputs';
import type { CartAdjustmentRows, PricedCart } from '@adega/domain/cart/pricing';
import type { Store } from '@adega/domain/store';
import type { Queryable, Tx } from '../../db/client.ts';
import type { PreparedStatements } from '../../db/prepared.ts';
import type { AddressDto, CartDto, DeliveryMethod, OrderGiftDto } from '../../contract.ts';
import type { CartProductRow, CustomerFlags } from '../../db/cart-inputs.ts';
import type { CartRow } from './repo.ts';

/** A cart line's product: its cart columns (also a gift line's product). */
export type CartLineProduct = NonNullable<CartProductRow>;

export interface StateLine {
  itemId: number;
  quantity: number;
  product: CartLineProduct;
  kitSize: number | null;
  /** The producer-gift record that granted the line (its gift mark), null for a bought line. */
  giftRecordId: number | null;
}

/** Issue #13: the checkout choices stored on the cart row (the checkout module writes them). */
export interface CheckoutChoices {
  shippingAddress: AddressDto | null;
  shippingLevelCode: string | null;
  deliveryMethod: DeliveryMethod;
  orderGift: OrderGiftDto | null;
}

/** One loaded cart: its row, the owner's flags, the lines, and each part's value by its key. */
export interface CartState {
  cart: CartRow | null;
  flags: CustomerFlags | null;
  customerId: number | null;
  lines: StateLine[];
  checkout: CheckoutChoices;
  parts: Readonly<Record<string, unknown>>;
}

/** The priced cart: the domain pipeline's answer (promotions, totals, adjustments, shipping). */
export type PricedState = PricedCart<CartLineProduct>;

export interface PriceRequest {
  state: CartState;
  store: Store;
  now: Date;
  /** In a mutation: stale gift lines leave the cart (the caller deletes them). */
  dropStaleGifts?: boolean;
  /** The adjustment rows of the domain pipeline, gathered from the parts by the cart. */
  adjustments: CartAdjustmentRows;
}

/** Prices a loaded cart (the promotions module: its registry and records). */
export interface CartPricer {
  price(q: Queryable, request: PriceRequest): Promise<PricedState>;
}

/** One change of the cart, run inside the lock. */
export interface ChangeContext {
  tx: Tx;
  cart: CartRow;
  flags: CustomerFlags | null;
  store: Store;
  now: Date;
  /** The cart priced as it stands now in this transaction (for checks that need its figures). */
  priced: () => Promise<PricedState>;
  /** The cart document as it stands now in this transaction (with every promotion). */
  document: () => Promise<CartDto>;
  /** The session's prepared statements (PGlite), for the hot statements of a change. */
  statements: PreparedStatements | null;
  /**
   * The kinds of the customer's subscriptions that are not cancelled (none for a visitor), read in
   * this transaction: a club member adds no club line, a premium one no premium line (ADR 0022).
   */
  openSubscriptions: () => Promise<ReadonlySet<OpenSubscriptionKind>>;
}
export type Change = (ctx: ChangeContext) => Promise<void>;

/** The fields of the cart document a part fills (the cart's own defaults are the empty values). */
export type PartFields = Partial<CartDto>;

export interface CartPart<V = unknown> {
  /** The part's name: its column in the cart's read and its key in `CartState.parts`. */
  readonly key: string;
  /**
   * SQL of one JSON column of the cart's one read. `cartId` and `customerId` are the outer
   * query's (correlated sub-selects); `cartId` is `null::int` for a customer without a cart.
   */
  sql(cartId: AnyColumn | SQL, customerId: AnyColumn | SQL): SQL;
  /** The column's value, typed; `json` is null when nothing was read (a visitor without a cart). */
  parse(json: unknown, customerId: number | null): V;
  /** What the part gives the pricing pipeline (the domain's adjustment rows). */
  pricing?(value: V, state: CartState): Partial<CartAdjustmentRows>;
  /** Its fields of the cart document. */
  document?(value: V, priced: PricedState): PartFields;
  /** Sign-in merge (ADR 0009): what the visitor's cart had moves onto the customer's. */
  merge?(tx: Tx, fromCartId: number, toCartId: number, at: Date): Promise<void>;
  /** After a change's pricing run: what the pricing found stale leaves the cart. */
  settle?(tx: Tx, cartId: number, priced: PricedState): Promise<void>;
  /** An add the part takes itself (a producer gift): true when it added the line. */
  add?(ctx: ChangeContext, sku: string): Promise<boolean>;
}

/** The subscriptions module's answer, handed over at wiring (the cart imports none of it). */
export type OpenSubscriptionKinds = (
  q: Queryable,
  customerId: number,
) => Promise<ReadonlySet<OpenSubscriptionKind>>;

/** What the other modules hand the cart at wiring (services.ts, ADR 0048). */
export interface CartWiring {
  /** Prices a loaded cart (the promotions module). */
  pricer: CartPricer;
  /** What promotions and coupons add to a cart, in the order their document fields apply. */
  parts?: readonly CartPart[];
  openSubscriptionKinds?: OpenSubscriptionKinds;
}

/** The value `part` read for this cart (its parse of nothing when the part was not wired). */
export function partValue<V>(state: CartState, part: CartPart<V>): V {
  return part.key in state.parts
    ? (state.parts[part.key] as V)
    : part.parse(null, state.customerId);
}
