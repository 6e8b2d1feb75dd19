import { describe, expect, it } from 'vitest';
import { createApiClient, MAX_RETRY_AFTER_WAIT_MS } from '../../../services/api/client';
import { endpoints } from '../../../services/api/endpoints';
import { ApiFault } from '../../../services/api/result';
import { createFakeFetch, html } from '../support/fakeFetch';

const headers = () => ({ token: 't', packageName: 'com.swiftcash.ng', appName: 'SwiftCash', afid: '', lang: 'en' as const });

function client(random: () => number, reply = html(503), now = Date.now) {
  const fake = createFakeFetch(reply);
  const sleeps: number[] = [];
  const api = createApiClient({ origin: 'https://app.example', headers, fetch: fake.fetch, random, now, sleep: async (ms) => void sleeps.push(ms) });
  return { api, fake, sleeps };
}

const PHONE_NOW = Date.parse('2026-11-22T10:00:00Z');
const httpDate = (ms: number) => new Date(ms).toUTCString();

/** A GET answered 429 every time with these headers: the waits slept and the fault thrown. */
async function readWith(retryHeaders: Record<string, string>) {
  const { api, fake, sleeps } = client(() => 0, html(429, retryHeaders), () => PHONE_NOW);
  const fault = await api.call(endpoints.loan.latest, {}).catch((error: unknown) => error);
  expect(fault).toBeInstanceOf(ApiFault);
  return { sleeps, tries: fake.requests.length, retryAfterSeconds: (fault as ApiFault).retryAfterSeconds };
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

describe('Retry-After, both forms (FAULTS F7)', () => {
  it('delta-seconds: each GET retry waits at least that long, and the fault carries it for the notice', async () => {
    expect(await readWith({ 'retry-after': '20' })).toEqual({ sleeps: [20_000, 20_000], tries: 3, retryAfterSeconds: 20 });
  });

  it("an HTTP-date is read against the phone's clock when the server sends no Date", async () => {
    expect(await readWith({ 'retry-after': httpDate(PHONE_NOW + 30_000) })).toEqual({ sleeps: [30_000, 30_000], tries: 3, retryAfterSeconds: 30 });
  });

  it("an HTTP-date is read against the server's Date header, so a phone clock two days behind does not stretch the wait", async () => {
    const serverNow = PHONE_NOW + 2 * 86_400_000;
    const waits = await readWith({ 'retry-after': httpDate(serverNow + 10_000), date: httpDate(serverNow) });
    expect(waits).toEqual({ sleeps: [10_000, 10_000], tries: 3, retryAfterSeconds: 10 });
  });

  it('an HTTP-date already past, or a value that is neither form, means no wait beyond the usual backoff', async () => {
    expect(await readWith({ 'retry-after': httpDate(PHONE_NOW - 60_000) })).toEqual({ sleeps: [500, 1000], tries: 3, retryAfterSeconds: undefined });
    expect(await readWith({ 'retry-after': 'soon' })).toEqual({ sleeps: [500, 1000], tries: 3, retryAfterSeconds: undefined });
  });

  it('a wait longer than the cap is not sat out under the overlay: one try, and the fault carries the full wait', async () => {
    expect(MAX_RETRY_AFTER_WAIT_MS).toBe(60_000);
    expect(await readWith({ 'retry-after': '3600' })).toEqual({ sleeps: [], tries: 1, retryAfterSeconds: 3600 });
    expect(await readWith({ 'retry-after': httpDate(PHONE_NOW + 3_600_000) })).toEqual({ sleeps: [], tries: 1, retryAfterSeconds: 3600 });
  });
});
