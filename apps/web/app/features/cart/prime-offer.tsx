/**
 * The premium (prime/pass) offer of the WineBox (SPEC §4 Prime toggle, §6 visibility, §2
 * premium-benefits modal 'O que estarei levando?', §9 simulated saving). The offered sku comes
 * from `GET /api/v1/winepass/skuOfferedTheCart` (SPEC §7); without an answer there is no offer.
 *
 * Toggle: sets loading; on adds the offered sku, off removes the prime line, both through the cart
 * queue; loading ends when clubePrimeOnCart changes (domain prime-toggle.ts), or on an error. The
 * pass card's toggle re-enables 4 s after that change. The flag is kept in localStorage as
 * hasPrimeOnCart. The discount variant's 'Saiba mais' and the pass card's help icon open the
 * 'O que estarei levando?' modal.
 */
import { useEffect, useRef, useState } from 'react';
import type { CartDto } from '@adega/server/contract';
import { addToCartFailure } from '@adega/domain/errors';
import { fromReais } from '@adega/domain/money';
import {
  HAS_PRIME_ON_CART_STORAGE_KEY,
  PRIME_TOGGLE_REENABLE_MS,
  isPrimeToggleDisabled,
  primeCartUpdated,
  primeCooledDown,
  primeToggleFailed,
  togglePrime,
  type PrimeOfferVariant,
  type PrimeToggleState,
} from '@adega/domain/pricing/prime-toggle';
import {
  PREMIUM_BENEFITS_MODAL_TITLE,
  checkoutOfferView,
  premiumBenefits,
} from '@adega/domain/pricing/premium';
import { api } from '../../lib/rpc';
import { showToast } from '../../components/ui/toast-store';
import { useCartActions } from './cart-store';
import { cartSimulatedSaving, isPrimeLine } from './cart-view';
import { PremiumBenefitsModal } from './premium-benefits-modal';
import { PassLogo } from './pass-logo';

/** SPEC §3 Offered subscription as the REST call answers it (money in reais, ADR 0004). */
export interface OfferedSubscriptionDto {
  name?: string | null;
  descricao?: string | null;
  price: number;
  cashBack?: number | null;
  skuCode: string;
}

export const OFFER_PATH = '/api/v1/winepass/skuOfferedTheCart';

let offerRequest: Promise<OfferedSubscriptionDto | null> | null = null;

/** The offered subscription, asked once per page; null when the server offers none. */
export function loadOffer(): Promise<OfferedSubscriptionDto | null> {
  offerRequest ??= api<OfferedSubscriptionDto | null>('GET', OFFER_PATH).then(
    (offer) => (offer && typeof offer.skuCode === 'string' ? offer : null),
    () => null,
  );
  return offerRequest;
}

function storeFlag(value: boolean) {
  try {
    window.localStorage.setItem(HAS_PRIME_ON_CART_STORAGE_KEY, String(value));
  } catch {
    // Storage can be unavailable (private mode); the cart is the source of truth anyway.
  }
}

/**
 * `placement` 'checkout': the checkout's offer (SPEC §2 Checkout subscription offer), whose pass
 * card carries the pass logo beside its texts.
 */
export function PrimeOffer({
  cart,
  placement = 'drawer',
}: {
  cart: CartDto;
  placement?: 'drawer' | 'checkout';
}) {
  const [offer, setOffer] = useState<OfferedSubscriptionDto | null>(null);
  const [state, setState] = useState<PrimeToggleState>({
    loading: false,
    hasPrimeOnCart: cart.clubePrimeOnCart,
  });
  const [benefitsOpen, setBenefitsOpen] = useState(false);
  const { add, remove } = useCartActions();
  const stateRef = useRef(state);
  stateRef.current = state;
  const variantRef = useRef<PrimeOfferVariant>('discount');

  useEffect(() => {
    let live = true;
    void loadOffer().then((found) => {
      if (live) setOffer(found);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    setState((current) => primeCartUpdated(current, cart.clubePrimeOnCart, variantRef.current));
    storeFlag(cart.clubePrimeOnCart);
  }, [cart.clubePrimeOnCart]);

  // SPEC §4: the pass card re-enables its toggle 4 s after the active state changed.
  useEffect(() => {
    if (!state.coolingDown) return;
    const timer = setTimeout(
      () => setState((current) => primeCooledDown(current)),
      PRIME_TOGGLE_REENABLE_MS.pass,
    );
    return () => clearTimeout(timer);
  }, [state.coolingDown]);

  if (!offer) return null;
  const view = checkoutOfferView({
    offer: {
      name: offer.name ?? null,
      descricao: offer.descricao ?? null,
      price: fromReais(offer.price),
      cashBack: fromReais(offer.cashBack ?? 0),
      skuCode: offer.skuCode,
    },
    rate: cart.primeDiscountRate,
    saving: cartSimulatedSaving(cart),
    active: cart.clubePrimeOnCart,
  });
  variantRef.current = view.variant;
  const disabled = isPrimeToggleDisabled(state);
  const openBenefits = () => setBenefitsOpen(true);

  const toggle = (on: boolean) => {
    const { state: next, command } = togglePrime(stateRef.current, on);
    if (!command) return;
    setState(next);
    const primeLine = cart.cartItems.find(isPrimeLine);
    const call =
      command.type === 'add-prime-sku'
        ? add(offer.skuCode, 1)
        : primeLine
          ? remove(primeLine.itemUidPk)
          : Promise.reject(new Error(''));
    call.catch((error: unknown) => {
      setState((current) => primeToggleFailed(current));
      const failure = addToCartFailure(error instanceof Error ? error.message : '');
      showToast({ kind: 'error', title: failure.title, text: failure.message });
    });
  };

  return (
    <section
      className={`prime-offer prime-offer--${view.variant} prime-offer--${placement}`}
      aria-label="Assinatura Prime"
      data-testid="prime-offer"
    >
      {placement === 'checkout' && view.variant === 'pass' ? (
        <PassLogo name={view.passName} />
      ) : null}
      <label className="prime-offer__toggle">
        <input
          type="checkbox"
          role="switch"
          checked={cart.clubePrimeOnCart}
          disabled={disabled}
          aria-busy={state.loading}
          onChange={(event) => toggle(event.target.checked)}
        />
        <span className="prime-offer__title">
          {view.variant === 'pass' ? view.title : view.text}
        </span>
        {state.loading ? <span className="cart-item__spinner spinner" aria-hidden="true" /> : null}
      </label>
      {view.variant === 'pass' ? (
        <>
          <button
            type="button"
            className="prime-offer__help"
            aria-label={PREMIUM_BENEFITS_MODAL_TITLE}
            title={PREMIUM_BENEFITS_MODAL_TITLE}
            onClick={openBenefits}
          >
            ?
          </button>
          <p className="prime-offer__text">{view.cashbackText}</p>
          <p className="prime-offer__saving">{view.footer}</p>
        </>
      ) : (
        <p className="prime-offer__saving">
          {view.saveNowLabel} <strong>{view.savingText}</strong>
        </p>
      )}
      {view.activeText ? <p className="prime-offer__active">{view.activeText}</p> : null}
      {view.variant === 'discount' ? (
        <button type="button" className="link-button" onClick={openBenefits}>
          {view.learnMore}
        </button>
      ) : null}
      <PremiumBenefitsModal
        open={benefitsOpen}
        onClose={() => setBenefitsOpen(false)}
        benefits={premiumBenefits(fromReais(offer.cashBack ?? 0))}
      />
    </section>
  );
}
