import { use, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldsLocked } from './fieldsLocked';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and read with it when it is focused (not a live region); marks the input invalid. */
  error?: ReactNode;
  hint?: ReactNode;
}

/**
 * A labelled input with an inline error wired by `aria-invalid` and `aria-describedby`; read-only
 * while its form is locked (`FieldsLocked`).
 */
export function TextField({ label, value, onValueChange, error, hint, readOnly, ...rest }: Props) {
  const id = useId();
  const locked = use(FieldsLocked);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...rest}
        id={id}
        value={value}
        readOnly={locked || readOnly}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
