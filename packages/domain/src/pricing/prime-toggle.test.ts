import { describe, expect, it } from 'vitest';
import {
  HAS_PRIME_ON_CART_STORAGE_KEY,
  PRIME_TOGGLE_REENABLE_MS,
  cartItemCount,
  isPrimeToggleDisabled,
  isSubscriptionItem,
  primeCartUpdated,
  primeCooledDown,
  primeToggleFailed,
  shouldRemovePrimeItem,
  togglePrime,
} from './prime-toggle.ts';
import { itReturns } from '../test-support/examples.ts';

const wine = { productType: 'Vinho', quantity: 2 };
const prime = { productType: 'ClubePrime', quantity: 1 };

describe('subscription item (SPEC §3)', () => {
  itReturns("is productType 'ClubePrime': %j → %j", isSubscriptionItem, [
    [prime, true],
    [wine, false],
    [{}, false],
  ]);
});

describe('cartItemCount (SPEC §4: prime excluded)', () => {
  itReturns('counts units without the prime item: %j → %j', cartItemCount, [
    [[wine, prime], 2],
    [[wine, { productType: 'Vinho' }], 3],
    [[prime], 0],
    [[{ quantity: -1 }], 0],
    [[], 0],
  ]);
});

describe('shouldRemovePrimeItem (SPEC §4)', () => {
  itReturns(
    'only for prime subscribers with the prime item in the cart: %j, %j → %j',
    shouldRemovePrimeItem,
    [
      [{ socioPrime: true }, [wine, prime], true],
      [{ socioPrime: true }, [wine], false],
      [{ socioPrime: false }, [prime], false],
      [null, [prime], false],
    ],
  );
});

describe('prime toggle (SPEC §4)', () => {
  const idle = { loading: false, hasPrimeOnCart: false };

  it('adding offers the prime sku and loads until clubePrimeOnCart changes', () => {
    const { state, command } = togglePrime(idle, true);
    expect(command).toEqual({ type: 'add-prime-sku' });
    expect(state).toEqual({ loading: true, hasPrimeOnCart: false });
    expect(primeCartUpdated(state, false)).toBe(state); // unchanged flag: still loading
    expect(primeCartUpdated(state, true)).toEqual({ loading: false, hasPrimeOnCart: true });
  });

  it('removing deletes the cart item', () => {
    const { state, command } = togglePrime({ loading: false, hasPrimeOnCart: true }, false);
    expect(command).toEqual({ type: 'remove-prime-item' });
    expect(primeCartUpdated(state, false)).toEqual({ loading: false, hasPrimeOnCart: false });
  });

  it('toggling to the current state does nothing', () => {
    expect(togglePrime(idle, false)).toEqual({ state: idle, command: null });
  });

  it('stores the flag as hasPrimeOnCart', () => {
    expect(HAS_PRIME_ON_CART_STORAGE_KEY).toBe('hasPrimeOnCart');
  });

  it('the discount toggle re-enables as soon as the active state changes', () => {
    const { state } = togglePrime(idle, true);
    expect(isPrimeToggleDisabled(state)).toBe(true);
    const changed = primeCartUpdated(state, true, 'discount');
    expect(isPrimeToggleDisabled(changed)).toBe(false);
    expect(PRIME_TOGGLE_REENABLE_MS.discount).toBe(0);
  });

  it('the pass card re-enables 4 s after the active state changes (SPEC §4, §9)', () => {
    expect(PRIME_TOGGLE_REENABLE_MS.pass).toBe(4000);
    const { state } = togglePrime(idle, true);
    const changed = primeCartUpdated(state, true, 'pass');
    expect(changed).toEqual({ loading: false, hasPrimeOnCart: true, coolingDown: true });
    expect(isPrimeToggleDisabled(changed)).toBe(true);
    // Clicks while disabled do nothing.
    expect(togglePrime(changed, false)).toEqual({ state: changed, command: null });
    const reenabled = primeCooledDown(changed);
    expect(reenabled).toEqual({ loading: false, hasPrimeOnCart: true });
    expect(isPrimeToggleDisabled(reenabled)).toBe(false);
    expect(primeCooledDown(reenabled)).toBe(reenabled);
  });

  it('a change the customer did not click (another tab) does not disable the pass card', () => {
    const changed = primeCartUpdated(idle, true, 'pass');
    expect(isPrimeToggleDisabled(changed)).toBe(false);
  });

  it('a failure re-enables the toggle at once', () => {
    const { state } = togglePrime(idle, true);
    expect(primeToggleFailed(state)).toEqual(idle);
  });
});
