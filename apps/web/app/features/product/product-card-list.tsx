import type { CustomerView } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import { unpackCard, type PackedCard } from './card-product';
import { ProductCard } from './product-card';

/** What every product card of a page needs besides its product (the page's loader has it). */
export interface CardContext {
  store: Store;
  /** ISO date-time of the request. */
  now: string;
  /** The page's setting that hides member prices (SPEC §6). */
  hideMemberPrice: boolean;
  customer: CustomerView | null;
}

/** The card context out of a page's loader data. */
export function cardContextOf({ store, now, hideMemberPrice, customer }: CardContext): CardContext {
  return { store, now, hideMemberPrice, customer };
}

/**
 * The one list of product cards: the home shelves, the listings, the search results and the
 * Black Friday landing each give it their packed cards and their own grid class.
 */
export function ProductCardList({
  products,
  cards,
  className,
  eagerCount = 0,
  headingLevel = 3,
}: {
  /** The page data's packed cards. */
  products: readonly PackedCard[];
  cards: CardContext;
  className: string;
  /** The first cards are above the fold: their images load eagerly. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className={`${className} bare-list`}>
      {products.map(unpackCard).map((product, index) => (
        <li key={product.code}>
          <ProductCard
            product={product}
            {...cards}
            eager={index < eagerCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
