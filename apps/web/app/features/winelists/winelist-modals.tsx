/**
 * The three modals of SPEC §2: 'Mais Opções', 'Incluir na Winelist' and 'Dê um nome à sua
 * Winelist' (each the site's native <dialog> modal: focus stays inside, Esc closes).
 */
import { useEffect, useId, useState } from 'react';
import { WINELIST_DEFAULT_NAME } from '@adega/domain/constants';
import { WINELIST_LISTING_FAILURE } from '@adega/domain/errors';
import {
  canSubmitWinelistName,
  normalizeWinelistName,
  validateWinelistName,
} from '@adega/domain/validation/winelist-name';
import { AlertDialog } from '../../components/ui/alert-dialog';
import { Modal } from '../../components/ui/modal';
import { loadLists, useWinelists } from './winelists-store';
import {
  MORE_OPTION_LABELS,
  WINELIST_TEXTS,
  listEntries,
  type ListEntry,
  type MoreOption,
} from './winelists-view';

export function MoreOptionsModal({
  productName,
  options,
  onChoose,
  onClose,
}: {
  productName: string;
  options: MoreOption[];
  onChoose(option: MoreOption): void;
  onClose(): void;
}) {
  return (
    <Modal open onClose={onClose} title={WINELIST_TEXTS.moreOptions} className="winelist-modal">
      <p className="winelist-modal__product">{productName}</p>
      <ul className="winelist-modal__options">
        {options.map((option) => (
          <li key={option}>
            <button
              type="button"
              className={`winelist-option${option === 'cancel' ? ' winelist-option--cancel' : ''}`}
              onClick={() => (option === 'cancel' ? onClose() : onChoose(option))}
            >
              {MORE_OPTION_LABELS[option]}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/**
 * 'Incluir na Winelist': loads the lists when it opens; a failed listing closes it and shows the
 * SPEC §8 alert instead.
 */
export function IncludeModal({
  sku,
  productName,
  onCreate,
  onPick,
  onClose,
}: {
  sku: string;
  productName: string;
  onCreate(): void;
  onPick(entry: ListEntry): void;
  onClose(): void;
}) {
  const store = useWinelists(true);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void loadLists().then((ok) => {
      if (live && !ok) setFailed(true);
    });
    return () => {
      live = false;
    };
  }, []);
  if (failed) {
    return (
      <AlertDialog
        title={WINELIST_LISTING_FAILURE.title}
        message={WINELIST_LISTING_FAILURE.message}
        confirm={WINELIST_LISTING_FAILURE.confirm}
        onClose={onClose}
      />
    );
  }
  const ready = store.listsStatus === 'ready' || store.lists.length > 0;
  const entries = listEntries(store.lists, store.wishlist, sku);
  return (
    <Modal open onClose={onClose} title={WINELIST_TEXTS.include} className="winelist-modal">
      <p className="winelist-modal__product">{productName}</p>
      <ul className="winelist-modal__lists" aria-busy={!ready}>
        <li>
          <button
            type="button"
            className="winelist-entry winelist-entry--create"
            onClick={onCreate}
          >
            <span aria-hidden="true">+</span> {WINELIST_TEXTS.create}
          </button>
        </li>
        {ready &&
          entries.map((entry) => (
            <li key={entry.id}>
              <button
                type="button"
                className="winelist-entry"
                disabled={entry.disabled}
                data-list-id={entry.id}
                onClick={() => onPick(entry)}
              >
                <span className="winelist-entry__name">
                  {entry.name}
                  {entry.locked && <span className="winelist-entry__locked"> (lista fixa)</span>}
                </span>
                <span className="winelist-entry__count">
                  {entry.countLabel}
                  {entry.disabled && (
                    <span className="winelist-entry__added"> · {WINELIST_TEXTS.alreadyAdded}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
      </ul>
      {!ready && <p role="status">Carregando suas listas…</p>}
    </Modal>
  );
}

/** 'Dê um nome à sua Winelist': default 'Sua Winelist'; Enter submits; 1–30 characters. */
export function NameModal({
  submitLabel = WINELIST_TEXTS.create,
  title = WINELIST_TEXTS.nameTitle,
  initialName = WINELIST_DEFAULT_NAME,
  onSubmit,
  onClose,
}: {
  submitLabel?: string;
  title?: string;
  initialName?: string;
  onSubmit(name: string): void;
  onClose(): void;
}) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const id = useId();
  const error = touched ? validateWinelistName(name) : null;
  return (
    <Modal open onClose={onClose} title={title} className="winelist-modal">
      <form
        className="winelist-name-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          // SPEC §5: an empty (or over-long) name is not submitted.
          if (canSubmitWinelistName(name)) onSubmit(normalizeWinelistName(name));
        }}
      >
        <label htmlFor={`${id}-nome`}>{WINELIST_TEXTS.nameLabel}</label>
        <input
          id={`${id}-nome`}
          className="winelist-name-form__input"
          value={name}
          autoFocus
          autoComplete="off"
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-erro` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
        />
        <p id={`${id}-erro`} className="winelist-name-form__error" role="alert">
          {error ?? ''}
        </p>
        <button type="submit" className="button" disabled={!canSubmitWinelistName(name)}>
          {submitLabel}
        </button>
      </form>
    </Modal>
  );
}
