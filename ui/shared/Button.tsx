import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary';
  /** Shows the button as working and blocks a second tap (FAULTS F24). */
  busy?: boolean;
  /** For a screen that gives the focus back to this button (a React 19 ref prop, passed on). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button; `type="button"` unless told otherwise, so it never submits a form by accident.
 * A busy button is marked `aria-disabled` rather than `disabled`: Chromium takes the focus away
 * from a control that becomes disabled, so the borrower who tapped it (and their screen reader)
 * would be left at the top of the page, there to stay when the request fails and the button
 * comes back. It keeps the focus and ignores taps, and the Enter key's submit, until it is done;
 * being busy wins over `disabled`, which views often also set while a request runs.
 * A submit button acts on the first tap of a double tap only: a wizard's Next is the next part's
 * Next by the second tap, which would otherwise check the part the borrower has not seen yet.
 */
export function Button({ variant = 'primary', busy = false, disabled, type = 'button', className, onClick, ...rest }: Props) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    // `detail` counts the taps of a double tap (0 for the Enter key).
    if (busy || (type === 'submit' && event.detail > 1)) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled && !busy}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={click}
      className={[variant === 'secondary' ? 'secondary' : '', className ?? ''].join(' ').trim() || undefined}
    />
  );
}
