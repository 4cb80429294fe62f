import type { ProductSummary } from '@adega/server/contract';
import {
  PRODUCT_UNAVAILABLE_TEXT,
  addToCartButton,
  isAvailable,
} from '@adega/domain/pricing/availability';
import { normalisePendura, penduraOffer } from '@adega/domain/pendura';
import { customerPrice } from '@adega/domain/pricing/customer-price';
import './add-to-cart-button.css';

export interface AddToCartButtonProps {
  product: Pick<
    ProductSummary,
    'available' | 'listPrice' | 'salePrice' | 'clubPrice' | 'promotion' | 'pendura' | 'name'
  >;
  subscriber: boolean;
  /** Product page URL: until the cart exists (a later issue) 'Adicionar' leads there. */
  href: string;
  /** 'card': the button (a link while there is no cart); 'page': the availability state only. */
  variant?: 'card' | 'page';
}

/**
 * The add-to-cart control, label from the domain availability rule (SPEC §4 button labels, §6
 * members-only). The cart arrives in a later issue: this is the one place to wire it. Until then
 * nothing pretends to add anything: on cards an enabled label is a link to the product page; on
 * the product page only the availability state is shown.
 */
export function AddToCartButton({
  product,
  subscriber,
  href,
  variant = 'card',
}: AddToCartButtonProps) {
  const price = customerPrice(product, subscriber);
  const pendura =
    penduraOffer({
      product: normalisePendura({ penduraPromotion: product.pendura }),
      listPrice: product.listPrice,
      customerPrice: price,
      subscriber,
    }) !== null;
  const button = addToCartButton({
    available: product.available,
    listPrice: product.listPrice,
    promotion: product.promotion
      ? { active: product.promotion.active, club_member_only: product.promotion.clubMemberOnly }
      : null,
    subscriber,
    pendura,
  });

  if (variant === 'page') {
    if (!button.disabled) return null;
    const text = isAvailable(product) ? button.label : PRODUCT_UNAVAILABLE_TEXT;
    return (
      <p className="availability-state" role="status">
        <strong>{button.label}</strong>
        {text !== button.label && <span> · {text}</span>}
      </p>
    );
  }
  if (button.disabled) {
    return (
      <button type="button" className="add-to-cart add-to-cart--disabled" disabled>
        {button.label}
      </button>
    );
  }
  return (
    <a className="add-to-cart" href={href} aria-label={`${button.label}: ${product.name}`}>
      {button.label}
    </a>
  );
}
