/**
 * Choose-your-gift in the WineBox (SPEC §4 "Chosen gift in cart", §8 gift failure): the domain's
 * chosenGiftReducer decides; this controller performs its effects. Every gift-chosen effect is
 * pushed to the data layer and, unless the cart already holds that gift, saved with
 * `PUT /api/v4/cart/promotion/gift/{giftUidpk}` through the cart queue (which re-fetches the
 * cart). A failed save restores the prior selection and reports the §8 failure.
 */
import type { Centavos } from '@adega/domain/money';
import { GIFT_FAILURE, type UserError } from '@adega/domain/errors';
import {
  INITIAL_CHOSEN_GIFT_STATE,
  chosenGiftReducer,
  type ChosenGiftEvent,
  type ChosenGiftState,
  type GiftOption,
} from '@adega/domain/promotions/chosen-gift';

export interface ChosenGiftDeps {
  /** Saves the choice through the cart queue and re-fetches the cart; rejects on failure. */
  save(sku: string): Promise<unknown>;
  /** The gift-chosen event of SPEC §4 (data layer). */
  track(sku: string): void;
  onError(error: UserError): void;
  onChange(state: ChosenGiftState): void;
}

export interface ChosenGiftCart {
  /** Centavos still missing to unlock the gift (0 once unlocked). */
  missing: Centavos;
  gifts: readonly GiftOption[];
  /** The gift the cart holds now (giftStatusAtCart.active with selectedSku), else null. */
  savedSku: string | null;
}

export interface ChosenGiftController {
  readonly state: ChosenGiftState;
  cartUpdated(cart: ChosenGiftCart): void;
  choose(sku: string): void;
}

export function createChosenGiftController(
  deps: ChosenGiftDeps,
  /** The customer's earlier choice (giftStatusAtCart.selectedSku), preselected on unlock. */
  previouslySelected: string | null,
): ChosenGiftController {
  let state: ChosenGiftState = { ...INITIAL_CHOSEN_GIFT_STATE, selectedSku: previouslySelected };
  let savedSku: string | null = null;

  const dispatch = (event: ChosenGiftEvent) => {
    const transition = chosenGiftReducer(state, event);
    const changed = transition.state !== state;
    state = transition.state;
    if (changed) deps.onChange(state);
    for (const effect of transition.effects) {
      deps.track(effect.sku);
      if (effect.sku === savedSku) {
        // The cart already holds this gift (e.g. preselected again on unlock): nothing to save.
        dispatch({ type: 'succeeded' });
        continue;
      }
      deps.save(effect.sku).then(
        () => dispatch({ type: 'succeeded' }),
        () => {
          dispatch({ type: 'failed' });
          deps.onError(GIFT_FAILURE);
        },
      );
    }
  };

  return {
    get state() {
      return state;
    },
    cartUpdated: (cart) => {
      savedSku = cart.savedSku;
      dispatch({ type: 'cartUpdated', missing: cart.missing, gifts: cart.gifts });
    },
    choose: (sku) => dispatch({ type: 'choose', sku }),
  };
}
