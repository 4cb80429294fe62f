import type { Store } from '@adega/domain/store';
import { storeUrl } from '@adega/domain/urls';
import './winebox-button.css';

export interface WineboxButtonProps {
  store: Store;
  /** Items in the WineBox (the cart arrives in a later issue: 0 until then). */
  count: number;
}

function itemsLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} itens`;
}

/**
 * WineBox button with its item count (SPEC §2 "Widgets"). The cart drawer does not exist yet, so
 * this is an honest link to the store; the cart issue turns it into the drawer trigger.
 */
export function WineboxButton({ store, count }: WineboxButtonProps) {
  return (
    <a
      href={storeUrl(store)}
      className="winebox-button"
      aria-label={`WineBox, ${itemsLabel(count)}`}
    >
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          d="M4 8h16l-1.4 11.2a2 2 0 0 1-2 1.8H7.4a2 2 0 0 1-2-1.8L4 8Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="M9 8V5.5a3 3 0 0 1 6 0V8" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      <span className="winebox-button__label" aria-hidden="true">
        WineBox
      </span>
      <span className="winebox-button__count" aria-hidden="true">
        {count}
      </span>
    </a>
  );
}
