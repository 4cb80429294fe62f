/**
 * Cart use cases (issue #6, ADR 0009). Every change of one cart runs in one transaction that
 * first locks the cart row (SELECT … FOR UPDATE), so concurrent changes of a cart run one after
 * the other and each sees what the previous one committed (10 parallel adds → quantity 10). The
 * rules (availability, stock, quantity bounds, members-only) come from `packages/domain` and are
 * checked inside the lock; the `Idempotency-Key` is checked and recorded inside it too.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  checkAddToLine,
  checkLine,
  ITEM_NOT_FOUND,
  MAX_CART_LINES,
  mergeCartLines,
  PRODUCT_NOT_FOUND,
  quantityAfterAdd,
  TOO_MANY_LINES,
  type CartRuleFailure,
} from '@adega/domain/cart/cart-rules';
import { AppError, type ErrorCode } from '@adega/domain/errors';
import { isSubscriptionItem } from '@adega/domain/pricing/prime-toggle';
import { isFeatureVisible } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import { cartItemGifts, cartItems, carts } from '../../db/schema.ts';
import type { CartDto } from '../../contract.ts';
import { digest, newToken } from '../auth/tokens.ts';
import { cartExtrasOf } from '../coupons/document.ts';
import { mergeAdjustments } from '../coupons/repo.ts';
import { buyerOf, cartDocument, cartProductOf } from './document.ts';
import { addProducerGift, dropStaleGifts, refuseGiftQuantityChange } from '../promotions/gifts.ts';
import type { PromotionsService } from '../promotions/service.ts';
import {
  recordResponse,
  replayOf,
  purgeExpiredKeys,
  type IdempotencyRequest,
  type StoredResponse,
} from './idempotency.ts';
import type { CartOwner } from './identity.ts';
import {
  cartLines,
  createVisitorCart,
  customerFlags,
  findCart,
  lockCartById,
  lockCustomerCart,
  productByCode,
  productsByIds,
  type CartRow,
  type CustomerFlags,
  type Tx,
} from './repo.ts';

export const DROP_STOP_UNAVAILABLE = 'O corta-gotas não está disponível nesta loja.';

const FAILURE_CODE: Record<CartRuleFailure['reason'], ErrorCode> = {
  'not-found': 'NOT_FOUND',
  unavailable: 'OUT_OF_STOCK',
  'out-of-stock': 'OUT_OF_STOCK',
  'members-only': 'MEMBERS_ONLY',
  quantity: 'VALIDATION',
  'already-prime': 'CONFLICT',
  gift: 'CONFLICT',
};

function refuse(failure: CartRuleFailure): never {
  throw new AppError(FAILURE_CODE[failure.reason], failure.message);
}

/** One change of the cart, run inside the lock. */
export type ChangeContext = Parameters<Change>[0];
export type Change = (ctx: {
  tx: Tx;
  cart: CartRow;
  flags: CustomerFlags | null;
  store: Store;
  now: Date;
  /** The cart document as it stands now in this transaction (with every promotion). */
  document: () => Promise<CartDto>;
}) => Promise<void>;

export interface MutationRequest {
  owner: CartOwner;
  store: Store;
  idempotency: IdempotencyRequest | null;
  /** The HTTP answer for the changed cart (RPC wraps it in `{ data }`, REST sends it as is). */
  respond: (cart: CartDto) => StoredResponse;
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
    read: (ctx: {
      q: Db;
      cart: CartRow | null;
      flags: CustomerFlags | null;
      now: Date;
    }) => Promise<T>,
  ): Promise<{ cart: CartDto; result: T }>;
  /** Deletes idempotency keys older than 24 h (for the background job). */
  purgeExpiredKeys(): Promise<void>;
}

async function flagsOf(q: Db | Tx, owner: CartOwner): Promise<CustomerFlags | null> {
  return owner.kind === 'customer' ? customerFlags(q, owner.customerId) : null;
}

async function cartDocumentOf(
  q: Db | Tx,
  store: Store,
  cart: CartRow | null,
  flags: CustomerFlags | null,
  at: Date,
  customerId: number | null,
  promotions: PromotionsService | null = null,
): Promise<CartDto> {
  const lines = cart ? await cartLines(q, cart.id) : [];
  // Issue #6: the promotion records come from the cached snapshot, the cart's gifts from 2 queries.
  const context = promotions ? await promotions.cartContext(q, cart?.id ?? null, at) : null;
  return cartDocument(
    store,
    cart,
    lines,
    flags,
    await cartExtrasOf(q, cart, at, customerId),
    context,
  );
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

async function loadProduct(tx: Tx, sku: string, store: Store) {
  const product = await productByCode(tx, sku);
  if (!product) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  const rules = cartProductOf(product, store);
  if (!rules.inStore) throw new AppError('NOT_FOUND', PRODUCT_NOT_FOUND);
  return { product, rules };
}

/** The cart's lines, oldest first, each with the producer-gift record that granted it (if any). */
async function linesWithGifts(q: Db | Tx, cartId: number) {
  const rows = await q
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      giftRecordId: cartItemGifts.campaignItemPromotionId,
    })
    .from(cartItems)
    .leftJoin(cartItemGifts, eq(cartItemGifts.cartItemId, cartItems.id))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(cartItems.id);
  return rows.map(({ giftRecordId, ...line }) =>
    giftRecordId === null ? line : { ...line, giftRecordId },
  );
}

