/**
 * Chosen gift in cart (SPEC §4 "Chosen gift in cart", §5 "Adding a chosen gift requires a gift
 * id", §3 giftStatusAtCart: active, selectedSku, defaultSku, requestStamp, hadError).
 * A pure reducer: the UI feeds events and performs the returned effects.
 */
import type { Centavos } from '../money.ts';
import { MISSING_GIFT_ID_MESSAGE } from '../errors.ts';

export interface GiftOption {
  sku: string;
  name?: string;
  img?: string;
  isDefault?: boolean;
}

export interface ChosenGiftState {
  locked: boolean;
  selectedSku: string | null;
  /** The selection before the pending change, restored if the change fails. */
  previousSku: string | null;
  hadError: boolean;
  /** A change was sent and its cart refresh has not come back yet. */
  pending: boolean;
}

export type ChosenGiftEvent =
  /** The cart was (re)fetched: how much is missing and which gifts are offered. */
  | { type: 'cartUpdated'; missing: Centavos; gifts: readonly GiftOption[] }
  /** The customer picked a gift. */
  | { type: 'choose'; sku: string }
  /** The change was saved and the cart re-fetched. */
  | { type: 'succeeded' }
  /** The change failed. */
  | { type: 'failed' };

export type ChosenGiftEffect = { type: 'gift-chosen'; sku: string };

export interface ChosenGiftTransition {
  state: ChosenGiftState;
  effects: ChosenGiftEffect[];
}

export const INITIAL_CHOSEN_GIFT_STATE: ChosenGiftState = {
  locked: true,
  selectedSku: null,
  previousSku: null,
  hadError: false,
  pending: false,
};

/** The sku preselected on unlock: the previous selection if still offered, else the default. */
export function preselectedSku(
  gifts: readonly GiftOption[],
  previouslySelected: string | null,
): string | null {
  if (previouslySelected && gifts.some((gift) => gift.sku === previouslySelected)) {
    return previouslySelected;
  }
  return gifts.find((gift) => gift.isDefault === true)?.sku ?? null;
}

function chosen(state: ChosenGiftState, sku: string): ChosenGiftTransition {
  return {
    state: { ...state, previousSku: state.selectedSku, selectedSku: sku, pending: true },
    effects: [{ type: 'gift-chosen', sku }],
  };
}

export function chosenGiftReducer(
  state: ChosenGiftState,
  event: ChosenGiftEvent,
): ChosenGiftTransition {
  switch (event.type) {
    case 'cartUpdated': {
      // SPEC §4: locked while the missing value is above 0.
      if (event.missing > 0) return { state: { ...state, locked: true }, effects: [] };
      if (!state.locked) return { state, effects: [] };
      // SPEC §4: when unlocked, the default (or previously selected) sku is preselected and a
      // gift-chosen event is emitted.
      const sku = preselectedSku(event.gifts, state.selectedSku);
      const unlocked = { ...state, locked: false };
      return sku ? chosen(unlocked, sku) : { state: unlocked, effects: [] };
    }
    case 'choose':
      // SPEC §4: choosing another sku emits again; a locked gift cannot be chosen.
      if (state.locked || event.sku === state.selectedSku) return { state, effects: [] };
      return chosen(state, event.sku);
    case 'succeeded':
      return {
        state: { ...state, previousSku: state.selectedSku, hadError: false, pending: false },
        effects: [],
      };
    case 'failed':
      // SPEC §4: on error the prior selection is restored; §3 hadError.
      return {
        state: { ...state, selectedSku: state.previousSku, hadError: true, pending: false },
        effects: [],
      };
  }
}

export type AddChosenGiftRequest =
  { ok: true; giftUidpk: string } | { ok: false; message: typeof MISSING_GIFT_ID_MESSAGE };

/** SPEC §5/§8: adding a chosen gift requires a gift id, else 'missing giftUidpk param'. */
export function addChosenGiftRequest(
  giftUidpk: string | number | null | undefined,
): AddChosenGiftRequest {
  const id = giftUidpk === null || giftUidpk === undefined ? '' : String(giftUidpk).trim();
  return id === '' ? { ok: false, message: MISSING_GIFT_ID_MESSAGE } : { ok: true, giftUidpk: id };
}
