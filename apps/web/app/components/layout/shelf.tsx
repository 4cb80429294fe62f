import type { CustomerView } from '@adega/server/contract';
import type { Store } from '@adega/domain/store';
import { ProductCard, unpackCard, type PackedCard } from '../../features/product';
import './content.css';

export interface ShelfProps {
  id: string;
  title: string;
  /** The listing with everything on this shelf. */
  href: string;
  linkLabel?: string;
  /** The page data's packed cards. */
  products: readonly PackedCard[];
  store: Store;
  now: string;
  hideMemberPrice: boolean;
  customer: CustomerView | null;
}

/** A titled row of product cards linking to the full listing (home pages). */
export function Shelf({
  id,
  title,
  href,
  linkLabel = 'Ver todos',
  products,
  store,
  now,
  hideMemberPrice,
  customer,
}: ShelfProps) {
  if (products.length === 0) return null;
  const headingId = `${id}-titulo`;
  return (
    <section className="shelf page-section" aria-labelledby={headingId}>
      <div className="shelf__head">
        <h2 id={headingId}>{title}</h2>
        <a href={href} className="shelf__more">
          {linkLabel}
          <span className="visually-hidden">{`: ${title}`}</span>
        </a>
      </div>
      <ul className="shelf__grid">
        {products.map(unpackCard).map((product) => (
          <li key={product.code}>
            <ProductCard
              product={product}
              store={store}
              now={now}
              hideMemberPrice={hideMemberPrice}
              customer={customer}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