/**
 * Adds `quantity` of `sku` to the locked cart, or throws the rule's AppError before writing
 * anything (so a caller may catch it and go on: addOrderProductsToCart).
 */
export async function addProduct(
  { tx, cart, flags, store, now: at }: ChangeContext,
  sku: string,
  quantity: number,
): Promise<void> {
  const { product, rules } = await loadProduct(tx, sku, store);
  const buyer = buyerOf(flags);
  const lines = await linesWithGifts(tx, cart.id);
  const existing = lines.find((line) => line.productId === product.id);
  // Issue #12 A3: a gift line is its promotion's; no add (nor re-buy) adds units to it.
  const gift = checkAddToLine(existing);
  if (!gift.ok) refuse(gift);
  // The quantity asked for must itself be valid before it is added to what is there.
  const asked = checkLine(rules, isSubscriptionItem(product) ? 1 : quantity, buyer);
  if (!asked.ok) refuse(asked);
  const next = quantityAfterAdd(product.productType, existing?.quantity ?? 0, quantity);
  const result = checkLine(rules, next, buyer);
  if (!result.ok) refuse(result);
  if (existing) {
    await tx.update(cartItems).set({ quantity: next }).where(eq(cartItems.id, existing.id));
    return;
  }
  if (lines.length >= MAX_CART_LINES) throw new AppError('VALIDATION', TOO_MANY_LINES);
  if (isSubscriptionItem(product)) {
    // One subscription line at most: another plan replaces the one in the cart.
    const others = await productsByIds(
      tx,
      lines.map((line) => line.productId),
    );
    for (const other of others.filter(isSubscriptionItem)) {
      await tx
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, other.id)));
    }
  }
  await tx
    .insert(cartItems)
    .values({ cartId: cart.id, productId: product.id, quantity: next, createdAt: at });
}

