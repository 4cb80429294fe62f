/**
 * A small native modal <dialog> for the drawer's explanations (corta-gotas, premium benefits):
 * showModal() keeps focus inside, Esc and the close button close it, a click on the backdrop too.
 * `closable={false}` (the campaign modals 'Tá acabando' and 'Promoção encerrada'): no close
 * button, Esc and the backdrop do nothing; only the dialog's own buttons close it.
 */
import { useEffect, useRef } from 'react';
import './modal.css';

export function Modal({
  open,
  onClose,
  title,
  children,
  className = '',
  closable = true,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: React.ReactNode;
  className?: string;
  closable?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const titleId = `${title.replace(/\W+/g, '-').toLowerCase()}-titulo`;
  return (
    <dialog
      ref={ref}
      className={`cart-modal ${className}`}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (!closable && event.key === 'Escape') event.preventDefault();
      }}
      onCancel={(event) => {
        if (!closable) event.preventDefault();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        // A browser may still close it on a repeated Esc (close watchers): it comes back.
        if (!closable && openRef.current) event.currentTarget.showModal();
        else onClose();
      }}
      onClick={(event) => {
        if (closable && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="cart-modal__box">
        <div className="cart-modal__head">
          <h2 id={titleId} className="cart-modal__title">
            {title}
          </h2>
          {closable ? (
            <button
              type="button"
              className="cart-modal__close"
              aria-label="Fechar"
              onClick={onClose}
            >
              ×
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </dialog>
  );
}
