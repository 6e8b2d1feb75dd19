/** The size budget, enforced in CI: sizes are deterministic, timings are not. */
export const BUDGET = {
  firstScreenGzip: 90 * 1024,
  routeChunkGzip: 20 * 1024,
  wholeAppGzip: 250 * 1024,
} as const;
