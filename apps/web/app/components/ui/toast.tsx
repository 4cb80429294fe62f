/**
 * Renders the toasts of `toast-store` (mounted once, in root). Two live regions stay in the page
 * so screen readers announce every message: successes politely (role=status), errors at once
 * (role=alert). A toast never takes clicks except its close button, so it does not block the page.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { toastStore, type Toast, type ToastKind } from './toast-store';
import './toast.css';

const NONE: readonly Toast[] = [];

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, () => NONE);
}

/** `const toast = useToast(); toast({ title, text, kind })`. */
export function useToast() {
  return toastStore.show;
}

/**
 * `notify(message, kind)`: the outcome of a form or an action as one toast text; a newer outcome
 * of the same group replaces the one on screen.
 */
export function useNotify(group = 'outcome') {
  return useCallback(
    (message: string, kind: Exclude<ToastKind, 'info'> = 'success') => {
      toastStore.show({ text: message, kind, group });
    },
    [group],
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  return (
    <div
      className={`app-toast app-toast--${toast.kind}${toast.leaving ? ' app-toast--leaving' : ''}`}
      data-testid="toast"
    >
      <div className="app-toast__body">
        {toast.title ? <strong className="app-toast__title">{toast.title}</strong> : null}
        {toast.text ? <span className="app-toast__text">{toast.text}</span> : null}
      </div>
      <button
        type="button"
        className="app-toast__close"
        aria-label="Fechar aviso"
        onClick={() => toastStore.dismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

export function ToastRegion() {
  const toasts = useToasts();
  const polite = toasts.filter((t) => t.kind !== 'error');
  const urgent = toasts.filter((t) => t.kind === 'error');
  return (
    <div className="app-toasts">
      <div role="status" aria-live="polite" className="app-toasts__region">
        {polite.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="app-toasts__region">
        {urgent.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </div>
    </div>
  );
}
