/**
 * Producer gift toggle (SPEC §4 "Producer gift toggle", §9 "Producer gift toggle timeout
 * 8000 ms") and the `producerCampaignData.description` bold markers (SPEC §3 cart item).
 * A pure reducer: the UI performs the effects (cart calls, the 8 s timer).
 */
import { PRODUCER_GIFT_TOGGLE_TIMEOUT_MS } from '../constants.ts';

export interface ProducerGiftState {
  on: boolean;
  /** Disabled while waiting (up to 8 s) for the added item to show in the cart. */
  disabled: boolean;
}

export type ProducerGiftEvent =
  | { type: 'toggledOn' }
  | { type: 'toggledOff' }
  /** The cart was republished; `inCart` tells whether the producer's item is in it. */
  | { type: 'cartUpdated'; inCart: boolean }
  /** The 8 s timer started by toggledOn fired. */
  | { type: 'timeout' };

export type ProducerGiftEffect =
  | { type: 'addToCart' }
  | { type: 'removeFromCart' }
  | { type: 'startTimer'; ms: number }
  | { type: 'cancelTimer' };

export interface ProducerGiftTransition {
  state: ProducerGiftState;
  effects: ProducerGiftEffect[];
}

export const INITIAL_PRODUCER_GIFT_STATE: ProducerGiftState = { on: false, disabled: false };

export function producerGiftReducer(
  state: ProducerGiftState,
  event: ProducerGiftEvent,
): ProducerGiftTransition {
  switch (event.type) {
    case 'toggledOn':
      if (state.on || state.disabled) return { state, effects: [] };
      // SPEC §4: on adds the item and disables the toggle for up to 8 s.
      return {
        state: { on: true, disabled: true },
        effects: [
          { type: 'addToCart' },
          { type: 'startTimer', ms: PRODUCER_GIFT_TOGGLE_TIMEOUT_MS },
        ],
      };
    case 'toggledOff':
      if (!state.on || state.disabled) return { state, effects: [] };
      // SPEC §4: off removes the item.
      return { state: { on: false, disabled: false }, effects: [{ type: 'removeFromCart' }] };
    case 'cartUpdated':
      if (state.disabled) {
        // Waiting for the add: it landed, so enable the toggle and stop the timer.
        return event.inCart
          ? { state: { on: true, disabled: false }, effects: [{ type: 'cancelTimer' }] }
          : { state, effects: [] };
      }
      // Otherwise the toggle mirrors the cart (e.g. the item was removed from the drawer).
      return { state: { on: event.inCart, disabled: false }, effects: [] };
    case 'timeout':
      // SPEC §4: reverts to off if the item is not in the cart by then.
      return state.disabled
        ? { state: { on: false, disabled: false }, effects: [] }
        : { state, effects: [] };
  }
}

export interface TextSegment {
  text: string;
  bold: boolean;
}

/**
 * Splits a description with '**bold**' markers into segments (never HTML, so nothing to
 * sanitize). An unpaired '**' is kept as literal text. Empty segments are dropped and adjacent
 * segments of the same weight are merged.
 */
export function parseBoldMarkers(description: string | null | undefined): TextSegment[] {
  const text = description ?? '';
  const parts = text.split('**');
  // An even count of parts means an odd count of markers: the last one is unpaired.
  const unpaired = parts.length % 2 === 0;
  const segments: TextSegment[] = [];
  const push = (value: string, bold: boolean) => {
    if (value === '') return;
    const last = segments.at(-1);
    if (last && last.bold === bold) last.text += value;
    else segments.push({ text: value, bold });
  };
  parts.forEach((part, index) => {
    const isLastUnpaired = unpaired && index === parts.length - 1;
    if (isLastUnpaired) push(`**${part}`, false);
    else push(part, index % 2 === 1);
  });
  return segments;
}
