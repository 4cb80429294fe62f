import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_PRODUCER_GIFT_STATE,
  parseBoldMarkers,
  producerGiftReducer,
  type ProducerGiftState,
} from './producer-gift.ts';
import { itReturns } from '../test-support/examples.ts';

const on: ProducerGiftState = { on: true, disabled: false };
const waiting: ProducerGiftState = { on: true, disabled: true };

describe('producer gift toggle (SPEC §4, §9 8000 ms)', () => {
  it('on: adds the item and disables the toggle for up to 8 s', () => {
    expect(producerGiftReducer(INITIAL_PRODUCER_GIFT_STATE, { type: 'toggledOn' })).toEqual({
      state: waiting,
      effects: [{ type: 'addToCart' }, { type: 'startTimer', ms: 8000 }],
    });
  });

  it('re-enables when the item shows in the cart', () => {
    expect(producerGiftReducer(waiting, { type: 'cartUpdated', inCart: true })).toEqual({
      state: on,
      effects: [{ type: 'cancelTimer' }],
    });
    expect(producerGiftReducer(waiting, { type: 'cartUpdated', inCart: false })).toEqual({
      state: waiting,
      effects: [],
    });
  });

  it('reverts to off if the item is not in the cart by the timeout', () => {
    expect(producerGiftReducer(waiting, { type: 'timeout' }).state).toEqual({
      on: false,
      disabled: false,
    });
    expect(producerGiftReducer(on, { type: 'timeout' }).state).toEqual(on);
  });

  it('off: removes the item', () => {
    expect(producerGiftReducer(on, { type: 'toggledOff' })).toEqual({
      state: INITIAL_PRODUCER_GIFT_STATE,
      effects: [{ type: 'removeFromCart' }],
    });
  });

  it('ignores clicks while disabled or already in that position', () => {
    expect(producerGiftReducer(waiting, { type: 'toggledOff' }).effects).toEqual([]);
    expect(producerGiftReducer(waiting, { type: 'toggledOn' }).effects).toEqual([]);
    expect(producerGiftReducer(on, { type: 'toggledOn' }).effects).toEqual([]);
    expect(
      producerGiftReducer(INITIAL_PRODUCER_GIFT_STATE, { type: 'toggledOff' }).effects,
    ).toEqual([]);
  });

  it('mirrors the cart when not waiting', () => {
    expect(producerGiftReducer(on, { type: 'cartUpdated', inCart: false }).state.on).toBe(false);
    expect(
      producerGiftReducer(INITIAL_PRODUCER_GIFT_STATE, { type: 'cartUpdated', inCart: true }).state
        .on,
    ).toBe(true);
  });
});

describe('parseBoldMarkers (SPEC §3 producerCampaignData.description)', () => {
  it('splits ** markers into bold segments', () => {
    expect(parseBoldMarkers('Ganhe **1 taça** na compra de **2 vinhos**.')).toEqual([
      { text: 'Ganhe ', bold: false },
      { text: '1 taça', bold: true },
      { text: ' na compra de ', bold: false },
      { text: '2 vinhos', bold: true },
      { text: '.', bold: false },
    ]);
    expect(parseBoldMarkers('**Tudo**')).toEqual([{ text: 'Tudo', bold: true }]);
  });

  it('keeps an unpaired marker literal', () => {
    expect(parseBoldMarkers('a **b** c **d')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c **d', bold: false },
    ]);
  });

  itReturns('handles empty input: %j → %j', parseBoldMarkers, [
    ['', []],
    [null, []],
    ['****', []],
  ]);

  it('keeps every visible character (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const joined = parseBoldMarkers(s)
          .map((seg) => seg.text)
          .join('');
        expect(joined.replaceAll('*', '')).toBe(s.replaceAll('*', ''));
      }),
    );
  });
});
