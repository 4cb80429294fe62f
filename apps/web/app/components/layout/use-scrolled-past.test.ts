import { describe, expect, it } from 'vitest';
import { watchScrolledPast, type ScrollSource } from './use-scrolled-past';

/** A window whose scroll and animation frames the test drives. */
function fakeWindow(initial = 0) {
  const listeners = new Set<() => void>();
  const frames = new Map<number, () => void>();
  let next = 1;
  const options: unknown[] = [];
  const source: ScrollSource & { scrollY: number } = {
    scrollY: initial,
    addEventListener: (_type, listener, opts) => {
      options.push(opts);
      listeners.add(listener);
    },
    removeEventListener: (_type, listener) => listeners.delete(listener),
    requestAnimationFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (handle) => frames.delete(handle),
  };
  return {
    source,
    listeners,
    options,
    frames,
    scrollTo(y: number) {
      source.scrollY = y;
      for (const listener of listeners) listener();
    },
    flush() {
      const pending = [...frames.values()];
      frames.clear();
      for (const callback of pending) callback();
    },
  };
}

describe('watchScrolledPast (SPEC §9 scroll threshold 168 px)', () => {
  it('reports the state at once, then only its changes, once per frame, passively', () => {
    const win = fakeWindow(0);
    const seen: boolean[] = [];
    const stop = watchScrolledPast(win.source, (past) => seen.push(past));
    expect(seen).toEqual([false]);
    expect(win.options).toEqual([{ passive: true }]);

    win.scrollTo(100);
    win.scrollTo(200);
    // Many scroll events, one frame.
    expect(win.frames.size).toBe(1);
    win.flush();
    expect(seen).toEqual([false, true]);
    win.scrollTo(400);
    win.flush();
    expect(seen).toEqual([false, true]);
    win.scrollTo(168);
    win.flush();
    expect(seen).toEqual([false, true, false]);

    win.scrollTo(300);
    stop();
    expect(win.listeners.size).toBe(0);
    // The pending frame is cancelled.
    expect(win.frames.size).toBe(0);
  });

  it('a page restored below the threshold starts compact', () => {
    const win = fakeWindow(900);
    const seen: boolean[] = [];
    watchScrolledPast(win.source, (past) => seen.push(past));
    expect(seen).toEqual([true]);
  });
});
