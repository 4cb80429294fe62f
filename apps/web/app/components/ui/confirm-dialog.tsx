/**
 * The confirmation of a destructive action (SPEC §2 "fatal alert dialog": buttons 'Cancelar' and
 * 'Confirmar', Esc cancels). A native modal <dialog>: focus stays inside while it is open, Esc
 * and 'Cancelar' resolve false, 'Confirmar' resolves true. 'Cancelar' has the first focus, so a
 * hurried Enter does not remove anything.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FATAL_ALERT_DEFAULT_BUTTONS } from '@adega/domain/errors';
import './confirm-dialog.css';

export interface ConfirmOptions {
  title: string;
  message: string;
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/** `[dialog element to render, confirm(options) → Promise<boolean>]`. */
export function useConfirm(): [React.ReactNode, (options: ConfirmOptions) => Promise<boolean>] {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => setPending({ ...options, resolve })),
    [],
  );
  const dialog = pending ? (
    <ConfirmDialog
      title={pending.title}
      message={pending.message}
      onClose={(confirmed) => {
        pending.resolve(confirmed);
        setPending(null);
      }}
    />
  ) : null;
  return [dialog, confirm];
}

function ConfirmDialog({
  title,
  message,
  onClose,
}: ConfirmOptions & { onClose: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // Back to the button that asked, when it is still on the page.
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      // Esc: the browser cancels the dialog.
      onCancel={() => onClose(false)}
    >
      <h2 id={`${id}-titulo`} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={`${id}-texto`}>{message}</p>
      <div className="confirm-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--ghost"
          onClick={() => onClose(false)}
        >
          {FATAL_ALERT_DEFAULT_BUTTONS.cancel}
        </button>
        <button type="button" className="button" onClick={() => onClose(true)}>
          {FATAL_ALERT_DEFAULT_BUTTONS.confirm}
        </button>
      </div>
    </dialog>
  );
}
