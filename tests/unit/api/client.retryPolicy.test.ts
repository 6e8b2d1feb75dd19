import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../services/api/client';
import { endpoints } from '../../../services/api/endpoints';
import { ApiFault } from '../../../services/api/result';
import { createFakeFetch, html } from '../support/fakeFetch';

const headers = () => ({ token: 't', packageName: 'com.swiftcash.ng', appName: 'SwiftCash', afid: '', lang: 'en' as const });

function client(random: () => number) {
  const fake = createFakeFetch(html(503));
  const sleeps: number[] = [];
  const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch, random, sleep: async (ms) => void sleeps.push(ms) });
  return { api, fake, sleeps };
}

describe('retry policy for money calls (FAULTS F2, F7)', () => {
  it('a GET that moves money (get-money, sent with an idempotency key) is never retried blindly', async () => {
    const { api, fake, sleeps } = client(() => 0.5);
    await expect(api.call(endpoints.loan.getMoney, { orderNo: 'A1' }, { idempotencyKey: 'k-1' })).rejects.toBeInstanceOf(ApiFault);
    expect(fake.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('read retries back off with jitter: the waits differ with the random source, within 250 ms', async () => {
    const low = client(() => 0);
    const high = client(() => 0.999);
    await expect(low.api.call(endpoints.loan.latest, {})).rejects.toBeInstanceOf(ApiFault);
    await expect(high.api.call(endpoints.loan.latest, {})).rejects.toBeInstanceOf(ApiFault);
    expect(low.sleeps).toEqual([500, 1000]);
    expect(high.sleeps[0]).toBeGreaterThan(500);
    expect(high.sleeps[0]).toBeLessThan(750);
    expect(high.sleeps[1]).toBeGreaterThan(1000);
    expect(high.sleeps[1]).toBeLessThan(1250);
  });
});
