/**
 * Cart use cases (issue #6, ADR 0009; issue #12 B2). Every change of one cart runs in one
 * transaction that first locks the cart row (UPDATE … version + 1: the lock and the change's count
 * in one statement, state.ts `lockForChange`), so concurrent changes of a cart run one after the
 * other and each sees what the previous one committed (10 parallel adds → quantity 10). The rules
 * come from `packages/domain` and are checked inside the lock; the
 * `Idempotency-Key` is checked and recorded inside it too. One pricing pipeline: the cart is
 * loaded in one SQL statement (state.ts, with its parts' columns), priced once by the wired
 * pricer (the promotions' registry → adjustments), and the priced cart is mapped to the document
 * in a separate step (document.ts). The cart imports no business module (parts.ts, ADR 0048).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buyerOf, type OpenSubscriptionKind } from '@adega/domain/cart/cart-inputs';
import { checkLine, ITEM_NOT_FOUND } from '@adega/domain/cart/cart-rules';
import type { CartAdjustmentRows } from '@adega/domain/cart/pricing';
import { quoteOf } from '@adega/domain/checkout/quote';
import { AppError } from '@adega/domain/errors';
import { hasSubscription, isFeatureVisible, isPremiumBuyer } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { preparedRows, preparedStatementsOf } from '../../db/prepared.ts';
import { cartItems, carts } from '../../db/schema.ts';
import type { CartDto } from '../../contract.ts';
import { newToken } from '../auth/tokens.ts';
import { cartDocument } from './document.ts';
import {
  recordResponse,
  replayOf,
  purgeExpiredKeys,
  Replayed,
  type StoredResponse,
} from '../../db/idempotency.ts';
import type { IdempotencyRequest } from '../../http/idempotency.ts';
import type { CartOwner } from './identity.ts';
import { addProduct, loadProduct, refuseGiftQuantityChange } from './lines.ts';
import { mergeAnonymousCart } from './merge.ts';
import type { CartState, CartWiring, Change, PricedState } from './parts.ts';
import { rememberServedQuote } from './quotes.ts';
import { createCustomerCart, createVisitorCart, findCart, hasPrimeLine } from './repo.ts';
import { refuse } from './rules.ts';
import { loadCartState, lockForChange, ownerCondition } from './state.ts';

// The cart's public surface for the other modules (no import of internals).
export { addProduct } from './lines.ts';
// Order placement refuses a line by the same rule codes as the cart.
export { refuse } from './rules.ts';
// Order placement compares the cart with the quotes it was served with (ADR 0049).
export { servedQuotes } from './quotes.ts';
export { partValue } from './parts.ts';
export { premiumBuyerOf } from './premium-buyer.ts';
export { shippingLevelDto } from './document.ts';
export type { CartOwner } from './identity.ts';
export type {
  CartLineProduct,
  CartWiring,
  OpenSubscriptionKinds,
  CartPart,
  CartPricer,
  CartState,
  Change,
  ChangeContext,
  PartFields,
  PricedState,
  PriceRequest,
} from './parts.ts';

/** The id of the owner's cart of this store, or null (no lock): for a mark kept outside a change. */
export async function cartIdOf(
  q: Queryable,
  owner: CartOwner,
  store: Store,
): Promise<number | null> {
  return (await findCart(q, owner, store))?.id ?? null;
}

export const DROP_STOP_UNAVAILABLE = 'O corta-gotas não está disponível nesta loja.';

export interface MutationRequest {
  owner: CartOwner;
  store: Store;
  idempotency: IdempotencyRequest | null;
  /** The HTTP answer for the changed cart (RPC wraps it in `{ data }`, REST sends it as is). */
  respond: (cart: CartDto) => StoredResponse;
  /**
   * False: the caller has no use for the changed cart's document (order placement prices and
   * checks the locked cart itself), so the change ends without the final read and pricing run;
   * `respond` is not called. Only without an Idempotency-Key (there is no answer to record).
   */
  answer?: boolean;
}

export interface MutationResult extends StoredResponse {
  /** A new visitor cart was created: the caller sets this token as the `adega_cart` cookie. */
  newCartToken: string | null;
}

