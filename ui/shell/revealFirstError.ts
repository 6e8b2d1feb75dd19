const FOCUSABLE = 'input:not([type="hidden"]), select, textarea';

/**
 * Once React has shown a submit's result: when a field of `form` is marked invalid, brings the first
 * one to the middle of the screen and focuses it, so its label, value and error are in view and a
 * screen reader reads the error with it (`aria-describedby`). A group marked invalid (radio
 * buttons) gets its first choice focused. Nothing happens when the form is valid or the borrower is
 * already in that field.
 */
export function revealFirstError(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid || invalid.contains(document.activeElement)) return;
    const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus({ preventScroll: true });
    invalid.scrollIntoView({ block: 'center' });
  });
}

/**
 * Every form of the app, present and future, reveals its first error after a submit. Errors sit by
 * their fields, and on a long form the first can be above the screen: a borrower who tapped Next at
 * the bottom would otherwise see nothing change. Listening on the document runs after React's own
 * submit handler (on the root), which has already sent the submit to the form's machine.
 * Returns the way to stop listening.
 */
export function revealErrorsAfterSubmit(doc: Document): () => void {
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) revealFirstError(event.target);
  };
  doc.addEventListener('submit', onSubmit);
  return () => doc.removeEventListener('submit', onSubmit);
}
