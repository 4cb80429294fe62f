/**
 * The one client cart store (issue #6, SPEC §4 "Cart operations run one at a time in a queue (add,
 * remove, quantity change). Each change republishes the cart."). A tiny external store read with
 * `useSyncExternalStore`: every widget — the WineBox button count, the drawer, the add-to-cart
 * buttons, the promotion widgets of `features/cart/promotions` — sees the same cart document.
 *
 * API (for the drawer's promotion widgets too):
 *
 *   const { cart, pending, isOpen, open, close, loaded } = useCart();
 *     cart      CartDto | null   the last document the server answered (null before the first load)
 *     pending   PendingOperation[]  queued and running operations, oldest first
 *                 ({ requestId, label, sku?, itemUidPk? }); e.g. `isItemPending(pending, uidPk)`
 *     isOpen    whether the WineBox drawer is open; open() / close() toggle it
 *
 *   const { add, remove, setQuantity, setDropStop, run, refresh } = useCartActions();
 *     add(sku, qty = 1, requestId?)          addToCart
 *     remove(itemUidPk)                      removeCartItem
 *     setQuantity(sku, itemUidPk, qty)       updateCartItemQuantity
 *     setDropStop(value)                     updateDropStopOption
 *     run(label, call, meta?)                any other cart-changing call through the same queue;
 *                                            `call(requestId)` must resolve to the new CartDto
 *                                            (use `requestId` as the Idempotency-Key)
 *     refresh()                              getShoppingCart, queued too
 *   Each returns a promise of the new CartDto (already published) and rejects with the
 *   RequestError of the failed call (pt-BR `message`); the cart is left as the server last said.
 *   Operations never run in parallel: the second starts when the first has answered.
 */
import { useSyncExternalStore } from 'react';
import type { CartDto } from '@adega/server/contract';
import { cartApi, newRequestId } from './cart-api';
import { trackLineChange } from './cart-tracking';

export interface PendingOperation {
  requestId: string;
  label: string;
  sku?: string;
  itemUidPk?: number;
}

export interface CartSnapshot {
  cart: CartDto | null;
  /** True once the first getShoppingCart (or any operation) has answered. */
  loaded: boolean;
  pending: readonly PendingOperation[];
  isOpen: boolean;
}

export type CartCall = (requestId: string) => Promise<CartDto>;

export interface CartApi {
  get(): Promise<CartDto>;
  add(sku: string, quantity: number, key: string): Promise<CartDto>;
  remove(itemUidPk: number, key: string): Promise<CartDto>;
  setQuantity(sku: string, itemUidPk: number, quantity: number, key: string): Promise<CartDto>;
  setDropStop(value: boolean, key: string): Promise<CartDto>;
}

export interface CartActions {
  add(sku: string, quantity?: number, requestId?: string): Promise<CartDto>;
  remove(itemUidPk: number): Promise<CartDto>;
  setQuantity(sku: string, itemUidPk: number, quantity: number): Promise<CartDto>;
  setDropStop(value: boolean): Promise<CartDto>;
  run(
    label: string,
    call: CartCall,
    meta?: { requestId?: string; sku?: string; itemUidPk?: number },
  ): Promise<CartDto>;
  refresh(): Promise<CartDto>;
}

export interface CartStore extends CartActions {
  getSnapshot(): CartSnapshot;
  subscribe(listener: () => void): () => void;
  open(): void;
  close(): void;
  /** Publishes a cart document that arrived some other way (e.g. a loader). */
  publish(cart: CartDto): void;
}

const SERVER_SNAPSHOT: CartSnapshot = { cart: null, loaded: false, pending: [], isOpen: false };

/**
 * A store over `api` (injectable for tests). A newer answer never loses to an older one: the queue
 * runs one call at a time, so the last answer is the newest state of the server's cart.
 */
export function createCartStore(api: CartApi = cartApi, makeId = newRequestId): CartStore {
  let snapshot: CartSnapshot = SERVER_SNAPSHOT;
  const listeners = new Set<() => void>();
  let queue: Promise<unknown> = Promise.resolve();

  const set = (next: Partial<CartSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  const run: CartActions['run'] = (label, call, meta = {}) => {
    const op: PendingOperation = {
      requestId: meta.requestId ?? makeId(),
      label,
      ...(meta.sku === undefined ? {} : { sku: meta.sku }),
      ...(meta.itemUidPk === undefined ? {} : { itemUidPk: meta.itemUidPk }),
    };
    set({ pending: [...snapshot.pending, op] });
    const done = () => set({ pending: snapshot.pending.filter((p) => p !== op) });
    const result = queue.then(() => call(op.requestId));
    queue = result.catch(() => undefined);
    return result.then(
      (cart) => {
        set({ cart, loaded: true, pending: snapshot.pending.filter((p) => p !== op) });
        return cart;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
  };

  /** Runs in the queue, so `snapshot.cart` is the cart just before this change. */
  const tracked =
    (call: CartCall, ref: { sku?: string; itemUidPk?: number }): CartCall =>
    async (id) => {
      const before = snapshot.cart;
      const after = await call(id);
      trackLineChange(before, after, ref);
      return after;
    };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open: () => set({ isOpen: true }),
    close: () => set({ isOpen: false }),
    publish: (cart) => set({ cart, loaded: true }),
    run,
    // SPEC §7 product added / removed: from the cart just before and just after the change.
    add: (sku, quantity = 1, requestId) =>
      run(
        'add',
        tracked((id) => api.add(sku, quantity, id), { sku }),
        {
          sku,
          ...(requestId ? { requestId } : {}),
        },
      ),
    remove: (itemUidPk) =>
      run(
        'remove',
        tracked((id) => api.remove(itemUidPk, id), { itemUidPk }),
        { itemUidPk },
      ),
    setQuantity: (sku, itemUidPk, quantity) =>
      run(
        'quantity',
        tracked((id) => api.setQuantity(sku, itemUidPk, quantity, id), { sku }),
        {
          sku,
          itemUidPk,
        },
      ),
    setDropStop: (value) => run('drop-stop', (id) => api.setDropStop(value, id)),
    refresh: () => run('refresh', () => api.get()),
  };
}

/** The page's store (one per browser tab). */
export const cartStore: CartStore = createCartStore();

const getServerSnapshot = () => SERVER_SNAPSHOT;

/** The cart, the queue and the drawer state; re-renders on every change. */
export function useCart(): CartSnapshot & { open(): void; close(): void } {
  const state = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, getServerSnapshot);
  return { ...state, open: cartStore.open, close: cartStore.close };
}

/** The queued and running operations only (every card's button reads them: no copy per card). */
export function useCartPending(): CartSnapshot['pending'] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, getServerSnapshot)
    .pending;
}

const actions: CartActions = {
  add: (...args) => cartStore.add(...args),
  remove: (...args) => cartStore.remove(...args),
  setQuantity: (...args) => cartStore.setQuantity(...args),
  setDropStop: (...args) => cartStore.setDropStop(...args),
  run: (...args) => cartStore.run(...args),
  refresh: () => cartStore.refresh(),
};

/** The cart-changing operations (stable identities; never re-render by themselves). */
export function useCartActions(): CartActions {
  return actions;
}

/** Whether an operation on this line (quantity, removal) is queued or running. */
export function isItemPending(pending: readonly PendingOperation[], itemUidPk: number): boolean {
  return pending.some((op) => op.itemUidPk === itemUidPk);
}

/** Whether the operation with this request id is queued or running. */
export function isRequestPending(pending: readonly PendingOperation[], requestId: string): boolean {
  return pending.some((op) => op.requestId === requestId);
}
