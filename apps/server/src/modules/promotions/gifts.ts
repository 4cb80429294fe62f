/**
 * The gift changes of a cart (issue #6), run inside the cart service's lock (service.ts `mutate`):
 * choosing the choose-your-gift sku (PUT /api/v4/cart/promotion/gift/{giftUidpk}, RPC
 * addChosenGiftToCart), adding a producer gift item at price 0, refusing quantity changes of gift
 * lines, and dropping producer gift lines whose condition no longer holds.
 */
import { eq } from 'drizzle-orm';
import { checkLine, MAX_CART_LINES, TOO_MANY_LINES } from '@adega/domain/cart/cart-rules';
import { AppError } from '@adega/domain/errors';
import {
  GIFT_ALREADY_IN_CART,
  GIFT_LOCKED_MESSAGE,
  GIFT_NOT_AVAILABLE,
  GIFT_OPTION_NOT_FOUND,
  chosenGiftLock,
  producerGiftUnlocked,
} from '@adega/domain/promotions/cart-promotions';
import type { Store } from '@adega/domain/store';
import type { Db } from '../../db/client.ts';
import { cartItemGifts, cartItems } from '../../db/schema.ts';
import { buyerOf, cartProductOf, cartPromotionState } from '../cart/document.ts';
import type { CartOwner } from '../cart/identity.ts';
import { isLineAvailable } from '@adega/domain/cart/cart-rules';
import {
  cartLines,
  findCart,
  productByCode,
  type CartRow,
  type CustomerFlags,
  type Tx,
} from '../cart/repo.ts';
import { applicableChooseGift, producerGiftRecordFor } from './cart.ts';
import { deleteCartLines, markChosenGiftError, markProducerGift, saveChosenGift } from './repo.ts';
import type { PromotionsService } from './service.ts';

export const GIFT_QUANTITY_LOCKED = 'A quantidade de um brinde não pode ser alterada.';

export interface GiftChange {
  tx: Tx;
  cart: CartRow;
  flags: CustomerFlags | null;
  store: Store;
  now: Date;
}

async function stateOf(change: GiftChange, promotions: PromotionsService) {
  const context = await promotions.cartContext(change.tx, change.cart.id, change.now);
  const lines = await cartLines(change.tx, change.cart.id);
  const state = cartPromotionState(change.store, lines, change.flags, context);
  const audience = { store: change.store, now: change.now, subscriber: state.subscriber };
  return { context, lines, state, audience };
}

/**
 * SPEC §4 chosen gift: the option must belong to the choose-your-gift promotion that applies now
 * (404 otherwise) and the cart must have reached its value (422, locked). Saves the choice.
 */
export async function chooseGift(
  change: GiftChange,
  giftUidpk: number,
  promotions: PromotionsService,
): Promise<void> {
  const { context, state, audience } = await stateOf(change, promotions);
  const promotion = applicableChooseGift(context.records, audience);
  const option = promotion?.options.find((candidate) => candidate.id === giftUidpk);
  if (!promotion || !option) throw new AppError('NOT_FOUND', GIFT_OPTION_NOT_FOUND);
  const product = context.giftProducts.get(option.sku);
  const buyer = buyerOf(change.flags);
  if (!product || !isLineAvailable(cartProductOf(product, change.store), 1, buyer)) {
    throw new AppError('CONFLICT', GIFT_NOT_AVAILABLE);
  }
  const lock = chosenGiftLock(state.merchandiseTotal, promotion.value, promotion.expression);
  if (lock.locked) throw new AppError('VALIDATION', GIFT_LOCKED_MESSAGE);
  await saveChosenGift(change.tx, change.cart.id, {
    promotionId: promotion.id,
    sku: option.sku,
    requestStamp: change.now,
  });
}

/** SPEC §3 hadError: a failed gift choice is remembered on the cart (outside the failed change). */
export async function recordGiftFailure(
  db: Db,
  owner: CartOwner,
  store: Store,
  at: Date,
): Promise<void> {
  const cart = await findCart(db, owner, store);
  if (cart) await markChosenGiftError(db, cart.id, at);
}

/**
 * SPEC §3/§4 producer gift: `sku` is the item of a producer gift that applies now and whose parent
 * is a payable line of the cart → it is added once at price 0 when the total reached
 * minLimitValue (422 before). Returns false when `sku` is no such gift (a normal add follows).
 */
export async function addProducerGift(
  change: GiftChange,
  sku: string,
  promotions: PromotionsService,
): Promise<boolean> {
  // The common case (no producer gift offers this sku) costs no query: the snapshot is cached.
  const { records } = await promotions.snapshot(change.tx);
  if (!records.itemPromotions.some((record) => record.itemSku === sku)) return false;
  const { context, lines, state, audience } = await stateOf(change, promotions);
  const buyer = buyerOf(change.flags);
  const parents = new Set(
    lines
      .filter(
        (line) =>
          !context.gifts.producerGifts.has(line.itemId) &&
          isLineAvailable(cartProductOf(line.product, change.store), line.quantity, buyer),
      )
      .map((line) => line.product.code),
  );
  const record = producerGiftRecordFor(context.records.itemPromotions, audience, sku, parents);
  if (!record) return false;
  const existing = lines.find((line) => line.product.code === sku);
  if (existing) {
    if (context.gifts.producerGifts.has(existing.itemId)) {
      throw new AppError('CONFLICT', GIFT_ALREADY_IN_CART);
    }
    return false;
  }
  const unlocked = producerGiftUnlocked({
    parentInCart: true,
    total: state.merchandiseTotal,
    minLimitValue: record.minLimitValue,
  });
  if (!unlocked) throw new AppError('VALIDATION', GIFT_LOCKED_MESSAGE);
  const product = await productByCode(change.tx, sku);
  if (!product) throw new AppError('NOT_FOUND', GIFT_OPTION_NOT_FOUND);
  const rules = cartProductOf(product, change.store);
  if (!rules.inStore || !checkLine(rules, 1, buyer).ok) {
    throw new AppError('CONFLICT', GIFT_NOT_AVAILABLE);
  }
  if (lines.length >= MAX_CART_LINES) throw new AppError('VALIDATION', TOO_MANY_LINES);
  const [inserted] = await change.tx
    .insert(cartItems)
    .values({ cartId: change.cart.id, productId: product.id, quantity: 1, createdAt: change.now })
    .returning({ id: cartItems.id });
  if (!inserted) throw new Error('cart item insert returned nothing');
  await markProducerGift(change.tx, inserted.id, record.id);
  return true;
}

/** SPEC §5: the quantity of a gift line is locked. */
export async function refuseGiftQuantityChange(tx: Tx, itemId: number): Promise<void> {
  const [gift] = await tx
    .select({ id: cartItemGifts.cartItemId })
    .from(cartItemGifts)
    .where(eq(cartItemGifts.cartItemId, itemId));
  if (gift) throw new AppError('VALIDATION', GIFT_QUANTITY_LOCKED);
}

/**
 * After every change: producer gift lines whose campaign ended, whose parent left the cart or
 * whose minimum is no longer reached are removed (the chosen gift line is computed, not stored).
 */
export async function dropStaleGifts(
  change: GiftChange,
  promotions: PromotionsService,
): Promise<void> {
  const context = await promotions.cartContext(change.tx, change.cart.id, change.now);
  if (context.gifts.producerGifts.size === 0) return;
  const lines = await cartLines(change.tx, change.cart.id);
  const { staleGiftItemIds } = cartPromotionState(change.store, lines, change.flags, context);
  await deleteCartLines(change.tx, change.cart.id, staleGiftItemIds);
}
