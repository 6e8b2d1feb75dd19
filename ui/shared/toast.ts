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
  durationMs?: number;
}

export interface Toast extends ToastInput {
  id: number;
}

export interface ToastStore {
  show(toast: ToastInput): number;
  dismiss(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export const TOAST_DURATION_MS = 4000;
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

  const store: ToastStore = {
    show(input) {
      const id = nextId++;
      const kept = toasts.slice(-(MAX_TOASTS - 1));
      toasts.filter((toast) => !kept.includes(toast)).forEach((toast) => store.dismiss(toast.id));
      toasts = [...kept, { ...input, id }];
      handles.set(id, timers.set(() => store.dismiss(id), input.durationMs ?? TOAST_DURATION_MS));
      emit();
      return id;
    },
    dismiss(id) {
      const handle = handles.get(id);
      if (handle !== undefined) timers.clear(handle);
      handles.delete(id);
      if (!toasts.some((toast) => toast.id === id)) return;
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
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
