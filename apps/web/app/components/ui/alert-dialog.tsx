/**
 * The site's alert: a message with one acknowledging button (SPEC §8, e.g. 'Erro ao verificar
 * Listas' … 'Ok, entendi.'). The button has the focus; Esc closes it like the button.
 */
import { useRef } from 'react';
import { DialogFrame } from './dialog-frame';

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
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      title={title}
      message={message}
      focusRef={buttonRef}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <button ref={buttonRef} type="button" className="button" onClick={onClose}>
        {confirm}
      </button>
    </DialogFrame>
  );
}
