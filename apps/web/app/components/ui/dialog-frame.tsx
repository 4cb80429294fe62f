/**
 * The frame of the site's alert and confirmation dialogs (SPEC §2 "fatal alert dialog", §8 alerts):
 * a native modal <dialog> with role alertdialog, its title and message, and the actions given.
 * Opening moves the focus to `focusRef` (the safe button); closing gives it back to the element
 * that opened it, when still on the page. Esc is the dialog's cancel event: `onCancel`.
 */
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import './confirm-dialog.css';

export function DialogFrame({
  title,
  message,
  focusRef,
  onCancel,
  children,
}: {
  title: string;
  message: string;
  focusRef: RefObject<HTMLButtonElement | null>;
  onCancel: (event: React.SyntheticEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    dialog.showModal();
    focusRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Opened once per mount; the ref object is stable.
  }, []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      onCancel={onCancel}
    >
      <h2 id={`${id}-titulo`} className="confirm-dialog__title">
        {title}
      </h2>
      <p id={`${id}-texto`}>{message}</p>
      <div className="end-actions">{children}</div>
    </dialog>
  );
}
