/**
 * One section's data from the server: loading, the server's pt-BR message on failure (SPEC §8)
 * with a retry, and the data, which the section may replace after a save.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from './account-api';

export type Remote<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'error'; data: null; error: string }
  | { status: 'ready'; data: T; error: null };

export interface RemoteState<T> {
  state: Remote<T>;
  /** Loads again (after a failure, or to read what the server changed). */
  reload: () => Promise<void>;
  /** Replaces the data with what a save answered. */
  setData: (data: T) => void;
}

export function useRemote<T>(load: () => Promise<T>): RemoteState<T> {
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null, error: null });
  const loadRef = useRef(load);
  loadRef.current = load;
  // Only the latest request may write: a slow first answer must not overwrite a newer one.
  const generation = useRef(0);

  const reload = useCallback(async () => {
    generation.current += 1;
    const mine = generation.current;
    // A retry after a failure shows the loading state again; a refresh keeps what is shown.
    setState((current) =>
      current.status === 'error' ? { status: 'loading', data: null, error: null } : current,
    );
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ status: 'ready', data, error: null });
    } catch (error) {
      if (mine === generation.current) {
        setState({ status: 'error', data: null, error: errorMessage(error) });
      }
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      generation.current += 1;
    };
  }, [reload]);

  const setData = useCallback((data: T) => {
    generation.current += 1;
    setState({ status: 'ready', data, error: null });
  }, []);

  return { state, reload, setData };
}
