/**
 * The anonymous page cache (issue #19, ADR 0035): rendered pages kept in memory by key (store and
 * URL), with
 * - exact invalidation: a 'site' change makes every page stale, a 'product:<code>' change the pages
 *   tagged with it; a page rendered while a change it depends on arrived is stored stale;
 * - time boundaries: at the next campaign, banner or promotion start/end every page rendered
 *   before it is stale (the next boundary is read again after every 'site' change and boundary);
 * - a time-to-live as the last safety net;
 * - request coalescing: concurrent misses of one key render once;
 * - stale-while-revalidate: while one request re-renders a stale page, the others get the stale
 *   copy at once;
 * - a byte budget, least recently used out first;
 * - at most `maxVariants` entries per path (issue #33 F17, ADR 0050): further variants of a
 *   path (its query parameters) are rendered, not kept, so a stream of them cannot evict the
 *   pages people read.
 * The body is kept in parts around the render's placeholder nonce, so each response gets its own.
 */
import { isPageTag, SITE_TAG, type ChangeFeed } from './changes.ts';
import type { GzipParts } from './gzip-parts.ts';

export interface CachedPage {
  status: number;
  headers: readonly (readonly [string, string])[];
  /** The body split on the render's placeholder nonce: `parts.join(nonce)` is the response. */
  parts: readonly string[];
  /** A kept page: the same parts as UTF-8 and deflated once (then `parts` is empty). */
  compressed?: GzipParts;
  bytes: number;
}

/** What a render produced: `shareable` false keeps it to its own request (a cookie was set). */
export interface Rendered {
  page: CachedPage;
  storable: boolean;
  shareable: boolean;
}

export type CacheOutcome = 'HIT' | 'MISS' | 'STALE';

export interface PageCacheStats {
  hits: number;
  misses: number;
  stale: number;
  coalesced: number;
  bypass: number;
  entries: number;
  bytes: number;
  /** Tags whose last change is remembered (products that changed since the start). */
  tags: number;
}

interface Entry {
  page: CachedPage;
  /** The path it is a variant of. */
  path: string;
  tags: readonly string[];
  /** The change sequence when its render started: a later change it depends on makes it stale. */
  seq: number;
  storedAtMs: number;
}

export interface PageCacheOptions {
  feed: ChangeFeed;
  now: () => Date;
  maxBytes: number;
  ttlMs: number;
  /** Entries kept per path (its variants by query parameters); default 64. */
  maxVariants?: number;
  /** The next instant after `now` at which some page changes by itself (or null). */
  nextBoundary?: (now: Date) => Promise<Date | null>;
  onError?: (error: unknown) => void;
}

export interface PageCache {
  /**
   * The page for `key`: cached, or rendered by `render` (once for concurrent callers). `path`
   * groups the variants of one page (default: the key itself).
   */
  get(
    key: string,
    tags: readonly string[],
    render: () => Promise<Rendered>,
    path?: string,
  ): Promise<{ page: CachedPage; outcome: CacheOutcome }>;
  /** Counts a request the cache did not serve (signed in, private page…). */
  bypassed(): void;
  stats(): PageCacheStats;
  /** Resolves when the boundary read started by the last change has finished (tests). */
  settled(): Promise<void>;
}

/** Variants kept per path: a listing's sorts and first pages, a few searches (ADR 0050). */
export const DEFAULT_MAX_VARIANTS = 64;

