/**
 * SPEC §4: scrolling is locked while the welcome gate or the cookie-policy modal shows. A class
 * on <html> (counted, so two overlays release it only when both are gone); the stylesheet keeps
 * the scrollbar's gutter, so locking never shifts the page sideways.
 */
import { useEffect } from 'react';

export const SCROLL_LOCK_CLASS = 'consent-scroll-lock';
let holders = 0;

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holders += 1;
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      holders -= 1;
      if (holders === 0) document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
    };
  }, [active]);
}

/**
 * At hydration: the gate's inline opener (gate-open-script.ts) may have locked the scroll before
 * any component held it. Released when no overlay holds it; the gate, if it stays, takes it again
 * in the same commit's next render.
 */
export function releaseUnheldScrollLock(): void {
  if (holders === 0) document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
}
