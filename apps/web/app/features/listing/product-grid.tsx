import { ProductCardList, type CardContext, type PackedCard } from '../product';
import './listing.css';

/** Cards in a grid: 2 columns at 390 px, 3 at tablet, 4 at desktop. */
export function ProductGrid({
  products,
  cards,
  eagerCount = 4,
}: {
  /** The page data's packed cards. */
  products: readonly PackedCard[];
  cards: CardContext;
  /** The first cards are above the fold: their images load eagerly. */
  eagerCount?: number;
}) {
  return (
    <ProductCardList
      className="product-grid"
      products={products}
      cards={cards}
      eagerCount={eagerCount}
      headingLevel={2}
    />
  );
}