export function createPageCache(options: PageCacheOptions): PageCache {
  const { feed, now, maxBytes, ttlMs } = options;
  const maxVariants = options.maxVariants ?? DEFAULT_MAX_VARIANTS;
  const entries = new Map<string, Entry>();
  /** The keys kept per path. */
  const variants = new Map<string, Set<string>>();
  const renders = new Map<string, Promise<Rendered>>();
  const tagSeq = new Map<string, number>();
  const counts = { hits: 0, misses: 0, stale: 0, coalesced: 0, bypass: 0 };
  let seq = 0;
  let siteSeq = 0;
  let bytes = 0;
  let boundaryMs = Number.POSITIVE_INFINITY;
  let boundaryRead: Promise<void> = Promise.resolve();
  let boundaryReads = 0;

  const readBoundary = () => {
    if (!options.nextBoundary) return;
    boundaryReads += 1;
    const read = boundaryReads;
    boundaryRead = options.nextBoundary(now()).then(
      (next) => {
        // A newer read was started by a later change: it decides.
        if (read === boundaryReads) boundaryMs = next ? next.getTime() : Number.POSITIVE_INFINITY;
      },
      (error: unknown) => {
        // Unknown boundary: pages live by their time-to-live only until the next read succeeds.
        boundaryMs = Number.POSITIVE_INFINITY;
        options.onError?.(error);
      },
    );
  };

  const invalidate = (changed: readonly string[]) => {
    const tags = changed.filter(isPageTag);
    if (tags.length === 0) return;
    seq += 1;
    if (tags.includes(SITE_TAG)) {
      siteSeq = seq;
      readBoundary();
      return;
    }
    for (const tag of tags) tagSeq.set(tag, seq);
  };
  feed.subscribe(invalidate);
  readBoundary();

  const passBoundary = (nowMs: number) => {
    if (nowMs < boundaryMs) return;
    // The boundary is here: every page rendered before it is stale; read the next one.
    boundaryMs = Number.POSITIVE_INFINITY;
    seq += 1;
    siteSeq = seq;
    readBoundary();
  };

  const isFresh = (entry: Entry, nowMs: number) =>
    entry.seq >= siteSeq &&
    nowMs - entry.storedAtMs < ttlMs &&
    entry.tags.every((tag) => (tagSeq.get(tag) ?? 0) <= entry.seq);

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.page.bytes;
    const keys = variants.get(entry.path);
    keys?.delete(key);
    if (keys?.size === 0) variants.delete(entry.path);
  };

  /** Room for one more variant of `path`: a stale one makes way; none stale, no room. */
  const roomFor = (path: string): boolean => {
    const keys = variants.get(path);
    if (!keys || keys.size < maxVariants) return true;
    const nowMs = now().getTime();
    for (const key of keys) {
      const entry = entries.get(key);
      if (entry && !isFresh(entry, nowMs)) {
        remove(key);
        return true;
      }
    }
    return false;
  };

  const store = (
    key: string,
    path: string,
    page: CachedPage,
    tags: readonly string[],
    startSeq: number,
  ) => {
    remove(key);
    if (page.bytes > maxBytes) return;
    // A path at its bound keeps the fresh variants it has: this one is served, not kept.
    if (!roomFor(path)) return;
    const keys = variants.get(path) ?? new Set<string>();
    keys.add(key);
    variants.set(path, keys);
    entries.set(key, {
      page,
      path,
      tags,
      seq: startSeq,
      storedAtMs: now().getTime(),
    });
    bytes += page.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  const renderOnce = (
    key: string,
    path: string,
    tags: readonly string[],
    render: () => Promise<Rendered>,
  ) => {
    const startSeq = seq;
    const pending = render().then((rendered) => {
      if (rendered.storable) store(key, path, rendered.page, tags, startSeq);
      return rendered;
    });
    renders.set(key, pending);
    const forget = () => {
      if (renders.get(key) === pending) renders.delete(key);
    };
    pending.then(forget, forget);
    return pending;
  };

  return {
    async get(key, tags, render, path = key) {
      const nowMs = now().getTime();
      passBoundary(nowMs);
      const entry = entries.get(key);
      if (entry && isFresh(entry, nowMs)) {
        // Least recently used order: a hit moves the key to the end.
        entries.delete(key);
        entries.set(key, entry);
        counts.hits += 1;
        return { page: entry.page, outcome: 'HIT' };
      }
      const inFlight = renders.get(key);
      if (inFlight && entry) {
        counts.stale += 1;
        return { page: entry.page, outcome: 'STALE' };
      }
      if (inFlight) {
        const shared = await inFlight;
        if (shared.shareable) {
          counts.coalesced += 1;
          return { page: shared.page, outcome: 'MISS' };
        }
        counts.misses += 1;
        return { page: (await render()).page, outcome: 'MISS' };
      }
      counts.misses += 1;
      const rendered = await renderOnce(key, path, tags, render);
      return { page: rendered.page, outcome: 'MISS' };
    },
    bypassed() {
      counts.bypass += 1;
    },
    stats() {
      return { ...counts, entries: entries.size, bytes, tags: tagSeq.size };
    },
    settled() {
      return boundaryRead;
    },
  };
}
