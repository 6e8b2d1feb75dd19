import type { NewKey } from '../../machines/shared/idempotencyKey';

/** A deterministic key generator to inject in tests: `<prefix>-1`, `<prefix>-2`, ... */
export function sequentialKeys(prefix = 'key'): NewKey {
  let made = 0;
  return () => `${prefix}-${++made}`;
}