export interface CartService {
  /** The owner's cart document; an empty one when there is none (nothing is created). */
  view(owner: CartOwner, store: Store): Promise<CartDto>;
  add(request: MutationRequest, sku: string, quantity: number): Promise<MutationResult>;
  removeBySku(request: MutationRequest, sku: string): Promise<MutationResult>;
  removeItem(request: MutationRequest, itemUidPk: number): Promise<MutationResult>;
  updateQuantity(
    request: MutationRequest,
    itemUidPk: number,
    sku: string,
    quantity: number,
  ): Promise<MutationResult>;
  setDropStop(request: MutationRequest, value: boolean): Promise<MutationResult>;
  /**
   * Any other change of the cart (coupons, gift packaging, cashback…, ADR 0010) with the same lock,
   * idempotency and answer as the ones above. `createIfMissing` false → 404 without a cart.
   */
  change(
    request: MutationRequest,
    createIfMissing: boolean,
    change: Change,
  ): Promise<MutationResult>;
  /** The owner's cart document and a lock-free read of it for checks (validateShoppingCart). */
  inspect<T>(
    owner: CartOwner,
    store: Store,
    read: (ctx: { state: CartState; now: Date }) => T,
  ): Promise<{ cart: CartDto; result: T }>;
  /**
   * The owner's cart priced as it stands (no document): what a customer is shown, for a later
   * comparison (order placement, issue #33 F10).
   */
  price(owner: CartOwner, store: Store): Promise<PricedState>;
  /**
   * Sign-in (ADR 0009): moves a visitor's cart (cookie token) into the customer's cart of the
   * same store. The customer's cart id, or null when the token had no cart.
   */
  mergeVisitorCart(input: {
    token: string;
    customerId: number;
    store: Store;
  }): Promise<number | null>;
  /** Deletes idempotency keys older than 24 h (for the background job). */
  purgeExpiredKeys(): Promise<void>;
}

function customerIdOf(owner: CartOwner): number | null {
  return owner.kind === 'customer' ? owner.customerId : null;
}

async function lineOf(tx: Tx, cartId: number, itemUidPk: number) {
  const [row] = await tx
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemUidPk)));
  return row;
}

const NONE_OPEN: ReadonlySet<OpenSubscriptionKind> = new Set();

