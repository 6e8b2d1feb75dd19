import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../services/api/client';
import { endpoints } from '../../../services/api/endpoints';
import { CLOCK_SKEW_CODE, ClockSkewFault } from '../../../services/api/clockSkew';
import type { ApiFault } from '../../../services/api/result';
import { createFakeFetch, json } from '../support/fakeFetch';
import { nodeDecrypt } from '../support/nodeCipher';

const PACKAGE = 'com.swiftcash.ng';
const SERVER_NOW_S = 1_767_000_000;
const TWO_DAYS_MS = 2 * 24 * 3600 * 1000;
const headers = () => ({ token: 't', packageName: PACKAGE, appName: 'SwiftCash', afid: '', lang: 'en' as const });
const latestOrder = { code: 0, msg: '', data: null };

/** The `timestamp` a request carried, decrypted with Node's crypto. */
async function timestampOf(request: Request): Promise<number> {
  const hex = [...new URL(request.url).searchParams.values()][0] ?? (Object.values((await request.json()) as Record<string, string>)[0] ?? '');
  return (JSON.parse(nodeDecrypt(hex, PACKAGE)) as { timestamp: number }).timestamp;
}

function setUp(...replies: Parameters<typeof createFakeFetch>) {
  const fake = createFakeFetch(...replies);
  const faults: ApiFault[] = [];
  const api = createApiClient({
    origin: 'https://app.example',
    headers,
    fetch: fake.fetch,
    now: () => SERVER_NOW_S * 1000 - TWO_DAYS_MS, // the phone is two days behind
    sleep: async () => undefined,
    onFault: (fault) => faults.push(fault),
  });
  return { api, fake, faults };
}

describe('device clock skewed (FAULTS F22)', () => {
  it('corrects with the server time from the 40005 answer and resends once; later calls use the offset', async () => {
    const skew = json({ code: CLOCK_SKEW_CODE, msg: 'check your clock', data: { serverTime: SERVER_NOW_S } });
    const { api, fake, faults } = setUp(skew, json(latestOrder));
    await expect(api.call(endpoints.loan.latest, {})).resolves.toEqual({ ok: true, data: null });
    expect(fake.requests).toHaveLength(2);
    expect(await timestampOf(fake.requests[1] as Request)).toBe(SERVER_NOW_S);
    await api.call(endpoints.loan.latest, {});
    expect(fake.requests).toHaveLength(3);
    expect(await timestampOf(fake.requests[2] as Request)).toBe(SERVER_NOW_S);
    expect(faults).toEqual([]);
  });

  it('takes a server time sent in milliseconds as such, not a thousand times later', async () => {
    const skew = json({ code: CLOCK_SKEW_CODE, msg: '', data: { serverTime: SERVER_NOW_S * 1000 } });
    const { api, fake } = setUp(skew, json(latestOrder));
    await expect(api.call(endpoints.loan.latest, {})).resolves.toEqual({ ok: true, data: null });
    expect(await timestampOf(fake.requests[1] as Request)).toBe(SERVER_NOW_S);
  });

  it('falls back to the Date header when the answer has no server time', async () => {
    const date = new Date(SERVER_NOW_S * 1000).toUTCString();
    const skew = json({ code: CLOCK_SKEW_CODE, msg: '', data: null }, { headers: { date } });
    const { api, fake } = setUp(skew, json(latestOrder));
    await api.call(endpoints.loan.latest, {});
    expect(fake.requests).toHaveLength(2);
    expect(await timestampOf(fake.requests[1] as Request)).toBe(SERVER_NOW_S);
  });

  it('a keyed money call is resent once with the same key (the server ran nothing)', async () => {
    const skew = json({ code: CLOCK_SKEW_CODE, msg: '', data: { serverTime: SERVER_NOW_S } });
    const { api, fake } = setUp(skew, json({ code: 0, msg: '', data: {} }));
    await api.call(endpoints.loan.getMoney, { orderNo: 'A1' }, { idempotencyKey: 'k-1' }).catch(() => undefined);
    expect(fake.requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['k-1', 'k-1']);
  });

  it('never loops: a second refusal is a fault carrying the skew code, after exactly two requests', async () => {
    const skew = json({ code: CLOCK_SKEW_CODE, msg: '', data: { serverTime: SERVER_NOW_S } });
    const { api, fake, faults } = setUp(skew);
    const error = await api.call(endpoints.loan.latest, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClockSkewFault);
    expect((error as ClockSkewFault).code).toBe(CLOCK_SKEW_CODE);
    expect(fake.requests).toHaveLength(2);
    expect(faults.map((fault) => (fault as ClockSkewFault).code)).toEqual([CLOCK_SKEW_CODE]);
  });

  it('without any server time it cannot correct: one request, then the fault', async () => {
    const { api, fake } = setUp(json({ code: CLOCK_SKEW_CODE, msg: '', data: null }));
    await expect(api.call(endpoints.loan.latest, {})).rejects.toMatchObject({ code: CLOCK_SKEW_CODE });
    expect(fake.requests).toHaveLength(1);
  });
});
