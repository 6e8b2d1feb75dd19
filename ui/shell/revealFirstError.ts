const FOCUSABLE = 'input:not([type="hidden"]), select, textarea';
/** How long after a submit a server's answer may still mark a field invalid: the API's deadline and a little. */
export const ANSWER_WINDOW_MS = 65_000;

/** The first field of `form` marked invalid, or null. */
function firstInvalid(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('[aria-invalid="true"]');
}

/**
 * Brings `invalid` to the middle of the screen and focuses it (its first choice for a group of radio
 * buttons), so its label, value and error are in view and a screen reader reads the error with it
 * (`aria-describedby`). Nothing happens when the borrower is already in that field.
 */
function reveal(invalid: HTMLElement): void {
  if (invalid.contains(document.activeElement)) return;
  const target = invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus({ preventScroll: true });
  invalid.scrollIntoView({ block: 'center' });
}

/**
 * Once React has shown a submit's result: reveals the first field of `form` marked invalid. When
 * none is, the form is watched until the server's answer: a field it refuses (say, an account number
 * the bank does not know) is revealed when it is marked. The watch ends at the first one, when the
 * borrower types or picks again (their own edits are never interrupted), at the next submit, or after
 * ANSWER_WINDOW_MS. Returns the way to stop watching.
 */
export function revealFirstError(form: HTMLFormElement): () => void {
  let observer: MutationObserver | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    observer?.disconnect();
    if (timer !== null) clearTimeout(timer);
    form.removeEventListener('input', stop);
    form.removeEventListener('change', stop);
  };
  // Listening from the submit itself, not from the next frame: a keystroke in between also counts.
  form.addEventListener('input', stop);
  form.addEventListener('change', stop);
  const frame = requestAnimationFrame(() => {
    if (stopped) return;
    const invalid = firstInvalid(form);
    if (invalid) {
      stop();
      reveal(invalid);
      return;
    }
    observer = new MutationObserver(() => {
      const marked = firstInvalid(form);
      if (!marked) return;
      stop();
      reveal(marked);
    });
    observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'], childList: true });
    timer = setTimeout(stop, ANSWER_WINDOW_MS);
  });
  return () => {
    cancelAnimationFrame(frame);
    stop();
  };
}

/**
 * Every form of the app, present and future, reveals its first error after a submit. Errors sit by
 * their fields, and on a long form the first can be above the screen: a borrower who tapped Next at
 * the bottom would otherwise see nothing change. Field errors are not live regions (a submit that
 * found ten would make a screen reader read ten alerts); the focused field reads its own. Listening
 * on the document runs after React's own submit handler (on the root), which has already sent the
 * submit to the form's machine. Returns the way to stop listening.
 */
export function revealErrorsAfterSubmit(doc: Document): () => void {
  // Weak: a form that leaves the page takes its watch with it (which also ends on its own).
  const watching = new WeakMap<HTMLFormElement, () => void>();
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    watching.get(event.target)?.();
    watching.set(event.target, revealFirstError(event.target));
  };
  doc.addEventListener('submit', onSubmit);
  return () => doc.removeEventListener('submit', onSubmit);
}
