import { afterEach, describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_MS, retrying } from '../../../ui/app/retryLater';

afterEach(() => vi.useRealTimers());

/** A load that fails `failures` times, then gives 'loaded'. */
function flaky(failures: number) {
  const load = vi.fn(async () => {
    if (load.mock.calls.length <= failures) throw new Error('chunk did not arrive');
    return 'loaded';
  });
  return load;
}

describe('a start-up load that fails', () => {
  it('is fetched again after a while, until it arrives, on a network that never went offline', async () => {
    vi.useFakeTimers();
    const load = flaky(2);
    const result = retrying(load);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS);
    await expect(result).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('is fetched again at once when the phone is back online, and only once for that failure', async () => {
    vi.useFakeTimers();
    const load = flaky(1);
    const result = retrying(load);
    await vi.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('loaded');
    await vi.advanceTimersByTimeAsync(RETRY_AFTER_MS * 2);
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});
