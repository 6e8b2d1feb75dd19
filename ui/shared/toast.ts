import type { MessageDescriptor } from '@lingui/core';
import { createContext, use } from 'react';

/**
 * Short messages over the screen. Text is a Lingui descriptor (translated when shown, so a
 * language switch re-localises it) or server text shown as is, never as HTML (FAULTS F14).
 */
export interface ToastInput {
  message: MessageDescriptor | string;
  tone?: 'info' | 'success' | 'error';
  /** A link the borrower may follow (e.g. the support route). */
  action?: { label: MessageDescriptor; href: string };
  /** How long it shows; null: until dismissed. Default: until dismissed with an action, ERROR_TOAST_MS for an error, else TOAST_DURATION_MS. */
  durationMs?: number | null;
}

export interface Toast extends ToastInput {
  id: number;
}

export interface ToastStore {
  show(toast: ToastInput): number;
  dismiss(id: number): void;
  /** Stops the toast's clock while the borrower is in it (the focus is on its link or button). */
  hold(id: number): void;
  /** Starts its clock again, from the whole duration. */
  release(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export const TOAST_DURATION_MS = 4000;
/** Long enough to read a failure twice on a slow screen reader; one with a way out stays until dismissed. */
export const ERROR_TOAST_MS = 10_000;
const MAX_TOASTS = 3;

export function createToastStore(
  // Wrapped: browsers throw "Illegal invocation" when setTimeout is called as a method of another object.
  timers: { set: typeof setTimeout; clear: typeof clearTimeout } = {
    set: ((handler: () => void, ms?: number) => setTimeout(handler, ms)) as typeof setTimeout,
    clear: ((handle?: ReturnType<typeof setTimeout>) => clearTimeout(handle)) as typeof clearTimeout,
  },
): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const handles = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((listener) => listener());
  const durationOf = (toast: ToastInput) =>
    toast.durationMs !== undefined ? toast.durationMs : toast.action ? null : toast.tone === 'error' ? ERROR_TOAST_MS : TOAST_DURATION_MS;
  const startClock = (toast: Toast) => {
    const ms = durationOf(toast);
    if (ms !== null) handles.set(toast.id, timers.set(() => store.dismiss(toast.id), ms));
  };
  const stopClock = (id: number) => {
    const handle = handles.get(id);
    if (handle !== undefined) timers.clear(handle);
    handles.delete(id);
  };

  const store: ToastStore = {
    show(input) {
      const id = nextId++;
      const kept = toasts.slice(-(MAX_TOASTS - 1));
      toasts.filter((toast) => !kept.includes(toast)).forEach((toast) => store.dismiss(toast.id));
      const toast = { ...input, id };
      toasts = [...kept, toast];
      startClock(toast);
      emit();
      return id;
    },
    dismiss(id) {
      stopClock(id);
      if (!toasts.some((toast) => toast.id === id)) return;
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    hold: stopClock,
    release(id) {
      const toast = toasts.find((shown) => shown.id === id);
      if (!toast || handles.has(id)) return;
      startClock(toast);
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

export const ToastContext = createContext<ToastStore | null>(null);

/** `const toasts = useToasts(); toasts.show({ message: msg\`Sent successfully\` })`. */
export function useToasts(): ToastStore {
  const store = use(ToastContext);
  if (!store) throw new Error('ToastContext is missing');
  return store;
}
