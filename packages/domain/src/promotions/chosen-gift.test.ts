import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_CHOSEN_GIFT_STATE,
  addChosenGiftRequest,
  chosenGiftReducer,
  preselectedSku,
  type ChosenGiftEvent,
  type ChosenGiftState,
} from './chosen-gift.ts';
import { itReturns } from '../test-support/examples.ts';

const gifts = [
  { sku: 'A', name: 'Tinto' },
  { sku: 'B', name: 'Branco', isDefault: true },
  { sku: 'C', name: 'Rosé' },
];

function run(events: ChosenGiftEvent[], state: ChosenGiftState = INITIAL_CHOSEN_GIFT_STATE) {
  const emitted: string[] = [];
  for (const event of events) {
    const next = chosenGiftReducer(state, event);
    state = next.state;
    emitted.push(...next.effects.map((e) => `${e.type}:${e.sku}`));
  }
  return { state, emitted };
}

describe('chosen gift (SPEC §4)', () => {
  it('stays locked while the missing value is above 0', () => {
    const { state, emitted } = run([{ type: 'cartUpdated', missing: 500, gifts }]);
    expect(state.locked).toBe(true);
    expect(emitted).toEqual([]);
    expect(run([{ type: 'choose', sku: 'A' }]).emitted).toEqual([]);
  });

  it('preselects the default sku on unlock and emits gift-chosen once', () => {
    const { state, emitted } = run([
      { type: 'cartUpdated', missing: 0, gifts },
      { type: 'cartUpdated', missing: 0, gifts },
    ]);
    expect(state).toMatchObject({ locked: false, selectedSku: 'B' });
    expect(emitted).toEqual(['gift-chosen:B']);
  });

  it('preselects the previously selected sku when the cart unlocks again', () => {
    const { state, emitted } = run([
      { type: 'cartUpdated', missing: 0, gifts },
      { type: 'succeeded' },
      { type: 'choose', sku: 'C' },
      { type: 'succeeded' },
      { type: 'cartUpdated', missing: 100, gifts },
      { type: 'cartUpdated', missing: 0, gifts },
    ]);
    expect(state.selectedSku).toBe('C');
    expect(emitted).toEqual(['gift-chosen:B', 'gift-chosen:C', 'gift-chosen:C']);
  });

  it('emits again when another sku is chosen, not for the same one', () => {
    const { emitted } = run([
      { type: 'cartUpdated', missing: 0, gifts },
      { type: 'choose', sku: 'A' },
      { type: 'choose', sku: 'A' },
    ]);
    expect(emitted).toEqual(['gift-chosen:B', 'gift-chosen:A']);
  });

  it('restores the prior selection on error and sets hadError', () => {
    const { state } = run([
      { type: 'cartUpdated', missing: 0, gifts },
      { type: 'succeeded' },
      { type: 'choose', sku: 'A' },
      { type: 'failed' },
    ]);
    expect(state).toMatchObject({ selectedSku: 'B', hadError: true, pending: false });
    const recovered = run([{ type: 'choose', sku: 'C' }, { type: 'succeeded' }], state).state;
    expect(recovered).toMatchObject({ selectedSku: 'C', hadError: false });
  });

  it('unlocks without a selection when no gift is default', () => {
    const { state, emitted } = run([{ type: 'cartUpdated', missing: 0, gifts: [{ sku: 'X' }] }]);
    expect(state).toMatchObject({ locked: false, selectedSku: null });
    expect(emitted).toEqual([]);
  });

  itReturns('preselects only a sku that is still offered: %j, %j → %j', preselectedSku, [
    [gifts, 'Z', 'B'],
    [gifts, 'A', 'A'],
    [[], null, null],
  ]);

  it('never emits while locked (property)', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constant('cartUpdated' as const),
        missing: fc.integer({ min: 0, max: 3 }),
        gifts: fc.constant(gifts),
      }),
      fc.record({ type: fc.constant('choose' as const), sku: fc.constantFrom('A', 'B', 'C') }),
      fc.constantFrom({ type: 'succeeded' as const }, { type: 'failed' as const }),
    );
    fc.assert(
      fc.property(fc.array(event), (events) => {
        let state = INITIAL_CHOSEN_GIFT_STATE;
        for (const e of events) {
          const next = chosenGiftReducer(state, e);
          if (next.state.locked) expect(next.effects).toEqual([]);
          state = next.state;
        }
      }),
    );
  });
});

describe('addChosenGiftRequest (SPEC §5)', () => {
  it("requires a gift id, else 'missing giftUidpk param'", () => {
    expect(addChosenGiftRequest(undefined)).toEqual({
      ok: false,
      message: 'missing giftUidpk param',
    });
    expect(addChosenGiftRequest(null)).toEqual({ ok: false, message: 'missing giftUidpk param' });
    expect(addChosenGiftRequest('  ')).toEqual({ ok: false, message: 'missing giftUidpk param' });
    expect(addChosenGiftRequest(123)).toEqual({ ok: true, giftUidpk: '123' });
    expect(addChosenGiftRequest('g-1')).toEqual({ ok: true, giftUidpk: 'g-1' });
  });
});
