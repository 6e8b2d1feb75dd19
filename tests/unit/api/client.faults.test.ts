import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, REQUEST_TIMEOUT_MS, type ApiClientDeps } from '../../../services/api/client';
import { endpoints } from '../../../services/api/endpoints';
import { ApiFault, SESSION_CODES } from '../../../services/api/result';
import { createFakeFetch, html, json, type Reply } from '../support/fakeFetch';

const headers = () => ({ token: null, packageName: 'com.swiftcash.ng', appName: 'SwiftCash', afid: '', lang: 'en' as const });

function setup(replies: Reply[], over: Partial<ApiClientDeps> = {}) {
  const fake = createFakeFetch(...replies);
  const sleeps: number[] = [];
  const activity: number[] = [];
  const faults: ApiFault[] = [];
  const api = createApiClient({
    origin: 'https://app.example',
    headers,
    fetch: fake.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    random: () => 0.5,
    onActivity: (delta) => activity.push(delta),
    onFault: (fault) => faults.push(fault),
    ...over,
  });
  return { api, fake, sleeps, activity, faults };
}

/** A 200 JSON answer whose body sends one byte, then does what `then` says (nothing: it stalls). */
function jsonHeadThen(then: (body: ReadableStreamDefaultController<Uint8Array>) => void): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(body) {
      body.enqueue(new TextEncoder().encode('{'));
      then(body);
    },
  });
  return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
}

async function faultOf(promise: Promise<unknown>): Promise<ApiFault> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiFault);
  return error as ApiFault;
}

const get = endpoints.auth.existsByMobile;
const post = endpoints.auth.getVerifyCode;
const mobile = { mobile: '8031234567' };

afterEach(() => vi.useRealTimers());

