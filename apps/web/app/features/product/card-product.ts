/**
 * What a product card shows (issue #19, ADR 0036): the loaders of pages with cards send only
 * these fields of a product, not its whole summary, so that the page's data (inline in its HTML
 * for hydration) carries nothing the card does not read.
 */
import type { ProductSummary } from '@adega/server/contract';

export const CARD_FIELDS = [
  'code',
  'url',
  'name',
  'imageUrl',
  'listPrice',
  'salePrice',
  'clubPrice',
  'available',
  'countryCode',
  'countryName',
  'wineType',
  'typeLabel',
  'rating',
  'evaluations',
  'awards',
  'promotion',
  'pendura',
  'bottles',
] as const satisfies readonly (keyof ProductSummary)[];

export type CardProduct = Pick<ProductSummary, (typeof CARD_FIELDS)[number]>;

/** The card's fields of a product (a product page's detail or a summary alike). */
export function cardProduct(product: CardProduct): CardProduct {
  const card = {} as Record<string, unknown>;
  for (const field of CARD_FIELDS) card[field] = product[field];
  return card as CardProduct;
}

/** A page of products (listing, search results) as cards. */
export type WithCards<T extends { items: readonly CardProduct[] }> = Omit<T, 'items'> & {
  items: CardProduct[];
};

export function withCards<T extends { items: readonly CardProduct[] }>(page: T): WithCards<T> {
  return { ...page, items: page.items.map(cardProduct) };
}
