/**
 * The page cache's rules (issue #19, ADR 0035) with a fake clock, a fake feed and renders whose
 * completion the test controls: hits, exact invalidation by 'site' and product tags, a change
 * during a render, time boundaries, the time-to-live, coalescing, stale-while-revalidate, what
 * is never kept or shared, and the byte budget.
 */
import { describe, expect, it } from 'vitest';
import {
  createChangeFeed,
  customerTag,
  CUSTOMERS_TAG,
  memoUntilChange,
  productTag,
  SITE_TAG,
} from './changes.ts';
import {
  createPageCache,
  type CachedPage,
  type PageCacheOptions,
  type Rendered,
} from './page-cache.ts';

function page(body: string, status = 200): CachedPage {
  return { status, headers: [['content-type', 'text/html']], parts: [body], bytes: body.length };
}
const kept = (body: string): Rendered => ({ page: page(body), storable: true, shareable: true });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(options: Partial<PageCacheOptions> = {}) {
  const feed = createChangeFeed();
  let nowMs = Date.parse('2026-11-22T18:00:00Z');
  const cache = createPageCache({
    feed,
    now: () => new Date(nowMs),
    maxBytes: 1_000_000,
    ttlMs: 60_000,
    ...options,
  });
  let renders = 0;
  const render = (body: string) => async () => {
    renders += 1;
    return kept(body);
  };
  return {
    feed,
    cache,
    render,
    renders: () => renders,
    advance: (ms: number) => {
      nowMs += ms;
    },
    at: () => nowMs,
  };
}

const bodyOf = (result: { page: CachedPage }) => result.page.parts.join('');