describe('api client: outcomes and faults', () => {
  it('times out after 60 s with a timeout fault (FAULTS F1)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    vi.useFakeTimers();
    const { api, activity } = setup(['never']);
    const pending = faultOf(api.call(post, mobile));
    await vi.advanceTimersByTimeAsync(59_000);
    expect(activity).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1_100);
    expect((await pending).reason).toBe('timeout');
    expect(activity).toEqual([1, -1]); // the overlay hides
  });

  it('a body that stalls after the headers still times out, and the overlay hides (F1, F8)', async () => {
    vi.useFakeTimers();
    const { api, activity } = setup([() => jsonHeadThen(() => {})], { timeoutMs: 300 });
    const pending = faultOf(api.call(post, mobile));
    await vi.advanceTimersByTimeAsync(299);
    expect(activity).toEqual([1]);
    await vi.advanceTimersByTimeAsync(2);
    expect((await pending).reason).toBe('timeout');
    expect(activity).toEqual([1, -1]);
  });

  it('a connection cut while the body arrives is a network fault, and a GET is retried', async () => {
    const ok = json({ code: 0, msg: 'ok', data: { exists: true } });
    const { api, fake } = setup([() => jsonHeadThen((body) => body.error(new TypeError('network error'))), ok]);
    await expect(api.call(get, mobile)).resolves.toEqual({ ok: true, data: { exists: true } });
    expect(fake.requests).toHaveLength(2);
    const cut = setup([() => jsonHeadThen((body) => body.error(new TypeError('network error')))]);
    expect((await faultOf(cut.api.call(post, mobile))).reason).toBe('network');
  });

  it('an HTML 502 is an http fault, not a parse crash (F6)', async () => {
    const { api, faults } = setup([html(502)]);
    const fault = await faultOf(api.call(post, mobile));
    expect(fault).toMatchObject({ reason: 'http', status: 502, endpoint: '/security/getVerifyCode' });
    expect(faults).toHaveLength(1);
  });

  it('a 200 with an HTML page (captive portal) is a network fault (F9)', async () => {
    const { api } = setup([html(200)]);
    expect((await faultOf(api.call(post, mobile))).reason).toBe('network');
  });

  it.each([
    ['no content type', {}],
    ['text/plain', { 'content-type': 'text/plain' }],
  ])('a portal page sent with %s is a network fault too, not a malformed answer (F9)', async (_, headers) => {
    const page = () => new Response('\n  <!DOCTYPE html><html><body>Sign in to the Wi-Fi</body></html>', { status: 200, headers });
    const { api } = setup([page()]);
    expect((await faultOf(api.call(post, mobile))).reason).toBe('network');
  });

  it.each([
    ['truncated JSON', '{"code":0,"da'],
    ['code as the string "0"', { code: '0', msg: 'ok', data: {} }],
    ['no code', { msg: 'ok', data: {} }],
    ['an array', [1, 2]],
  ])('%s is malformed (F11, F12)', async (_, body) => {
    const { api } = setup([json(body)]);
    expect((await faultOf(api.call(post, mobile))).reason).toBe('malformed');
  });

  it('code 0 with data of the wrong shape is malformed', async () => {
    const { api } = setup([json({ code: 0, msg: 'ok', data: { exists: 'yes' } })]);
    expect((await faultOf(api.call(get, mobile))).reason).toBe('malformed');
  });

  it('a non-zero code is a business outcome with the server message (F13)', async () => {
    const { api, activity } = setup([json({ code: 1234, msg: '<b>nope</b>', data: null })]);
    await expect(api.call(post, mobile)).resolves.toEqual({ ok: false, kind: 'business', code: 1234, msg: '<b>nope</b>' });
    expect(activity).toEqual([1, -1]);
  });

  it.each(SESSION_CODES)('session code %i comes back as kind session', async (code) => {
    const { api } = setup([json({ code, msg: 'bye' })]);
    await expect(api.call(post, mobile)).resolves.toEqual({ ok: false, kind: 'session', code, msg: 'bye' });
  });

  it('a network error while offline is an offline fault', async () => {
    const { api } = setup([new TypeError('Failed to fetch')], { isOnline: () => false });
    expect((await faultOf(api.call(post, mobile))).reason).toBe('offline');
  });

  it('GET retries at most twice, with backoff, then fails (F7)', async () => {
    const { api, fake, sleeps } = setup([html(503)]);
    expect((await faultOf(api.call(get, mobile))).status).toBe(503);
    expect(fake.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]!).toBeGreaterThan(sleeps[0]!);
  });

  it('GET waits at least Retry-After before retrying', async () => {
    const ok = json({ code: 0, msg: 'ok', data: { exists: false } });
    const { api, fake, sleeps } = setup([html(429, { 'retry-after': '20' }), ok]);
    await expect(api.call(get, mobile)).resolves.toEqual({ ok: true, data: { exists: false } });
    expect(fake.requests).toHaveLength(2);
    expect(sleeps[0]).toBeGreaterThanOrEqual(20_000);
  });

  it('a GET waiting out a Retry-After ends at once when its screen lets go: the overlay does not stay over the next one', async () => {
    const { api, fake, activity } = setup([html(503, { 'retry-after': '60' })], { sleep: () => new Promise(() => undefined) });
    const leaving = new AbortController();
    const call = api.call(get, mobile, { signal: leaving.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    leaving.abort();
    await expect(call).rejects.toThrow();
    expect(activity.reduce((sum, delta) => sum + delta, 0), 'the loading overlay is released').toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it('POST is never retried: its outcome may be unknown (F2, F7)', async () => {
    const { api, fake, sleeps } = setup([html(503)]);
    await faultOf(api.call(post, mobile));
    await faultOf(api.call(post, mobile).catch((e: unknown) => Promise.reject(e)));
    expect(fake.requests).toHaveLength(2);
    expect(sleeps).toEqual([]);
  });

  it('a business answer or a 400 is not retried', async () => {
    const { api, fake } = setup([html(400)]);
    await faultOf(api.call(get, mobile));
    expect(fake.requests).toHaveLength(1);
  });

  it('sends the idempotency key when given', async () => {
    const { api, fake } = setup([json({ code: 0, msg: 'ok', data: {} })]);
    await api.call(endpoints.loan.applyMarket, {}, { idempotencyKey: 'apply-42' });
    await api.call(post, mobile);
    expect(fake.requests[0]!.headers.get('Idempotency-Key')).toBe('apply-42');
    expect(fake.requests[1]!.headers.get('Idempotency-Key')).toBeNull();
  });

  it('silent calls do not count for the loading overlay', async () => {
    const { api, activity } = setup([json({ code: 0, msg: 'ok', data: {} })]);
    await api.call(post, mobile, { silent: true });
    expect(activity).toEqual([]);
  });

  it('an aborted call rejects with the abort, not a fault, and is not retried', async () => {
    const controller = new AbortController();
    const { api, fake, faults } = setup(['never']);
    const pending = api.call(get, mobile, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiFault);
    expect(fake.requests).toHaveLength(1);
    expect(faults).toEqual([]);
  });
});
