/**
 * A list of my account's things (addresses, cards): the 'Novo …' button, then the list once it
 * has loaded, or what the section shows while it loads or after it failed, or the empty text.
 */
import type { ReactNode, RefObject } from 'react';
import { SectionStatus } from './section-status';
import type { Remote } from './use-remote';

export function AccountList<T>({
  newLabel,
  newButton,
  onNew,
  state,
  reload,
  loadingText,
  emptyText,
  children,
}: {
  newLabel: string;
  /** The 'Novo …' button, focused again when its form closes. */
  newButton: RefObject<HTMLButtonElement | null>;
  onNew: () => void;
  state: Remote<T[]>;
  reload: () => Promise<void>;
  loadingText: string;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      <div className="acc-toolbar">
        <button ref={newButton} type="button" className="button" onClick={onNew}>
          {newLabel}
        </button>
      </div>
      {state.status !== 'ready' ? (
        <SectionStatus state={state} reload={reload} loadingText={loadingText} />
      ) : state.data.length === 0 ? (
        <p className="acc-empty">{emptyText}</p>
      ) : (
        children(state.data)
      )}
    </>
  );
}

/**
 * An item's actions: what the item adds first (e.g. 'Editar'), 'Tornar principal' unless it is
 * the main one, and 'Remover', each naming the item for screen readers.
 */
export function ItemActions({
  name,
  preferred,
  busy,
  onMakePreferred,
  onRemove,
  children,
}: {
  name: string;
  preferred: boolean;
  /** An action is running on one of the items: the others wait. */
  busy: boolean;
  onMakePreferred: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="acc-item__actions">
      {children}
      {preferred ? null : (
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={busy}
          onClick={onMakePreferred}
        >
          Tornar principal<span className="visually-hidden"> {name}</span>
        </button>
      )}
      <button
        type="button"
        className="button button--danger button--small"
        disabled={busy}
        onClick={onRemove}
      >
        Remover<span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}
