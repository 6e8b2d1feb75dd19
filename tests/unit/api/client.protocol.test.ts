import { describe, expect, it } from 'vitest';
import { createApiClient, type RequestHeaders } from '../../../services/api/client';
import { endpoints } from '../../../services/api/endpoints';
import { defineEndpoint } from '../../../services/api/endpoint';
import { createFakeFetch, json } from '../support/fakeFetch';
import { nodeDecrypt } from '../support/nodeCipher';

const PACKAGE = 'com.swiftcash.ng';
const NOW = 1_767_000_123_456;
const FIELD = /^[A-Z]{5}[0-9]{3}$/;

const headers: RequestHeaders = { token: 'tok-123', packageName: PACKAGE, appName: 'SwiftCash', afid: 'af-9', lang: 'es' };

function client(fake: ReturnType<typeof createFakeFetch>, over: Partial<RequestHeaders> = {}) {
  return createApiClient({
    origin: 'https://app.example',
    headers: () => ({ ...headers, ...over }),
    fetch: fake.fetch,
    now: () => NOW,
    sleep: async () => undefined,
  });
}

/** Splits `/api/<hex>` and decrypts the path with Node's crypto. */
function decodePath(request: Request, packageName = PACKAGE) {
  const url = new URL(request.url);
  const [, base, hex, ...rest] = url.pathname.split('/');
  expect(rest).toEqual([]);
  expect(hex).toMatch(/^[0-9a-f]+$/);
  return { base, path: nodeDecrypt(hex ?? '', packageName), url };
}

function expectTimestamp(payload: Record<string, unknown>) {
  expect(Number.isInteger(payload.timestamp)).toBe(true);
  expect(String(payload.timestamp)).toMatch(/^\d{10}$/);
  expect(payload.timestamp).toBe(Math.floor(NOW / 1000));
}

describe('wire protocol, checked with node:crypto', () => {
  it('GET: encrypted path under /api, payload in ?FIELD=hex with a seconds timestamp', async () => {
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: { exists: true } }));
    const result = await client(fake).call(endpoints.auth.existsByMobile, { mobile: '8031234567' });
    expect(result).toEqual({ ok: true, data: { exists: true } });

    const [request] = fake.requests;
    expect(request?.method).toBe('GET');
    const { base, path, url } = decodePath(request!);
    expect(base).toBe('api');
    expect(path).toBe('/security/existsByMobile');
    const params = [...url.searchParams.entries()];
    expect(params).toHaveLength(1);
    const [field, hex] = params[0]!;
    expect(field).toMatch(FIELD);
    const payload = JSON.parse(nodeDecrypt(hex, PACKAGE)) as Record<string, unknown>;
    expect(payload.mobile).toBe('8031234567');
    expectTimestamp(payload);
  });

  it('POST: JSON body with exactly one random field', async () => {
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: {} }));
    await client(fake).call(endpoints.auth.getVerifyCode, { mobile: '8031234567' });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('content-type')).toContain('application/json');
    expect(decodePath(request!).path).toBe('/security/getVerifyCode');
    const body = (await request!.json()) as Record<string, string>;
    const keys = Object.keys(body);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(FIELD);
    const payload = JSON.parse(nodeDecrypt(body[keys[0]!]!, PACKAGE)) as Record<string, unknown>;
    expect(payload).toEqual({ mobile: '8031234567', timestamp: Math.floor(NOW / 1000) });
  });

  it('a call without payload still sends {timestamp}', async () => {
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: null }));
    await client(fake).call(endpoints.loan.latest);
    const { url } = decodePath(fake.requests[0]!);
    const [, hex] = [...url.searchParams.entries()][0]!;
    expect(JSON.parse(nodeDecrypt(hex, PACKAGE))).toEqual({ timestamp: Math.floor(NOW / 1000) });
  });

  it('multipart: the file fields plus the encrypted extra object', async () => {
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: {} }));
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
    await client(fake).call(endpoints.kyc.uploadCurpFront, { files: { file }, extra: { orderNo: 'A1' } });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(decodePath(request!).path).toBe('/user/upload/curp/front');
    const form = await request!.formData();
    const uploaded = form.get('file');
    expect(uploaded).toBeInstanceOf(Blob);
    expect((uploaded as Blob).size).toBe(3);
    const fields = [...form.keys()].filter((key) => key !== 'file');
    expect(fields).toHaveLength(1);
    expect(fields[0]).toMatch(FIELD);
    const payload = JSON.parse(nodeDecrypt(String(form.get(fields[0]!)), PACKAGE)) as Record<string, unknown>;
    expect(payload.orderNo).toBe('A1');
    expectTimestamp(payload);
  });

  it('the country look-ups go to /cou', async () => {
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: {} }));
    await client(fake).call(endpoints.auth.countryByIp, {});
    await client(fake).call(endpoints.auth.countryByCode, { code: 'mx' });
    expect(fake.requests.map((request) => decodePath(request))).toMatchObject([
      { base: 'cou', path: '/country/meta/ip' },
      { base: 'cou', path: '/country/meta/code' },
    ]);
  });

  it('sends Authorization (the token as is), packageName, appName, afid and lang', async () => {
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: {} }));
    await client(fake).call(endpoints.auth.getVerifyCode, { mobile: '8031234567' });
    const sent = fake.requests[0]!.headers;
    expect(sent.get('Authorization')).toBe('tok-123');
    expect(sent.get('packageName')).toBe(PACKAGE);
    expect(sent.get('appName')).toBe('SwiftCash');
    expect(sent.get('afid')).toBe('af-9');
    expect(sent.get('lang')).toBe('es');
  });

  it('the key follows the packageName header: a long name is cut to 16 characters', async () => {
    const longName = 'com.swiftcash.mx.lending.app';
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: {} }));
    await client(fake, { packageName: longName }).call(endpoints.auth.getVerifyCode, { mobile: '5512345678' });
    const request = fake.requests[0]!;
    expect(request.headers.get('packageName')).toBe(longName);
    expect(decodePath(request, longName).path).toBe('/security/getVerifyCode');
  });

  it('the field name is random per request', async () => {
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: {} }));
    const api = createApiClient({ origin: 'https://app.example', headers: () => headers, fetch: fake.fetch });
    for (let i = 0; i < 5; i++) await api.call(endpoints.auth.getVerifyCode, { mobile: '8031234567' });
    const fields = await Promise.all(fake.requests.map(async (r) => Object.keys((await r.json()) as object)[0]));
    fields.forEach((field) => expect(field).toMatch(FIELD));
    expect(new Set(fields).size).toBeGreaterThan(1);
  });

  it('a timestamp is whole seconds even with the real clock (FAULTS F23)', async () => {
    const fake = createFakeFetch(json({ code: 0, msg: 'ok', data: {} }));
    const api = createApiClient({ origin: 'https://app.example', headers: () => headers, fetch: fake.fetch });
    const before = Math.floor(Date.now() / 1000);
    await api.call(defineEndpoint({ method: 'POST', path: '/user/submit' }), {});
    const body = (await fake.requests[0]!.json()) as Record<string, string>;
    const payload = JSON.parse(nodeDecrypt(Object.values(body)[0]!, PACKAGE)) as { timestamp: number };
    expect(String(payload.timestamp)).toMatch(/^\d{10}$/);
    expect(payload.timestamp).toBeGreaterThanOrEqual(before);
  });
});
