import { describe, expect, it } from 'vitest';
import {
  autocompleteAnnouncement,
  autocompleteReducer,
  initialAutocompleteState,
  isPanelVisible,
  needsPause,
  normaliseSearchText,
  shouldLoadSuggestions,
  type AutocompleteEvent,
  type AutocompleteState,
} from './autocomplete-state';

type S = AutocompleteState<string>;
const run = (events: AutocompleteEvent<string>[], from: S = initialAutocompleteState<string>()) =>
  events.reduce(autocompleteReducer<string>, from);
/** 'malbec' typed, the pause, and its one suggestion shown (request 1). */
const MALBEC_SHOWN: AutocompleteEvent<string>[] = [
  { type: 'typed', text: 'malbec' },
  { type: 'paused' },
  { type: 'loaded', requestId: 1, items: ['a'] },
];

describe('autocomplete (SPEC §4, §8, §9)', () => {
  it('loads only text of more than 2 characters, trimmed', () => {
    expect(shouldLoadSuggestions('ma')).toBe(false);
    expect(shouldLoadSuggestions('  ma  ')).toBe(false);
    expect(shouldLoadSuggestions('mal')).toBe(true);
    expect(normaliseSearchText('  cabernet   sauvignon ')).toBe('cabernet sauvignon');
    expect(normaliseSearchText('x'.repeat(150))).toHaveLength(100);
  });

  it('short text never waits nor loads', () => {
    const state = run([{ type: 'typed', text: 'ma' }]);
    expect(state.status).toBe('idle');
    expect(needsPause(state)).toBe(false);
    expect(run([{ type: 'paused' }], state).status).toBe('idle');
  });

  it('waits for the pause, then loads and shows results (max 4)', () => {
    const waiting = run([{ type: 'typed', text: 'malbec' }]);
    expect(waiting.status).toBe('waiting');
    expect(needsPause(waiting)).toBe(true);
    expect(isPanelVisible(waiting)).toBe(false);
    const loading = run([{ type: 'paused' }], waiting);
    expect(loading.status).toBe('loading');
    expect(loading.requestId).toBe(1);
    expect(loading.requestText).toBe('malbec');
    const loaded = run(
      [{ type: 'loaded', requestId: 1, items: ['a', 'b', 'c', 'd', 'e'] }],
      loading,
    );
    expect(loaded.status).toBe('results');
    expect(loaded.items).toEqual(['a', 'b', 'c', 'd']);
    expect(isPanelVisible(loaded)).toBe(true);
    expect(autocompleteAnnouncement(loaded)).toMatch(/^4 sugestões/);
  });

  it('no results hide the panel', () => {
    const state = run([
      { type: 'typed', text: 'zzzz' },
      { type: 'paused' },
      { type: 'loaded', requestId: 1, items: [] },
    ]);
    expect(state.status).toBe('no-results');
    expect(isPanelVisible(state)).toBe(false);
    expect(autocompleteAnnouncement(state)).toMatch(/Nenhuma sugestão/);
  });

  it('an error hides the panel and drops earlier results', () => {
    const shown = run([
      ...MALBEC_SHOWN,
      { type: 'typed', text: 'malbec reserva' },
      { type: 'paused' },
    ]);
    expect(isPanelVisible(shown)).toBe(true);
    const failed = run([{ type: 'failed', requestId: 2 }], shown);
    expect(failed.status).toBe('error');
    expect(isPanelVisible(failed)).toBe(false);
    expect(failed.items).toEqual([]);
  });

  it('a stale response never overwrites newer results', () => {
    const state = run([
      { type: 'typed', text: 'mal' },
      { type: 'paused' }, // request 1
      { type: 'typed', text: 'merlot' },
      { type: 'paused' }, // request 2
      { type: 'loaded', requestId: 2, items: ['merlot'] },
      { type: 'loaded', requestId: 1, items: ['malbec'] },
      { type: 'failed', requestId: 1 },
    ]);
    expect(state.status).toBe('results');
    expect(state.items).toEqual(['merlot']);
    expect(state.itemsText).toBe('merlot');
  });

  it('a response for words no longer in the box is dropped', () => {
    const state = run([
      { type: 'typed', text: 'malbec' },
      { type: 'paused' },
      { type: 'typed', text: 'malbe' },
      { type: 'loaded', requestId: 1, items: ['malbec'] },
    ]);
    expect(state.status).toBe('waiting');
    expect(state.items).toEqual([]);
  });

  it('keeps the results on show while the next ones load', () => {
    const state = run([...MALBEC_SHOWN, { type: 'typed', text: 'malbec ar' }]);
    expect(state.status).toBe('waiting');
    expect(isPanelVisible(state)).toBe(true);
    // Back to the same words: no new load.
    const back = run([{ type: 'typed', text: 'malbec ' }], state);
    expect(back.status).toBe('results');
    expect(needsPause(back)).toBe(false);
  });

  it('short text clears the suggestions', () => {
    const state = run([...MALBEC_SHOWN, { type: 'typed', text: 'ma' }]);
    expect(state.items).toEqual([]);
    expect(isPanelVisible(state)).toBe(false);
  });

  it('Esc or a click outside closes the panel; focus opens it again', () => {
    const shown = run(MALBEC_SHOWN);
    const closed = run([{ type: 'closed' }], shown);
    expect(isPanelVisible(closed)).toBe(false);
    expect(run([{ type: 'closed' }], closed)).toBe(closed);
    const reopened = run([{ type: 'opened' }], closed);
    expect(isPanelVisible(reopened)).toBe(true);
    expect(run([{ type: 'opened' }], reopened)).toBe(reopened);
  });
});
