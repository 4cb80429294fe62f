/**
 * SPEC §9 scroll threshold (168 px, domain `isScrolledPast`): whether the page scrolled past it,
 * read from a passive scroll listener at most once per frame, reported only when it changes.
 * The header turns compact with it (header-scroll.css).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isScrolledPast } from '@adega/domain/scroll';

/** The part of `window` the watcher uses (a fake one in unit tests). */
export interface ScrollSource {
  readonly scrollY: number;
  addEventListener(type: 'scroll', listener: () => void, options: { passive: true }): void;
  removeEventListener(type: 'scroll', listener: () => void): void;
  requestAnimationFrame(callback: () => void): number;
  cancelAnimationFrame(handle: number): void;
}

/**
 * Calls `onChange` with the current state at once, then whenever the page crosses the threshold.
 * Answers the cleanup.
 */
export function watchScrolledPast(
  source: ScrollSource,
  onChange: (past: boolean) => void,
): () => void {
  let past = isScrolledPast(source.scrollY);
  let frame: number | null = null;
  onChange(past);
  const read = () => {
    frame = null;
    const now = isScrolledPast(source.scrollY);
    if (now !== past) {
      past = now;
      onChange(now);
    }
  };
  const onScroll = () => {
    frame ??= source.requestAnimationFrame(read);
  };
  source.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    source.removeEventListener('scroll', onScroll);
    if (frame !== null) source.cancelAnimationFrame(frame);
  };
}

/** False on the server and until the browser has read the scroll position. */
export function useScrolledPast(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => watchScrolledPast(window, setPast), []);
  return past;
}

/**
 * The slot of a bar that may turn fixed: the slot always keeps the height the bar has in the page
 * (it depends on the bar's content: 64 px on a phone, more with the desktop's account block),
 * measured from the start and whenever the bar in the page resizes, so that nothing below moves
 * when the bar leaves the page's flow.
 */
export function useBarSlot() {
  const slot = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = slot.current;
    const bar = element?.firstElementChild;
    if (!element || !(bar instanceof HTMLElement)) return;
    const pin = () => {
      if (getComputedStyle(bar).position === 'fixed') return;
      element.style.minHeight = `${String(bar.offsetHeight)}px`;
    };
    pin();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(pin);
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  return slot;
}
