/**
 * The gift changes of a cart (issue #6), run inside the cart service's lock (`CartService.change`):
 * choosing the choose-your-gift sku (PUT /api/v4/cart/promotion/gift/{giftUidpk}, RPC
 * addChosenGiftToCart) and adding a producer gift item at price 0 (the promotions' cart part takes
 * that add, ADR 0048). A gift line's quantity is locked by the cart itself; stale producer gift
 * lines are dropped by the cart's pricing run after each change.
 */
import { buyerOf, cartProductOf } from '@adega/domain/cart/cart-inputs';
import {
  checkLine,
  GIFT_GRANTED_QUANTITY,
  isLineAvailable,
  MAX_CART_LINES,
  TOO_MANY_LINES,
} from '@adega/domain/cart/cart-rules';
import { AppError } from '@adega/domain/errors';
import {
  applicablePromotions,
  GIFT_ALREADY_IN_CART,
  GIFT_LOCKED_MESSAGE,
  GIFT_NOT_AVAILABLE,
  GIFT_OPTION_NOT_FOUND,
  chosenGiftLock,
  producerGiftUnlocked,
  type PromotionAudience,
} from '@adega/domain/promotions/cart-promotions';
import type { Store } from '@adega/domain/store';
import type { Db, Queryable } from '../../db/client.ts';
import { cartItems } from '../../db/schema.ts';
import { productByCode } from '../../db/cart-inputs.ts';
import { cartIdOf, type CartOwner, type ChangeContext } from '../cart/service.ts';
import {
  markChosenGiftError,
  markProducerGift,
  saveChosenGift,
  type PromotionsSnapshot,
} from './repo.ts';

/** Where the gift changes read the promotion records (the promotions service's cache). */
export interface SnapshotSource {
  snapshot(q?: Queryable): Promise<PromotionsSnapshot>;
}

/** The cart's prices as they stand before this change, and who the promotions see. */
async function current(change: ChangeContext, promotions: SnapshotSource) {
  const priced = await change.priced();
  const { records, giftProducts } = await promotions.snapshot(change.tx);
  const audience: PromotionAudience = {
    store: change.store,
    now: change.now,
    subscriber: priced.subscriber,
  };
  return { priced, records, giftProducts, audience };
}

/**
 * SPEC §4 chosen gift: the option must belong to the choose-your-gift promotion that applies now
 * (404 otherwise) and the cart must have reached its value (422, locked). Saves the choice.
 */
export async function chooseGift(
  change: ChangeContext,
  giftUidpk: number,
  promotions: SnapshotSource,
): Promise<void> {
  const { priced, records, giftProducts, audience } = await current(change, promotions);
  const promotion = applicablePromotions(records.chooseGifts, audience)[0];
  const option = promotion?.options.find((candidate) => candidate.id === giftUidpk);
  if (!promotion || !option) throw new AppError('NOT_FOUND', GIFT_OPTION_NOT_FOUND);
  const product = giftProducts.get(option.sku);
  const buyer = buyerOf(change.flags);
  if (!product || !isLineAvailable(cartProductOf(product, change.store), 1, buyer)) {
    throw new AppError('CONFLICT', GIFT_NOT_AVAILABLE);
  }
  const lock = chosenGiftLock(priced.merchandiseTotal, promotion.value, promotion.expression);
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
  const cartId = await cartIdOf(db, owner, store);
  if (cartId !== null) await markChosenGiftError(db, cartId, at);
}

/**
 * SPEC §3/§4 producer gift: `sku` is the item of a producer gift that applies now and whose parent
 * is a payable line of the cart → it is added once, at the granted quantity and price 0, when the
 * total reached minLimitValue (422 before). Returns false when `sku` is no such gift (a normal
 * add follows, which refuses to add units to a gift line: issue #12 A3).
 */
export async function addProducerGift(
  change: ChangeContext,
  sku: string,
  promotions: SnapshotSource,
): Promise<boolean> {
  // The common case (no producer gift offers this sku) costs no query: the snapshot is cached.
  const { records } = await promotions.snapshot(change.tx);
  if (!records.itemPromotions.some((record) => record.itemSku === sku)) return false;
  const { priced, audience } = await current(change, promotions);
  const parents = new Set(
    priced.lines
      .filter((line) => line.available && line.giftRecordId === null && line.itemId > 0)
      .map((line) => line.product.code),
  );
  const record = applicablePromotions(records.itemPromotions, audience).find(
    (r) => r.itemSku === sku && r.producer !== null && parents.has(r.sku),
  );
  if (!record) return false;
  const existing = priced.lines.find((line) => line.itemId > 0 && line.product.code === sku);
  if (existing) {
    if (existing.giftRecordId !== null) throw new AppError('CONFLICT', GIFT_ALREADY_IN_CART);
    return false;
  }
  const unlocked = producerGiftUnlocked({
    parentInCart: true,
    total: priced.merchandiseTotal,
    minLimitValue: record.minLimitValue,
  });
  if (!unlocked) throw new AppError('VALIDATION', GIFT_LOCKED_MESSAGE);
  const product = await productByCode(change.tx, sku);
  if (!product) throw new AppError('NOT_FOUND', GIFT_OPTION_NOT_FOUND);
  const rules = cartProductOf(product, change.store);
  if (!rules.inStore || !checkLine(rules, GIFT_GRANTED_QUANTITY, buyerOf(change.flags)).ok) {
    throw new AppError('CONFLICT', GIFT_NOT_AVAILABLE);
  }
  const stored = priced.lines.filter((line) => line.itemId > 0);
  if (stored.length >= MAX_CART_LINES) throw new AppError('VALIDATION', TOO_MANY_LINES);
  const [inserted] = await change.tx
    .insert(cartItems)
    .values({
      cartId: change.cart.id,
      productId: product.id,
      quantity: GIFT_GRANTED_QUANTITY,
      createdAt: change.now,
    })
    .returning({ id: cartItems.id });
  if (!inserted) throw new Error('cart item insert returned nothing');
  await markProducerGift(change.tx, inserted.id, record.id);
  return true;
}
