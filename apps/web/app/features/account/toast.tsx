/**
 * Toast notifications of my account (SPEC §2 "Toast notifications"; §9: shown 5000 ms, then a
 * 305 ms slide-out). The live region is always in the page so that screen readers announce each
 * message (role=status, polite). The toast never takes clicks: it must not cover a button the
 * customer is about to press.
 */
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { TOAST_DURATION_MS, TOAST_SLIDE_OUT_MS } from '@adega/domain/constants';

type ToastKind = 'success' | 'error';
interface ToastState {
  id: number;
  message: string;
  kind: ToastKind;
  leaving: boolean;
}

const ToastContext = createContext<(message: string, kind?: ToastKind) => void>(() => undefined);

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toast, setToast] = useState<ToastState | null>(null);
  const counter = useRef(0);

  const show = useCallback((message: string, kind: ToastKind = 'success') => {
    counter.current += 1;
    setToast({ id: counter.current, message, kind, leaving: false });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(
      () => {
        if (toast.leaving) setToast(null);
        else setToast({ ...toast, leaving: true });
      },
      toast.leaving ? TOAST_SLIDE_OUT_MS : TOAST_DURATION_MS,
    );
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region" role="status" aria-live="polite" aria-atomic="true">
        {toast ? (
          <p
            key={toast.id}
            className={`toast toast--${toast.kind}${toast.leaving ? ' toast--leaving' : ''}`}
          >
            {toast.message}
          </p>
        ) : null}
      </div>
    </ToastContext.Provider>
  );
}
