/**
 * The producer gift toggle of a cart line (SPEC §4 "Producer gift toggle", §9 8000 ms): the
 * domain's producerGiftReducer decides, this controller performs its effects — the cart calls and
 * the timer, which is injected so unit tests drive time by hand instead of sleeping.
 */
import {
  INITIAL_PRODUCER_GIFT_STATE,
  producerGiftReducer,
  type ProducerGiftEvent,
  type ProducerGiftState,
} from '@adega/domain/promotions/producer-gift';

export interface Timer {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const browserTimer: Timer = {
  set: (callback, ms) => window.setTimeout(callback, ms),
  clear: (handle) => window.clearTimeout(handle as number),
};

export interface ProducerGiftDeps {
  /** Adds the gift sku through the cart queue; rejects when the add failed. */
  add(): Promise<unknown>;
  /** Removes the gift line through the cart queue. */
  remove(): Promise<unknown>;
  timer: Timer;
  onChange(state: ProducerGiftState): void;
}

export interface ProducerGiftController {
  readonly state: ProducerGiftState;
  toggle(on: boolean): void;
  /** The cart was republished: is the gift line in it? */
  cartUpdated(inCart: boolean): void;
  dispose(): void;
}

export function createProducerGiftController(
  deps: ProducerGiftDeps,
  inCart: boolean,
): ProducerGiftController {
  let state: ProducerGiftState = { ...INITIAL_PRODUCER_GIFT_STATE, on: inCart };
  let handle: unknown = null;
  let disposed = false;

  const cancelTimer = () => {
    if (handle !== null) deps.timer.clear(handle);
    handle = null;
  };

  const dispatch = (event: ProducerGiftEvent) => {
    if (disposed) return;
    const transition = producerGiftReducer(state, event);
    const changed = transition.state !== state;
    state = transition.state;
    for (const effect of transition.effects) {
      switch (effect.type) {
        case 'addToCart':
          // A refused add cannot land in the cart: revert now rather than wait out the 8 s.
          deps.add().catch(() => {
            cancelTimer();
            dispatch({ type: 'timeout' });
          });
          break;
        case 'removeFromCart':
          // A refused removal leaves the line in the cart; the next republish shows it on again.
          deps.remove().catch(() => undefined);
          break;
        case 'startTimer':
          cancelTimer();
          handle = deps.timer.set(() => {
            handle = null;
            dispatch({ type: 'timeout' });
          }, effect.ms);
          break;
        case 'cancelTimer':
          cancelTimer();
          break;
      }
    }
    if (changed) deps.onChange(state);
  };

  return {
    get state() {
      return state;
    },
    toggle: (on) => dispatch({ type: on ? 'toggledOn' : 'toggledOff' }),
    cartUpdated: (present) => dispatch({ type: 'cartUpdated', inCart: present }),
    dispose: () => {
      cancelTimer();
      disposed = true;
    },
  };
}
