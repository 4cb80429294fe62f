/**
 * The confirmation of a destructive action (SPEC §2 "fatal alert dialog": buttons 'Cancelar' and
 * 'Confirmar', Esc cancels). A native modal <dialog>: focus stays inside while it is open, Esc
 * and 'Cancelar' resolve false, 'Confirmar' resolves true. 'Cancelar' has the first focus, so a
 * hurried Enter does not remove anything.
 */
import { useCallback, useRef, useState } from 'react';
import { FATAL_ALERT_DEFAULT_BUTTONS } from '@adega/domain/errors';
import { DialogFrame } from './dialog-frame';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    // Esc: the browser cancels the dialog.
    <DialogFrame
      title={title}
      message={message}
      focusRef={cancelRef}
      onCancel={() => onClose(false)}
    >
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
    </DialogFrame>
  );
}
