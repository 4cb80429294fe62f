import type { Store } from '@adega/domain/store';
import { storeUrl } from '@adega/domain/urls';
import { useCart, itemCount } from '../../features/cart';
import { Icon } from '../ui/icon';
import './winebox-button.css';
import { useHydrated } from '../../lib/use-hydrated';

export interface WineboxButtonProps {
  store: Store;
  /** Count rendered on the server, before the browser has loaded the cart. */
  count: number;
}

function itemsLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}

/**
 * WineBox button with its item count (SPEC §2 "Widgets"; the prime line is not counted, §4). It
 * opens the WineBox drawer; without JS it is a link to the store.
 */
export function WineboxButton({ store, count }: WineboxButtonProps) {
  const { cart, open } = useCart();
  const hydrated = useHydrated();
  const shown = cart ? itemCount(cart) : count;
  const content = (
    <>
      <Icon name="bag" />
      <span className="winebox-button__label" aria-hidden="true">
        WineBox
      </span>
      <span className="winebox-button__count" aria-hidden="true" data-testid="winebox-count">
        {shown}
      </span>
    </>
  );
  if (!hydrated) {
    return (
      <a
        href={storeUrl(store)}
        className="winebox-button"
        aria-label={`WineBox, ${itemsLabel(shown)}`}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="winebox-button"
      aria-label={`WineBox, ${itemsLabel(shown)}`}
      aria-haspopup="dialog"
      aria-controls="winebox"
      onClick={open}
    >
      {content}
    </button>
  );
}
