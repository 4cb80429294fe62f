/**
 * 'Endereço de entrega' and 'Forma de entrega' (issue #13 "Address", "Shipping"): the cart's
 * address with 'Alterar endereço' (the modal) and the service levels for it (radio: name, price
 * or 'Grátis', delivery days) → RPC setShippingServiceLevel. Every change runs in the cart queue,
 * so the totals follow.
 */
import { useEffect, useRef, useState } from 'react';
import type { CartDto } from '@adega/server/contract';
import { fromReais } from '@adega/domain/money';
import { Price } from '../../components/ui/price';
import { errorMessage } from '../account';
import { useCartActions } from '../cart';
import { AddressLines, AddressModal } from './address-modal';
import { checkoutApi } from './checkout-api';
import { track } from './checkout-tracking';
import {
  CHECKOUT_TEXTS,
  checkoutOf,
  deliveryDaysText,
  levelPriceText,
  shipsBottles,
  subscriptionDelivery,
} from './checkout-view';
import { CheckoutAlert } from './checkout-alert';

function StepTitle({ id, step, children }: { id: string; step: number; children: string }) {
  return (
    <h2 id={id} className="co-step__title">
      <span className="co-step__number" aria-hidden="true">
        {step}
      </span>
      {children}
    </h2>
  );
}

export { StepTitle };

export function AddressStep({
  cart,
  step,
  modalOpen,
  setModalOpen,
}: {
  cart: CartDto;
  step: number;
  modalOpen: boolean;
  setModalOpen(open: boolean): void;
}) {
  const { shippingAddress } = checkoutOf(cart);
  const { run } = useCartActions();
  const [error, setError] = useState<string | null>(null);
  return (
    <section className="co-step" aria-labelledby="co-endereco">
      <StepTitle id="co-endereco" step={step}>
        Endereço de entrega
      </StepTitle>
      {shippingAddress ? (
        <div className="co-chosen" data-testid="shipping-address">
          <AddressLines address={shippingAddress} />
          <div className="co-chosen__actions">
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => setModalOpen(true)}
            >
              {CHECKOUT_TEXTS.changeAddress}
            </button>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setError(null);
                run('shipping-address', (id) => checkoutApi.removeAddress(id)).catch(
                  (reason: unknown) => setError(errorMessage(reason)),
                );
              }}
            >
              Remover endereço
            </button>
          </div>
        </div>
      ) : (
        <div className="co-chosen co-chosen--empty">
          <p className="co-muted">{CHECKOUT_TEXTS.noAddress}</p>
          <button type="button" className="button" onClick={() => setModalOpen(true)}>
            {CHECKOUT_TEXTS.chooseAddress}
          </button>
        </div>
      )}
      <CheckoutAlert error={error} />
      <AddressModal
        open={modalOpen}
        current={shippingAddress}
        onClose={() => setModalOpen(false)}
      />
    </section>
  );
}

export function ShippingStep({ cart, step }: { cart: CartDto; step: number }) {
  const { shippingAddress, shippingServiceLevels, selectedShippingServiceLevel } = checkoutOf(cart);
  const { run } = useCartActions();
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState<number | null>(null);

  /** `chosenBy` 'customer' is tracked (SPEC §7 shipment chosen); the page's own default is not. */
  const choose = (uidPk: number, chosenBy: 'customer' | 'default' = 'customer') => {
    setError(null);
    setWorking(uidPk);
    run('shipping-level', (id) => checkoutApi.setServiceLevel(uidPk, id)).then(
      (next) => {
        setWorking(null);
        const level = checkoutOf(next).selectedShippingServiceLevel;
        if (chosenBy !== 'customer') return;
        track({
          event: 'shipment_chosen',
          level: level?.code ?? null,
          price: level?.price ?? null,
          deliveryDays: level?.deliveryDays ?? null,
        });
      },
      (reason: unknown) => {
        setWorking(null);
        setError(errorMessage(reason));
      },
    );
  };

  // An address without a level yet gets the first one offered (the server lists 'Normal' first),
  // so the total includes shipping from the start; once per address, never over a choice.
  const defaulted = useRef<number | null>(null);
  const firstLevel = shippingServiceLevels[0]?.uidPk;
  const addressId = shippingAddress?.uidPk ?? null;
  useEffect(() => {
    if (addressId === null || firstLevel === undefined || selectedShippingServiceLevel) return;
    if (defaulted.current === addressId) return;
    defaulted.current = addressId;
    choose(firstLevel, 'default');
    // `choose` is recreated every render; the inputs above decide.
  }, [addressId, firstLevel, selectedShippingServiceLevel]);

  return (
    <section className="co-step" aria-labelledby="co-entrega">
      <StepTitle id="co-entrega" step={step}>
        Forma de entrega
      </StepTitle>
      {!shippingAddress ? (
        <p className="co-muted">Escolha o endereço para ver as formas de entrega.</p>
      ) : !shipsBottles(cart) ? (
        <SubscriptionDelivery cart={cart} />
      ) : shippingServiceLevels.length === 0 ? (
        <p className="co-muted">Não há formas de entrega para este endereço.</p>
      ) : (
        <fieldset className="co-levels" aria-busy={working !== null}>
          <legend className="visually-hidden">Formas de entrega</legend>
          {shippingServiceLevels.map((level) => {
            // The level being chosen shows as chosen until the server answers.
            const on =
              working !== null
                ? working === level.uidPk
                : selectedShippingServiceLevel?.uidPk === level.uidPk;
            const price = levelPriceText(level);
            return (
              <label
                key={level.uidPk}
                className={`co-option co-radio co-level${on ? ' co-option--on' : ''}`}
                data-level={level.code}
              >
                <input
                  type="radio"
                  name="co-nivel"
                  checked={on}
                  disabled={working !== null}
                  onChange={() => choose(level.uidPk)}
                />
                <span className="co-radio__text">
                  <strong>{level.name}</strong>
                  <span className="co-muted">{deliveryDaysText(level.deliveryDays)}</span>
                  {level.freeShippingReason ? (
                    <span className="co-good">{level.freeShippingReason}</span>
                  ) : null}
                </span>
                <span className="co-level__price">
                  {typeof price === 'string' ? (
                    <>
                      {level.fullPrice > 0 ? (
                        <s className="co-muted">
                          <Price centavos={fromReais(level.fullPrice)} />
                        </s>
                      ) : null}{' '}
                      <strong className="co-good">{price}</strong>
                    </>
                  ) : (
                    <Price centavos={price} />
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <CheckoutAlert error={error} />
    </section>
  );
}

/** A cart of subscriptions only (ADR 0022): no level to choose. */
function SubscriptionDelivery({ cart }: { cart: CartDto }) {
  const club = subscriptionDelivery(cart);
  if (!club) return <p className="co-muted">{CHECKOUT_TEXTS.nothingToShip}</p>;
  return (
    <div className="co-option co-option--on co-level" data-level="CLUBE">
      <span className="co-radio__text">
        <strong>{club.name}</strong>
        <span className="co-muted">{deliveryDaysText(club.deliveryDays)}</span>
      </span>
      <span className="co-level__price">
        <strong className="co-good">{CHECKOUT_TEXTS.free}</strong>
      </span>
    </div>
  );
}
