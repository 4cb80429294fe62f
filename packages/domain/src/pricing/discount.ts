/**
 * Discount percentages, the discount tag and its colours (SPEC §5 discount tag and price display,
 * §6 'Desconto de Sócio', §9 Money and display).
 */
import type { Centavos } from '../money.ts';

function isPositiveNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * SPEC §9: badge percentage = truncated 100 × (1 − customer price / list price), never negative.
 * Computed on integers: in floating point 100 × (1 − 8000/10000) is 19.999…96 and would truncate to
 * 19 instead of 20.
 */
export function badgePercentage(customerPrice: Centavos, listPrice: Centavos): number {
  if (!isPositiveNumber(listPrice) || !Number.isFinite(customerPrice)) return 0;
  if (customerPrice >= listPrice) return 0;
  return Math.min(100, Math.floor((100 * (listPrice - customerPrice)) / listPrice));
}

/**
 * SPEC §9: tag percentage = 100 − truncated percent of price over list price, the ratio rounded to
 * 2 decimals first. A ratio with 2 decimals is a whole percent, so the truncation only undoes float
 * noise (0.29 × 100 = 28.999…96 in binary): we round 100 × price / list half up on integers, which
 * is the same number without the noise. Never negative (a price above list is no discount).
 */
export function tagPercentage(price: Centavos, listPrice: Centavos): number {
  if (!isPositiveNumber(listPrice) || !isPositiveNumber(price)) return 0;
  // round half up of 100·p/l = floor((200·p + l) / (2·l))
  const percentOfList = Math.floor((200 * price + listPrice) / (2 * listPrice));
  return Math.max(0, 100 - percentOfList);
}

/** SPEC §5: "The price display is valid only when the price is above 0." */
export function isPriceDisplayValid(price: unknown): price is number {
  return isPositiveNumber(price);
}

/**
 * SPEC §5: "Discount tag: shown only when list price and price differ and both are numbers
 * above 0."
 */
export function isDiscountTagVisible(price: unknown, listPrice: unknown): boolean {
  return isPositiveNumber(price) && isPositiveNumber(listPrice) && price !== listPrice;
}

export const TAG_COLOURS = {
  upTo19: '#c3b882',
  from20: '#00ae95',
  from30: '#f68b2c',
  from40: '#f5633a',
  from50: '#e04686',
  from60: '#ae1586',
} as const;
export type TagColour = (typeof TAG_COLOURS)[keyof typeof TAG_COLOURS];

/** SPEC §9 tag colours by tens of percent: 0-19, 20-29, 30-39, 40-49, 50-59, 60 or more. */
export function tagColour(percentage: number): TagColour {
  if (percentage >= 60) return TAG_COLOURS.from60;
  if (percentage >= 50) return TAG_COLOURS.from50;
  if (percentage >= 40) return TAG_COLOURS.from40;
  if (percentage >= 30) return TAG_COLOURS.from30;
  if (percentage >= 20) return TAG_COLOURS.from20;
  return TAG_COLOURS.upTo19;
}

export interface DiscountTag {
  percentage: number;
  colour: TagColour;
}

/**
 * The discount tag view-model, or null when it is not shown. Besides the §5 visibility rule, a tag
 * whose percentage is 0 (price above list, or less than half a percent off) is not shown: "0%"
 * says nothing (our decision; §5 only says when the tag may show).
 */
export function discountTag(price: Centavos, listPrice: Centavos): DiscountTag | null {
  if (!isDiscountTagVisible(price, listPrice)) return null;
  const percentage = tagPercentage(price, listPrice);
  if (percentage <= 0) return null;
  return { percentage, colour: tagColour(percentage) };
}

/** SPEC §6: "Subscribers see club prices and the 'Desconto de Sócio' tag." */
export const MEMBER_DISCOUNT_TAG = 'Desconto de Sócio';

export function memberDiscountTag(subscriber: boolean): typeof MEMBER_DISCOUNT_TAG | null {
  return subscriber ? MEMBER_DISCOUNT_TAG : null;
}
