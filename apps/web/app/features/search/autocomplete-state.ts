/**
 * Autocomplete state machine (SPEC §4 "Autocomplete", §8, §9), pure and framework-free so the
 * timing and ordering rules are testable without a browser. `use-autocomplete.ts` drives it with
 * real timers and `fetch`.
 *
 * - A text of more than 2 characters (trimmed) loads after a 2000 ms pause without typing;
 *   shorter text never loads and clears the suggestions.
 * - States: idle, waiting (the pause is running), loading, results, no-results, error.
 * - The panel shows only with results (and while the box is in use); an error hides it.
 * - Every load gets an increasing id: a response whose id is not the latest one is stale and is
 *   dropped, so an older request finishing late never overwrites newer results.
 */
import {
  AUTOCOMPLETE_MAX_PRODUCTS,
  AUTOCOMPLETE_MIN_CHARS_EXCLUSIVE,
  AUTOCOMPLETE_PAUSE_MS,
} from '@adega/domain/constants';

export { AUTOCOMPLETE_PAUSE_MS };

/** The longest search text the server accepts (contract SearchRequest: 1..100 characters). */
export const SEARCH_TEXT_MAX = 100;

export type AutocompleteStatus =
  'idle' | 'waiting' | 'loading' | 'results' | 'no-results' | 'error';

export interface AutocompleteState<Item> {
  /** The text as typed. */
  text: string;
  status: AutocompleteStatus;
  /** The suggestions on show (kept while the next ones load, cleared by short text or an error). */
  items: readonly Item[];
  /** The text the current `items` answer. */
  itemsText: string;
  /** Id of the latest load started; responses with another id are stale. */
  requestId: number;
  /** The normalised text of the latest load started. */
  requestText: string;
  /** Whether the search box is in use (focused, not dismissed with Esc or a click outside). */
  open: boolean;
}

export type AutocompleteEvent<Item> =
  | { type: 'typed'; text: string }
  | { type: 'paused' }
  | { type: 'loaded'; requestId: number; items: readonly Item[] }
  | { type: 'failed'; requestId: number }
  | { type: 'opened' }
  | { type: 'closed' };

export function initialAutocompleteState<Item>(text = ''): AutocompleteState<Item> {
  return {
    text,
    status: 'idle',
    items: [],
    itemsText: '',
    requestId: 0,
    requestText: '',
    open: false,
  };
}

/** The text sent to the server: trimmed, inner spaces collapsed, at most 100 characters. */
export function normaliseSearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TEXT_MAX).trim();
}

/** SPEC §4/§9: only a text of more than 2 characters loads suggestions. */
export function shouldLoadSuggestions(text: string): boolean {
  return normaliseSearchText(text).length > AUTOCOMPLETE_MIN_CHARS_EXCLUSIVE;
}

export function autocompleteReducer<Item>(
  state: AutocompleteState<Item>,
  event: AutocompleteEvent<Item>,
): AutocompleteState<Item> {
  switch (event.type) {
    case 'typed': {
      const text = event.text;
      if (!shouldLoadSuggestions(text)) {
        return { ...state, text, status: 'idle', items: [], itemsText: '', open: true };
      }
      const normalised = normaliseSearchText(text);
      // Back to the words the suggestions on show answer (e.g. a trailing space, or a letter
      // typed and erased): nothing new to load, and a load in flight for other words is dropped.
      if (normalised === state.itemsText) {
        const status = state.items.length > 0 ? 'results' : 'no-results';
        return { ...state, text, status, open: true };
      }
      return { ...state, text, status: 'waiting', open: true };
    }
    case 'paused': {
      if (state.status !== 'waiting') return state;
      return {
        ...state,
        status: 'loading',
        requestId: state.requestId + 1,
        requestText: normaliseSearchText(state.text),
      };
    }
    case 'loaded': {
      if (event.requestId !== state.requestId || state.status !== 'loading') return state;
      const items = event.items.slice(0, AUTOCOMPLETE_MAX_PRODUCTS);
      return {
        ...state,
        status: items.length > 0 ? 'results' : 'no-results',
        items,
        itemsText: state.requestText,
      };
    }
    case 'failed': {
      if (event.requestId !== state.requestId || state.status !== 'loading') return state;
      // SPEC §8: search errors hide the autocomplete panel.
      return { ...state, status: 'error', items: [], itemsText: '' };
    }
    case 'opened':
      return state.open ? state : { ...state, open: true };
    case 'closed':
      return state.open ? { ...state, open: false } : state;
  }
}

/** SPEC §4: the panel shows only when there are results (and the box is in use). */
export function isPanelVisible<Item>(state: AutocompleteState<Item>): boolean {
  return state.open && state.items.length > 0 && state.status !== 'error';
}

/** Whether the reducer now needs the pause timer (after 'typed' into 'waiting'). */
export function needsPause<Item>(state: AutocompleteState<Item>): boolean {
  return state.status === 'waiting';
}

/** Text for the polite live region (screen readers), by state. */
export function autocompleteAnnouncement<Item>(state: AutocompleteState<Item>): string {
  switch (state.status) {
    case 'loading':
      return 'Buscando sugestões…';
    case 'results':
      return state.items.length === 1
        ? '1 sugestão encontrada. Use Tab ou seta para baixo para navegar.'
        : `${state.items.length} sugestões encontradas. Use Tab ou seta para baixo para navegar.`;
    case 'no-results':
      return 'Nenhuma sugestão encontrada. Aperte enter para buscar.';
    default:
      return '';
  }
}
