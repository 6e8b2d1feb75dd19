import { use, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { FieldsLocked } from './fieldsLocked';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** The empty first choice ("Please select"). */
  placeholder?: string;
  error?: ReactNode;
}

/** A labelled native select (the phone's own picker) with an inline error; disabled while its form is locked (`FieldsLocked`). */
export function Select({ label, value, options, onValueChange, placeholder, error, disabled, ...rest }: Props) {
  const id = useId();
  const locked = use(FieldsLocked);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...rest}
        id={id}
        value={value}
        disabled={locked || disabled}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
