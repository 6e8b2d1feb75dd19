import { expect } from 'vitest';

/**
 * Matchers for the two ways a button of the app cannot be used (ui/shared/Button.tsx):
 * - `toBeBusy()`: at work; it says so (`aria-busy`), cannot be used (`aria-disabled`) and is not
 *   `disabled`, which would take the focus from the borrower who tapped it;
 * - `toBeUnavailable()`: either busy or `disabled`, for a state that does not say which (offline
 *   while a request may be running).
 */
expect.extend({
  toBeBusy(received: Element) {
    const busy = received.getAttribute('aria-busy') === 'true';
    const unavailable = received.getAttribute('aria-disabled') === 'true';
    const keepsFocus = !received.hasAttribute('disabled');
    return {
      pass: busy && unavailable && keepsFocus,
      message: () =>
        `expected ${received.outerHTML} ${this.isNot ? 'not ' : ''}to be busy: aria-busy and aria-disabled "true" and not disabled` +
        ` (busy: ${busy}, aria-disabled: ${unavailable}, disabled: ${!keepsFocus})`,
    };
  },
  toBeUnavailable(received: Element) {
    const pass = received.hasAttribute('disabled') || received.getAttribute('aria-disabled') === 'true';
    return {
      pass,
      message: () => `expected ${received.outerHTML} ${this.isNot ? 'to be usable' : 'to be disabled or busy'}`,
    };
  },
});

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any -- the type parameter must match Vitest's own
  interface Matchers<T = any> {
    toBeBusy: () => void;
    toBeUnavailable: () => void;
  }
}
