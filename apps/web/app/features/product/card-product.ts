/**
 * What a product card shows (issue #19, ADR 0036, ADR 0043). The loaders of pages with cards send
 * a card as a `PackedCard`: its values in a fixed order, without keys, and without what the
 * browser derives (the product page and image paths of the code, the awards' details where the
 * card shows their number). The page's data is inline in its HTML for hydration, beside the
 * cards' markup, so every value it carries is sent twice.
 */
import type { ProductSummary } from '@adega/server/contract';
import { productImagePath, productPath } from '@adega/domain/urls';

/** The summary's fields a card reads. */
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

type CardSource = Pick<ProductSummary, (typeof CARD_FIELDS)[number]>;

/** A card's product: the summary's card fields, with the number of awards for their list. */
export type CardProduct = Omit<CardSource, 'awards'> & { awardCount: number };

/**
 * A card as the page data carries it. `url` and `imageUrl` are null when they are the code's
 * own paths (every product today); `available` is 1 or 0.
 */
export type PackedCard = readonly [
  code: string,
  name: string,
  listPrice: number,
  salePrice: number,
  clubPrice: number,
  available: 0 | 1,
  countryCode: string | null,
  countryName: string | null,
  wineType: string | null,
  typeLabel: string | null,
  rating: number | null,
  evaluations: number,
  awardCount: number,
  promotion: CardSource['promotion'],
  pendura: CardSource['pendura'],
  bottles: number | null,
  url: string | null,
  imageUrl: string | null,
];

/** The card of a product (a summary, or a product page's detail alike), packed. */
export function packCard(product: CardSource): PackedCard {
  return [
    product.code,
    product.name,
    product.listPrice,
    product.salePrice,
    product.clubPrice,
    product.available ? 1 : 0,
    product.countryCode,
    product.countryName,
    product.wineType,
    product.typeLabel,
    product.rating,
    product.evaluations,
    product.awards.length,
    product.promotion,
    product.pendura,
    product.bottles,
    product.url === productPath(product.code) ? null : product.url,
    product.imageUrl === productImagePath(product.code) ? null : product.imageUrl,
  ];
}

/** The card's product of a packed card: `packCard`'s inverse. */
export function unpackCard(card: PackedCard): CardProduct {
  const [
    code,
    name,
    listPrice,
    salePrice,
    clubPrice,
    available,
    countryCode,
    countryName,
    wineType,
    typeLabel,
    rating,
    evaluations,
    awardCount,
    promotion,
    pendura,
    bottles,
    url,
    imageUrl,
  ] = card;
  return {
    code,
    url: url ?? productPath(code),
    name,
    imageUrl: imageUrl ?? productImagePath(code),
    listPrice,
    salePrice,
    clubPrice,
    available: available === 1,
    countryCode,
    countryName,
    wineType,
    typeLabel,
    rating,
    evaluations,
    awardCount,
    promotion,
    pendura,
    bottles,
  };
}

/** The code of a packed card. */
export function cardCode(card: PackedCard): string {
  return card[0];
}

/** A page of products (a listing, search results, a landing) with its products packed as cards. */
export type WithCards<
  T extends { [key in K]: readonly CardSource[] },
  K extends string = 'items',
> = Omit<T, K> & { [key in K]: PackedCard[] };

export function withCards<
  T extends { [key in K]: readonly CardSource[] },
  K extends string = 'items',
>(page: T, key: K = 'items' as K): WithCards<T, K> {
  return { ...page, [key]: page[key].map(packCard) } as WithCards<T, K>;
}
