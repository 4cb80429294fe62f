/**
 * The one toast system of the site (SPEC §2 "Toast notifications", §9 "Toast 5000 ms, then a
 * 305 ms slide-out"). A tiny external store so any widget can show a toast without a provider:
 * `showToast({ title, text, kind })`. At most `MAX_TOASTS` are kept; the oldest goes first.
 * Timers are injectable so the store can be tested without waiting.
 */
import { TOAST_DURATION_MS, TOAST_SLIDE_OUT_MS } from '@adega/domain/constants';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastInput {
  title?: string;
  text?: string;
  kind?: ToastKind;
  /** A toast of a group replaces the group's toast at once (one outcome message at a time). */
  group?: string;
}

export interface Toast {
  id: number;
  title: string;
  text: string;
  kind: ToastKind;
  leaving: boolean;
  group: string | null;
}

export const MAX_TOASTS = 3;

export interface Timers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: Timers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createToastStore(timers: Timers = browserTimers) {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const handles = new Map<number, unknown>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const drop = (id: number) => {
    timers.clear(handles.get(id));
    handles.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  };
  const leave = (id: number) => {
    toasts = toasts.map((t) => (t.id === id ? { ...t, leaving: true } : t));
    handles.set(
      id,
      timers.set(() => drop(id), TOAST_SLIDE_OUT_MS),
    );
    emit();
  };
  return {
    getSnapshot: () => toasts,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(input: ToastInput): number {
      counter += 1;
      const id = counter;
      const toast: Toast = {
        id,
        title: input.title ?? '',
        text: input.text ?? '',
        kind: input.kind ?? 'success',
        leaving: false,
        group: input.group ?? null,
      };
      const replaced = input.group ? toasts.filter((t) => t.group === input.group) : [];
      for (const old of replaced) {
        timers.clear(handles.get(old.id));
        handles.delete(old.id);
      }
      const kept = [...toasts.filter((t) => !replaced.includes(t)), toast];
      for (const old of kept.slice(0, Math.max(0, kept.length - MAX_TOASTS))) {
        timers.clear(handles.get(old.id));
        handles.delete(old.id);
      }
      toasts = kept.slice(-MAX_TOASTS);
      handles.set(
        id,
        timers.set(() => leave(id), TOAST_DURATION_MS),
      );
      emit();
      return id;
    },
    /** Closes a toast now (with its slide-out). */
    dismiss(id: number) {
      if (!toasts.some((t) => t.id === id && !t.leaving)) return;
      timers.clear(handles.get(id));
      leave(id);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The page's toasts. */
export const toastStore: ToastStore = createToastStore();

export function showToast(input: ToastInput): number {
  return toastStore.show(input);
}