export function createCartService(db: Db, now: () => Date, wiring: CartWiring): CartService {
  const { pricer, parts = [], openSubscriptionKinds = () => Promise.resolve(NONE_OPEN) } = wiring;
  const statements = preparedStatementsOf(db);
  const stateOf = (
    q: Queryable,
    where: Parameters<typeof loadCartState>[2],
    customerId: number | null,
  ) => loadCartState(q, parts, where, customerId, false, statements);

  /** The adjustment rows of the domain pipeline: the owner's, the destination's, the parts'. */
  function adjustmentRows(state: CartState): CartAdjustmentRows {
    const rows: CartAdjustmentRows = {
      customerId: state.customerId,
      subscriberOnRecord: hasSubscription(state.flags),
      premiumOnRecord: isPremiumBuyer(state.flags),
      coupon: null,
      giftPackagingPrice: null,
      certificates: [],
      cashback: null,
      referral: null,
      // Issue #13: the destination's CEP and the chosen level (delivery to an address only).
      shipping:
        state.checkout.deliveryMethod === 'DELIVERY'
          ? {
              cep: state.checkout.shippingAddress?.zipOrPostalCode ?? null,
              levelCode: state.checkout.shippingLevelCode,
            }
          : null,
    };
    for (const part of parts) {
      if (part.pricing) Object.assign(rows, part.pricing(state.parts[part.key], state));
    }
    return rows;
  }

  /** One pricing run of a loaded cart; a mutation's run marks its stale gift lines. */
  function priceOf(q: Queryable, state: CartState, store: Store, at: Date, change = false) {
    return pricer.price(q, {
      state,
      store,
      now: at,
      dropStaleGifts: change,
      adjustments: adjustmentRows(state),
    });
  }

  /** The cart document of one priced cart (a separate step from pricing). */
  function documentOf(store: Store, state: CartState, priced: PricedState): CartDto {
    return cartDocument(store, state, priced, parts);
  }

  /** The owner's cart locked for one change (created when missing and allowed). */
  async function lockOrCreate(
    tx: Tx,
    request: MutationRequest,
    createIfMissing: boolean,
    at: Date,
  ) {
    const { owner, store } = request;
    const locked = await lockForChange(tx, ownerCondition(owner, store), at, statements);
    if (locked) return { ...locked, newCartToken: null };
    if (!createIfMissing) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
    if (owner.kind === 'customer') {
      await createCustomerCart(tx, owner.customerId, store, at);
      const created = await lockForChange(tx, ownerCondition(owner, store), at, statements);
      if (!created) throw new Error('cart vanished after insert');
      return { ...created, newCartToken: null };
    }
    // Never adopt a token the client chose: a cookie without a cart gets a fresh token.
    const newCartToken = newToken();
    const cart = await createVisitorCart(tx, newCartToken, store, at);
    return { cart, flags: null, newCartToken };
  }

  /**
   * After a change's pricing run: producer gift lines whose condition no longer holds, a chosen
   * shipping level no longer offered (issue #13, ADR 0013) and what the parts found stale leave.
   */
  async function settle(tx: Tx, cartId: number, priced: PricedState) {
    if (priced.staleGiftItemIds.length > 0) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, priced.staleGiftItemIds)));
    }
    if (priced.shipping.staleLevel) {
      await tx.update(carts).set({ shippingLevelCode: null }).where(eq(carts.id, cartId));
    }
    for (const part of parts) await part.settle?.(tx, cartId, priced);
  }

  /**
   * One change in one transaction: the lock (which counts the change), the Idempotency-Key, the
   * change, one read of the changed cart and one pricing run. A replay leaves by an exception,
   * so its transaction rolls back and the version stays.
   */
  async function mutate(
    request: MutationRequest,
    createIfMissing: boolean,
    change: Change,
  ): Promise<MutationResult> {
    try {
      return await db.transaction(async (tx) => {
        const at = now();
        const { owner, store } = request;
        const customerId = customerIdOf(owner);
        const { cart, flags, newCartToken } = await lockOrCreate(tx, request, createIfMissing, at);
        const scope = `cart:${String(cart.id)}`;
        if (request.idempotency) {
          const replay = await replayOf(tx, scope, request.idempotency, at);
          if (replay) throw new Replayed(replay);
        }
        const stateNow = () => stateOf(tx, eq(carts.id, cart.id), customerId);
        await change({
          tx,
          cart,
          flags,
          store,
          now: at,
          statements,
          openSubscriptions: () =>
            customerId === null
              ? Promise.resolve(NONE_OPEN)
              : openSubscriptionKinds(tx, customerId),
          priced: async () => priceOf(tx, await stateNow(), store, at),
          document: async () => {
            const state = await stateNow();
            return documentOf(store, state, await priceOf(tx, state, store, at));
          },
        });
        if (request.answer === false && !request.idempotency) {
          return { status: 204, body: null, newCartToken };
        }
        // One pricing run; what it found stale leaves the cart before the answer.
        const state = await stateNow();
        const priced = await priceOf(tx, state, store, at, true);
        await settle(tx, cart.id, priced);
        // ADR 0049: what the customer is answered with is what an order may be placed for.
        if (customerId !== null) await rememberServedQuote(tx, cart.id, quoteOf(priced), at);
        const response = request.respond(documentOf(store, state, priced));
        if (request.idempotency) {
          await recordResponse(tx, scope, request.idempotency, response, at);
        }
        return { ...response, newCartToken };
      });
    } catch (error) {
      if (error instanceof Replayed) return { ...error.response, newCartToken: null };
      throw error;
    }
  }

  async function read(owner: CartOwner, store: Store) {
    const at = now();
    const customerId = customerIdOf(owner);
    const state = await stateOf(db, ownerCondition(owner, store), customerId);
    const priced = await priceOf(db, state, store, at);
    // ADR 0049: the owner is shown this cart; an order may be placed for it.
    if (customerId !== null && state.cart) {
      await rememberServedQuote(db, state.cart.id, quoteOf(priced), at);
    }
    return { at, state, priced };
  }

  return {
    async view(owner, store) {
      const { state, priced } = await read(owner, store);
      return documentOf(store, state, priced);
    },

    async price(owner, store) {
      return (await read(owner, store)).priced;
    },

    mergeVisitorCart: (input) => mergeAnonymousCart(db, input, now, parts),

    change: (request, createIfMissing, change) => mutate(request, createIfMissing, change),

    async inspect(owner, store, check) {
      const { at, state, priced } = await read(owner, store);
      return { cart: documentOf(store, state, priced), result: check({ state, now: at }) };
    },

    add(request, sku, quantity) {
      return mutate(request, true, async (ctx) => {
        // Issue #6: a part may take the add (a producer gift's item, once at price 0).
        for (const part of parts) if (await part.add?.(ctx, sku)) return;
        await addProduct(ctx, sku, quantity);
      });
    },

    removeBySku(request, sku) {
      return mutate(request, false, async ({ tx, cart }) => {
        // One statement: the product is looked up by its (unique) code inside the delete.
        const removed = await preparedRows(
          tx,
          statements,
          sql`delete from cart_items where cart_id = ${cart.id}
            and product_id = (select p.id from products p where p.code = ${sku}) returning id`,
        );
        if (removed.length === 0) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
      });
    },

    removeItem(request, itemUidPk) {
      return mutate(request, false, async ({ tx, cart }) => {
        const removed = await tx
          .delete(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.id, itemUidPk)))
          .returning({ id: cartItems.id });
        if (removed.length === 0) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
      });
    },

    updateQuantity(request, itemUidPk, sku, quantity) {
      return mutate(request, false, async ({ tx, cart, flags, store }) => {
        const line = await lineOf(tx, cart.id, itemUidPk);
        if (!line) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
        await refuseGiftQuantityChange(tx, line.id);
        const { product, rules } = await loadProduct(tx, sku, store);
        // The sku names the item's product; another sku is another item, not found here.
        if (product.id !== line.productId) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
        const primeInCart =
          rules.primeRequired === true && flags?.socioPrime !== true
            ? await hasPrimeLine(tx, cart.id)
            : false;
        const result = checkLine(rules, quantity, buyerOf(flags, primeInCart));
        if (!result.ok) refuse(result);
        await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
      });
    },

    setDropStop(request, value) {
      return mutate(request, true, async ({ tx, cart, store }) => {
        // SPEC §6: the outlet hides the drop-stop option.
        if (!isFeatureVisible('dropStop', store)) {
          throw new AppError('VALIDATION', DROP_STOP_UNAVAILABLE);
        }
        await tx.update(carts).set({ wantsDropStop: value }).where(eq(carts.id, cart.id));
      });
    },

    purgeExpiredKeys: () => purgeExpiredKeys(db, now()),
  };
}
