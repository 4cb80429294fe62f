/**
 * Issue #19 (ADR 0036): the menu's panels — the desktop bar's club and store panels and the
 * drawer's sections — are not in the server's HTML. Their links come from `@adega/domain/urls`,
 * already in the page's JavaScript (one immutable, cached asset), so the browser renders them
 * itself: when idle after hydration (a prefetch), or at once when the visitor points at, focuses
 * or opens a menu. Until then the top-level entries are plain links, for crawlers and without JS.
 */
import { useCallback, useEffect, useState } from 'react';

/** At the latest this long after hydration the panels are rendered even if the page stays busy. */
export const MENU_IDLE_TIMEOUT_MS = 2000;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

/** Calls `wake` when the window is idle (or after MENU_IDLE_TIMEOUT_MS); returns the cancel. */
export function whenIdle(win: IdleWindow, wake: () => void): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const id = win.requestIdleCallback(wake, { timeout: MENU_IDLE_TIMEOUT_MS });
    const cancel = win.cancelIdleCallback;
    return () => cancel(id);
  }
  const id = win.setTimeout(wake, 1);
  return () => win.clearTimeout(id);
}

/**
 * `[ready, wake]`: false in the server's render and at hydration (so both agree), true once
 * woken — by `wake()` (pointer, focus, opening) or by the idle prefetch.
 */
export function useMenuPanels(): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  const wake = useCallback(() => setReady(true), []);
  useEffect(() => {
    if (ready) return;
    return whenIdle(window as unknown as IdleWindow, wake);
  }, [ready, wake]);
  return [ready, wake];
}
