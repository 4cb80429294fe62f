/**
 * Choose-your-gift of the WineBox (SPEC §3 choseYourGiftPromotion and giftStatusAtCart, §4
 * "Chosen gift in cart", §8 gift failure, §9 'Escolha o seu Vinho!' / 'Faltam R$ VALOR para
 * liberar'). Locked while value is missing; once unlocked the default (or previous) sku is
 * preselected and saved, and every choice emits gift-chosen. The domain's chosenGiftReducer
 * decides through `chosen-gift-controller`.
 */
import { useEffect, useRef, useState } from 'react';
import type { ChoseYourGiftPromotionDto, GiftStatusDto } from '@adega/server/contract';
import type { UserError } from '@adega/domain/errors';
import { fromReais } from '@adega/domain/money';
import type { ChosenGiftState } from '@adega/domain/promotions/chosen-gift';
import { createChosenGiftController, type ChosenGiftController } from './chosen-gift-controller';
import { chosenGiftHeader, chosenGiftOptions } from './view';
import { PromoBar } from './promo-bar';

export interface ChooseYourGiftProps {
  promotion: ChoseYourGiftPromotionDto | null;
  status: GiftStatusDto | null;
  /** The gift the cart holds now (view.ts chosenGiftInCart). */
  savedSku: string | null;
  /** Saves the choice through the cart queue (PUT …/promotion/gift/{sku}, then the cart). */
  onSave(sku: string): Promise<unknown>;
  onTrack(sku: string): void;
  onError(error: UserError): void;
}

export function ChooseYourGift(props: ChooseYourGiftProps) {
  if (!props.promotion) return null;
  return <ChooseYourGiftPanel {...props} promotion={props.promotion} />;
}

function ChooseYourGiftPanel({
  promotion,
  status,
  savedSku,
  onSave,
  onTrack,
  onError,
}: ChooseYourGiftProps & { promotion: ChoseYourGiftPromotionDto }) {
  const deps = useRef({ onSave, onTrack, onError });
  deps.current = { onSave, onTrack, onError };
  const controller = useRef<ChosenGiftController | null>(null);
  const [state, setState] = useState<ChosenGiftState | null>(null);

  // One controller per mounted panel; its callbacks read the latest props through the ref.
  if (controller.current === null) {
    controller.current = createChosenGiftController(
      {
        save: (sku) => deps.current.onSave(sku),
        track: (sku) => deps.current.onTrack(sku),
        onError: (error) => deps.current.onError(error),
        onChange: setState,
      },
      status?.selectedSku ?? null,
    );
  }

  const gifts = chosenGiftOptions(promotion);
  const giftKey = gifts.map((g) => `${g.sku}:${g.isDefault ? 1 : 0}`).join(',');
  const missing = fromReais(promotion.missing);
  useEffect(() => {
    controller.current?.cartUpdated({ missing, gifts, savedSku });
    // `gifts` is rebuilt every render; `giftKey` says when it really changed.
  }, [missing, giftKey, savedSku]);

  const header = chosenGiftHeader(promotion);
  const current = state ?? controller.current.state;
  const locked = promotion.locked || current.locked;
  const selected = locked ? (status?.selectedSku ?? null) : (current.selectedSku ?? savedSku);

  return (
    <section
      className={`promo-card promo-choose${locked ? ' promo-choose--locked' : ''}`}
      aria-labelledby="promo-choose-title"
      data-testid="choose-gift"
      data-locked={locked ? 'true' : 'false'}
      aria-busy={current.pending}
    >
      <h3 id="promo-choose-title" className="promo-card__title">
        {header.title}
      </h3>
      {header.description ? <p className="promo-card__text">{header.description}</p> : null}
      <PromoBar percent={header.percent} text={header.status} label={header.title} />
      <p className="promo-card__status" data-testid="choose-gift-status">
        {header.status}
      </p>
      <fieldset className="promo-choose__options" disabled={locked || current.pending}>
        <legend className="visually-hidden">{header.title}</legend>
        {gifts.map((gift) => (
          <label
            key={gift.sku}
            className={`promo-choose__option${selected === gift.sku ? ' promo-choose__option--selected' : ''}`}
          >
            <input
              type="radio"
              name="chosen-gift"
              value={gift.sku}
              checked={selected === gift.sku}
              onChange={() => controller.current?.choose(gift.sku)}
            />
            {gift.img ? <img src={gift.img} alt="" width={48} height={48} loading="lazy" /> : null}
            <span className="promo-choose__name">{gift.name}</span>
          </label>
        ))}
      </fieldset>
    </section>
  );
}
