import { useState } from 'react';
import type { ProductSummary } from '@adega/server/contract';
import {
  BUTTON_LABELS,
  PRODUCT_UNAVAILABLE_TEXT,
  addToCartButton,
  isAvailable,
} from '@adega/domain/pricing/availability';
import { ADD_TO_CART_SUCCESS_TOAST, addToCartFailure } from '@adega/domain/errors';
import { normalisePendura, penduraOffer } from '@adega/domain/pendura';
import { customerPrice } from '@adega/domain/pricing/customer-price';
import { QUANTITY_DEFAULT } from '@adega/domain/constants';
import { showToast } from '../../components/ui/toast-store';
import {
  isRequestPending,
  useCartActions,
  useCartPending,
  newRequestId,
  QuantitySelector,
} from '../cart';
import './add-to-cart-button.css';
import { useHydrated } from '../../lib/use-hydrated';

export interface AddToCartButtonProps {
  product: Pick<
    ProductSummary,
    | 'available'
    | 'listPrice'
    | 'salePrice'
    | 'clubPrice'
    | 'promotion'
    | 'pendura'
    | 'name'
    | 'code'
  >;
  subscriber: boolean;
  /** Product page URL: what the card's button is before the page is interactive (no JS). */
  href: string;
  /** 'card': one button; 'page': the quantity selector and the button. */
  variant?: 'card' | 'page';
}

/**
 * Adds through the cart queue with a request id of its own; `loading` stays on until the answer
 * to each of this button's request ids has arrived (SPEC §4 "The button shows loading until the
 * response with the matching request id"). Clicking again while loading queues another add.
 */
export function useAddToCart(sku: string) {
  const pending = useCartPending();
  const { add } = useCartActions();
  const [mine, setMine] = useState<readonly string[]>([]);
  const loading = mine.some((id) => isRequestPending(pending, id));
  const submit = (quantity: number) => {
    const requestId = newRequestId();
    setMine((ids) => [...ids.filter((id) => isRequestPending(pending, id)), requestId]);
    add(sku, quantity, requestId).then(
      () => showToast({ kind: 'success', title: ADD_TO_CART_SUCCESS_TOAST }),
      (error: unknown) => {
        const failure = addToCartFailure(error instanceof Error ? error.message : '');
        showToast({ kind: 'error', title: failure.title, text: failure.message });
      },
    );
  };
  return { loading, submit };
}

/**
 * The add-to-cart control, label from the domain availability rule (SPEC §4 button labels, §6
 * members-only: 'Apenas para sócios' disabled, no quantity selector). On cards the button sits in
 * a GET form to the product page, which is where it leads without JS; the page's controls wait
 * disabled until the page is interactive.
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
  const hydrated = useHydrated();
  const { loading, submit } = useAddToCart(product.code);
  const [quantity, setQuantity] = useState(QUANTITY_DEFAULT);

  if (button.disabled) {
    // SPEC §6: a members-only product shows the disabled 'Apenas para sócios' button on its page
    // as on its card; an unavailable one says so in a status line.
    if (variant === 'page' && button.label !== BUTTON_LABELS.membersOnly) {
      const text = isAvailable(product) ? button.label : PRODUCT_UNAVAILABLE_TEXT;
      return (
        <p className="availability-state" role="status">
          <strong>{button.label}</strong>
          {text !== button.label && <span> · {text}</span>}
        </p>
      );
    }
    const disabled = (
      <button type="button" className="add-to-cart add-to-cart--disabled" disabled>
        {button.label}
      </button>
    );
    // On a card, in the same form box as an enabled button, so every card lays out alike.
    return variant === 'card' ? (
      <form action={href} className="add-to-cart-form">
        {disabled}
      </form>
    ) : (
      disabled
    );
  }
  const label = (
    <>
      {loading ? <span className="add-to-cart__spinner spinner" aria-hidden="true" /> : null}
      {button.label}
    </>
  );
  if (variant === 'card') {
    // Without JS the form leads to the product page (GET); with JS it adds to the WineBox.
    return (
      <form
        action={href}
        className="add-to-cart-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit(1);
        }}
      >
        {/* A form's button submits, and a form's method is GET, by default. */}
        <button
          className={`add-to-cart${loading ? ' add-to-cart--loading' : ''}`}
          aria-label={`${button.label}: ${product.name}`}
          // Only while adding: one attribute less on each of a listing's cards.
          aria-busy={loading || undefined}
        >
          {label}
        </button>
      </form>
    );
  }
  const action = (
    <button
      type="button"
      className={`add-to-cart${loading ? ' add-to-cart--loading' : ''}`}
      aria-label={`${button.label}: ${product.name}`}
      aria-busy={loading}
      disabled={!hydrated}
      data-sku={product.code}
      onClick={() => submit(button.showQuantitySelector ? quantity : 1)}
    >
      {label}
    </button>
  );
  if (variant === 'page' && button.showQuantitySelector) {
    return (
      <div className="add-to-cart-row">
        <QuantitySelector
          value={quantity}
          onChange={setQuantity}
          label={`Quantidade de ${product.name}`}
          disabled={!hydrated}
          id="quantidade-produto"
        />
        {action}
      </div>
    );
  }
  return action;
}
