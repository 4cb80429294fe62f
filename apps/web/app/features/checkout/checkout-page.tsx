/**
 * The checkout page (SPEC §2 /checkout.ep; issue #13): address, shipping, gift, payment on the
 * left; the order summary with 'Finalizar compra' on the right (one column on a phone). Reads
 * the one cart store, so the WineBox and this page always show the same cart.
 *
 * Placing: the order can be placed once an address and a level are chosen; the body is built
 * (validated, encrypted) for the customer's choice and sent with the Idempotency-Key of its
 * attempt (place-attempt.ts), with the total the summary shows. Success goes to the confirmation
 * page; a refusal shows the server's message and the cart stays as it was (read again): when the
 * cart changed since it was drawn (ADR 0049, 409), the message names what changed and the summary
 * shows the new total, to be confirmed again.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SubscriptionFlags } from '@adega/domain/roles';
import { isFeatureVisible } from '@adega/domain/roles';
import type { Store } from '@adega/domain/store';
import { storeUrl } from '@adega/domain/urls';
import { showToast } from '../../components/ui/toast-store';
import { errorMessage } from '../account';
import { cartStore, newRequestId, useCart } from '../cart';
import { checkoutApi } from './checkout-api';
import { checkoutStartedDetail, track } from './checkout-tracking';
import {
  CHECKOUT_TEXTS,
  blockingReason,
  checkoutOf,
  hasProducts,
  orderConfirmedUrl,
  showCheckoutOffer,
} from './checkout-view';
import { AddressStep, ShippingStep } from './delivery-steps';
import { GiftStep } from './gift-step';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { attemptAfter, isUnanswered, reusableAttempt, type PlaceAttempt } from './place-attempt';
import { usePayment } from './use-payment';
import './checkout.css';

export interface CheckoutPageProps {
  store: Store;
  customer: SubscriptionFlags & { firstName: string };
  /** Issue #18: the coupon opt-in checkbox (ab-test variant). */
  couponOptIn?: boolean;
}

export function CheckoutPage({ store, customer, couponOptIn = false }: CheckoutPageProps) {
  const { cart, loaded } = useCart();
  const navigate = useNavigate();
  const [fresh, setFresh] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const openAttempt = useRef<PlaceAttempt | null>(null);
  const leaving = useRef(false);
  const started = useRef(false);
  const payment = usePayment(fresh && cart ? cart.version : null);

  // The cart as the server has it now (the store may hold a copy from before the sign-in).
  useEffect(() => {
    cartStore.refresh().then(
      () => setFresh(true),
      () => setFresh(true),
    );
  }, []);

  useEffect(() => {
    if (!fresh || !loaded || leaving.current) return;
    if (!hasProducts(cart)) {
      leaving.current = true;
      showToast({ kind: 'info', text: CHECKOUT_TEXTS.emptyCart });
      void navigate(storeUrl(store), { replace: true });
      return;
    }
    if (cart && !started.current) {
      started.current = true;
      track(checkoutStartedDetail(cart));
      if (!checkoutOf(cart).shippingAddress) setModalOpen(true);
    }
  }, [fresh, loaded, cart, navigate, store]);

  if (!fresh || !cart || !hasProducts(cart)) {
    return (
      <div className="container co-page">
        <h1 className="co-title">{CHECKOUT_TEXTS.title}</h1>
        <p className="co-muted" role="status">
          Carregando seu pedido…
        </p>
      </div>
    );
  }

  const place = async () => {
    setPlaceError(null);
    const reason = blockingReason(cart);
    if (reason) {
      setPlaceError(reason);
      if (!checkoutOf(cart).shippingAddress) setModalOpen(true);
      return;
    }
    if (!payment.choice) {
      setPlaceError(
        payment.state.status === 'error' ? payment.state.message : CHECKOUT_TEXTS.paymentNotReady,
      );
      return;
    }
    setPlacing(true);
    // ADR 0049: the total on screen goes with the order; another total is another attempt.
    const choice = `${payment.choiceKey()}|${String(cart.total)}`;
    let attempt = reusableAttempt(openAttempt.current, choice);
    try {
      if (!attempt) {
        const body = await payment.buildBody(setPlaceError);
        if (!body) {
          setPlacing(false);
          return;
        }
        attempt = { key: newRequestId(), choice, body: { ...body, expectedTotal: cart.total } };
      }
      openAttempt.current = attempt;
      const placed = await checkoutApi.placeOrder(attempt.body, attempt.key);
      openAttempt.current = null;
      leaving.current = true;
      window.location.assign(orderConfirmedUrl(placed.orderNumber));
    } catch (error) {
      if (attempt) openAttempt.current = attemptAfter(attempt, error);
      setPlaceError(errorMessage(error));
      setPlacing(false);
      // A refusal keeps the cart; read it again (it may have found a line out of stock). An
      // unanswered call is not read again: the next click retries the same attempt.
      if (!isUnanswered(error)) cartStore.refresh().catch(() => undefined);
    }
  };

  const gift = isFeatureVisible('gift', store);
  return (
    <div className="container co-page">
      <h1 className="co-title">{CHECKOUT_TEXTS.title}</h1>
      <div className="co-layout">
        <div className="co-steps">
          <AddressStep cart={cart} step={1} modalOpen={modalOpen} setModalOpen={setModalOpen} />
          <ShippingStep cart={cart} step={2} />
          {gift ? <GiftStep cart={cart} step={3} /> : null}
          <PaymentStep payment={payment} step={gift ? 4 : 3} />
        </div>
        <OrderSummary
          cart={cart}
          offer={showCheckoutOffer(customer, cart, store)}
          placing={placing}
          placeError={placeError}
          onPlace={() => void place()}
          couponOptIn={couponOptIn}
        />
      </div>
    </div>
  );
}
