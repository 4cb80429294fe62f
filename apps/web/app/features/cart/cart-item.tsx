/**
 * One line of the WineBox (SPEC §2 drawer, §4 "The cart item shows loading while its quantity
 * update is pending", §5 quantity selector and limited-discount warning, §9 image height 110).
 */
import { useEffect, useState } from 'react';
import type { CartItemDto } from '@adega/server/contract';
import { PRODUCT_IMAGE_HEIGHT_CART } from '@adega/domain/constants';
import { fromReais } from '@adega/domain/money';
import { Price } from '../../components/ui/price';
import { LinePrice } from './line-price';
import { PRODUCT_UNAVAILABLE_TEXT } from '@adega/domain/pricing/availability';
import { ProductImage } from '../../components/ui/product-image';
import { showToast } from '../../components/ui/toast-store';
import { cartStore, isItemPending, useCart, useCartActions } from './cart-store';
import { isPrimeLine, lineLimitWarning } from './cart-view';
import { QuantitySelector } from './quantity-selector';
import { ItemPromotions } from './promotions';

/** Portrait bottle art at the cart's image height. */
export const CART_IMAGE_WIDTH = 76;

export const QUANTITY_ERROR_TITLE = 'Quantidade não alterada';
export const REMOVE_ERROR_TITLE = 'O produto não foi removido';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

function serverQuantity(itemUidPk: number): number | null {
  const line = cartStore.getSnapshot().cart?.cartItems.find((i) => i.itemUidPk === itemUidPk);
  return line ? line.quantity : null;
}

export function CartItem({
  item,
  subscriber,
}: {
  item: CartItemDto;
  /** Club or prime pricing for this customer (SPEC §6): the pendura wording depends on it. */
  subscriber: boolean;
}) {
  const { pending } = useCart();
  const { setQuantity, remove } = useCartActions();
  const busy = isItemPending(pending, item.itemUidPk);
  const [quantity, setLocal] = useState(item.quantity);
  useEffect(() => {
    if (!busy) setLocal(item.quantity);
  }, [item.quantity, busy]);

  const prime = isPrimeLine(item);
  const sku = item.productSku.skuCode;
  const total = fromReais(item.total.amount);
  const discount = fromReais(item.discount.amount);
  const unit = fromReais(item.lowestPrice.amount);
  const warning = prime ? null : lineLimitWarning({ ...item, quantity });

  const change = (next: number) => {
    setLocal(next);
    setQuantity(sku, item.itemUidPk, next).catch((error: unknown) => {
      setLocal(serverQuantity(item.itemUidPk) ?? item.quantity);
      showToast({ kind: 'error', title: QUANTITY_ERROR_TITLE, text: errorText(error) });
    });
  };
  const drop = () => {
    remove(item.itemUidPk).catch((error: unknown) => {
      showToast({ kind: 'error', title: REMOVE_ERROR_TITLE, text: errorText(error) });
    });
  };

  return (
    <li
      className={`cart-item${busy ? ' cart-item--busy' : ''}${item.available ? '' : ' cart-item--unavailable'}`}
      aria-busy={busy}
      data-sku={sku}
    >
      <a className="cart-item__image" href={item.productSeoUrl} tabIndex={-1} aria-hidden="true">
        <ProductImage
          imageUrl={item.imageUrl}
          width={CART_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT_CART}
        />
      </a>
      <div className="cart-item__main">
        <a className="cart-item__name" href={item.productSeoUrl}>
          {item.displayName}
        </a>
        {item.available ? (
          <p className="cart-item__prices">
            {discount > 0 ? (
              <s className="cart-item__was">
                <span className="visually-hidden">De </span>
                <Price centavos={total + discount} />
              </s>
            ) : null}
            <LinePrice item={item} className="cart-item__total" />
            {!prime && item.quantity > 1 ? (
              <span className="cart-item__unit">
                <Price centavos={unit} /> / un.
              </span>
            ) : null}
          </p>
        ) : (
          <p className="cart-item__unavailable">{PRODUCT_UNAVAILABLE_TEXT}</p>
        )}
        {warning ? <p className="cart-item__warning">{warning}</p> : null}
        <div className="cart-item__actions">
          {prime || item.quantityInput === 'none' ? null : (
            <QuantitySelector
              value={quantity}
              onChange={change}
              label={`Quantidade de ${item.displayName}`}
              locked={item.quantityInput === 'locked'}
            />
          )}
          <button
            type="button"
            className="cart-item__remove"
            onClick={drop}
            aria-label={`Remover ${item.displayName}`}
          >
            Remover
          </button>
          {busy ? (
            <span className="cart-item__spinner spinner" role="status" aria-label="Atualizando" />
          ) : null}
        </div>
        <ItemPromotions item={item} subscriber={subscriber} />
      </div>
    </li>
  );
}
