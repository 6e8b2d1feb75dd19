import type { ButtonHTMLAttributes } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** Shows the button as working and blocks a second tap (FAULTS F24). */
  busy?: boolean;
}

/** A button; `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', busy = false, disabled, type = 'button', className, ...rest }: Props) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={[variant === 'secondary' ? 'secondary' : '', className ?? ''].join(' ').trim() || undefined}
    />
  );
}
