/**
 * The site's alert: a message with one acknowledging button (SPEC §8, e.g. 'Erro ao verificar
 * Listas' … 'Ok, entendi.'). A native modal <dialog> with role alertdialog: the button has the
 * focus, Esc closes it like the button.
 */
import { useEffect, useId, useRef } from 'react';
import './confirm-dialog.css';

export function AlertDialog({
  title,
  message,
  confirm,
  onClose,
}: {
  title: string;
  message: string;
  confirm: string;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    buttonRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
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
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-titulo`} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={`${id}-texto`}>{message}</p>
      <div className="confirm-dialog__actions">
        <button ref={buttonRef} type="button" className="button" onClick={onClose}>
          {confirm}
        </button>
      </div>
    </dialog>
  );
}
