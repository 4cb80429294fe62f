/**
 * Producer gift toggle of a cart line with producerCampaignData (SPEC §3, §4 "Producer gift
 * toggle", §9 8000 ms): on adds the gift sku and keeps the switch disabled until the gift shows
 * in the cart (at most 8 s, then it reverts to off); off removes it. The description's '**bold**'
 * markers become <strong> (domain parseBoldMarkers; never HTML).
 */
import { useEffect, useRef, useState } from 'react';
import type { ProducerCampaignDataDto } from '@adega/server/contract';
import type { ProducerGiftState } from '@adega/domain/promotions/producer-gift';
import {
  browserTimer,
  createProducerGiftController,
  type ProducerGiftController,
  type Timer,
} from './producer-gift-controller';
import { producerGiftView } from './view';

export interface ProducerGiftToggleProps {
  data: ProducerCampaignDataDto;
  /** Whether the gift line is in the cart now. */
  inCart: boolean;
  onAdd(): Promise<unknown>;
  onRemove(): Promise<unknown>;
  timer?: Timer;
}

export function ProducerGiftToggle({
  data,
  inCart,
  onAdd,
  onRemove,
  timer = browserTimer,
}: ProducerGiftToggleProps) {
  const deps = useRef({ onAdd, onRemove });
  deps.current = { onAdd, onRemove };
  const controller = useRef<ProducerGiftController | null>(null);
  const [state, setState] = useState<ProducerGiftState>({ on: inCart, disabled: false });

  useEffect(() => {
    const created = createProducerGiftController(
      {
        add: () => deps.current.onAdd(),
        remove: () => deps.current.onRemove(),
        timer,
        onChange: setState,
      },
      inCart,
    );
    controller.current = created;
    return () => created.dispose();
    // One controller per mounted toggle; later cart states arrive through cartUpdated below.
  }, [timer]);

  useEffect(() => {
    controller.current?.cartUpdated(inCart);
  }, [inCart]);

  const view = producerGiftView(data);
  const id = `producer-gift-${data.itemSku}`;
  const locked = !view.unlocked && !state.on;
  return (
    <div className="promo-producer" data-testid="producer-gift">
      {view.image ? (
        <img className="promo-producer__image" src={view.image} alt="" width={40} height={40} />
      ) : null}
      <div className="promo-producer__body">
        <p className="promo-producer__title">
          {view.link ? <a href={view.link}>{view.title}</a> : view.title}
        </p>
        <p className="promo-producer__text">
          {view.segments.map((segment, index) =>
            segment.bold ? (
              <strong key={index}>{segment.text}</strong>
            ) : (
              <span key={index}>{segment.text}</span>
            ),
          )}
        </p>
        <p className="promo-producer__status">{view.status}</p>
      </div>
      <label className="promo-switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="promo-switch__input"
          checked={state.on}
          disabled={state.disabled || locked}
          onChange={(event) => controller.current?.toggle(event.currentTarget.checked)}
        />
        <span className="promo-switch__track" aria-hidden="true" />
        <span className="visually-hidden">{view.itemDescription}</span>
      </label>
    </div>
  );
}
