/**
 * The browser's one store of the customer's favourites and Winelists, and the spec's "internal
 * message bus" (SPEC §7: favourite and Winelist operations go through it): a successful change
 * is announced as the window event `adega:winelists-changed`; the store listens to that event and
 * reloads, and every card, modal and account section reads the store, so a change anywhere shows
 * everywhere. SPEC §4: lists reload after a change, never after a failed one (a failure is only
 * logged to the console and the store stays as it was).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { WinelistDto, WishlistDto } from '@adega/server/contract';
import { winelistsApi } from './winelists-api';

export const WINELISTS_CHANGED_EVENT = 'adega:winelists-changed';

export interface WinelistsChange {
  kind: 'favourite' | 'unfavourite' | 'create' | 'rename' | 'delete' | 'add' | 'remove';
  sku?: string;
  listId?: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'error';

export interface WinelistsState {
  wishlist: WishlistDto;
  wishlistStatus: Status;
  lists: WinelistDto[];
  listsStatus: Status;
}

const EMPTY_WISHLIST: WishlistDto = { skus: [], count: 0, items: [] };
const SERVER_STATE: WinelistsState = {
  wishlist: EMPTY_WISHLIST,
  wishlistStatus: 'idle',
  lists: [],
  listsStatus: 'idle',
};

let state: WinelistsState = SERVER_STATE;
const listeners = new Set<() => void>();
let busAttached = false;

function set(patch: Partial<WinelistsState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function subscribeToWinelists(listener: () => void) {
  listeners.add(listener);
  if (!busAttached && typeof window !== 'undefined') {
    busAttached = true;
    window.addEventListener(WINELISTS_CHANGED_EVENT, () => {
      void reloadAll();
    });
  }
  return () => listeners.delete(listener);
}

/**
 * A GET whose answer is applied only when nothing newer happened since it started: a change
 * (`invalidate`) or a newer GET. Without it a reload that started before a change could land
 * after it and put back what the change removed. Concurrent loads with nothing in between share
 * one request.
 */
function latestOnly(run: (isCurrent: () => boolean) => Promise<boolean>) {
  let seq = 0;
  let inFlight: { seq: number; promise: Promise<boolean> } | null = null;
  return {
    load(): Promise<boolean> {
      if (inFlight && inFlight.seq === seq) return inFlight.promise;
      const mine = ++seq;
      const entry = {
        seq: mine,
        promise: run(() => mine === seq).finally(() => {
          if (inFlight === entry) inFlight = null;
        }),
      };
      inFlight = entry;
      return entry.promise;
    },
    invalidate(): void {
      seq += 1;
    },
  };
}

/**
 * The loader of one part of the store (`wishlist` or `lists`) with its status. When `keepsShown`,
 * what is shown stays while it reloads and after a failed reload (the hearts stay as they were).
 */
function loaderOf<K extends 'wishlist' | 'lists'>(
  key: K,
  fetch: () => Promise<WinelistsState[K]>,
  failure: string,
  keepsShown: boolean,
) {
  const statusKey: `${K}Status` = `${key}Status`;
  // The two keys are computed, so TypeScript cannot tie them to the state's fields.
  const setPart = (patch: Record<string, unknown>) => set(patch as Partial<WinelistsState>);
  return latestOnly(async (isCurrent) => {
    if (!keepsShown || state[statusKey] === 'idle') setPart({ [statusKey]: 'loading' });
    try {
      const value = await fetch();
      if (isCurrent()) setPart({ [key]: value, [statusKey]: 'ready' });
      return true;
    } catch (error) {
      console.error(failure, error);
      const shown = keepsShown && state[statusKey] === 'ready';
      if (isCurrent()) setPart({ [statusKey]: shown ? 'ready' : 'error' });
      return false;
    }
  });
}

const wishlistLoader = loaderOf(
  'wishlist',
  () => winelistsApi.wishlist(),
  'Favoritos: falha ao carregar',
  true,
);

/** GET the favourites; a failure is logged (the hearts stay as they were). */
export function loadWishlist(): Promise<boolean> {
  return wishlistLoader.load();
}

const listsLoader = loaderOf(
  'lists',
  () => winelistsApi.lists(),
  'Winelists: falha ao listar',
  false,
);

/** GET the lists; false when the listing failed (SPEC §8 'Erro ao verificar Listas'). */
export function loadLists(): Promise<boolean> {
  return listsLoader.load();
}

/** After a change: what is in flight predates it, so both are fetched anew. */
function reloadAll(): Promise<[boolean, boolean]> {
  wishlistLoader.invalidate();
  listsLoader.invalidate();
  return Promise.all([loadWishlist(), loadLists()]);
}

/** The favourites as a favourite/unfavourite answered them (the hearts turn at once). */
export function setWishlist(wishlist: WishlistDto): void {
  // The change's own answer is newer than any reload in flight.
  wishlistLoader.invalidate();
  set({ wishlist, wishlistStatus: 'ready' });
}

/** Announces a change on the bus: every listener (the store first) reloads. */
export function announceChange(change: WinelistsChange): void {
  window.dispatchEvent(new CustomEvent(WINELISTS_CHANGED_EVENT, { detail: change }));
}

/**
 * Runs one change: on success announces it (the lists reload) and resolves to its answer; on
 * failure logs it, reloads nothing and resolves to null.
 */
export async function change<T>(what: WinelistsChange, run: () => Promise<T>): Promise<T | null> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    console.error(`Winelists: falha em ${what.kind}`, error);
    return null;
  }
  announceChange(what);
  return result;
}

/**
 * SPEC §4 "Creating a list: request create, reload lists, find the list by name, add the product
 * to it." Resolves true when the product was added.
 */
export async function createListAndAdd(name: string, sku: string): Promise<boolean> {
  const created = await change({ kind: 'create' }, () => winelistsApi.create(name));
  if (!created) return false;
  if (!(await loadLists())) return false;
  const list = state.lists.find((candidate) => candidate.name === created.name);
  if (!list) return false;
  const added = await change({ kind: 'add', sku, listId: list.id }, () =>
    winelistsApi.addSku(list.id, sku),
  );
  return added !== null;
}

/** The store, loading the favourites the first time a logged customer's control mounts. */
export function useWinelists(loggedIn: boolean): WinelistsState {
  const snapshot = useSyncExternalStore(
    subscribeToWinelists,
    () => state,
    () => SERVER_STATE,
  );
  useEffect(() => {
    if (loggedIn && state.wishlistStatus === 'idle') void loadWishlist();
  }, [loggedIn]);
  return snapshot;
}

export function isFavourite(current: WinelistsState, sku: string): boolean {
  return current.wishlist.skus.includes(sku);
}

/** Tests and sign-out: forget what was loaded. */
export function resetWinelistsStore(): void {
  state = SERVER_STATE;
  for (const listener of listeners) listener();
}
