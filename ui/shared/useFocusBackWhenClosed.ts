import { useEffect, useRef } from 'react';

/**
 * For the button that opens a form in its own place (Edit): when the form closes, saved or
 * cancelled, the focus goes back to that button, so reading goes on from where the borrower was
 * rather than from the top of the screen. Put the returned ref on the button.
 */
export function useFocusBackWhenClosed(open: boolean) {
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return opener;
}
