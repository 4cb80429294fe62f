import type { CustomerView } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import { ProductCard, unpackCard, type PackedCard } from '../product';
import './listing.css';

/** Cards in a grid: 2 columns at 390 px, 3 at tablet, 4 at desktop. */
export function ProductGrid({
  products,
  store,
  now,
  hideMemberPrice,
  customer,
  eagerCount = 4,
}: {
  /** The page data's packed cards. */
  products: readonly PackedCard[];
  store: Store;
  now: string;
  hideMemberPrice: boolean;
  customer: CustomerView | null;
  /** The first cards are above the fold: their images load eagerly. */
  eagerCount?: number;
}) {
  return (
    <ul className="product-grid">
      {products.map(unpackCard).map((product, index) => (
        <li key={product.code}>
          <ProductCard
            product={product}
            store={store}
            now={now}
            hideMemberPrice={hideMemberPrice}
            customer={customer}
            eager={index < eagerCount}
            headingLevel={2}
          />
        </li>
      ))}
    </ul>
  );
}