export function createCartService(
  db: Db,
  now: () => Date,
  promotions: PromotionsService | null = null,
): CartService {
  // Issue #6: every cart document of this service carries the promotions.
  const documentOf = (
    q: Db | Tx,
    store: Store,
    cart: CartRow | null,
    flags: CustomerFlags | null,
    at: Date,
    customerId: number | null,
  ) => cartDocumentOf(q, store, cart, flags, at, customerId, promotions);
  async function mutate(
    request: MutationRequest,
    createIfMissing: boolean,
    change: Change,
  ): Promise<MutationResult> {
    return db.transaction(async (tx) => {
      const at = now();
      const { owner, store } = request;
      const flags = await flagsOf(tx, owner);
      let newCartToken: string | null = null;
      let cart = await findCart(tx, owner, store, true);
      if (!cart) {
        if (!createIfMissing) throw new AppError('NOT_FOUND', ITEM_NOT_FOUND);
        if (owner.kind === 'customer') {
          cart = await lockCustomerCart(tx, owner.customerId, store, at);
        } else {
          // Never adopt a token the client chose: a cookie without a cart gets a fresh token.
          newCartToken = newToken();
          cart = await createVisitorCart(tx, newCartToken, store, at);
        }
      }
      const scope = `cart:${String(cart.id)}`;
      if (request.idempotency) {
        const replay = await replayOf(tx, scope, request.idempotency, at);
        if (replay) return { ...replay, newCartToken };
      }
      const current = cart;
      await change({
        tx,
        cart,
        flags,
        store,
        now: at,
        document: () => documentOf(tx, store, current, flags, at, customerIdOf(owner)),
      });
      // Issue #6: producer gift lines whose condition no longer holds leave the cart.
      if (promotions) await dropStaleGifts({ tx, cart, flags, store, now: at }, promotions);
      const [updated] = await tx
        .update(carts)
        .set({ version: sql`${carts.version} + 1`, updatedAt: at })
        .where(eq(carts.id, cart.id))
        .returning();
      const response = request.respond(
        await documentOf(tx, store, updated ?? cart, flags, at, customerIdOf(owner)),
      );
      if (request.idempotency) {
        await recordResponse(tx, scope, request.idempotency, response, at);
      }
      return { ...response, newCartToken };
    });
  }

  return {
    async view(owner, store) {
      const cart = (await findCart(db, owner, store)) ?? null;
      return documentOf(db, store, cart, await flagsOf(db, owner), now(), customerIdOf(owner));
    },

    change: (request, createIfMissing, change) => mutate(request, createIfMissing, change),

    async inspect(owner, store, read) {
      const at = now();
      const cart = (await findCart(db, owner, store)) ?? null;
      const flags = await flagsOf(db, owner);
      const result = await read({ q: db, cart, flags, now: at });
      return { cart: await documentOf(db, store, cart, flags, at, customerIdOf(owner)), result };
    },

    add(request, sku, quantity) {
      return mutate(request, true, async (ctx) => {
        // Issue #6: a producer gift's item is added once at price 0 (gifts.ts), else normally.
        if (promotions && (await addProducerGift(ctx, sku, promotions))) return;
        await addProduct(ctx, sku, quantity);
      });
    },

    removeBySku(request, sku) {
      return mutate(request, false, async ({ tx, cart }) => {
        const product = await productByCode(tx, sku);
        const removed = product
          ? await tx
              .delete(cartItems)
              .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, product.id)))
              .returning({ id: cartItems.id })
          : [];
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
        const result = checkLine(rules, quantity, buyerOf(flags));
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

/**
 * Moves a visitor's cart (cookie token) into the customer's cart of the same store at sign-in:
 * quantities added, the rules re-applied for this customer (domain `mergeCartLines`), the
 * visitor's cart deleted. Locks the customer's cart first, then the visitor's, in one
 * transaction. Returns the customer's cart id, or null when the token had no cart.
 */
export async function mergeAnonymousCart(
  db: Db,
  input: { token: string; customerId: number; store: Store },
  now: () => Date = () => new Date(),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [anonymous] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.tokenHash, digest(input.token)), eq(carts.store, input.store)));
    if (!anonymous) return null;
    const at = now();
    const target = await lockCustomerCart(tx, input.customerId, input.store, at);
    const source = await lockCartById(tx, anonymous.id);
    if (!source) return null;
    const targetLines = await linesWithGifts(tx, target.id);
    const sourceLines = await linesWithGifts(tx, source.id);
    const products = await productsByIds(tx, [
      ...new Set([...targetLines, ...sourceLines].map((line) => line.productId)),
    ]);
    const byId = new Map(products.map((p) => [p.id, cartProductOf(p, input.store)]));
    const buyer = buyerOf(await customerFlags(tx, input.customerId));
    const merged = mergeCartLines(targetLines, sourceLines, (id) => byId.get(id), buyer);
    const kept = new Map(merged.map((line) => [line.productId, line]));
    // The customer's own lines that no longer pass are left as they were (shown unavailable);
    // merging must not silently take them away. Only the visitor's lines are filtered.
    for (const line of targetLines) {
      const quantity = kept.get(line.productId)?.quantity;
      if (quantity !== undefined && quantity !== line.quantity) {
        await tx
          .update(cartItems)
          .set({ quantity })
          .where(and(eq(cartItems.cartId, target.id), eq(cartItems.productId, line.productId)));
      }
      kept.delete(line.productId);
    }
    const targetIds = new Set(targetLines.map((line) => line.productId));
    const room = Math.max(0, MAX_CART_LINES - targetLines.length);
    const fresh = [...kept].filter(([productId]) => !targetIds.has(productId)).slice(0, room);
    if (fresh.length > 0) {
      const inserted = await tx
        .insert(cartItems)
        .values(
          fresh.map(([productId, line]) => ({
            cartId: target.id,
            productId,
            quantity: line.quantity,
            createdAt: at,
          })),
        )
        .returning({ id: cartItems.id, productId: cartItems.productId });
      // A visitor's gift line moves as a gift (its condition is checked again at every read).
      const marks = inserted.flatMap(({ id, productId }) => {
        const recordId = kept.get(productId)?.giftRecordId;
        return recordId === undefined
          ? []
          : [{ cartItemId: id, campaignItemPromotionId: recordId }];
      });
      if (marks.length > 0) await tx.insert(cartItemGifts).values(marks);
    }
    await mergeAdjustments(tx, source.id, target.id, at);
    await tx.delete(carts).where(eq(carts.id, source.id));
    await tx
      .update(carts)
      .set({
        version: sql`${carts.version} + 1`,
        updatedAt: at,
        wantsDropStop: sql`${carts.wantsDropStop} or ${source.wantsDropStop}`,
      })
      .where(eq(carts.id, target.id));
    return target.id;
  });
}
