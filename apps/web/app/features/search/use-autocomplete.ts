/**
 * Drives `autocomplete-state.ts` in the browser: the 2000 ms pause (a timer restarted by every
 * keystroke), the request (the previous one is aborted) and the stale-response guard (the
 * reducer drops answers whose id is not the latest).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AutocompleteItem } from '@adega/server/contract';
import {
  AUTOCOMPLETE_PAUSE_MS,
  autocompleteReducer,
  initialAutocompleteState,
  needsPause,
  type AutocompleteState,
} from './autocomplete-state';
import { findProducts } from './find-products';

export type Loader = (text: string, signal: AbortSignal) => Promise<AutocompleteItem[]>;

export interface Autocomplete {
  state: AutocompleteState<AutocompleteItem>;
  /** The text as typed (SearchBox onQueryChange). */
  onQueryChange: (text: string) => void;
  open: () => void;
  close: () => void;
}

export function useAutocomplete(load: Loader = findProducts): Autocomplete {
  const [state, dispatch] = useReducer(autocompleteReducer<AutocompleteItem>, undefined, () =>
    initialAutocompleteState<AutocompleteItem>(),
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  // Every keystroke restarts the pause; a text that needs no load cancels it.
  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!needsPause(state)) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      dispatch({ type: 'paused' });
    }, AUTOCOMPLETE_PAUSE_MS);
  }, [state.text, state.status]);

  // A new load id means a request to send.
  const { requestId, requestText, status } = state;
  useEffect(() => {
    if (status !== 'loading' || requestId === 0) return;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    load(requestText, controller.signal).then(
      (items) => dispatch({ type: 'loaded', requestId, items }),
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'failed', requestId });
      },
    );
  }, [requestId]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const onQueryChange = useCallback((text: string) => dispatch({ type: 'typed', text }), []);
  const open = useCallback(() => dispatch({ type: 'opened' }), []);
  const close = useCallback(() => dispatch({ type: 'closed' }), []);
  return { state, onQueryChange, open, close };
}
