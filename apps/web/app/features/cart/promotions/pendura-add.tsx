/**
 * Pendura on a cart line (SPEC §4 button label 'Adicionar 1', §9 'Leve {n} por' / 'Sócio Wine
 * leva {n} por'): the offer comes from the domain's penduraOffer on the line's unit price; the
 * button adds one unit through the cart queue.
 */
import type { CartItemDto } from '@adega/server/contract';
import { penduraItemView } from './view';

export const PENDURA_ADD_ONE_LABEL = 'Adicionar 1';

export function PenduraAddOne({
  item,
  subscriber,
  pending,
  onAddOne,
}: {
  item: CartItemDto;
  subscriber: boolean;
  pending: boolean;
  onAddOne(): void;
}) {
  const view = penduraItemView(item, subscriber);
  if (!view) return null;
  return (
    <div className="promo-pendura" data-testid="pendura">
      <p className="promo-pendura__offer">
        {view.message} <strong className="promo-pendura__price">{view.unitPrice}</strong>{' '}
        <span className="promo-pendura__each">cada</span>
      </p>
      {view.canAddOne ? (
        <button
          type="button"
          className="promo-pendura__add"
          disabled={pending}
          aria-busy={pending}
          aria-label={`${PENDURA_ADD_ONE_LABEL} unidade de ${item.displayName}`}
          onClick={onAddOne}
        >
          {PENDURA_ADD_ONE_LABEL}
        </button>
      ) : null}
    </div>
  );
}
