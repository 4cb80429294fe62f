import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WinelistDto } from '@adega/server/contract';

vi.mock('./winelists-api', () => ({
  winelistsApi: {
    lists: vi.fn(),
    wishlist: vi.fn(),
    create: vi.fn(),
    addSku: vi.fn(),
    favourite: vi.fn(),
  },
}));

// The test files share one module graph (vitest isolate: false): the store is imported afresh
// here, over the mocked API, whatever another file imported before.
vi.resetModules();
const { winelistsApi } = await import('./winelists-api');
const store = await import('./winelists-store');
const api = vi.mocked(winelistsApi);

const list = (id: string, name: string): WinelistDto => ({
  id,
  name,
  skus: [],
  count: 0,
  shareUrl: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

beforeAll(() => {
  // The store's bus is a window event; in Node a bare EventTarget stands in for window.
  vi.stubGlobal('window', new EventTarget());
  store.subscribeToWinelists(() => undefined);
});

beforeEach(() => {
  vi.clearAllMocks();
  store.resetWinelistsStore();
  api.lists.mockResolvedValue([]);
  api.wishlist.mockResolvedValue({ skus: [], count: 0, items: [] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('change', () => {
  it('announces a success on the bus, and the lists reload', async () => {
    api.favourite.mockResolvedValue({ skus: ['A'], count: 1, items: [] });
    const heard = vi.fn();
    window.addEventListener(store.WINELISTS_CHANGED_EVENT, heard);
    expect(await store.change({ kind: 'favourite', sku: 'A' }, () => api.favourite('A'))).not.toBe(
      null,
    );
    window.removeEventListener(store.WINELISTS_CHANGED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(api.lists).toHaveBeenCalledTimes(1);
    expect(api.wishlist).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure: nothing is announced and nothing reloads', async () => {
    api.favourite.mockRejectedValue(new Error('500'));
    expect(await store.change({ kind: 'favourite', sku: 'A' }, () => api.favourite('A'))).toBe(
      null,
    );
    expect(api.lists).not.toHaveBeenCalled();
    expect(api.wishlist).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('createListAndAdd', () => {
  it('creates, reloads the lists once, finds the list by name and adds the product', async () => {
    api.create.mockResolvedValue(list('9', 'Tintos'));
    api.lists.mockResolvedValue([list('9', 'Tintos'), list('3', 'Outra')]);
    api.addSku.mockResolvedValue(list('9', 'Tintos'));
    expect(await store.createListAndAdd('Tintos', 'SKU1')).toBe(true);
    expect(api.create).toHaveBeenCalledWith('Tintos');
    expect(api.addSku).toHaveBeenCalledWith('9', 'SKU1');
  });

  it('does not add when the creation failed', async () => {
    api.create.mockRejectedValue(new Error('400'));
    expect(await store.createListAndAdd('Tintos', 'SKU1')).toBe(false);
    expect(api.lists).not.toHaveBeenCalled();
    expect(api.addSku).not.toHaveBeenCalled();
  });

  it('a failed listing reports false', async () => {
    api.lists.mockRejectedValue(new Error('503'));
    expect(await store.loadLists()).toBe(false);
  });
});
