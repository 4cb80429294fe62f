/** The WineBox buttons of listed products: one product, or every available one of a list. */
import type { WinelistProductDto } from '@adega/server/contract';
import { ADD_ALL_TEXT, ADD_ONE_TEXT } from './add-to-winebox';

type Listed = Pick<WinelistProductDto, 'sku' | 'name' | 'available'>;
type OnAdd = (skus: readonly string[]) => Promise<void>;

/** 'Adicionar à WineBox' on one product (favourites, a shared Winelist). */
export function AddOneButton({ item, onAdd }: { item: Listed; onAdd: OnAdd }) {
  return (
    <button
      type="button"
      className="button button--small"
      disabled={!item.available}
      aria-label={`${ADD_ONE_TEXT}: ${item.name}`}
      onClick={() => void onAdd([item.sku])}
    >
      {ADD_ONE_TEXT}
    </button>
  );
}

/** 'Adicionar todos à WineBox': the list's available products, in order (disabled when none). */
export function AddAllButton({ items, onAdd }: { items: readonly Listed[]; onAdd: OnAdd }) {
  const available = items.filter((item) => item.available);
  return (
    <button
      type="button"
      className="button"
      disabled={available.length === 0}
      onClick={() => void onAdd(available.map((item) => item.sku))}
    >
      {ADD_ALL_TEXT}
    </button>
  );
}
