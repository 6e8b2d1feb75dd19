import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import type { Toast, ToastStore } from './toast';

function text(toast: Toast, translate: (descriptor: Exclude<Toast['message'], string>) => string) {
  return typeof toast.message === 'string' ? toast.message : translate(toast.message);
}

/** Renders the toasts in a polite live region, so screen readers announce them. */
export function ToastHost({ store }: { store: ToastStore }) {
  const { i18n, t } = useLingui();
  const toasts = useSyncExternalStore(store.subscribe, store.list, store.list);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast--${toast.tone ?? 'info'}`}
          // Not taken away while the borrower is on its link or its button.
          onFocus={() => store.hold(toast.id)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) store.release(toast.id);
          }}
        >
          <span>{text(toast, (descriptor) => i18n._(descriptor))}</span>
          {toast.action ? <a href={toast.action.href}>{i18n._(toast.action.label)}</a> : null}
          <button type="button" className="toast__close" aria-label={t`Dismiss`} onClick={() => store.dismiss(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
