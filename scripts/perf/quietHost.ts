import { cpus, loadavg } from 'node:os';

/**
 * Waits (at most `maxMs`) for the host's one-minute load average to fall below half its core count.
 * The bench's own build, path generation and tap runs leave the CPU busy; Lighthouse's simulation
 * multiplies every task it observes, so starting it on a busy host inflates TBT (docs/performance.md).
 * Returns how long it waited, in milliseconds.
 */
export async function waitForQuietHost(maxMs = 60_000): Promise<number> {
  const quiet = cpus().length / 2;
  const started = Date.now();
  while (loadavg()[0]! >= quiet && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return Date.now() - started;
}
