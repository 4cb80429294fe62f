import { describe, expect, it } from 'vitest';
import type { WinelistDto } from '@adega/server/contract';
import {
  INITIAL_FEEDBACK,
  feedbackReducer,
  listEntries,
  moreOptions,
  productCountLabel,
} from './winelists-view';

const list = (id: string, skus: string[]): WinelistDto => ({
  id,
  name: `Lista ${id}`,
  skus,
  count: skus.length,
  shareUrl: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('productCountLabel', () => {
  it('says 0 Produtos, 1 Produto and N Produtos', () => {
    expect(productCountLabel(0)).toBe('0 Produtos');
    expect(productCountLabel(1)).toBe('1 Produto');
    expect(productCountLabel(7)).toBe('7 Produtos');
  });
});

describe('listEntries', () => {
  it('puts the locked favourites first and disables the lists that hold the product', () => {
    const entries = listEntries([list('1', ['A']), list('2', [])], { skus: [], count: 0 }, 'A');
    expect(entries.map((entry) => [entry.name, entry.countLabel, entry.disabled])).toEqual([
      ['Favoritos', '0 Produtos', false],
      ['Lista 1', '1 Produto', true],
      ['Lista 2', '0 Produtos', false],
    ]);
    expect(entries[0]?.locked).toBe(true);
  });

  it('disables favourites when the product is a favourite', () => {
    expect(listEntries([], { skus: ['A', 'B'], count: 2 }, 'A')[0]).toMatchObject({
      disabled: true,
      countLabel: '2 Produtos',
    });
  });
});

describe('moreOptions', () => {
  it('offers favourite or unfavourite, and remove only with a list id off the favourites page', () => {
    expect(moreOptions({ favourited: false })).toEqual(['include', 'favourite', 'cancel']);
    expect(moreOptions({ favourited: true, listId: '3' })).toEqual([
      'include',
      'unfavourite',
      'removeFromList',
      'cancel',
    ]);
    expect(moreOptions({ favourited: true, listId: '3', onFavouritesPage: true })).toEqual([
      'include',
      'unfavourite',
      'cancel',
    ]);
  });
});

describe('feedbackReducer', () => {
  it('sets the flag and the confirmation, each cleared by its own expiry', () => {
    const on = feedbackReducer(INITIAL_FEEDBACK, { type: 'succeeded', outcome: 'favourited' });
    expect(on.flag?.outcome).toBe('favourited');
    expect(on.confirmation?.outcome).toBe('favourited');
    const flagOff = feedbackReducer(on, { type: 'flagExpired', seq: on.seq });
    expect(flagOff.flag).toBeNull();
    expect(flagOff.confirmation?.outcome).toBe('favourited');
    expect(feedbackReducer(flagOff, { type: 'confirmationExpired', seq: on.seq })).toMatchObject({
      flag: null,
      confirmation: null,
    });
  });

  it('ignores the expiry of an older outcome', () => {
    const first = feedbackReducer(INITIAL_FEEDBACK, { type: 'succeeded', outcome: 'added' });
    const second = feedbackReducer(first, { type: 'succeeded', outcome: 'unfavourited' });
    const stale = feedbackReducer(second, { type: 'flagExpired', seq: first.seq });
    expect(stale.flag?.outcome).toBe('unfavourited');
  });
});
