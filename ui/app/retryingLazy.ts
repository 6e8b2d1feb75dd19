import { createElement, lazy, type ComponentType } from 'react';

/** How to load again each lazy component whose load failed, until `retryFailedLoads`. */
const failed = new Set<() => void>();

/**
 * `lazy(load)` that can load again after a failure. React keeps a lazy component's rejected load for
 * good, so a chunk that did not arrive (flaky mobile data) would fail every later render, and the
 * error view's "Try again" could never bring the screen back. A failed one is replaced by a fresh
 * lazy component when `retryFailedLoads` is called, not at once: React renders a failed tree again
 * before it shows the error, and a fresh load on each of those renders would never end.
 */
export function retryingLazy(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(renew);
        throw error;
      }),
    );
  let current = fresh();
  const renew = () => {
    current = fresh();
  };
  return function RetryingLazy() {
    return createElement(current);
  };
}

/** The borrower asked to try again: every load that failed is made anew for the next render. */
export function retryFailedLoads(): void {
  const renewals = [...failed];
  failed.clear();
  renewals.forEach((renew) => renew());
}
