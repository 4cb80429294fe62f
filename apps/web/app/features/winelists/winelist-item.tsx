/** One product of a list or of the favourites (contract WinelistProductDto), with its actions. */
import type { WinelistProductDto } from '@adega/server/contract';
import { fromReais } from '@adega/domain/money';
import { Price } from '../../components/ui/price';
import { ProductImage } from '../../components/ui/product-image';
import { WishlistControls } from './wishlist-controls';

export const NEW_VINTAGE_TEXT = 'Nova safra disponível';
export const UNAVAILABLE_TEXT = 'Indisponível';

export function WinelistItem({
  item,
  listId,
  onFavouritesPage = false,
  children,
}: {
  item: WinelistProductDto;
  /** The owner's list it is shown in: its wishlist controls come first among the actions. */
  listId?: string;
  onFavouritesPage?: boolean;
  children?: React.ReactNode;
}) {
  const price = fromReais(item.price);
  const listPrice = fromReais(item.listPrice);
  return (
    <li className="winelist-item" data-sku={item.sku}>
      <a className="winelist-item__image" href={item.href} tabIndex={-1} aria-hidden="true">
        {item.image && <ProductImage imageUrl={item.image} width={64} height={96} />}
      </a>
      <div className="winelist-item__body">
        <a className="winelist-item__name" href={item.href}>
          {item.name}
        </a>
        <p className="winelist-item__meta">
          {[item.type, item.country].filter(Boolean).join(' · ')}
        </p>
        <p className="winelist-item__price">
          {listPrice > price && <Price centavos={listPrice} as="s" />} <Price centavos={price} />
          {!item.available && (
            <span className="winelist-item__unavailable"> {UNAVAILABLE_TEXT}</span>
          )}
        </p>
        {item.otherVintage && (
          <p className="winelist-item__vintage">
            <a href={item.otherVintage.href}>
              {NEW_VINTAGE_TEXT}: {item.otherVintage.name}
            </a>
          </p>
        )}
        {listId !== undefined || children ? (
          <div className="winelist-item__actions">
            {listId !== undefined ? (
              <WishlistControls
                sku={item.sku}
                productName={item.name}
                loggedIn
                listId={listId}
                onFavouritesPage={onFavouritesPage}
                variant="inline"
              />
            ) : null}
            {children}
          </div>
        ) : null}
      </div>
    </li>
  );
}
