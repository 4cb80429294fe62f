import { describe, expect, it } from 'vitest';
import type { CartDto } from '@adega/server/contract';
import { createCartStore, isItemPending, isRequestPending, type CartApi } from './cart-store';
import { cartItem, cartOf } from '../../test-support/cart';

/** A fake server whose answers the test releases one by one. */
function deferredApi() {
  const calls: {
    name: string;
    args: unknown[];
    resolve(c: CartDto): void;
    reject(e: Error): void;
  }[] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      new Promise<CartDto>((resolve, reject) => calls.push({ name, args, resolve, reject }));
  const api: CartApi = {
    get: record('get'),
    add: record('add'),
    remove: record('remove'),
    setQuantity: record('setQuantity'),
    setDropStop: record('setDropStop'),
  };
  return { api, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart store queue', () => {
  it('runs one operation at a time, in order, and publishes each answer', async () => {
    const { api, calls } = deferredApi();
    let n = 0;
    const store = createCartStore(api, () => `id-${String((n += 1))}`);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().cart?.numItems ?? -1));

    const first = store.add('V1', 1, 'mine');
    const second = store.add('V1', 2);
    await flush();
    expect(calls.map((c) => c.name)).toEqual(['add']);
    expect(calls[0]?.args).toEqual(['V1', 1, 'mine']);
    expect(store.getSnapshot().pending.map((p) => p.requestId)).toEqual(['mine', 'id-1']);
    expect(isRequestPending(store.getSnapshot().pending, 'mine')).toBe(true);

    calls[0]?.resolve(cartOf([cartItem({ quantity: 1 })]));
    await first;
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1]?.args).toEqual(['V1', 2, 'id-1']);
    expect(isRequestPending(store.getSnapshot().pending, 'mine')).toBe(false);

    calls[1]?.resolve(cartOf([cartItem({ quantity: 3 })]));
    await expect(second).resolves.toMatchObject({ numItems: 3 });
    expect(store.getSnapshot().cart?.numItems).toBe(3);
    expect(store.getSnapshot().pending).toEqual([]);
    expect(seen.at(-1)).toBe(3);
  });

  it('a failed operation rejects, keeps the last cart and lets the next one run', async () => {
    const { api, calls } = deferredApi();
    const store = createCartStore(api);
    store.publish(cartOf([cartItem({ quantity: 2 })]));
    const failing = store.setQuantity('V1', 1, 5);
    const next = store.remove(1);
    expect(isItemPending(store.getSnapshot().pending, 1)).toBe(true);
    await flush();
    calls[0]?.reject(new Error('Só temos 3 unidades deste produto.'));
    await expect(failing).rejects.toThrow('Só temos 3');
    expect(store.getSnapshot().cart?.numItems).toBe(2);
    await flush();
    expect(calls[1]?.name).toBe('remove');
    calls[1]?.resolve(cartOf([]));
    await next;
    expect(store.getSnapshot().cart?.cartItems).toEqual([]);
    expect(isItemPending(store.getSnapshot().pending, 1)).toBe(false);
  });

  it('run() queues any other cart call with a request id; refresh reads the cart', async () => {
    const { api, calls } = deferredApi();
    const store = createCartStore(api, () => 'k');
    const keys: string[] = [];
    const custom = store.run('gift', (id) => {
      keys.push(id);
      return Promise.resolve(cartOf([cartItem()]));
    });
    const refresh = store.refresh();
    await custom;
    expect(keys).toEqual(['k']);
    await flush();
    expect(calls.map((c) => c.name)).toEqual(['get']);
    calls[0]?.resolve(cartOf([]));
    await refresh;
    expect(store.getSnapshot().loaded).toBe(true);
  });

  it('drop-stop goes through the queue; open and close toggle the drawer state', async () => {
    const { api, calls } = deferredApi();
    const store = createCartStore(api);
    store.open();
    expect(store.getSnapshot().isOpen).toBe(true);
    const change = store.setDropStop(true);
    await flush();
    expect(calls[0]).toMatchObject({ name: 'setDropStop' });
    expect(calls[0]?.args[0]).toBe(true);
    calls[0]?.resolve(cartOf([], { wantsDropStop: true }));
    await change;
    expect(store.getSnapshot().cart?.wantsDropStop).toBe(true);
    store.close();
    expect(store.getSnapshot().isOpen).toBe(false);
  });

  it('unsubscribe stops notifications', () => {
    const store = createCartStore(deferredApi().api);
    let count = 0;
    const off = store.subscribe(() => (count += 1));
    store.open();
    off();
    store.close();
    expect(count).toBe(1);
  });
});
