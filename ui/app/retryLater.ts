/** How long a failed start-up load waits before it is tried again, unless the phone is back online first. */
export const RETRY_AFTER_MS = 5_000;

/**
 * Loads `load` until it succeeds: after a failure, again once the browser says it is back online or
 * after RETRY_AFTER_MS, whichever comes first (a chunk can fail on a flaky network that never went
 * offline). For the start-up loads the page cannot do without: the prerendered screen, or nothing
 * of the part that waits, shows meanwhile, never a page stuck for good.
 */
export function retrying<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          clearTimeout(timer);
          removeEventListener('online', again);
          resolve(retrying(load));
        };
        const timer = setTimeout(again, RETRY_AFTER_MS);
        addEventListener('online', again);
      }),
  );
}
