import { useEffect, useId, useRef, type ReactNode } from 'react';

interface Props {
  /** What the file is ("Receipt photo"): the input's accessible name. */
  label: ReactNode;
  /** What the button says, in the app's language ("Choose a photo"). */
  action: ReactNode;
  accept: string;
  /** Which camera to open first, where the phone offers one. */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  /** Ids of hints or errors that describe the input. */
  describedBy?: string;
  onFile: (file: File) => void;
  /** The picker closed without a file (dismissed, or a camera the phone refused). */
  onCancel?: () => void;
}

/**
 * A file input whose face is a button in the app's language. The native control says "Choose File"
 * and "No file chosen" in the phone's language, whatever language the borrower picked in the app.
 * The input stays in the label (a tap anywhere opens the picker) and keeps the field's name; the
 * button text is for the eye only. The input is emptied after each pick, so the same photo can be
 * chosen again after an error.
 */
export function FilePicker({ label, action, accept, capture, disabled = false, describedBy, onFile, onCancel }: Props) {
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const latestOnCancel = useRef(onCancel);
  latestOnCancel.current = onCancel;
  // React has no onCancel for inputs: the browser's `cancel` event is listened to directly.
  useEffect(() => {
    const element = input.current;
    const cancelled = () => latestOnCancel.current?.();
    element?.addEventListener('cancel', cancelled);
    return () => element?.removeEventListener('cancel', cancelled);
  }, []);
  return (
    <label className="file-picker">
      <span id={labelId}>{label}</span>
      <input
        ref={input}
        className="visually-hidden"
        type="file"
        accept={accept}
        capture={capture}
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
          else onCancel?.();
        }}
      />
      <span className="button secondary" aria-hidden="true">
        {action}
      </span>
    </label>
  );
}
