/**
 * The page's shared client state (SPEC §5 "Updating shared data must not pass the whole shared
 * object"): a small external store read by every island through useSyncExternalStore (the consent
 * state is one). Its only update path is the domain's `updateSharedData`: a caller passes the
 * changed items; passing the whole object (the snapshot itself, or a copy carrying every key) is
 * refused with 'O objeto sharedData não deve ser enviado. Envie apenas os itens alterados.',
 * logged to the console in development and thrown as that error, and nothing changes.
 */
import { updateSharedData, type SharedData } from '@adega/domain/shared-data';

export class SharedDataError extends Error {
  override name = 'SharedDataError';
}

export interface SharedStore<T extends SharedData> {
  get(): T;
  subscribe(listener: () => void): () => void;
  /** Merges the changed items; throws SharedDataError when given the whole object. */
  update(changes: Partial<T>): T;
}

export interface SharedStoreOptions<T> {
  /** After each accepted update, with the state before and after. */
  onChange?: (before: T, after: T) => void;
  /** Where a refused update is reported (default: console.error in development). */
  report?: (message: string) => void;
}

function reportInDevelopment(message: string): void {
  if (import.meta.env.DEV) console.error(message);
}

export function createSharedStore<T extends SharedData>(
  initial: T,
  options: SharedStoreOptions<T> = {},
): SharedStore<T> {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  const report = options.report ?? reportInDevelopment;
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(changes) {
      const result = updateSharedData(snapshot, changes);
      if (!result.ok) {
        report(result.message);
        throw new SharedDataError(result.message);
      }
      const before = snapshot;
      snapshot = result.value;
      for (const listener of listeners) listener();
      options.onChange?.(before, snapshot);
      return snapshot;
    },
  };
}
