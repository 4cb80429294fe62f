/**
 * What the promotions add to a cart (issue #33, ADR 0048): the cart's chosen gift, read in the
 * cart's one statement, and the add of a producer gift's item (taken before a normal add).
 * Handed to the cart service at wiring (services.ts); the promotions price the cart as its
 * `CartPricer` (pricing.ts).
 */
import type { ChosenGiftChoice } from '@adega/domain/promotions/records';
import type { CartPart } from '../cart/service.ts';
import { addProducerGift, type SnapshotSource } from './gifts.ts';
import { chosenGiftJson, chosenGiftOf } from './repo.ts';

/** The cart's chosen gift (SPEC §4): its SQL column and parser. */
export const chosenGiftPart: CartPart<ChosenGiftChoice | null> = {
  key: 'chosenGift',
  sql: (cartId) => chosenGiftJson(cartId),
  parse: (json) => chosenGiftOf(json),
};

/** The promotions' cart part: the chosen gift, and producer gifts added at price 0. */
export function promotionsCartPart(promotions: SnapshotSource): CartPart<ChosenGiftChoice | null> {
  return { ...chosenGiftPart, add: (ctx, sku) => addProducerGift(ctx, sku, promotions) };
}
