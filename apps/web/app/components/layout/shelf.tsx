import { ProductCardList, type CardContext, type PackedCard } from '../../features/product';
import './content.css';

export interface ShelfProps {
  id: string;
  title: string;
  /** The listing with everything on this shelf. */
  href: string;
  linkLabel?: string;
  /** The page data's packed cards. */
  products: readonly PackedCard[];
  cards: CardContext;
}

/** A titled row of product cards linking to the full listing (home pages). */
export function Shelf({ id, title, href, linkLabel = 'Ver todos', products, cards }: ShelfProps) {
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
      <ProductCardList className="shelf__grid" products={products} cards={cards} />
    </section>
  );
}
