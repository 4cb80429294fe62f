/**
 * Price-box font sizes (SPEC §9 "Font sizes with the bigger font: 16 px text, 14 px badge;
 * otherwise 12 and 10").
 */
import {
  FONT_SIZE_BADGE_BIG_PX,
  FONT_SIZE_BADGE_PX,
  FONT_SIZE_TEXT_BIG_PX,
  FONT_SIZE_TEXT_PX,
} from '../constants.ts';

export interface FontSizes {
  textPx: number;
  badgePx: number;
}

export function fontSizes(biggerFont: boolean): FontSizes {
  return biggerFont
    ? { textPx: FONT_SIZE_TEXT_BIG_PX, badgePx: FONT_SIZE_BADGE_BIG_PX }
    : { textPx: FONT_SIZE_TEXT_PX, badgePx: FONT_SIZE_BADGE_PX };
}
