/**
 * SPEC §9 "Scroll threshold 168 px": past it the header turns compact (issue #34: the top bar
 * stays fixed at the top with a shadow). The page is past the threshold once it scrolled more
 * than 168 px; a bad reading (NaN, ±Infinity) is not past it.
 */
import { SCROLL_THRESHOLD_PX } from './constants.ts';

export function isScrolledPast(scrollY: number, threshold: number = SCROLL_THRESHOLD_PX): boolean {
  return Number.isFinite(scrollY) && scrollY > threshold;
}
