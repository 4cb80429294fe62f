/**
 * Gift packaging in the WineBox (SPEC §7 GET /api/v1/giftPackaging/isEligible, GET
 * /api/v1/giftPackaging, POST /api/v1/giftPackaging/giftPackaging {skuGiftPackaging}, DELETE
 * /api/v1/giftPackaging). Shown only when the cart is eligible: the options with their price, one
 * chosen at a time, and a remove button. Re-read whenever the cart changes.
 */
import { useEffect, useState } from 'react';
import type { GiftPackagingState } from './promotions-api';
import { reaisText } from './view';

export const GIFT_PACKAGING_TEXTS = {
  title: 'Embalagem para presente',
  choose: 'Escolher',
  chosen: 'Escolhida',
  remove: 'Remover embalagem',
} as const;

export interface GiftPackagingProps {
  /** Changes whenever the cart changes (cart.version), to re-read eligibility and choice. */
  cartVersion: number;
  /** The packaging in the cart (cart.giftPackaging), which wins over what the GET said. */
  chosen: { sku: string; message: string | null } | null;
  load(): Promise<GiftPackagingState>;
  onChoose(sku: string): Promise<unknown>;
  onRemove(): Promise<unknown>;
}

export function GiftPackaging({
  cartVersion,
  chosen: inCart,
  load,
  onChoose,
  onRemove,
}: GiftPackagingProps) {
  const [state, setState] = useState<GiftPackagingState | null>(null);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    load().then(
      (next) => {
        if (live) setState(next);
      },
      // Not offered when it cannot be read: the rest of the drawer keeps working.
      () => {
        if (live) setState(null);
      },
    );
    return () => {
      live = false;
    };
  }, [cartVersion, load]);

  if (!state || !state.eligible || state.options.length === 0) return null;

  const act = (call: () => Promise<unknown>) => {
    setWorking(true);
    setError(null);
    call().then(
      () => setWorking(false),
      (reason: unknown) => {
        setWorking(false);
        setError(reason instanceof Error ? reason.message : String(reason));
      },
    );
  };

  return (
    <section
      className="promo-card promo-packaging"
      aria-labelledby="promo-packaging-title"
      data-testid="gift-packaging"
      aria-busy={working}
    >
      <h3 id="promo-packaging-title" className="promo-card__title">
        {GIFT_PACKAGING_TEXTS.title}
      </h3>
      <ul className="promo-packaging__list">
        {state.options.map((option) => {
          const chosen = (inCart ? inCart.sku : state.selectedSku) === option.sku;
          return (
            <li
              key={option.sku}
              className={`promo-packaging__option${chosen ? ' promo-packaging__option--chosen' : ''}`}
            >
              {option.image ? (
                <img src={option.image} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <span className="promo-packaging__info">
                <span className="promo-packaging__name">{option.name}</span>
                <span className="promo-packaging__price">{reaisText(option.price)}</span>
              </span>
              {chosen ? (
                <button
                  type="button"
                  className="promo-packaging__button promo-packaging__button--remove"
                  disabled={working}
                  onClick={() => act(onRemove)}
                >
                  {GIFT_PACKAGING_TEXTS.remove}
                </button>
              ) : (
                <button
                  type="button"
                  className="promo-packaging__button"
                  disabled={working}
                  aria-label={`${GIFT_PACKAGING_TEXTS.choose} ${option.name}`}
                  onClick={() => act(() => onChoose(option.sku))}
                >
                  {GIFT_PACKAGING_TEXTS.choose}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {inCart?.message ? <p className="promo-card__text">{inCart.message}</p> : null}
      {error ? (
        <p className="promo-coupon__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
