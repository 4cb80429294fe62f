/**
 * A small native modal <dialog> for the drawer's explanations (corta-gotas, premium benefits):
 * showModal() keeps focus inside, Esc and the close button close it, a click on the backdrop too.
 */
import { useEffect, useRef } from 'react';
import './modal.css';

export function Modal({
  open,
  onClose,
  title,
  children,
  className = '',
}: {
  open: boolean;
  onClose(): void;
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
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
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="cart-modal__box">
        <div className="cart-modal__head">
          <h2 id={titleId} className="cart-modal__title">
            {title}
          </h2>
          <button type="button" className="cart-modal__close" aria-label="Fechar" onClick={onClose}>
            ×
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