describe('page cache', () => {
  it('renders a key once and then serves it from memory', async () => {
    const t = setup();
    expect((await t.cache.get('WINE|/', [], t.render('a'))).outcome).toBe('MISS');
    const again = await t.cache.get('WINE|/', [], t.render('b'));
    expect(again.outcome).toBe('HIT');
    expect(bodyOf(again)).toBe('a');
    expect(t.renders()).toBe(1);
    expect(t.cache.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('a site change makes every page stale; a product change only the pages tagged with it', async () => {
    const t = setup();
    await t.cache.get('WINE|/', [], t.render('home'));
    await t.cache.get('WINE|/prodA.html', [productTag('A')], t.render('A1'));
    await t.cache.get('WINE|/prodB.html', [productTag('B')], t.render('B1'));
    t.feed.publish([productTag('A')]);
    expect((await t.cache.get('WINE|/', [], t.render('x'))).outcome).toBe('HIT');
    expect((await t.cache.get('WINE|/prodB.html', [productTag('B')], t.render('x'))).outcome).toBe(
      'HIT',
    );
    const a = await t.cache.get('WINE|/prodA.html', [productTag('A')], t.render('A2'));
    expect([a.outcome, bodyOf(a)]).toEqual(['MISS', 'A2']);
    t.feed.publish([SITE_TAG]);
    for (const key of ['WINE|/', 'WINE|/prodB.html'])
      expect((await t.cache.get(key, [], t.render('new'))).outcome).toBe('MISS');
  });

  it('a customer’s change (the session memory’s tags) leaves every page as it was', async () => {
    const t = setup();
    await t.cache.get('WINE|/', [], t.render('home'));
    const slow = deferred<Rendered>();
    const rendering = t.cache.get('WINE|/prodA.html', [productTag('A')], () => slow.promise);
    t.feed.publish([customerTag(7), CUSTOMERS_TAG]);
    slow.resolve(kept('A1'));
    await rendering;
    expect((await t.cache.get('WINE|/', [], t.render('x'))).outcome).toBe('HIT');
    const a = await t.cache.get('WINE|/prodA.html', [productTag('A')], t.render('x'));
    expect([a.outcome, bodyOf(a)]).toEqual(['HIT', 'A1']);
    // Nothing remembered of them: customers' tags cannot grow the cache's memory.
    expect(t.cache.stats().tags).toBe(0);
    t.feed.publish([productTag('A')]);
    expect(t.cache.stats().tags).toBe(1);
  });

  it('a page whose render saw a change begin is not served as fresh', async () => {
    const t = setup();
    const slow = deferred<Rendered>();
    const first = t.cache.get('WINE|/', [], () => slow.promise);
    t.feed.publish([SITE_TAG]);
    slow.resolve(kept('before the change'));
    expect(bodyOf(await first)).toBe('before the change');
    const next = await t.cache.get('WINE|/', [], t.render('after'));
    expect([next.outcome, bodyOf(next)]).toEqual(['MISS', 'after']);
  });

  it('pages rendered before a time boundary are stale from it on, and the next one is read', async () => {
    const t = setup();
    const boundaries: number[] = [];
    const start = t.at();
    const cache = createPageCache({
      feed: t.feed,
      now: () => new Date(t.at()),
      maxBytes: 1_000_000,
      ttlMs: 3_600_000,
      nextBoundary: async (now) => {
        boundaries.push(now.getTime());
        const next = [start + 1_000, start + 5_000].find((b) => b > now.getTime());
        return next ? new Date(next) : null;
      },
    });
    await cache.settled();
    await cache.get('WINE|/', [], t.render('upcoming'));
    t.advance(999);
    expect((await cache.get('WINE|/', [], t.render('x'))).outcome).toBe('HIT');
    t.advance(1);
    const started = await cache.get('WINE|/', [], t.render('active'));
    expect([started.outcome, bodyOf(started)]).toEqual(['MISS', 'active']);
    await cache.settled();
    expect((await cache.get('WINE|/', [], t.render('x'))).outcome).toBe('HIT');
    t.advance(4_000);
    expect(bodyOf(await cache.get('WINE|/', [], t.render('ended')))).toBe('ended');
    expect(boundaries).toEqual([start, start + 1_000, start + 5_000]);
  });

  it('a page past its time-to-live is rendered again', async () => {
    const t = setup();
    await t.cache.get('WINE|/', [], t.render('a'));
    t.advance(59_999);
    expect((await t.cache.get('WINE|/', [], t.render('b'))).outcome).toBe('HIT');
    t.advance(1);
    expect(bodyOf(await t.cache.get('WINE|/', [], t.render('b')))).toBe('b');
  });

  it('concurrent misses of one key render once and all get the page', async () => {
    const t = setup();
    const slow = deferred<Rendered>();
    let renders = 0;
    const render = () => {
      renders += 1;
      return slow.promise;
    };
    const all = Array.from({ length: 10 }, () => t.cache.get('WINE|/x', [], render));
    slow.resolve(kept('one'));
    const results = await Promise.all(all);
    expect(renders).toBe(1);
    expect(results.map(bodyOf)).toEqual(Array(10).fill('one'));
    expect(t.cache.stats()).toMatchObject({ misses: 1, coalesced: 9 });
  });

  it('while one request re-renders a stale page, the others get the stale copy at once', async () => {
    const t = setup();
    await t.cache.get('WINE|/', [], t.render('old'));
    t.feed.publish([SITE_TAG]);
    const slow = deferred<Rendered>();
    const renderer = t.cache.get('WINE|/', [], () => slow.promise);
    const others = await Promise.all(
      [1, 2, 3].map(() => t.cache.get('WINE|/', [], t.render('never'))),
    );
    expect(others.map((r) => [r.outcome, bodyOf(r)])).toEqual(Array(3).fill(['STALE', 'old']));
    slow.resolve(kept('new'));
    expect(bodyOf(await renderer)).toBe('new');
    expect(bodyOf(await t.cache.get('WINE|/', [], t.render('never')))).toBe('new');
    expect(t.renders()).toBe(1);
  });

  it('keeps no error page and shares no response that set a cookie', async () => {
    const t = setup();
    await t.cache.get('WINE|/nada', [], async () => ({
      page: page('404', 404),
      storable: false,
      shareable: true,
    }));
    expect((await t.cache.get('WINE|/nada', [], t.render('404 again'))).outcome).toBe('MISS');
    const slow = deferred<Rendered>();
    const first = t.cache.get('WINE|/c', [], () => slow.promise);
    const second = t.cache.get('WINE|/c', [], t.render('own'));
    slow.resolve({ page: page('with cookie'), storable: false, shareable: false });
    expect(bodyOf(await first)).toBe('with cookie');
    expect(bodyOf(await second)).toBe('own');
  });

  it('stays within its byte budget, least recently used out first', async () => {
    const t = setup({ maxBytes: 10 });
    await t.cache.get('a', [], t.render('aaaa'));
    await t.cache.get('b', [], t.render('bbbb'));
    await t.cache.get('a', [], t.render('x'));
    await t.cache.get('c', [], t.render('cccc'));
    expect(t.cache.stats()).toMatchObject({ entries: 2, bytes: 8 });
    expect((await t.cache.get('a', [], t.render('x'))).outcome).toBe('HIT');
    expect((await t.cache.get('b', [], t.render('b2'))).outcome).toBe('MISS');
    await t.cache.get('huge', [], t.render('h'.repeat(11)));
    expect((await t.cache.get('huge', [], t.render('h'))).outcome).toBe('MISS');
  });

  it('reads the boundary again after a failed read instead of keeping pages forever', async () => {
    const t = setup();
    const errors: unknown[] = [];
    let fail = true;
    const cache = createPageCache({
      feed: t.feed,
      now: () => new Date(t.at()),
      maxBytes: 1_000,
      ttlMs: 60_000,
      nextBoundary: async () => {
        if (fail) throw new Error('database down');
        return new Date(t.at() + 10);
      },
      onError: (error) => errors.push(error),
    });
    await cache.settled();
    expect(errors).toHaveLength(1);
    fail = false;
    t.feed.publish([SITE_TAG]);
    await cache.settled();
    await cache.get('k', [], t.render('a'));
    t.advance(10);
    expect((await cache.get('k', [], t.render('b'))).outcome).toBe('MISS');
  });
});

describe('memoUntilChange', () => {
  it('computes once per key, forgets on a site change and never keeps a failure', async () => {
    const feed = createChangeFeed();
    const memo = memoUntilChange<number>(feed, { max: 2 });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await Promise.all([memo.get('k', compute), memo.get('k', compute)])).toEqual([1, 1]);
    feed.publish([productTag('A')]);
    expect(await memo.get('k', compute)).toBe(1);
    feed.publish([SITE_TAG]);
    expect(await memo.get('k', compute)).toBe(2);
    await expect(memo.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await memo.get('bad', compute)).toBe(3);
    await memo.get('third', compute);
    expect(memo.size).toBe(2);
  });

  it('does not keep a value computed while a change arrived', async () => {
    const feed = createChangeFeed();
    const memo = memoUntilChange<string>(feed);
    const slow = deferred<string>();
    const first = memo.get('k', () => slow.promise);
    feed.publish([SITE_TAG]);
    slow.resolve('old');
    expect(await first).toBe('old');
    expect(await memo.get('k', async () => 'new')).toBe('new');
  });

  it('runs a thenable (a query builder) once, and keeps nothing computed across clear()', async () => {
    const feed = createChangeFeed();
    const memo = memoUntilChange<number>(feed);
    let runs = 0;
    const thenable = { then: (resolve: (n: number) => void) => resolve(++runs) };
    await memo.get('q', () => thenable as unknown as Promise<number>);
    await memo.get('q', () => thenable as unknown as Promise<number>);
    expect(runs).toBe(1);
    const slow = deferred<number>();
    const first = memo.get('k', () => slow.promise);
    memo.clear();
    slow.resolve(1);
    expect(await first).toBe(1);
    expect(await memo.get('k', async () => 2)).toBe(2);
  });
});

describe('variants of one path (issue #33 F17)', () => {
  it('keeps at most maxVariants per path: more are rendered, not kept, and evict nothing', async () => {
    const t = setup({ maxVariants: 3 });
    await t.cache.get('WINE|/', [], t.render('home'), 'WINE|/');
    for (let n = 1; n <= 2000; n++) {
      const key = `WINE|/search.ep?keyWords=${String(n)}`;
      await t.cache.get(key, [], t.render(`busca ${String(n)}`), 'WINE|/search.ep');
    }
    expect(t.cache.stats().entries).toBe(4);
    expect((await t.cache.get('WINE|/', [], t.render('other'), 'WINE|/')).outcome).toBe('HIT');
    // The first three variants stay; the 2000th is rendered again.
    const first = 'WINE|/search.ep?keyWords=1';
    expect((await t.cache.get(first, [], t.render('x'), 'WINE|/search.ep')).outcome).toBe('HIT');
    const last = 'WINE|/search.ep?keyWords=2000';
    expect((await t.cache.get(last, [], t.render('x'), 'WINE|/search.ep')).outcome).toBe('MISS');
  });

  it('a stale variant makes way for a new one', async () => {
    const t = setup({ maxVariants: 2 });
    await t.cache.get('WINE|/a?p=1', [], t.render('1'), 'WINE|/a');
    await t.cache.get('WINE|/a?p=2', [], t.render('2'), 'WINE|/a');
    t.feed.publish([SITE_TAG]);
    await t.cache.get('WINE|/a?p=3', [], t.render('3'), 'WINE|/a');
    expect((await t.cache.get('WINE|/a?p=3', [], t.render('x'), 'WINE|/a')).outcome).toBe('HIT');
    expect(t.cache.stats().entries).toBe(2);
  });
});
