/**
 * Which WineBox offers are switched on (issue #18, SPEC §7 value flags
 * product_offer_shopping_cart, progressive_offer_shopping_cart, chose_your_gift_shopping_cart):
 * provided by the drawer from the root loader's look; the widgets read it. Default: all on.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_CART_OFFERS, type CartOffers } from '../../../lib/look';

export const CartOffersContext = createContext<CartOffers>(DEFAULT_CART_OFFERS);

export function useCartOffers(): CartOffers {
  return useContext(CartOffersContext);
}
