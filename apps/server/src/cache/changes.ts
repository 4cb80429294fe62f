/**
 * What changed in the data pages show, as cache tags (issue #19, ADR 0035). The database tells
 * every instance (triggers → `page_invalidations` → LISTEN/NOTIFY, with a polled signature as
 * the safety net; `watcher.ts`); this feed hands the tags to the caches of this process: the page
 * cache and the services' memos.
 */

/** Anything a page may show beyond one product's stock: catalogue, prices, promotions, flags… */
export const SITE_TAG = 'site';

/** One product's stock alone (its own page); the triggers of migration 0021 write the same. */
export function productTag(code: string): string {
  return `product:${code}`;
}

/** One customer's row or sessions (migration 0023): the signed-in session cache's, not pages'. */
export const CUSTOMER_TAG_PREFIX = 'customer:';
/** Every customer's (a statement that changed more than 200): the session cache forgets all. */
export const CUSTOMERS_TAG = 'customers';

export function customerTag(id: number): string {
  return `${CUSTOMER_TAG_PREFIX}${String(id)}`;
}

/** Whether a tag says something about pages (customer tags do not: no page shows a customer). */
export function isPageTag(tag: string): boolean {
  return tag !== CUSTOMERS_TAG && !tag.startsWith(CUSTOMER_TAG_PREFIX);
}

export type ChangeListener = (tags: readonly string[]) => void;

export interface ChangeFeed {
  /** Calls `listener` with the tags of every change seen from now on; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** Hands `tags` to every listener of this process (the database watcher calls it). */
  publish(tags: readonly string[]): void;
  /** Increases with every publication: a memo compares it to know it is still current. */
  readonly generation: number;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  let generation = 0;
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(tags) {
      if (tags.length === 0) return;
      generation += 1;
      for (const listener of listeners) listener(tags);
    },
    get generation() {
      return generation;
    },
  };
}

export interface Memo<T> {
  /** The value for `key`, computed once (concurrent callers share one computation). */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
  readonly size: number;
}

/**
 * A memo of site-wide reads (menus, flags, banners, facets of an unchanged catalogue): values
 * are kept until any SITE_TAG change (or `tags` of the caller's choosing), computed once per key
 * even under concurrency; a failed computation is not kept. At most `max` keys (oldest first
 * out), so a hostile stream of distinct keys cannot grow it.
 */
export function memoUntilChange<T>(
  feed: ChangeFeed,
  options: { max?: number; tags?: readonly string[] } = {},
): Memo<T> {
  const max = options.max ?? 1000;
  const watched = new Set(options.tags ?? [SITE_TAG]);
  const entries = new Map<string, Promise<T>>();
  // Bumped by a watched change and by clear(): a computation that started before is not kept.
  let local = 0;
  feed.subscribe((tags) => {
    if (!tags.some((tag) => watched.has(tag))) return;
    local += 1;
    entries.clear();
  });
  return {
    get(key, compute) {
      const known = entries.get(key);
      if (known) return known;
      const started = local;
      // A thenable (a query builder) runs again at every `then`: adopt it once into a promise.
      const pending = Promise.resolve().then(compute);
      entries.set(key, pending);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      pending.then(
        () => {
          // A change during the computation: the value may predate it, so it is not kept.
          if (local !== started && entries.get(key) === pending) entries.delete(key);
        },
        () => {
          if (entries.get(key) === pending) entries.delete(key);
        },
      );
      return pending;
    },
    clear() {
      local += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
